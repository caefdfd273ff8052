import Foundation
import Testing

@testable import CKGenCore

/// The `SwiftFileReader` contract on invalid Swift (issue 34): the plain reader accepts only valid Swift. Each invalid
/// input below is one swift-syntax reports an error in; the reader must decline it (so swift-syntax's error is what
/// the user sees), and read its near miss, a valid edit of it, exactly as swift-syntax does.
@Suite("Parser contract: the plain reader declines invalid Swift")
struct ParserContractValidityTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        var invalid: String
        var valid: String
        var testDescription: String { invalid.debugDescription }
    }

    /// Annotated, so the declarations are what ckgen reads: swift-syntax's errors elsewhere are the compiler's to
    /// report, and ckgen does not (see ``SourceFileParser``).
    static func member(_ text: String) -> String { "/// @ck.view\nfinal class A: UIView {\n    \(text)\n}\n" }
    static func annotated(_ text: String) -> String { "/// @ck.view\n" + text }

    static let pairs: [Pair] = [
        // `\u{…}` beyond Unicode's range, or a surrogate.
        Pair(invalid: member(#"var s = "\u{110000}""#), valid: member(#"var s = "\u{10FFFF}""#)),
        Pair(invalid: member(#"var s = "\u{D800}""#), valid: member(#"var s = "\u{E000}""#)),
        Pair(invalid: member(#"var s = "\u{DFFF}""#), valid: member(#"var s = "\u{D7FF}""#)),
        // A tab in a one-line string literal, and its escape.
        Pair(invalid: member("var s = \"a\tb\""), valid: member(#"var s = "a\tb""#)),
        // Words Swift reserves as declaration names, though they are no keywords where a type is named.
        Pair(invalid: annotated("final class Self {}\n"), valid: annotated("final class Selfie {}\n")),
        Pair(invalid: annotated("final class _ {}\n"), valid: annotated("final class _A {}\n")),
        Pair(invalid: annotated("struct Any {}\n"), valid: annotated("struct AnyBox {}\n")),
        Pair(invalid: annotated("enum precedencegroup {}\n"), valid: annotated("enum precedenceGroup {}\n")),
        Pair(invalid: member("func Self() {}"), valid: member("func this() {}")),
        Pair(invalid: member("var Any = 1"), valid: member("var any = 1")),
        Pair(invalid: member("typealias Self = Int"), valid: member("typealias Me = Int")),
        Pair(invalid: annotated("enum E {\n    case Self\n}\n"), valid: annotated("enum E {\n    case me\n}\n")),
        // A space between an attribute and its arguments.
        Pair(invalid: member("@objc ()\n    func g() {}"), valid: member("@objc\n    func g() {}")),
    ]

    func plain(_ source: String) -> ParsedFile? {
        let bytes = Array(source.utf8)
        return PlainDeclarationReader.read(path: "A.swift", source: bytes, scan: NestingScan(bytes))
    }

    func parsed(_ source: String) -> ParsedFile {
        SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
    }

    @Test("invalid: swift-syntax reports an error, and the plain reader declines", arguments: pairs)
    func invalid(_ pair: Pair) {
        #expect(parsed(pair.invalid).diagnostics.contains { $0.severity == .error }, "swift-syntax accepts it")
        #expect(plain(pair.invalid) == nil, "the plain reader read it")
    }

    @Test("the near miss: valid, read by the plain reader as swift-syntax reads it", arguments: pairs)
    func nearMiss(_ pair: Pair) throws {
        let result = parsed(pair.valid)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let read = try #require(plain(pair.valid), "the plain reader declined it")
        #expect(read == result)
    }

    /// Attributes swift-syntax accepts though the compiler may not know them (`@foo`), or with a space before a
    /// function type's parentheses (`@Sendable () -> Void`): no syntax error, so the reader may read them, and
    /// then exactly as swift-syntax does.
    @Test(
        "unknown attributes and attributes before a function type: read as swift-syntax reads them",
        arguments: [
            "var f: @foo Int", "var f: @foo () -> Void", "var f: @Sendable () -> Void", "var f: (@foo () -> Void)?",
            "@foo var x = 1", "@foo\n    func g() {}", "@unknown var x = 1", "func g(_ f: @foo () -> Void) {}",
            "var f: @MainActor @Sendable () -> Void",
        ]
    )
    func attributesAgree(_ text: String) throws {
        let source = Self.member(text)
        let result = parsed(source)
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let read = try #require(plain(source), "the plain reader declined it")
        #expect(read == result)
    }
}
