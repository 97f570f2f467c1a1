// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// The page's parts are written as UTF-8 bytes, each picture copied in as
/// it was drawn, never read back as a `String`: `bytes += "text"` appends
/// text's UTF-8.
extension Array where Element == UInt8 {
    static func += (bytes: inout [UInt8], text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
#endif
