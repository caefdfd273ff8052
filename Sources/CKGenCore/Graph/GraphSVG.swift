/// The SVG `ckgen graph` has Graphviz draw, marked as ckgen's: Graphviz writes its own comments only, so ckgen adds
/// one after the XML declaration, and a later `graph` knows the file as one it may write over (see
/// ``OutputOwnership``).
public enum GraphSVG {
    /// The comment ckgen adds.
    public static let header = "<!-- Written by `ckgen graph` -->"

    /// `svg` with ``header`` on a line of its own, after the XML declaration when it begins with one (nothing may
    /// come before that), else first.
    public static func marked(_ svg: [UInt8]) -> [UInt8] {
        let line = Array((header + "\n").utf8)
        guard svg.starts(with: Array("<?xml".utf8)), let end = svg.firstIndex(of: UInt8(ascii: "\n")) else {
            return line + svg
        }
        return Array(svg[...end]) + line + Array(svg[(end + 1)...])
    }
}
