import CHarfBuzz
import Synchronization

/// One face's HarfBuzz shaping plans, by segment properties (direction,
/// script, language), made with `hb_shape_plan_create`.
///
/// `hb_shape` would use HarfBuzz's own cache, which keeps every plan a face
/// was asked for until the face is freed (the life of the process here),
/// and looks each up by walking them all. The language comes from input
/// (`environment.locale` is any string), so that cache grows without bound
/// in a long-running process and makes every shaping call slower. This one
/// is bounded: past ``capacity`` plans it starts again. A plan in use when
/// it is dropped lives until its user is done with it.
final class ShapePlanCache: Sendable {
    private let plans = Mutex<[Key: Plan]>([:])
    /// The most plans kept.
    static let capacity = 64

    private struct Key: Hashable {
        let direction: UInt32
        let script: UInt32
        let language: UInt
    }

    /// A plan, destroyed when the last holder lets it go.
    private final class Plan: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { hb_shape_plan_destroy(pointer) }
    }

    /// How many plans are kept (for tests).
    var count: Int { plans.withLock { $0.count } }

    /// Shapes `buffer`, whose segment properties are set, with `font` of
    /// `face`: what `hb_shape(font, buffer, nil, 0)` does.
    func shape(_ buffer: OpaquePointer, font: OpaquePointer, face: OpaquePointer) {
        var properties = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &properties)
        let key = Key(
            direction: properties.direction.rawValue, script: properties.script.rawValue,
            language: UInt(bitPattern: properties.language))
        let plan = plans.withLock { plans in
            if let plan = plans[key] { return plan }
            if plans.count >= Self.capacity { plans.removeAll(keepingCapacity: true) }
            let plan = Plan(hb_shape_plan_create(face, &properties, nil, 0, nil))
            plans[key] = plan
            return plan
        }
        withExtendedLifetime(plan) {
            _ = hb_shape_plan_execute(plan.pointer, font, buffer, nil, 0)
        }
    }
}
