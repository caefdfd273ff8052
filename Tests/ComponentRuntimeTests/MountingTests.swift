import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Mounting and reuse (R1, R2, R4)")
struct MountingTests {
    /// A list of `count` labels, the `changed` one with a different text.
    private func list(_ count: Int, changedIndex: Int? = nil) -> Component {
        StackComponent(
            children: (0..<count).map { index in
                labelComponent(index == changedIndex ? "changed" : "row \(index)", height: 10)
            }
        )
    }

    @Test("a view configuration makes its view, applies its attributes and sizes it")
    func mountsViewConfiguration() {
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(UILabel.self, [.text("Hello"), .backgroundColor(.red)]),
                size: ComponentSize(width: 50, height: 20)
            )
        }
        host.mount(in: root)
        let label = try? #require(root.subviews.first as? UILabel)
        #expect(label?.text == "Hello")
        #expect(label?.backgroundColor == .red)
        #expect(label?.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(host.statistics.viewsCreated == 1)
        #expect(host.statistics.attributesApplied == 2)
    }

    @Test("remounting an unchanged 1,000-component tree creates no view and applies no attribute")
    func unchangedRemountAppliesNothing() {
        let root = makeRootView()
        let host = ComponentHost { _ in self.list(1_000) }
        host.mount(in: root)
        #expect(host.statistics.viewsCreated == 1_000)
        #expect(host.statistics.attributesApplied == 1_000)

        host.rebuild()
        #expect(host.statistics.viewsCreated == 0)
        #expect(host.statistics.viewsReused == 1_000)
        #expect(host.statistics.attributesApplied == 0)
        #expect(host.statistics.attributesSkipped == 1_000)
        #expect(host.statistics.viewsHidden == 0)
        #expect(root.subviews.count == 1_000)
    }

    @Test("changing one leaf's value in a 1,000-component tree applies exactly one attribute")
    func oneLeafChangeAppliesOne() {
        let changed = Ref<Int?>(nil)
        let root = makeRootView()
        let host = ComponentHost { _ in self.list(1_000, changedIndex: changed.value) }
        host.mount(in: root)
        let before = root.subviews.map(ObjectIdentifier.init)

        changed.value = 500
        host.rebuild()
        #expect(host.statistics.attributesApplied == 1)
        #expect(host.statistics.attributesSkipped == 999)
        #expect(host.statistics.viewsCreated == 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == before, "every view is the one it was")
        #expect((root.subviews[500] as? UILabel)?.text == "changed")
    }

    @Test("a factory-made view is reused by factory identifier and arguments")
    func factoryViewsReuseByIdentifier() {
        let style = Ref("round")
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(.badge(style: style.value), [.count(3)]),
                size: ComponentSize(width: 20, height: 20)
            )
        }
        host.mount(in: root)
        let first = try? #require(root.subviews.first as? BadgeView)
        #expect(first?.style == "round")

        host.rebuild()
        #expect(host.statistics.viewsReused == 1)
        #expect(root.subviews.first === first)

        style.value = "square"
        host.rebuild()
        #expect(host.statistics.viewsCreated == 1, "other arguments: not interchangeable")
        #expect(host.statistics.viewsHidden == 1)
        #expect((root.subviews.last as? BadgeView)?.style == "square")
        #expect(first?.isHidden == true)
    }

    @Test("a view is reused only for the same class and the same attribute identifiers")
    func reuseNeedsSameAttributeSet() {
        let withColor = Ref(false)
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    UILabel.self,
                    withColor.value ? [.text("a"), .backgroundColor(.blue)] : [.text("a")]
                ),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        host.mount(in: root)
        withColor.value = true
        host.rebuild()
        #expect(host.statistics.viewsCreated == 1)
        #expect(host.statistics.viewsHidden == 1)
        #expect(root.subviews.count == 2)
        #expect(root.subviews[0].isHidden && !root.subviews[1].isHidden)
    }

    @Test("views a remount does not use are hidden, kept, and reused when needed again")
    func unusedViewsAreHiddenNotDestroyed() {
        let count = Ref(3)
        let root = makeRootView()
        let host = ComponentHost { _ in self.list(count.value) }
        host.mount(in: root)
        let views = root.subviews

        count.value = 1
        host.rebuild()
        #expect(host.statistics.viewsHidden == 2)
        #expect(root.subviews.count == 3, "hidden, not removed")
        #expect(root.subviews.map(\.isHidden) == [false, true, true])

        count.value = 3
        host.rebuild()
        #expect(host.statistics.viewsCreated == 0)
        #expect(host.statistics.viewsReused == 3)
        #expect(root.subviews.map(\.isHidden) == [false, false, false])
        #expect(zip(root.subviews, views).allSatisfy { $0 === $1 })
    }

    @Test("a duplicate attribute identifier in one configuration is reported and the first value kept")
    func duplicateAttributeIsReported() {
        var configuration: ViewConfiguration?
        let diagnostics = RuntimeDiagnostics.collect {
            configuration = ViewConfiguration(UILabel.self, [.text("first"), .backgroundColor(.red), .text("second")])
        }
        #expect(diagnostics.map(\.kind) == [.duplicateAttribute])
        #expect(diagnostics.first?.message.contains("ComponentRuntime.UILabel.text") == true)
        #expect(
            configuration?.attributeIdentifiers == [
                "ComponentRuntime.UILabel.text", "ComponentRuntime.UIView.backgroundColor",
            ]
        )

        let root = makeRootView()
        let host = ComponentHost { _ in Component(view: configuration, size: ComponentSize(width: 1, height: 1)) }
        host.mount(in: root)
        #expect((root.subviews.first as? UILabel)?.text == "first")
    }

    @Test("a component without a view lays out its children into the nearest ancestor view")
    func viewlessComponentsOnlyLayOut() {
        let root = makeRootView()
        let host = ComponentHost { _ in
            StackComponent(
                view: ViewConfiguration(UIView.self, [.backgroundColor(.white)]),
                direction: .vertical,
                children: [
                    Component(size: ComponentSize(width: 10, height: 15)),  // a spacer: no view
                    StackComponent(
                        direction: .horizontal,
                        children: [
                            labelComponent("a", width: 30, height: 10), labelComponent("b", width: 30, height: 10),
                        ]
                    ),
                ]
            )
        }
        host.mount(in: root)
        let container = root.subviews[0]
        #expect(container.subviews.count == 2, "the spacer and the inner stack make no views")
        #expect(
            container.subviews.map(\.frame) == [
                CGRect(x: 0, y: 15, width: 30, height: 10), CGRect(x: 30, y: 15, width: 30, height: 10),
            ]
        )
        #expect(container.frame == CGRect(x: 0, y: 0, width: 60, height: 25))
    }

    @Test("the headless dump is stable and readable")
    func dumpIsStable() {
        let root = makeRootView(width: 100, height: 50)
        let host = ComponentHost { _ in
            StackComponent(
                direction: .horizontal,
                spacing: 5,
                children: [
                    labelComponent("Hi", width: 40, height: 20),
                    Component(
                        view: ViewConfiguration(UIButton.self, [.title("Go"), .controlAction(ActionSelector("go"))]),
                        size: ComponentSize(width: 40, height: 20)
                    ),
                ]
            )
        }
        host.mount(in: root)
        #expect(
            root.dump() == """
                UIView (0, 0, 100, 50)
                  UILabel (0, 0, 40, 20) text="Hi"
                  UIButton (45, 0, 40, 20) title="Go" actions=[touchUpInside:go]
                """
        )
    }
}
