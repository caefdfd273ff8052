import ComponentRuntime
import Foundation
import Testing

/// A configuration that sets one attribute n times keeps the first value listed and reports each extra copy,
/// wherever the copies sit among other attributes.
@MainActor
@Suite("Duplicate attributes, by count and position")
struct DuplicateAttributeCountTests {
    private func mount(_ attributes: [AttributeValue<UILabel>]) throws -> (UILabel, [RuntimeDiagnostic]) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            Component(view: ViewConfiguration(UILabel.self, attributes), size: ComponentSize(width: 10, height: 10))
        }
        let root = makeRootView()
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: root) }
        return (try #require(root.subviews.first as? UILabel), diagnostics)
    }

    @Test("1, 2, 3 and 4 copies: the first value, and one report per extra copy", arguments: [1, 2, 3, 4])
    func copies(count: Int) throws {
        let (label, diagnostics) = try mount((1...count).map { .text("\($0)") })
        #expect(label.text == "1")
        #expect(diagnostics.map(\.kind) == Array(repeating: .duplicateAttribute, count: count - 1))
    }

    @Test("copies apart, among other attributes: the first listed wins and the others still apply")
    func copiesApart() throws {
        let (label, diagnostics) = try mount([
            .alpha(0.5), .text("first"), .backgroundColor(.red), .text("second"), .textColor(.blue),
        ])
        #expect(label.text == "first")
        #expect(label.alpha == 0.5)
        #expect(label.backgroundColor == .red)
        #expect(label.textColor == .blue)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message
                == "view configuration of 'ComponentRuntime.UILabel' sets attribute 'ComponentRuntime.UILabel.text' twice; only the "
                + "first value is used"
        )
    }

    @Test("two attributes duplicated at once: each keeps its first value")
    func twoDuplicated() throws {
        let (label, diagnostics) = try mount([.textColor(.green), .text("a"), .textColor(.red), .text("b")])
        #expect(label.text == "a")
        #expect(label.textColor == .green)
        #expect(diagnostics.count == 2)
    }
}
