#if !canImport(UIKit)
    import Foundation

    /// Writes an SVG document one element a line, indented by nesting, with attributes in the order given and
    /// numbers rounded to hundredths: the same calls give the same bytes. (Used by ``UIView/snapshotSVG()``.)
    struct SnapshotSVGWriter {
        private(set) var text = ""
        private var depth = 0
        private var clipCount = 0
        /// How many gradients were defined, for their ids.
        var gradientCount = 0

        /// Opens `name` with `attributes`; ``close(_:)`` ends it.
        mutating func open(_ name: String, _ attributes: [(String, String)]) {
            line("<\(name)\(Self.attributeText(attributes))>")
            depth += 1
        }

        /// Ends the element ``open(_:_:)`` began.
        mutating func close(_ name: String) {
            depth -= 1
            line("</\(name)>")
        }

        /// An element without children, or with `content` as its text.
        mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
            if let content {
                line("<\(name)\(Self.attributeText(attributes))>\(Self.escaped(content))</\(name)>")
            } else {
                line("<\(name)\(Self.attributeText(attributes))/>")
            }
        }

        /// Starts a group clipped to `box` (with rounded corners); close it with `close("g")`.
        mutating func openClip(_ box: CGRect, cornerRadius: CGFloat) {
            clipCount += 1
            let id = "clip\(clipCount)"
            open("clipPath", [("id", id)])
            element("rect", Self.geometry(box, cornerRadius: cornerRadius))
            close("clipPath")
            open("g", [("clip-path", "url(#\(id))")])
        }

        /// The `x`, `y`, `width`, `height` (and `rx`) attributes of `box`.
        static func geometry(_ box: CGRect, cornerRadius: CGFloat = 0) -> [(String, String)] {
            var attributes = [
                ("x", box.minX.svg), ("y", box.minY.svg), ("width", box.width.svg), ("height", box.height.svg),
            ]
            if cornerRadius > 0 { attributes.append(("rx", min(cornerRadius, box.width / 2, box.height / 2).svg)) }
            return attributes
        }

        /// `fill` (and `fill-opacity` when not opaque) for `color`.
        static func fill(_ color: UIColor, name: String = "fill") -> [(String, String)] {
            let rgb = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: 1).description
            return color.alpha < 1 ? [(name, rgb), ("\(name)-opacity", color.alpha.svg)] : [(name, rgb)]
        }

        private mutating func line(_ content: String) {
            text += String(repeating: "  ", count: max(depth, 0)) + content + "\n"
        }

        private static func attributeText(_ attributes: [(String, String)]) -> String {
            attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
        }

        /// `text` with XML's five special characters escaped.
        static func escaped(_ text: String) -> String {
            var result = ""
            for character in text {
                switch character {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                default: result.append(character)
                }
            }
            return result
        }
    }

    extension CGFloat {
        /// The number as an SVG attribute: rounded to hundredths, without a trailing `.0`.
        var svg: String { ((self * 100).rounded() / 100).compactDescription }
    }
#endif
