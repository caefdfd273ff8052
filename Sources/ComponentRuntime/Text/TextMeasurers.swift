public import Foundation

/// The headless backend's text measurer, deterministic so tests know sizes exactly:
/// - every character (spaces included) advances 0.5 × the font's point size (0.55 × for bold fonts);
/// - a line is the font's `lineHeight` tall (1.2 × the point size, rounded up);
/// - words wrap greedily at the width; a word wider than a line breaks between characters; `\n` breaks lines;
/// - past the line limit, the last line shown ends in "…" (for `.byTruncatingTail`), cut to fit the width;
/// - the size is the widest line by the number of lines, rounded up to whole points.
public struct HeadlessTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// Measures `text` as described above.
    public func measure(_ text: TextComponentAttributes, width: CGFloat) -> TextMeasurement {
        let advance = text.font.pointSize * (Self.isBold(text.font) ? 0.55 : 0.5)
        let perLine = width.isFinite ? max(1, Int((width / advance).rounded(.down))) : Int.max
        var lines: [String] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += Self.wrap(String(paragraph), charactersPerLine: perLine)
        }
        let limit = text.maximumNumberOfLines
        if limit > 0, lines.count > limit {
            var last = lines[limit - 1]
            if text.lineBreakMode == .byTruncatingTail {
                if last.count + 1 > perLine { last = String(last.prefix(max(0, perLine - 1))) }
                last += "…"
            }
            lines = Array(lines.prefix(limit - 1)) + [last]
        }
        let widest = lines.map(\.count).max() ?? 0
        let size = CGSize(
            width: (CGFloat(widest) * advance).rounded(.up),
            height: CGFloat(max(lines.count, 1)) * text.font.lineHeight
        )
        return TextMeasurement(size: size, lines: lines)
    }

    private static func wrap(_ paragraph: String, charactersPerLine: Int) -> [String] {
        guard paragraph.count > charactersPerLine else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= charactersPerLine {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while rest.count > charactersPerLine {
                lines.append(String(rest.prefix(charactersPerLine)))
                rest = String(rest.dropFirst(charactersPerLine))
            }
            current = rest
        }
        lines.append(current)
        return lines
    }

    private static func isBold(_ font: UIFont) -> Bool {
        #if canImport(UIKit)
            return font.fontName.contains("Bold")
        #else
            return font.isBold
        #endif
    }
}

#if canImport(UIKit)
    /// On UIKit, the system's text measurement (`NSString.boundingRect`), limited to the line count.
    struct PlatformTextMeasurer: TextMeasuring {
        func measure(_ text: TextComponentAttributes, width: CGFloat) -> TextMeasurement {
            let limit = CGSize(width: width, height: .greatestFiniteMagnitude)
            let bounds =
                text.attributedString?.boundingRect(with: limit, options: [.usesLineFragmentOrigin], context: nil)
                ?? (text.string as NSString).boundingRect(
                    with: limit,
                    options: [.usesLineFragmentOrigin],
                    attributes: [.font: text.font],
                    context: nil
                )
            var height = bounds.height
            if text.maximumNumberOfLines > 0 {
                height = min(height, CGFloat(text.maximumNumberOfLines) * text.font.lineHeight)
            }
            return TextMeasurement(
                size: CGSize(width: bounds.width.rounded(.up), height: height.rounded(.up)),
                lines: []
            )
        }
    }
#else
    /// On the headless backend, the deterministic measurer.
    typealias PlatformTextMeasurer = HeadlessTextMeasurer
#endif
