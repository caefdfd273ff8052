import Foundation
import Testing

@testable import ComponentRuntime

@MainActor
@Suite("Attributes (R3)")
struct AttributeTests {
    private func badge(count: Int, tint: UIColor?) -> Component {
        Component(
            view: ViewConfiguration(BadgeView.self, [.count(count), .tint(tint)]),
            size: ComponentSize(width: 10, height: 10)
        )
    }

    @Test("a changed value goes through the updater when there is one, else unapply then apply")
    func updaterAndUnapplicator() throws {
        let model = Ref((count: 1, tint: UIColor?.some(.red)))
        let root = makeRootView()
        let host = ComponentHost { _ in self.badge(count: model.value.count, tint: model.value.tint) }
        host.mount(in: root)
        let view = try #require(root.subviews.first as? BadgeView)
        #expect(view.log == ["apply 1", "apply tint #ff0000"])

        view.log.removeAll()
        model.value = (2, .blue)
        host.rebuild()
        #expect(view.log == ["update 1->2", "unapply #ff0000", "apply tint #0000ff"])
        #expect(host.statistics.attributesApplied == 2)

        view.log.removeAll()
        host.rebuild()
        #expect(view.log.isEmpty, "equal values are not applied again")
        #expect(host.statistics.attributesSkipped == 2)
    }

    @Test("an attribute a reused view no longer carries is unapplied")
    func unapplyMissingAttribute() {
        let view = BadgeView()
        var statistics = MountStatistics()
        let both = ViewConfiguration(BadgeView.self, [.count(1), .tint(.red)]).attributes
        let countOnly = ViewConfiguration(BadgeView.self, [.count(1)]).attributes
        var carried = applyAttributes(both, over: [], to: view, owner: nil, statistics: &statistics)
        carried = applyAttributes(countOnly, over: carried, to: view, owner: nil, statistics: &statistics)
        #expect(view.log == ["apply 1", "apply tint #ff0000", "unapply #ff0000"])
        #expect(view.tint == nil)
        #expect(statistics.attributesUnapplied == 1)
        #expect(statistics.attributesSkipped == 1)
        #expect(carried.map(\.identifier) == ["Tests.BadgeView.count"])
    }

    @Test("a two-argument setter is one attribute per state over an Equatable pair")
    func multiArgumentSetter() throws {
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(UIButton.self, [.title("Follow"), .title("Following", for: .selected)]),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        host.mount(in: root)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.title(for: .normal) == "Follow")
        #expect(button.title(for: .selected) == "Following")
        #expect(host.statistics.attributesApplied == 2)
    }

    @Test("attribute values are compared by value, whatever instance made them")
    func valuesCompareByValue() {
        let a = AttributeValue<UILabel>.text("x").box
        let b = AttributeValue<UILabel>.text("x").box
        let c = AttributeValue<UILabel>.text("y").box
        #expect(a.isEqual(to: b))
        #expect(!a.isEqual(to: c))
        #expect(!a.isEqual(to: AttributeValue<UILabel>.backgroundColor(nil).box))
    }
}
