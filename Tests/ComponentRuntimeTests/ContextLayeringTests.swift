import ComponentRuntime
import Foundation
import Testing

/// A second string key beside ``DescriptionThemeKey``, so values set at different levels can be told apart.
enum ContextLayerAccentKey: ContextKey {
    static var defaultValue: String { "plain" }
}

/// A composite that gives its children one value under one key (ComponentKit's child context) and renders
/// the children it is given.
final class ContextLayerComponent: CompositeComponent {
    let setsTheme: String?
    let setsAccent: String?
    let children: [Component]

    init(theme: String? = nil, accent: String? = nil, _ children: [Component]) {
        self.setsTheme = theme
        self.setsAccent = accent
        self.children = children
        super.init()
    }

    override func childContext(_ inherited: Context) -> Context {
        var context = inherited
        if let setsTheme { context = context.with(DescriptionThemeKey.self, setsTheme) }
        if let setsAccent { context = context.with(ContextLayerAccentKey.self, setsAccent) }
        return context
    }

    override func render() -> Component { StackComponent(children: children) }
}

/// A label that shows the context it was built with.
final class ContextReadingComponent: CompositeComponent {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override func render() -> Component {
        let text = "\(name)=\(context[DescriptionThemeKey.self])/\(context[ContextLayerAccentKey.self])"
        return Component(
            view: ViewConfiguration(UILabel.self, [.text(text)]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

/// Context values flow down only: a composite's child context reaches its subtree, never its siblings nor its
/// parent, the value set nearest wins, and values for other keys set further up pass through.
@MainActor
@Suite("Context set at several levels")
struct ContextLayeringTests {
    private func labels(context: Context = Context(), _ root: @escaping @MainActor () -> Component) -> [String] {
        let host = ComponentHost(context: context, asynchronousUpdateDelivery: .manual) { _ in root() }
        let view = makeRootView(width: 320, height: 800)
        host.mount(in: view)
        return allSubviews(of: view).compactMap { ($0 as? UILabel)?.text }
    }

    @Test("three levels: the nearest value for each key wins, and nothing leaks to siblings or up")
    func threeLevels() {
        let texts = labels(context: Context().with(ContextLayerAccentKey.self, "host")) {
            StackComponent(children: [
                ContextReadingComponent("before"),
                ContextLayerComponent(
                    theme: "outer",
                    [
                        ContextReadingComponent("outer"),
                        ContextLayerComponent(
                            accent: "middle",
                            [
                                ContextReadingComponent("middle"),
                                ContextLayerComponent(theme: "inner", [ContextReadingComponent("inner")]),
                                ContextReadingComponent("middle-after"),
                            ]
                        ),
                        ContextReadingComponent("outer-after"),
                    ]
                ),
                ContextReadingComponent("after"),
            ])
        }
        #expect(
            texts == [
                "before=light/host", "outer=outer/host", "middle=outer/middle", "inner=inner/middle",
                "middle-after=outer/middle", "outer-after=outer/host", "after=light/host",
            ]
        )
    }

    @Test("a composite's own context is its parent's: the value it sets is for its children only")
    func ownContextIsInherited() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            ContextLayerComponent(theme: "set", [ContextReadingComponent("child")])
        }
        host.mount(in: makeRootView())
        let root = try #require(host.rootComponent)
        #expect(root.context[DescriptionThemeKey.self] == "light")
        let child = try #require((root as? CompositeComponent)?.renderedChildForTests)
        #expect(child.context[DescriptionThemeKey.self] == "set")
    }

    @Test("a host context change reaches the tree at the next rebuild, not before")
    func hostContextChange() {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in ContextReadingComponent("x") }
        let view = makeRootView()
        host.mount(in: view)
        func text() -> [String] { allSubviews(of: view).compactMap { ($0 as? UILabel)?.text } }
        #expect(text() == ["x=light/plain"])
        host.context = host.context.with(ContextLayerAccentKey.self, "new")
        #expect(text() == ["x=light/plain"])
        host.rebuild()
        #expect(text() == ["x=light/new"])
    }

    @Test("with(_:_:) sets one key in a copy; the original and other keys are unchanged")
    func withCopies() {
        let base = Context().with(DescriptionThemeKey.self, "a")
        let changed = base.with(DescriptionThemeKey.self, "b").with(ContextLayerAccentKey.self, "c")
        #expect(base[DescriptionThemeKey.self] == "a")
        #expect(base[ContextLayerAccentKey.self] == "plain")
        #expect(changed[DescriptionThemeKey.self] == "b")
        #expect(changed[ContextLayerAccentKey.self] == "c")
        #expect(base.entries.count == 1)
        #expect(changed.entries.count == 2)
        #expect(Context().entries.isEmpty, "keys left at their default are not listed")
    }
}
