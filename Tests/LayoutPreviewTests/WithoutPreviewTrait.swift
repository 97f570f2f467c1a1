// The preview's tests need the package's Preview trait. Without it this
// target is empty but for this notice, which shows as skipped in the run.
#if !Preview
    import Testing

    @Suite("Live preview")
    struct WithoutPreviewTrait {
        @Test(.disabled("built without the Preview trait: run `swift test --traits Preview` (scripts/test does)"))
        func previewTests() {}
    }
#endif
