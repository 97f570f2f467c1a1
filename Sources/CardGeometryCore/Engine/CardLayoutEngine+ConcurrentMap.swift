extension CardLayoutEngine {
    /// `transform` applied to every input on all cores, each a result or the
    /// error it threw, in input order (batches and device matrices).
    package static func concurrentMap<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) throws(CardLayoutError) -> Output
    ) -> [Result<Output, CardLayoutError>] {
        CardGeometryCore.concurrentMap(inputs) { input in Result { () throws(CardLayoutError) in try transform(input) } }
    }
}
