import ComponentRuntime
import Foundation
import Testing

/// A composite `remaining` levels deep: each renders the next, the last a 10×10 view.
private final class NestedComposite: CompositeComponent {
    let remaining: Int
    init(remaining: Int) {
        self.remaining = remaining
        super.init()
    }
    override func render() -> Component {
        if remaining <= 1 {
            return Component(view: ViewConfiguration(UIView.self, []), size: ComponentSize(width: 10, height: 10))
        }
        return NestedComposite(remaining: remaining - 1)
    }
}

/// `levels` stacks, each holding the next and a view of its own (made by a loop, not by recursion), the deepest
/// holding a 10×10 view: a tree `levels + 1` deep.
private func nestedStacks(_ levels: Int) -> Component {
    var component = Component(view: ViewConfiguration(UIView.self, []), size: ComponentSize(width: 10, height: 10))
    for _ in 0..<levels {
        component = StackComponent(view: ViewConfiguration(UIView.self, []), children: [component])
    }
    return component
}

/// How many views are nested below `view`, following first subviews (iteratively).
@MainActor
private func nestingDepth(below view: UIView) -> Int {
    var depth = 0
    var current = view
    while let first = current.subviews.first {
        depth += 1
        current = first
    }
    return depth
}

@MainActor
@Suite("A tree deeper than TreeLimits.maximumDepth is reported and cut there, never overflowing the stack")
struct TreeDepthLimitTests {
    @Test("4,000 nested composites: one treeTooDeep fault; the tree is built, laid out and mounted down to the limit")
    func deepComposites() throws {
        let host = ComponentHost { _ in NestedComposite(remaining: 4_000) }
        let root = makeRootView()
        let reports = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(reports.map(\.kind) == [.treeTooDeep])
        let message = try #require(reports.first?.message)
        #expect(message.contains("NestedComposite") && message.contains("\(TreeLimits.maximumDepth)"))
        // Composites describe no view: the only view would be the leaf's, which lies below the limit.
        #expect(root.subviews.isEmpty)
        let layout = try #require(host.layoutTree())
        #expect(layout.size == .zero)
    }

    @Test("4,000 nested stacks with views: the views down to the limit are mounted, the ones below are not")
    func deepStacks() {
        let host = ComponentHost { _ in nestedStacks(4_000) }
        let root = makeRootView()
        let reports = RuntimeDiagnostics.collect {
            host.mount(in: root)
            host.rebuild()
        }
        #expect(reports.map(\.kind) == [.treeTooDeep, .treeTooDeep], "once per build")
        #expect(nestingDepth(below: root) == TreeLimits.maximumDepth)
        host.unmount()
        let allHidden = root.subviews.allSatisfy { $0.isHidden }
        #expect(allHidden)
    }

    @Test("4,000 nested flexboxes, the deepest stack per level: cut at the limit, laid out and mounted down to it")
    func deepFlexboxes() {
        let host = ComponentHost { _ in
            var component = Component(
                view: ViewConfiguration(UIView.self, []),
                size: ComponentSize(width: 10, height: 10)
            )
            for _ in 0..<4_000 {
                component = FlexboxComponent(view: ViewConfiguration(UIView.self, []), children: [.init(component)])
            }
            return component
        }
        let root = makeRootView()
        let reports = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(reports.map(\.kind) == [.treeTooDeep])
        #expect(nestingDepth(below: root) == TreeLimits.maximumDepth)
    }

    @Test("a tree exactly as deep as the limit is built whole, with nothing reported")
    func atTheLimit() {
        // maximumDepth - 1 stacks and the leaf: maximumDepth levels.
        let host = ComponentHost { _ in nestedStacks(TreeLimits.maximumDepth - 1) }
        let root = makeRootView()
        let reports = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(reports.isEmpty)
        #expect(nestingDepth(below: root) == TreeLimits.maximumDepth)
        #expect(host.layoutTree()?.size == CGSize(width: 10, height: 10))
    }

    @Test("one level more than the limit: the leaf below it is left out, and said so")
    func oneBeyondTheLimit() {
        let host = ComponentHost { _ in nestedStacks(TreeLimits.maximumDepth) }
        let root = makeRootView()
        let reports = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(reports.map(\.kind) == [.treeTooDeep])
        #expect(nestingDepth(below: root) == TreeLimits.maximumDepth)
        #expect(host.layoutTree()?.size == .zero, "the stack at the limit is an empty leaf")
    }

    @Test("a build off the main actor lays out nested flexboxes as deep as the limit on its own thread's stack")
    func deepBackgroundBuild() async {
        // At the limit, not beyond it: nothing is reported, so no fault reaches a handler while the test waits
        // (a handler is global, and other tests run meanwhile).
        let host = ComponentHost.buildingAnywhere { _ in
            var component = Component(
                view: ViewConfiguration(UIView.self, []),
                size: ComponentSize(width: 10, height: 10)
            )
            for _ in 1..<TreeLimits.maximumDepth {
                component = FlexboxComponent(view: ViewConfiguration(UIView.self, []), children: [.init(component)])
            }
            return component
        }
        await host.rebuildInBackground()
        #expect(host.layoutTree()?.size == CGSize(width: 10, height: 10))
    }
}
