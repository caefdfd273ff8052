import ComponentRuntime
import Foundation
import Testing

/// The headless text measurer at its limits: a line limit at n-1, n and n+1 lines, an ellipsis that fits and one
/// that must cut, a word that exactly fills a line, the narrowest width, bold advances and an empty text.
@MainActor
@Suite("Text measuring at its limits")
struct TextMeasuringBoundaryTests {
    private let measurer = HeadlessTextMeasurer()

    /// 10-point text: 5 points per character, 12 per line.
    private func text(_ string: String, lines: Int = 0, mode: NSLineBreakMode = .byTruncatingTail)
        -> TextComponentAttributes
    {
        TextComponentAttributes(
            string: string,
            font: .systemFont(ofSize: 10),
            maximumNumberOfLines: lines,
            lineBreakMode: mode
        )
    }

    @Test(
        "three lines under a limit of 0 (none), 2, 3 and 4 lines",
        arguments: [(0, ["a", "b", "c"]), (2, ["a", "b…"]), (3, ["a", "b", "c"]), (4, ["a", "b", "c"])]
    )
    func lineLimit(limit: Int, expected: [String]) {
        let measured = measurer.measure(text("a\nb\nc", lines: limit), width: .infinity)
        #expect(measured.lines == expected)
        #expect(measured.size.height == CGFloat(expected.count) * 12)
    }

    @Test(
        "the last line shown keeps what fits beside the ellipsis (6 characters per line)",
        arguments: [("abcd", "abcd…"), ("abcde", "abcde…"), ("abcdef", "abcde…")]
    )
    func ellipsisFit(line: String, expected: String) {
        let measured = measurer.measure(text("\(line)\nnext", lines: 1), width: 30)
        #expect(measured.lines == [expected])
        #expect(measured.size.width == CGFloat(expected.count) * 5)
    }

    @Test("without tail truncation the last line shown is cut off without an ellipsis")
    func clipping() {
        #expect(measurer.measure(text("abc\ndef", lines: 1, mode: .byClipping), width: .infinity).lines == ["abc"])
        #expect(measurer.measure(text("abc\ndef", lines: 1, mode: .byWordWrapping), width: .infinity).lines == ["abc"])
    }

    @Test(
        "words fill a line up to exactly its width, and wrap one character past it",
        arguments: [(35, ["abc def"]), (34, ["abc", "def"]), (30, ["abc", "def"])] as [(CGFloat, [String])]
    )
    func exactFit(width: CGFloat, expected: [String]) {
        #expect(measurer.measure(text("abc def"), width: width).lines == expected)
    }

    @Test(
        "inside a longer paragraph, words that fill a line exactly stay on it; one character less wraps the last",
        arguments: [(35, ["abc def", "ghi"]), (40, ["abc def", "ghi"]), (34, ["abc", "def", "ghi"])]
            as [(CGFloat, [String])]
    )
    func exactFitInParagraph(width: CGFloat, expected: [String]) {
        #expect(measurer.measure(text("abc def ghi"), width: width).lines == expected)
    }

    @Test(
        "a single word as long as the line stays whole; one character longer breaks",
        arguments: [(30, ["abcdef"]), (25, ["abcde", "f"])] as [(CGFloat, [String])]
    )
    func wordAtLineLength(width: CGFloat, expected: [String]) {
        #expect(measurer.measure(text("abcdef"), width: width).lines == expected)
    }

    @Test("a width narrower than a character still shows one character per line")
    func narrowest() {
        let measured = measurer.measure(text("ab"), width: 1)
        #expect(measured.lines == ["a", "b"])
        #expect(measured.size == CGSize(width: 5, height: 24))
    }

    @Test("bold characters advance 0.55 × the point size, rounded up to whole points")
    func bold() {
        let bold = TextComponentAttributes(string: "abc", font: .boldSystemFont(ofSize: 10))
        #expect(measurer.measure(bold, width: .infinity).size == CGSize(width: 17, height: 12))
        let plain = TextComponentAttributes(string: "abc", font: .systemFont(ofSize: 10))
        #expect(measurer.measure(plain, width: .infinity).size == CGSize(width: 15, height: 12))
    }

    @Test("an empty text is one line tall and no width")
    func empty() {
        #expect(measurer.measure(text(""), width: 100).size == CGSize(width: 0, height: 12))
    }
}
