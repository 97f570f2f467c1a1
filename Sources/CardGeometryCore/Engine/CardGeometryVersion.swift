/// The version of CardGeometry: the layout engine, its text layer and
/// `layout-dump`, released together. Reports for machines name it, so that a
/// team can tell an engine change from a change in their cards; the
/// `card-layout/1` document itself does not, so golden files do not change
/// with a version.
public enum CardGeometryVersion {
    /// The package's version (semantic versioning). The one place it is
    /// written: `layout-dump --version`, the reports and the release
    /// archive's name read it from here.
    public static let number = "0.9.0"
}
