/// Which chain ``FontRegistry/fallbackChain(primary:weight:)`` keeps: its
/// primary face (one of the registry's, which live as long as it does) and
/// the index of the weight asked for.
struct FallbackChainKey: PrehashedKey {
    let primary: ObjectIdentifier
    let weightIndex: Int

    var prehash: Int { hashValue }
}
