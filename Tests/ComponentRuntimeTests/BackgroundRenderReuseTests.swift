import ComponentRuntime
import Foundation
import Testing

/// A panel with state, built off the main actor: a label showing its count, then a leaf whose inputs it says are
/// equal to the previous one's, then a chip that always asks to render again (the default).
private final class PanelComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var count = 0 }
    static var initialState: State { State() }
    let name: String
    let tally: RenderTally
    let layouts: RenderTally
    init(_ name: String, tally: RenderTally, layouts: RenderTally) {
        self.name = name
        self.tally = tally
        self.layouts = layouts
        super.init(scope: name)
    }
    override func render() -> Component {
        tally.renders[name, default: 0] += 1
        return column([
            Component(
                view: ViewConfiguration(UILabel.self, [.text("\(name) \(state.count)")]),
                size: ComponentSize(height: 10)
            ),
            PanelLeafComponent(name + ".leaf", tally: tally, layouts: layouts),
            PanelChipComponent(name + ".chip", tally: tally),
        ])
    }
}

/// Says it need not render again while its name is unchanged (ComponentKit's `shouldComponentUpdate:` answering
/// `NO`).
private final class PanelLeafComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var count = 0 }
    static var initialState: State { State() }
    let name: String
    let tally: RenderTally
    let layouts: RenderTally
    init(_ name: String, tally: RenderTally, layouts: RenderTally) {
        self.name = name
        self.tally = tally
        self.layouts = layouts
        super.init(scope: name)
    }
    override func shouldRerender(comparedTo previous: CompositeComponent) -> Bool {
        (previous as? PanelLeafComponent)?.name != name
    }
    override func render() -> Component {
        tally.renders[name, default: 0] += 1
        return LayoutCountingLabel(text: "\(name) \(state.count)", layouts: layouts)
    }
}

/// A label 10 points high that counts its layouts by its text.
private final class LayoutCountingLabel: Component {
    let text: String
    let layouts: RenderTally
    init(text: String, layouts: RenderTally) {
        self.text = text
        self.layouts = layouts
        super.init(view: ViewConfiguration(UILabel.self, [.text(text)]), size: ComponentSize(height: 10))
    }
    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        layouts.renders[text, default: 0] += 1
        return super.computeLayout(in: range)
    }
}

/// Renders again whenever it is asked (the default `shouldRerender`).
private final class PanelChipComponent: CompositeComponent {
    let name: String
    let tally: RenderTally
    init(_ name: String, tally: RenderTally) {
        self.name = name
        self.tally = tally
        super.init(scope: name)
    }
    override func render() -> Component {
        tally.renders[name, default: 0] += 1
        return Component(view: ViewConfiguration(UILabel.self, [.text(name)]), size: ComponentSize(height: 10))
    }
}

/// A flexbox column: its children are stretched to its width.
private func column(_ children: [Component]) -> Component {
    FlexboxComponent(children: children.map { FlexboxComponent.Child($0) })
}

// In the serialized suite of BackgroundBuildTests: its builds block threads, and these must not be starved.
extension BackgroundBuildTests {
    /// Panels "a", "b" and "c" in a column, each label as wide as the host's range and 10 points high.
    private func panels(
        _ tally: RenderTally,
        layouts: RenderTally = RenderTally(),
        width: CGFloat = 100
    ) -> (ComponentHost, UIView) {
        let host = ComponentHost.buildingAnywhere(asynchronousUpdateDelivery: .manual) { _ in
            column(["a", "b", "c"].map { PanelComponent($0, tally: tally, layouts: layouts) })
        }
        host.sizeRange = SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: 1000))
        let root = makeRootView()
        host.mount(in: root)
        tally.renders = [:]
        return (host, root)
    }

    private func panel(_ host: ComponentHost, _ index: Int) throws -> PanelComponent {
        try #require((host.rootComponent as? FlexboxComponent)?.children[index].component as? PanelComponent)
    }

    /// The mounted leaf of panel `name`, found from its label.
    private func mountedLeaf(_ name: String, in root: UIView) -> PanelLeafComponent? {
        allSubviews(of: root).lazy.compactMap { view -> PanelLeafComponent? in
            guard (view as? UILabel)?.text?.hasPrefix(name + ".leaf") == true else { return nil }
            return view.owningComponent?.parent as? PanelLeafComponent
        }.first
    }

    private func labels(_ root: UIView) -> [String] {
        allSubviews(of: root).compactMap { ($0 as? UILabel)?.text }
    }

    @Test("a state-update build off the main actor renders the updated scope only, as one on the main actor does")
    func stateUpdateBuildInBackgroundKeepsOffPathComposites() async throws {
        let tally = RenderTally()
        let (host, root) = panels(tally)
        let labelOfA = try #require(allSubviews(of: root).first { ($0 as? UILabel)?.text == "a 0" })

        try panel(host, 1).updateState(mode: .enqueued) { $0.count = 1 }
        await host.flushInBackground()
        // ComponentKit: off the dirty path and under no state update, reused without asking; below the updated
        // panel, asked: the leaf says its inputs are equal, the chip renders again.
        #expect(tally.renders == ["b": 1, "b.chip": 1])
        #expect(
            labels(root) == ["a 0", "a.leaf 0", "a.chip", "b 1", "b.leaf 0", "b.chip", "c 0", "c.leaf 0", "c.chip"]
        )
        #expect(host.statistics.viewsCreated == 0)
        #expect(allSubviews(of: root).contains { $0 === labelOfA }, "the kept subtree keeps its mounted views")

        // The same update on the main actor renders the same composites.
        tally.renders = [:]
        try panel(host, 1).updateState(mode: .enqueued) { $0.count = 2 }
        host.flush()
        #expect(tally.renders == ["b": 1, "b.chip": 1])
        #expect(labels(root)[3] == "b 2")
    }

    @Test("a kept subtree is laid out from its cached layouts: nothing in it is laid out again, here or at mount")
    func keptSubtreesAreNotLaidOutAgain() async throws {
        let tally = RenderTally()
        let layouts = RenderTally()
        let (host, root) = panels(tally, layouts: layouts)
        #expect(layouts.renders.keys.sorted() == ["a.leaf 0", "b.leaf 0", "c.leaf 0"])
        layouts.renders = [:]

        try panel(host, 1).updateState(mode: .enqueued) { $0.count = 1 }
        await host.flushInBackground()
        #expect(tally.renders == ["b": 1, "b.chip": 1])
        #expect(layouts.renders.isEmpty, "every leaf was kept, in the range it was laid out in before")
        #expect(labels(root)[3...4] == ["b 1", "b.leaf 0"])
        #expect(allSubviews(of: root).map(\.frame.origin.y) == [0, 10, 20, 30, 40, 50, 60, 70, 80])
    }

    @Test("a state update below a panel renders the composites on its path, and keeps those off it")
    func stateUpdateBelowRendersThePath() async throws {
        let tally = RenderTally()
        let (host, root) = panels(tally)
        let leaf = try #require(mountedLeaf("c", in: root))

        leaf.updateState(mode: .enqueued) { $0.count = 5 }
        await host.flushInBackground()
        // "c" is on the path to the updated leaf, so it renders; the leaf has the update; the chip is off the
        // path, and no scope above it has an update of its own, so it is kept without being asked.
        #expect(tally.renders == ["c": 1, "c.leaf": 1])
        #expect(labels(root).suffix(3) == ["c 0", "c.leaf 5", "c.chip"])

        tally.renders = [:]
        let rebuiltPanel = try panel(host, 2)
        rebuiltPanel.updateState(mode: .enqueued) { $0.count = 1 }
        await host.flushInBackground()
        #expect(tally.renders == ["c": 1, "c.chip": 1], "the leaf's state is kept, so its equal inputs keep it")
        #expect(labels(root).suffix(3) == ["c 1", "c.leaf 5", "c.chip"])
    }

    @Test("a props-change build off the main actor asks every composite, so those that do not say equal render")
    func propsChangeBuildInBackgroundAsksEveryComposite() async throws {
        let tally = RenderTally()
        let (host, root) = panels(tally)

        try panel(host, 1).updateState(mode: .enqueued) { $0.count = 3 }
        await host.rebuildInBackground()
        #expect(tally.renders == ["a": 1, "b": 1, "c": 1, "a.chip": 1, "b.chip": 1, "c.chip": 1])
        #expect(labels(root)[3] == "b 3")

        tally.renders = [:]
        host.rebuild()
        #expect(
            tally.renders == ["a": 1, "b": 1, "c": 1, "a.chip": 1, "b.chip": 1, "c.chip": 1],
            "the same as on the main actor"
        )
    }

    @Test("a kept subtree laid out in a range it had no layout for is laid out again on the main actor")
    func keptSubtreeInANewRange() async throws {
        let tally = RenderTally()
        let (host, root) = panels(tally, width: 100)
        host.sizeRange = SizeRange(min: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: 1000))

        try panel(host, 0).updateState(mode: .enqueued) { $0.count = 1 }
        await host.flushInBackground()
        #expect(tally.renders == ["a": 1, "a.chip": 1])
        let label = try #require(allSubviews(of: root).first { ($0 as? UILabel)?.text == "c.leaf 0" })
        #expect(label.frame.width == 200, "the kept leaf is as wide as the new range")
        let laidOutInBackground = allSubviews(of: root).map(\.frame)
        host.rebuild()
        #expect(allSubviews(of: root).map(\.frame) == laidOutInBackground, "as a build on the main actor lays out")
        #expect(host.layoutTree()?.size == CGSize(width: 200, height: 90))
    }

    @Test("a host with a main-actor build closure flushes on the main actor")
    func flushInBackgroundFallsBack() async throws {
        let tally = RenderTally()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            column(["a", "b"].map { PanelComponent($0, tally: tally, layouts: RenderTally()) })
        }
        let root = makeRootView()
        host.mount(in: root)
        tally.renders = [:]
        let panel = try #require((host.rootComponent as? FlexboxComponent)?.children[1].component as? PanelComponent)
        panel.updateState(mode: .enqueued) { $0.count = 4 }
        await host.flushInBackground()
        #expect(tally.renders == ["b": 1, "b.chip": 1])
        #expect(!host.hasPendingUpdates)
        #expect(labels(root)[3] == "b 4")
    }
}
