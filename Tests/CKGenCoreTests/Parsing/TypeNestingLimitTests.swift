import Foundation
import Testing

@testable import CKGenCore

/// Issue 41, item 2: generic arguments nested about 1,600 deep (`A<A<A<…>>>`) or about 6,000 function arrows in a
/// row (`(Int) -> (Int) -> …`) overflowed the stack in the plain reader, which reads types recursively (only
/// brackets and `#if` were measured). Both now count towards the nesting ``NestingScan`` measures, and so do chains
/// of postfixes (`Int???`, `a.b.c`, `f()()`), which nest swift-syntax's tree as deeply; the plain reader bounds its
/// own recursion too. A file past the limit is refused with a located error, one just under it is read as before.
@Suite("Parsing: generic arguments and function arrows nest within the limit")
struct TypeNestingLimitTests {
    static let header = "/// @ck.view\nfinal class BadgeView: UIView {\n"

    static func parse(_ source: String) -> ParsedFile {
        SourceFileParser.parse(path: "A.swift", data: Data(source.utf8))
    }

    /// `var x: A<A<…Int…>>` with `depth` `<`, in the view (one `{` deep).
    static func generic(_ depth: Int) -> String {
        header + "    var x: " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth)
            + "\n}\n"
    }

    /// `var f: (Int) -> (Int) -> … -> Int` with `arrows` arrows, in the view.
    static func arrows(_ arrows: Int) -> String {
        header + "    var f: " + String(repeating: "(Int) -> ", count: arrows) + "Int\n}\n"
    }

    @Test("1,600 nested generic arguments are refused at the first '<' past the limit, as an error")
    func deepGenerics() throws {
        let file = Self.parse(Self.generic(1_600))
        let refusal = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(file.declarations.isEmpty)
        #expect(refusal.id == .parsingTooDeep)
        #expect(refusal.severity == .error)
        #expect(
            refusal.message.hasPrefix(
                "types and expressions nest 1601 deep here, counting brackets, generic arguments, function arrows, "
                    + "postfixes ('?', '!', '.member', calls), 'try', 'await' and 'else if' (ckgen reads at most 96)"
            )
        )
        // The deepest '<': after `    var x: ` (11 columns) and 1,599 `A<` before the last `A`.
        #expect(refusal.location == CKGenCore.SourceLocation(file: "A.swift", line: 3, column: 12 + 1_599 * 2 + 1))
    }

    @Test("generic arguments nested up to the limit are read; one more is refused", arguments: [-1, 0, 1])
    func genericLimit(_ delta: Int) {
        // One level is the view's `{`.
        let file = Self.parse(Self.generic(NestingScan.depthLimit - 1 + delta))
        let refusals = file.diagnostics.filter { $0.id == .parsingTooDeep }
        if delta <= 0 {
            #expect(refusals.isEmpty, "\(refusals)")
            #expect(file.declarations.map(\.name) == ["BadgeView"])
            #expect(file.declarations.first?.properties.map(\.name) == ["x"])
        } else {
            #expect(refusals.map(\.location?.line) == [3])
            #expect(file.declarations.isEmpty)
        }
    }

    @Test("6,000 function arrows in a row are refused, located at the first arrow past the limit")
    func longArrowChain() throws {
        let file = Self.parse(Self.arrows(6_000))
        let refusal = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(refusal.id == .parsingTooDeep)
        #expect(refusal.message.contains("nest 6001 deep here"))
        // The last `(`, after `    var f: ` and 5,999 `(Int) -> `: its bracket and the arrows before it reach the
        // deepest point first (the arrow after it is as deep).
        #expect(refusal.location == CKGenCore.SourceLocation(file: "A.swift", line: 3, column: 12 + 5_999 * 9))
    }

    @Test("function arrows up to the limit are read; one more is refused", arguments: [-1, 0, 1])
    func arrowLimit(_ delta: Int) {
        let file = Self.parse(Self.arrows(NestingScan.depthLimit - 1 + delta))
        let refusals = file.diagnostics.filter { $0.id == .parsingTooDeep }
        if delta <= 0 {
            #expect(refusals.isEmpty, "\(refusals)")
            #expect(file.declarations.first?.properties.map(\.name) == ["f"])
        } else {
            #expect(refusals.count == 1)
        }
    }

    @Test("arrows and '<' of separate declarations and statements do not add up")
    func separateTypesDoNotAddUp() {
        let requirements = (0..<300).map { "    func f\($0)() -> Int\n" }.joined()
        let properties = (0..<300).map { "    var p\($0): Array<Int>\n" }.joined()
        let comparisons = (0..<300).map { _ in "        if i<n { }\n" }.joined()
        let source =
            "protocol P {\n" + requirements + "}\n" + "struct S {\n" + properties
            + "    func g(i: Int, n: Int) {\n" + comparisons + "    }\n}\n"
        let file = Self.parse(source)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.declarations.map(\.name) == ["P", "S"])
        #expect(NestingScan(Array(source.utf8)).maximumDepth < 10)
    }

    @Test("types nested inside brackets count with them: '(' and '<' alternating")
    func bracketsAndGenericsTogether() {
        let depth = 60
        let source =
            "let x: " + String(repeating: "A<(", count: depth) + "Int" + String(repeating: ")>", count: depth) + "\n"
        let scan = NestingScan(Array(source.utf8))
        #expect(scan.maximumDepth == 2 * depth)
        #expect(scan.deepestInType)
        #expect(Self.parse(source).diagnostics.map(\.id) == [.parsingTooDeep])
    }

    @Test("the plain reader bounds its own recursion, whatever the scan measured")
    func readerBoundsItself() throws {
        // An empty scan, as if the nesting had been missed: the reader still stops, with a located refusal.
        let source = Array(Self.generic(5_000).utf8)
        let file = try #require(PlainDeclarationReader.read(path: "A.swift", source: source, scan: NestingScan([])))
        let refusal = try #require(file.diagnostics.first)
        #expect(refusal.id == .parsingTooDeep)
        #expect(refusal.severity == .error)
        #expect(refusal.location?.line == 3)
        #expect(file.declarations.isEmpty)
        // Just under its bound, it reads the file.
        let within = Array(Self.generic(PlainDeclarationReader.nestingLimit - 3).utf8)
        let read = try #require(PlainDeclarationReader.read(path: "A.swift", source: within, scan: NestingScan([])))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(read.declarations.first?.properties.map(\.name) == ["x"])
    }

    @Test(
        "thousands of postfixes in a row are refused; a few are read",
        arguments: [
            ("var x: Int" + String(repeating: "?", count: 3_000), "var x: Int???"),
            ("let x = a" + String(repeating: ".b", count: 5_000), "let x = a.b.c.d"),
            ("let x = f()" + String(repeating: "()", count: 3_000), "let x = f()()"),
            ("let x = a" + String(repeating: "!", count: 3_000), "let x = a!"),
            ("let x = " + String(repeating: "try ", count: 3_000) + "f()", "let x = try await f()"),
            ("let x = " + String(repeating: "await ", count: 3_000) + "f()", "let x = try await f()"),
            (
                "func f() {\n    if a {}" + String(repeating: " else if a {}", count: 3_000) + "\n}",
                "func f() {\n    if a {} else if b {} else {}\n}",
            ),
        ]
    )
    func postfixChains(_ long: String, _ short: String) throws {
        let refused = Self.parse(long + "\n")
        let refusal = try #require(refused.diagnostics.first)
        #expect(refused.diagnostics.count == 1)
        #expect(refusal.id == .parsingTooDeep)
        #expect(refusal.severity == .warning)
        // On the line of the long chain: the first, or the second after `func f() {`.
        #expect(refusal.location?.line == (long.hasPrefix("func") ? 2 : 1))
        let file = Self.parse(short + "\n")
        #expect(file.diagnostics.filter { $0.id == .parsingTooDeep }.isEmpty, "\(file.diagnostics)")
    }

    @Test("separate if statements, each with a few 'else if', do not add up; nested ones count their braces")
    func elseIfChainsDoNotAddUp() {
        let chains = (0..<200).map { _ in "    if a {} else if b {} else if c {} else {}\n" }.joined()
        let source = "func f() {\n" + chains + "    if a { if b {} else if c {} } else if d {}\n}\n"
        let scan = NestingScan(Array(source.utf8))
        #expect(scan.maximumDepth == 3)
        #expect(scan.isWithinLimits)
    }

    /// swift-nio's `HTTPEncoder.swift` was refused as "132 deep": its `switch` has a case a line, each calling
    /// `self.writeStaticString(…)`, and nothing ended the postfix chain between lines (RealCodeTests caught it).
    @Test("statements on separate lines do not add up; a long chain on one line still counts")
    func linesEndStatements() {
        let cases = (0..<200).map { "    case \($0): self.write(status: response.status)\n" }.joined()
        let statements = "func f() {\n    switch x {\n" + cases + "    default: self.a.b?.c()\n    }\n}\n"
        let scan = NestingScan(Array(statements.utf8))
        #expect(scan.isWithinLimits, "\(scan.maximumDepth)")
        #expect(scan.maximumDepth < 10)
        let chain = "let x = a" + String(repeating: ".b", count: 200) + "\n"
        #expect(!NestingScan(Array(chain.utf8)).isWithinLimits)
        #expect(!NestingScan(Array((statements + chain).utf8)).isWithinLimits)
    }

    @Test("the plain reader bounds a type's suffixes too, whatever the scan measured")
    func readerBoundsSuffixes() throws {
        let source = Array((Self.header + "    var x: Int" + String(repeating: "?", count: 5_000) + "\n}\n").utf8)
        let file = try #require(PlainDeclarationReader.read(path: "A.swift", source: source, scan: NestingScan([])))
        #expect(file.diagnostics.map(\.id) == [.parsingTooDeep])
        #expect(file.diagnostics.first?.location?.line == 3)
    }
}
