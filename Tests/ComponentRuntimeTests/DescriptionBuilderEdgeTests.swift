import ComponentRuntime
import Foundation
import Testing

/// A view component whose attributes come from every kind of builder statement.
struct BuiltAttributesDescription: ComponentDescription {
    let highlighted: Bool
    let tint: UIColor?
    let extraLabels: [String]

    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 100, height: 20)) {
            if highlighted {
                .textColor(.red)
            } else {
                .textColor(.blue)
            }
            if let tint { .backgroundColor(tint) }
            for label in extraLabels { .accessibilityIdentifier(label) }
            .text("built")
        }
    }
}

/// Builders and view components at their edges: a block of 0, 1 or 2 components where one is expected, a view
/// component wrapping content, attributes listed beside a block (the listed ones first), every statement kind
/// in an attribute block, and `.onTap` on any description.
@MainActor
@Suite("Descriptions: builder edges and view components with content")
struct DescriptionBuilderEdgeTests {
    private func mount(@ComponentBuilder _ root: @escaping @MainActor () -> Component) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual, root: root)
        let view = makeRootView()
        host.mount(in: view)
        return (host, view)
    }

    @Test("a block of 0 components is empty, of 1 is that component, of 2 or more a column")
    func blockCounts() {
        let (_, none) = mount {}
        #expect(none.subviews.isEmpty)

        let (one, single) = mount { LabelDescription(text: "a") }
        #expect(single.subviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20)])
        #expect(!(one.rootComponent is FlexboxComponent), "not wrapped in a column")

        let (two, column) = mount {
            LabelDescription(text: "a")
            LabelDescription(text: "b")
        }
        #expect(two.rootComponent is FlexboxComponent)
        #expect(column.subviews.compactMap { ($0 as? UILabel)?.text } == ["a", "b"])
        #expect(column.subviews.map(\.frame.minY) == [0, 20], "one above the other")
    }

    @Test("a view component with content wraps it: the content's views go inside the view, at its origin")
    func viewWithContent() throws {
        let (_, root) = mount {
            ViewComponent<UIView>(
                size: ComponentSize(width: 120, height: 50),
                attributes: { .backgroundColor(.red) },
                content: { LabelDescription(text: "inside") }
            )
        }
        let wrapper = try #require(root.subviews.first)
        #expect(root.subviews.count == 1)
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(wrapper.backgroundColor == .red)
        let label = try #require(wrapper.subviews.first as? UILabel)
        #expect(label.text == "inside")
        #expect(label.frame.origin == .zero)

        let (_, plain) = mount {
            ViewComponent<UIView>(size: ComponentSize(width: 80, height: 30), attributes: {}) {
                LabelDescription(text: "in plain")
            }
        }
        #expect((plain.subviews.first?.subviews.first as? UILabel)?.text == "in plain")
        #expect(plain.subviews.first?.frame.size == CGSize(width: 80, height: 30))
    }

    @Test("attributes listed with attribute(_:) come before the block's: a duplicate keeps the listed value")
    func listedBeforeBlock() throws {
        var diagnostics: [RuntimeDiagnostic] = []
        let root = makeRootView()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) {
            ViewComponent<UILabel>(size: ComponentSize(width: 50, height: 20)) { .text("block") }
                .attribute(.text("listed"))
                .attribute(.textColor(.blue))
        }
        diagnostics = RuntimeDiagnostics.collect { host.mount(in: root) }
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "listed")
        #expect(label.textColor == .blue, "listed and block attributes both apply")
        #expect(diagnostics.map(\.kind) == [.duplicateAttribute])
    }

    @Test("an attribute block takes if/else, optionals and loops", arguments: [false, true])
    func attributeStatements(highlighted: Bool) throws {
        let (_, root) = mount {
            BuiltAttributesDescription(highlighted: highlighted, tint: highlighted ? .green : nil, extraLabels: ["x"])
        }
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "built")
        #expect(label.textColor == (highlighted ? .red : .blue))
        #expect(label.backgroundColor == (highlighted ? .green : nil))
        #expect(label.accessibilityIdentifier == "x")
    }

    @Test("onTap on any description wraps it in a plain view that calls the handler once per recognized tap")
    func onTapAnyDescription() throws {
        var taps = 0
        let (_, root) = mount { LabelDescription(text: "tap me").onTap { taps += 1 } }
        let wrapper = try #require(root.subviews.first)
        #expect(!(wrapper is UILabel))
        #expect((wrapper.subviews.first as? UILabel)?.text == "tap me")
        let recognizer = try #require(wrapper.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        #expect(taps == 0)
        recognizer.simulateTaps()
        #expect(taps == 1)
        recognizer.simulateTaps()
        #expect(taps == 2)
        #expect(recognizer.numberOfTapsRequired == 1, "a single tap")
    }
}
