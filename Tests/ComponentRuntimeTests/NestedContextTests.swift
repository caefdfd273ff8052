import ComponentRuntime
import Foundation
import Testing

/// A second key, so a test can tell a value set nearer from one set further up.
enum NestedContextAccentKey: ContextKey {
    static var defaultValue: String { "none" }
}

/// Shows the theme and the accent its context gives it.
struct ThemeAndAccentLabelDescription: ComponentDescription {
    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 80, height: 20)) {
            .text("\(context[DescriptionThemeKey.self])/\(context[NestedContextAccentKey.self])")
        }
    }
}

/// `.context(_:_:)` nested: the value set nearest the reader wins, as SwiftUI's `.environment` and a
/// ComponentKit `childContext` override do, and values set further up for other keys stay visible.
@MainActor
@Suite("Nested .context modifiers")
struct NestedContextTests {
    private func label(@ComponentBuilder _ root: @escaping @MainActor () -> Component) -> String? {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual, root: root)
        let view = makeRootView()
        host.mount(in: view)
        return allSubviews(of: view).compactMap { ($0 as? UILabel)?.text }.first
    }

    @Test("the value set nearer wins over the one set further up for the same key")
    func nearerWins() {
        let text = label {
            ThemeAndAccentLabelDescription()
                .context(DescriptionThemeKey.self, "inner")
                .context(DescriptionThemeKey.self, "outer")
        }
        #expect(text == "inner/none")
    }

    @Test("the near miss: a value set further up for another key is still read below")
    func otherKeysPassThrough() {
        let text = label {
            ThemeAndAccentLabelDescription()
                .context(NestedContextAccentKey.self, "red")
                .context(DescriptionThemeKey.self, "outer")
        }
        #expect(text == "outer/red")
        #expect(label { ThemeAndAccentLabelDescription() } == "light/none", "nothing set: the defaults")
    }
}
