import Foundation
import Testing

@testable import CKGenCore

/// The contract of the two `SwiftFileReader`s (issue 16): files in plain Swift are read without swift-syntax, by
/// `PlainDeclarationReader`. Whatever it accepts, it must find exactly what `SyntaxTreeReader` (swift-syntax and
/// DeclarationCollector) finds; everything else it declines.
@Suite("Parser contract: the plain reader reads what it accepts as swift-syntax does, and declines the rest")
struct ParserContractTests {
    /// The plain reader's result, or `nil` when it declines.
    private func plain(_ source: String, path: String = "A.swift") -> ParsedFile? {
        let bytes = Array(source.utf8)
        return PlainDeclarationReader.read(path: path, source: bytes, scan: NestingScan(bytes))
    }

    /// swift-syntax's result, the file parsed as written.
    private func parsed(_ source: String, path: String = "A.swift") -> ParsedFile {
        let bytes = Array(source.utf8)
        return SyntaxTreeReader.read(path: path, source: bytes, scan: NestingScan(bytes), skippingBodies: false)
    }

    @Test("files shaped like the ones ckgen reads are read, and read the same", arguments: Self.plainSnippets)
    func readsPlainFiles(_ source: String) throws {
        let bytes = Array(source.utf8)
        let why = PlainDeclarationReader.whyDeclined(path: "A.swift", source: bytes, scan: NestingScan(bytes))
        let read = try #require(plain(source), "\(why ?? ""):\n\(source)")
        #expect(read == parsed(source))
    }

    static let plainSnippets = [
        """
        import ComponentRuntime

        /// A view.
        /// @ck.view
        final class CardView: UIView {
            var cornerRadius: Double = 0
            var title: String = ""
            var subtitle: String?
            var isHighlighted = false
            /// @ck.attribute(id: "Module.CardView.accent")
            var accentColor: UIColor = .blue
            /// @ck.ignore
            var debugLabel = ""
            private var cache: [String: Int] = [:]
            private(set) var handled: [String] = []
            public internal(set) var count = 0, total: Int = 1
            var a, b: Int
            static let shared = CardView(style: 1, compact: false)
            var closure: (@escaping (Int) -> Void)?
            var handler: (inout Int, String) async throws -> [String: Any]?
            var both: any Hashable & Sendable
            weak var delegate: (any AnyObject)?
            var kind: Outer.Inner<Int, [String]>.Type
            var negative = -1
            var rate = 2.5
            var escaped = "a\\n\\u{1F600}\\"quoted\\""

            init(style: Int, compact: Bool) {
                super.init()
            }

            required init() {
                super.init(frame: .zero)
            }

            convenience init?(named name: String = "x", _ other: Int = 0) {
                self.init()
            }

            func setImage(_ image: UIImage?, for state: UIControl.State) {
                cache["image"] = state == .normal ? 1 : 2
            }

            func setInsets(top: Double, bottom: Double) {
                cornerRadius = top + bottom
            }

            @objc
            public func reload<T: Equatable>(_ value: inout T, times: Int...) async throws -> some View {
                cache.removeAll()
            }

            deinit {
                print("gone")
            }
        }
        """,
        """
        import ComponentRuntime

        /// A component with state.
        final class CardComponent: CompositeComponent {
            struct State: Equatable {
                var isExpanded = false
                var tapCount = 0
            }

            typealias Alias = [Int]

            let title: String

            init(title: String) {
                self.title = title
                super.init(scope: title)
            }

            override func render() -> Component {
                Component(
                    view: ViewConfiguration(UIButton.self, [.title(state.isExpanded ? title : "More"), .controlAction(.toggle)]),
                    size: ComponentSize(width: 120, height: 44)
                )
            }
        }

        final class CardComponentController: ComponentController<CardComponent> {
            /// @ck.action
            func toggle(_ sender: UIControl) {
                updateState(mode: .asynchronous) { $0.isExpanded.toggle() }
            }

            /// @ck.action
            func reset() {
                updateState(mode: .synchronous) { $0.tapCount = 0 }
            }
        }
        """,
        """
        import ComponentRuntime

        final class RowComponent: CompositeComponent {
            let name: String

            init(name: String) {
                self.name = name
                super.init()
            }

            override func render() -> Component {
                StackComponent(direction: .horizontal, spacing: 4, children: [
                    Component(view: ViewConfiguration(UILabel.self, [.text(name)]), size: ComponentSize(width: 80, height: 20)),
                    Component(
                        view: ViewConfiguration(UIView.self, [.tapGesture(.openRow), .longPressGesture(.showMenu)]),
                        size: ComponentSize(width: 20, height: 20)
                    ),
                ])
            }

            /// @ck.action
            func openRow() {
                routerEvent(name: EventName("RowOpened"), userInfo: ["row": .int(2)])
            }

            /// @ck.action
            func showMenu(_ recognizer: UIGestureRecognizer) {
                routerEvent(name: EventName("MenuShown"), userInfo: [:])
            }
        }
        """,
        """
        /// An event proxy.
        /// @ck.eventProxy
        final class Proxy {
            private(set) var handled: [String] = []

            /// @ck.event("ButtonTapped")
            func buttonTapped(_ userInfo: UserInfo) {
                handled.append("button \\(userInfo)")
            }

            // @ck.event("NotADocComment")
            func imageTapped() {
                handled.append("image")
            }

            /// @ck.event(
            func malformed() {}
        }

        public protocol Describing: AnyObject {
            var name: String { get }
            var count: Int { get set }
            static func make() -> Self
            init(name: String)
            mutating func describe(into text: inout String)
        }

        extension Proxy: Describing, Sendable {
            enum Mode: String, CaseIterable {
                case on = "on", off
                case other
            }
            struct Nested<T> {
                var value: T?
                class Deeper: NSObject {}
            }
        }

        public extension Outer.Inner {
            func helper() -> Int { 1 }
        }

        let globalValue = 1
        func globalFunction(_ x: Int) -> Int { x }
        """,
    ]

    @Test("plain render bodies and initializers are read without swift-syntax; others are left to it")
    func bodies() throws {
        func leftToSwiftSyntax(_ source: String) -> Int? {
            let bytes = Array(source.utf8)
            return PlainDeclarationReader.bodiesLeftToSwiftSyntax(
                path: "A.swift",
                source: bytes,
                scan: NestingScan(bytes)
            )
        }
        #expect(leftToSwiftSyntax(Self.plainSnippets[1]) == 0)
        #expect(leftToSwiftSyntax(Self.plainSnippets[2]) == 0)
        // A closure in a render body: that body is swift-syntax's, and the result is still the same.
        let withClosure = """
            final class Card: CompositeComponent {
                init(title: String) {
                    super.init(scope: title)
                }
                override func render() -> Component {
                    Component(view: ViewConfiguration(UIButton.self, [.controlAction(.tap)]), children: items.map { $0 })
                }
            }
            """
        #expect(leftToSwiftSyntax(withClosure) == 1)
        #expect(plain(withClosure) == parsed(withClosure))
    }

    @Test(
        "attribute uses: the view type is that of a ViewConfiguration call at most eight nodes up",
        arguments: [
            "[.controlAction(.a)]",
            "[flag ? .controlAction(.a) : .tapGesture(.b)]",
            "[.tapGesture(.a), flag ? .title(\"x\") : .controlAction(.b)]",
            "[.gesture(recognizer, action: .pan)]",
            "[.controlAction(.a)].reversed()",
            "[(.controlAction(.a))]",
            "[.x(.y(.controlAction(.a)))]",
            "[-value, .controlAction(someSelector)]",
        ]
    )
    func attributeUseViewTypes(_ attributes: String) throws {
        let source = """
            final class Card: CompositeComponent {
                override func render() -> Component {
                    return Component(view: ViewConfiguration(Module.Button.self, \(attributes)), size: .zero)
                }
            }
            """
        let read = try #require(plain(source))
        #expect(read == parsed(source))
        #expect(!read.attributeUses.isEmpty)
    }

    @Test("what the reader does not know, it declines", arguments: Self.declinedSnippets)
    func declines(_ source: String) {
        #expect(plain(source) == nil, "read:\n\(source)")
    }

    static let declinedSnippets = [
        // Conditional compilation, block comments, attributes with arguments, computed properties, operators.
        "#if DEBUG\nfinal class A {}\n#endif\n",
        "/* header */\nfinal class A {}\n",
        "final class A {\n    @available(iOS 13, *) var x = 1\n}\n",
        "final class A {\n    var x: Int { 1 }\n}\n",
        "final class A {\n    static func == (a: A, b: A) -> Bool { true }\n}\n",
        // Initial values beyond literals and plain calls.
        "final class A {\n    var x = 1 + 2\n}\n",
        "final class A {\n    var x = Foo<Int>()\n}\n",
        "final class A {\n    var x = { 1 }()\n}\n",
        "final class A {\n    let x = \"\\(y)\"\n}\n",
        // An attribute use outside a function body, and an annotation inside one.
        "final class A {\n    let x = [.controlAction(.tap)]\n}\n",
        "func f() {\n    /// @ck.view\n    final class Local: UIView {}\n}\n",
        // Syntax swift-syntax rejects: declarations on one line, an unbalanced body, a stray token.
        "final class A { var x = 1 var y = 2 }\n",
        "final class A {\n    func f() {\n}\n",
        "final class A {\n    var x: Int = \n}\n",
        "final class A {\n    var x =1\n}\n",
        "final class A {\n    func f() -> Int\n    )\n}\n",
        // A `where` clause, a subscript, a tuple pattern.
        "final class A<T> where T: Equatable {}\n",
        "final class A {\n    subscript(i: Int) -> Int { i }\n}\n",
        "final class A {\n    let (a, b) = (1, 2)\n}\n",
        // A statement at file scope.
        "print(1)\n",
    ]

    @Test("a syntax error in a body ckgen reads makes the reader decline, so swift-syntax reports it")
    func keptBodyErrors() {
        let source = """
            final class Card: CompositeComponent {
                override func render() -> Component {
                    Component(view: ViewConfiguration(UIButton.self, [.controlAction(.tap]))
                }
            }
            """
        #expect(plain(source) == nil)
        #expect(!parsed(source).diagnostics.isEmpty)
    }

    @Test("over this package's sources, fixtures and examples, what the reader reads equals swift-syntax's result")
    func ownSources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let files = Self.swiftFiles(
            under: ["Sources", "Fixtures", "Examples", "Tests", "Tools"].map {
                root.appendingPathComponent($0)
            }
        )
        try #require(files.count > 100, "the package's sources were not found under \(root.path)")
        var read = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            // A file past NestingScan's limits (the fuzz regressions) reaches neither reader: ckgen refuses it first.
            guard SourceFileParser.isWithinLimits(Array(source.utf8)) else { continue }
            guard let result = plain(source, path: file.path) else { continue }
            read += 1
            #expect(result == parsed(source, path: file.path), "\(file.path)")
        }
        #expect(read > 10, "the plain reader read \(read) of \(files.count) files")
    }

    /// Set `CKGEN_PLAIN_READER_CORPUS` to folders of Swift sources (separated by `:`) to compare over them too.
    @Test(
        "over the folders in CKGEN_PLAIN_READER_CORPUS, what the reader reads equals swift-syntax's result",
        .enabled(if: ProcessInfo.processInfo.environment["CKGEN_PLAIN_READER_CORPUS"] != nil)
    )
    func externalCorpus() throws {
        let folders = (ProcessInfo.processInfo.environment["CKGEN_PLAIN_READER_CORPUS"] ?? "").split(separator: ":")
        let files = Self.swiftFiles(under: folders.map { URL(fileURLWithPath: String($0)) })
        try #require(!files.isEmpty, "no Swift files under \(folders)")
        var read = 0
        for file in files {
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
            guard SourceFileParser.isWithinLimits(Array(source.utf8)) else { continue }
            guard let result = plain(source, path: file.path) else { continue }
            read += 1
            #expect(result == parsed(source, path: file.path), "\(file.path)")
        }
        print("plain reader: read \(read) of \(files.count) files")
    }

    static func swiftFiles(under folders: [URL]) -> [URL] {
        var files: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" && !url.path.contains("/.build") { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// The reader against swift-syntax over mutated files: every mutation the reader accepts must read exactly as
/// swift-syntax reads it (with the same bodies left out), and mutations that break the syntax must be declined.
@Suite("Parser contract: mutated files the plain reader accepts read as swift-syntax reads them")
struct ParserContractMutationTests {
    /// Pieces of Swift a mutation inserts.
    static let pieces = [
        "(", ")", "{", "}", "[", "]", "<", ">", "?", "!", ":", ",", "=", " ", "\n", ".", "\"", "-", "@", "#", "/",
        "*", "`", "_", "var ", "let ", "func ", "init", "super.", "self.", "class ", "static ", "controlAction",
        ".tapGesture(", "ViewConfiguration(", "x", "1", "2.5", "private(set) ", "/// @ck.view\n", "// @ck.action\n",
        " ? ", " : ", " + ", "return ", "inout ", "async ", "throws ", "-> ", "some ", "any ", "& ", "...",
    ]

    @Test("mutations of each plain file", arguments: 0..<ParserContractTests.plainSnippets.count)
    func mutations(_ snippet: Int) {
        let original = Array(ParserContractTests.plainSnippets[snippet].utf8)
        // A fixed linear congruential generator: the same mutations on every run.
        var state = UInt64(snippet + 1) &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var accepted = 0
        let count = Int(ProcessInfo.processInfo.environment["CKGEN_MUTATIONS"] ?? "") ?? 150
        for _ in 0..<count {
            var bytes = original
            for _ in 0...next(2) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(3)))
                case 1: bytes.insert(contentsOf: Array(Self.pieces[next(Self.pieces.count)].utf8), at: at)
                default: bytes[at] = Array(Self.pieces[next(Self.pieces.count)].utf8)[0]
                }
            }
            guard let source = String(validating: bytes, as: UTF8.self) else { continue }
            guard let read = PlainDeclarationReader.read(path: "M.swift", source: bytes, scan: NestingScan(bytes))
            else { continue }
            accepted += 1
            let parsed = SyntaxTreeReader.read(
                path: "M.swift",
                source: bytes,
                scan: NestingScan(bytes),
                skippingBodies: true
            )
            #expect(read == parsed, "mutated:\n\(source)")
        }
        // Most mutations of a plain file keep it plain (an edit in a name, a blank, a body ckgen skips).
        #expect(accepted > count / 10, "the reader accepted \(accepted) of \(count) mutations")
    }
}
