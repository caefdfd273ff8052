import Foundation
import Testing

@testable import ComponentRuntime

extension AttributeValue where V: BadgeView {
    /// An attribute between `count` and `tint` in identifier order, with an unapplicator and no updater.
    static func mark(_ value: String) -> Self {
        Self(
            ViewAttribute(
                "Tests.BadgeView.mark",
                unapply: { view, old in view.log.append("unapply mark \(old)") },
                apply: { view, value in view.log.append("apply mark \(value)") }
            ),
            value
        )
    }
}

/// The merge of the attributes a view carries with those its component now lists (both sorted by identifier):
/// equal values are skipped, changed ones applied over the old, new ones applied, and ones no longer listed
/// unapplied, as ComponentKit's attribute application does, whatever side runs out first.
@MainActor
@Suite("Merging a view's attributes, each branch and both ends")
struct AttributeMergeTests {
    private func boxes(_ values: [AttributeValue<BadgeView>]) -> [AnyAttributeBox] {
        values.map(\.box).sorted { $0.identifier < $1.identifier }
    }

    private func merge(_ new: [AttributeValue<BadgeView>], over old: [AttributeValue<BadgeView>], on view: BadgeView)
        -> MountStatistics
    {
        var statistics = MountStatistics()
        let result = applyAttributes(boxes(new), over: boxes(old), to: view, owner: nil, statistics: &statistics)
        #expect(result.map(\.identifier) == boxes(new).map(\.identifier), "the view now carries the new list")
        return statistics
    }

    @Test("nothing carried yet: every value is applied, in identifier order")
    func allNew() {
        let view = BadgeView(style: "plain")
        let statistics = merge([.tint(.red), .count(1), .mark("x")], over: [], on: view)
        #expect(view.log == ["apply 1", "apply mark x", "apply tint #ff0000"])
        #expect(statistics.attributesApplied == 3)
        #expect(statistics.attributesSkipped == 0)
        #expect(statistics.attributesUnapplied == 0)
    }

    @Test("equal values are skipped, each of them, and nothing is called")
    func allEqual() {
        let view = BadgeView(style: "plain")
        let statistics = merge(
            [.count(1), .mark("x"), .tint(.red)],
            over: [.count(1), .mark("x"), .tint(.red)],
            on: view
        )
        #expect(view.log.isEmpty)
        #expect(statistics.attributesSkipped == 3)
        #expect(statistics.attributesApplied == 0)
    }

    @Test("changed values: the updater gets old and new; without one, the old is unapplied before the new applies")
    func changed() {
        let view = BadgeView(style: "plain")
        let statistics = merge(
            [.count(2), .mark("y"), .tint(.red)],
            over: [.count(1), .mark("x"), .tint(.red)],
            on: view
        )
        #expect(view.log == ["update 1->2", "unapply mark x", "apply mark y"])
        #expect(statistics.attributesApplied == 2)
        #expect(statistics.attributesSkipped == 1)
    }

    @Test("the new list ends first: every old attribute after its end is unapplied")
    func newEndsFirst() {
        let view = BadgeView(style: "plain")
        let statistics = merge([.count(1)], over: [.count(1), .mark("x"), .tint(.red)], on: view)
        #expect(view.log == ["unapply mark x", "unapply #ff0000"])
        #expect(statistics.attributesUnapplied == 2)
        #expect(statistics.attributesSkipped == 1)
    }

    @Test("the old list ends first: every new attribute after its end is applied")
    func oldEndsFirst() {
        let view = BadgeView(style: "plain")
        let statistics = merge([.count(1), .mark("x"), .tint(.red)], over: [.count(1)], on: view)
        #expect(view.log == ["apply mark x", "apply tint #ff0000"])
        #expect(statistics.attributesApplied == 2)
        #expect(statistics.attributesSkipped == 1)
    }

    @Test("interleaved lists: an old identifier before a new one is unapplied, a new one before an old is applied")
    func interleaved() {
        let view = BadgeView(style: "plain")
        let statistics = merge([.mark("y")], over: [.count(1), .tint(.red)], on: view)
        // count has no unapplicator: counted, but nothing to call.
        #expect(view.log == ["apply mark y", "unapply #ff0000"])
        #expect(statistics.attributesUnapplied == 2)
        #expect(statistics.attributesApplied == 1)
        view.log.removeAll()
        let back = merge([.count(3), .tint(.blue)], over: [.mark("y")], on: view)
        #expect(view.log == ["apply 3", "unapply mark y", "apply tint #0000ff"])
        #expect(back.attributesApplied == 2)
        #expect(back.attributesUnapplied == 1)
    }

    @Test("both lists empty: nothing happens")
    func bothEmpty() {
        let view = BadgeView(style: "plain")
        let statistics = merge([], over: [], on: view)
        #expect(view.log.isEmpty)
        #expect(statistics == MountStatistics())
    }
}
