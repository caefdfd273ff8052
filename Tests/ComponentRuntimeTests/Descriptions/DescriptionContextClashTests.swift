import ComponentRuntime
import Foundation
import Testing

/// What WildeGuess's quotes carry, named `context` there.
private struct QuoteContext: Sendable {
    let fontName: String
}

/// CKSwift's quote view as WildeGuess writes it: a stored property named `context`.
private struct ContextHidingQuote: ComponentDescription {
    let text: String
    let context: QuoteContext
    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 100, height: 20)) { .text("\(text) in \(context.fontName)") }
    }
}

/// Scoped state named `context`: the property wrapper's storage is `_context`.
private struct ContextHidingState: ComponentDescription {
    @ScopedState var context = 0
    var body: Component { ViewComponent<UIView>(size: ComponentSize(width: 10, height: 10)) }
}

/// A description that reads the tree's context and names nothing `context`.
private struct ContextReadingQuote: ComponentDescription {
    let text: String
    var body: Component {
        let theme = context[DescriptionThemeKey.self]
        ViewComponent<UILabel>(size: ComponentSize(width: 100, height: 20)) { .text("\(text) \(theme)") }
    }
}

@MainActor
@Suite("Descriptions: a stored property named context is reported, since it hides the tree's context")
struct DescriptionContextClashTests {
    private func build(_ root: @escaping @MainActor () -> Component) -> [RuntimeDiagnostic] {
        RuntimeDiagnostics.collect {
            let host = ComponentHost { _ in root() }
            host.mount(in: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
    }

    /// What a debug build reports (release builds do not look).
    private var expected: [RuntimeDiagnostic.Kind] {
        #if DEBUG
            [.descriptionHidesContext]
        #else
            []
        #endif
    }

    @Test("a stored property named context is a warning naming the type, once per type; the description still works")
    func storedPropertyNamedContext() throws {
        var label: UILabel?
        let first = RuntimeDiagnostics.collect {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let host = ComponentHost { _ in
                ContextHidingQuote(text: "Be yourself", context: QuoteContext(fontName: "Cochin")).inflate()
            }
            host.mount(in: root)
            label = root.subviews.first as? UILabel
        }
        #expect(label?.text == "Be yourself in Cochin", "the description reads its own property")
        #expect(first.map(\.kind) == expected)
        #expect(first.allSatisfy { !$0.isFault })
        #expect(first.allSatisfy { $0.message.contains("'ContextHidingQuote' has a stored property named 'context'") })
        let again = build { ContextHidingQuote(text: "Again", context: QuoteContext(fontName: "Cochin")).inflate() }
        #expect(again.isEmpty, "reported once per type")
    }

    @Test("scoped state named context is reported too")
    func wrappedPropertyNamedContext() {
        let diagnostics = build { ContextHidingState().inflate() }
        #expect(diagnostics.map(\.kind) == expected)
        #expect(diagnostics.allSatisfy { $0.message.contains("'ContextHidingState'") })
    }

    @Test("a description reading the tree's context, with no property of that name, is not reported")
    func noClash() {
        #expect(build { ContextReadingQuote(text: "Hi").inflate() }.isEmpty)
    }
}
