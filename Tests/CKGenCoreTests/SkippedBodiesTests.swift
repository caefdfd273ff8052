import Foundation
import Testing

@testable import CKGenCore

/// Issue 16: bodies ckgen has no use for are blanked before parsing. What parsing finds must not change: the same
/// declarations, attribute uses and diagnostics as parsing the file as written (syntax errors inside a left-out body
/// aside: they are the compiler's).
@Suite("Function bodies ckgen has no use for are left out of parsing")
struct SkippedBodiesTests {
    /// The bodies the scan lists, as the text between their braces.
    private func listedBodies(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return NestingScan(bytes).functionBodies.map { body in
            String(decoding: bytes[(body.braces.lowerBound + 1)..<body.braces.upperBound], as: UTF8.self)
        }
    }

    @Test("functions, initializers and deinitializers among declarations are listed; other braces are not")
    func listed() {
        let source = """
            func top() { a() }
            final class A: UIView {
                var computed: Int { 1 }
                var observed = 0 { didSet { b() } }
                let closure = { c() }
                init(x: () -> Void = { d() }) { e() }
                deinit { f() }
                class func g() where T: P { func local() { h() } }
                subscript(i: Int) -> Int { 0 }
                struct Inner { func i() { j() } }
            }
            protocol P {
                func requirement()
                var property: Int { get set }
            }
            extension A { func k() -> [Int] { [1] } }
            let value = Foo.init { m() }
            """
        #expect(
            listedBodies(source) == [
                " a() ", " e() ", " f() ", " func local() { h() } ", " j() ", " [1] ",
            ]
        )
    }

    @Test(
        "braces in strings, comments and interpolations do not end a body; a body with #if or mismatched brackets is not listed"
    )
    func lexical() {
        let source = """
            func a() { let s = "}"; /* } */ let t = "\\(x.map { $0 })" }
            func b() {
            #if DEBUG
                c()
            #endif
            }
            func `func`() { }
            func c() { let x = ( }
            func d() { e() }
            """
        #expect(listedBodies(source) == [#" let s = "}"; /* } */ let t = "\(x.map { $0 })" "#, " "])
    }

    @Test("what parsing finds is the same with bodies left out", arguments: Self.snippets)
    func sameAsWritten(_ source: String) {
        let skipped = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: true)
        let written = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        #expect(skipped == written)
    }

    static let snippets = [
        // Attribute uses in a render body, super.init labels in an initializer, an annotated local type.
        """
        final class Card: CompositeComponent {
            init(title: String) { self.title = title; super.init(scope: title) }
            override func render() -> Component {
                Component(view: ViewConfiguration(UIButton.self, [.controlAction(.tap), .tapGesture(.open)]))
            }
            func helper() { let x = [1, 2].map { $0 * 2 }; print(x) }
        }
        """,
        """
        func make() {
            /// @ck.view
            final class LocalView: UIView {}
        }
        /// @ck.view
        final class V: UIView {
            var title = ""
            func setTitle(_ title: String, for state: Int) { self.title = title }
        }
        """,
        // A regular expression literal whose brace the scan misreads: the file is parsed as written.
        """
        /// @ck.view
        final class V: UIView {
            func pattern() { let r = /}/; _ = r }
            var title = ""
        }
        """,
        // A syntax error in a declaration ckgen reads is still reported.
        """
        /// @ck.view
        final class V: UIView {
            func fine() { work() }
            var title: String =
        }
        """,
    ]

    @Test("over this package's own sources, parsing finds the same with bodies left out, and bodies are left out")
    func ownSources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Sources", "Fixtures"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder),
                includingPropertiesForKeys: nil
            )
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        try #require(files.count > 100, "the package's sources were not found under \(root.path)")
        // The fuzzer's seed of bodies the scan may misjudge.
        files.append(root.appendingPathComponent("Tools/fuzz/regressions/skipped-bodies.swift"))
        var shortened = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let bytes = Array(source.utf8)
            if SkippedBodies.blanking(bytes, bodies: NestingScan(bytes).functionBodies) != nil { shortened += 1 }
            let skipped = SourceFileParser.parse(path: file.path, source: source, skippingBodies: true)
            let written = SourceFileParser.parse(path: file.path, source: source, skippingBodies: false)
            #expect(skipped == written, "\(file.path)")
        }
        #expect(shortened > files.count / 2, "bodies were left out of \(shortened) of \(files.count) files")
    }
}
