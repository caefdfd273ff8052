import Testing

@testable import CKGenCore

/// The view type of an attribute use is that of a `ViewConfiguration(X.self, …)` call at most eight nodes up (issue
/// 34, fresh bugs at limits): both readers (swift-syntax's tree and the plain reader) find it up to the same depth,
/// and neither beyond.
@Suite("Attribute uses: the view type, up to eight nodes up")
struct AttributeViewTypeDepthTests {
    /// The view type found for `.controlAction(.tap)` inside `depth` extra brackets, by one reader.
    static func viewType(depth: Int, wrapper: (String, String), plainReading: Bool) -> String? {
        let inner =
            String(repeating: wrapper.0, count: depth) + ".controlAction(.tap)"
            + String(repeating: wrapper.1, count: depth)
        let source = """
            final class Row: CompositeComponent {
                override func render() -> Component {
                    Component(view: ViewConfiguration(UIButton.self, [\(inner)]))
                }
            }
            """
        let file = SourceFileParser.parse(
            path: "A.swift",
            source: source,
            skippingBodies: false,
            plainReading: plainReading
        )
        #expect(file.attributeUses.count == 1, "depth \(depth)")
        return file.attributeUses.first?.viewType
    }

    /// The view type found for `.controlAction(.tap)` followed by `count` × `.self`, by one reader.
    static func viewType(members count: Int, plainReading: Bool) -> String? {
        let source = """
            final class Row: CompositeComponent {
                override func render() -> Component {
                    Component(view: ViewConfiguration(UIButton.self, [.controlAction(.tap)\(Self.members(count))]))
                }
            }
            """
        let file = SourceFileParser.parse(
            path: "A.swift",
            source: source,
            skippingBodies: false,
            plainReading: plainReading
        )
        #expect(file.attributeUses.count == 1, "\(count)")
        return file.attributeUses.first?.viewType
    }

    static func members(_ count: Int) -> String { String(repeating: ".self", count: count) }

    @Test("one node at a time (a '.self' after the use): found up to eight nodes up, not at nine; both readers agree")
    func oneNodeAtATime() {
        // The plain reader reads these itself (it does not hand them to swift-syntax).
        for count in 0...4 {
            let bytes = Array(
                "func f() { ViewConfiguration(UIButton.self, [.controlAction(.tap)\(Self.members(count))]) }".utf8
            )
            let read = PlainDeclarationReader.read(path: "A.swift", source: bytes, scan: NestingScan(bytes))
            #expect(read?.attributeUses.count == 1, "\(count)")
        }
        let syntax = (0...4).map { Self.viewType(members: $0, plainReading: false) }
        let plain = (0...4).map { Self.viewType(members: $0, plainReading: true) }
        #expect(syntax == plain)
        #expect(syntax == ["UIButton", "UIButton", "UIButton", nil, nil])
    }

    @Test("a bracket more is three nodes: one array around the attribute is past the limit")
    func arrays() {
        let syntax = (0...2).map { Self.viewType(depth: $0, wrapper: ("[", "]"), plainReading: false) }
        let plain = (0...2).map { Self.viewType(depth: $0, wrapper: ("[", "]"), plainReading: true) }
        #expect(syntax == plain)
        #expect(syntax == ["UIButton", nil, nil])
        let parenthesized = (0...2).map { Self.viewType(depth: $0, wrapper: ("(", ")"), plainReading: true) }
        #expect(parenthesized == ["UIButton", nil, nil])
    }
}
