import ComponentRuntime
import Foundation
import Testing

/// A greeting of two labels in a flexbox: a description whose body has no view of its own.
private struct GreetingCard: ComponentDescription {
    let name: String

    var body: Component {
        FlexboxComponent {
            LabelDescription(text: "Hello")
            LabelDescription(text: name)
        }
    }
}

/// A panel whose height and colour follow `expanded`.
private struct Panel: ComponentDescription {
    let expanded: Bool

    var body: Component {
        ViewComponent<UIView>(size: ComponentSize(width: 100, height: expanded ? 80 : 40)) {
            .backgroundColor(expanded ? .blue : .red)
        }
    }
}

/// A row of a list, told apart by its id.
private struct FeedRow: ComponentDescription, Identifiable {
    let id: String

    var body: Component {
        Component(view: ViewConfiguration(UILabel.self, [.text(id)]), size: ComponentSize(width: 100, height: 20))
    }
}

/// A disclosure that opens when tapped: its own state changes its height.
private struct Disclosure: ComponentDescription {
    @ScopedState var isOpen = false

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 100, height: isOpen ? 60 : 30)).onTap { isOpen.toggle() }
    }
}

/// A title beside a badge marked as the child animations target.
private struct TitledBadge: ComponentDescription {
    let count: Int

    var body: Component {
        FlexboxComponent(direction: .row) {
            ViewComponent<UILabel>(size: ComponentSize(width: 80 + CGFloat(count), height: 20)) {
                .text("Inbox")
            }
            ViewComponent<UILabel>(size: ComponentSize(width: 20, height: 20)) {
                .text("\(count)")
            }
            .animationKey("badge")
        }
    }
}

// Inside the animation suite, whose tests run one at a time (its `.serialized` holds for the suites nested in it):
// every test there reads the headless backend's one record of animations.
extension AnimationTests {
    /// Animations on descriptions: the modifiers CKSwift and SwiftUI users write, observed through the headless
    /// backend's record of `UIView.animate` calls (what would have animated, with its values before and after).
    @MainActor
    @Suite("Animations on descriptions")
    struct DescriptionAnimationTests {
        private func mounted(
            @ComponentBuilder _ root: @escaping @MainActor () -> Component
        ) -> (host: ComponentHost, root: UIView, mark: Int) {
            let host = ComponentHost(asynchronousUpdateDelivery: .manual, root: root)
            let view = makeRootView()
            let mark = UIView.recordedAnimations.count
            host.mount(in: view)
            return (host, view, mark)
        }

        /// The animations recorded since `mark` on views below `root` (other suites animate their own views).
        private func recorded(since mark: Int, under root: UIView) -> [RecordedAnimation] {
            let views = Set(allSubviews(of: root).map(ObjectIdentifier.init))
            return UIView.recordedAnimations[mark...].filter { views.contains(ObjectIdentifier($0.view)) }
        }

        @Test("one line fades a description in when it first appears, over the view holding all of it")
        func oneLineInitialFade() throws {
            let (host, root, mark) = mounted { GreetingCard(name: "Ada").onInitialMount(.fade) }
            let records = recorded(since: mark, under: root)
            let fade = try #require(records.first)
            #expect(records.count == 1)
            let labels = allSubviews(of: root).compactMap { $0 as? UILabel }
            #expect(labels.count == 2)
            #expect(
                labels.allSatisfy { $0.superview === fade.view },
                "one view holds both labels, as CKAnimationComponent's does"
            )
            #expect(fade.from.alpha == 0)
            #expect(fade.to.alpha == 1)
            #expect(fade.duration == 0.25)
            #expect(fade.options == .curveEaseInOut)
            #expect(fade.view.alpha == 1)

            host.rebuild()
            #expect(recorded(since: mark, under: root).count == 1, "the scope is not new: no second fade")
        }

        @Test("the initial mount animates the rows that appear, not those that move, by their ids")
        func initialMountOfInsertedRows() throws {
            let ids = Ref(["b", "c"])
            let (host, root, mark) = mounted {
                FlexboxComponent {
                    for id in ids.value { FeedRow(id: id).onInitialMount(.offset(y: 20), timing: .easeOut) }
                }
            }
            #expect(recorded(since: mark, under: root).count == 2)

            let before = UIView.recordedAnimations.count
            ids.value = ["a", "b", "c"]
            host.rebuild()
            let records = recorded(since: before, under: root)
            let slide = try #require(records.first)
            #expect(records.count == 1)
            #expect((slide.view.subviews.first as? UILabel)?.text == "a")
            #expect(slide.from.transform == CGAffineTransform(translationX: 0, y: 20))
            #expect(slide.to.transform == .identity)
            #expect(slide.options == .curveEaseOut)
        }

        @Test("the final unmount fades the view out, hides it, and puts back its opacity for its next use")
        func finalUnmountFade() throws {
            let shows = Ref(true)
            let (host, root, mark) = mounted {
                if shows.value { GreetingCard(name: "Ada").onFinalUnmount(.fade, timing: .easeIn(duration: 0.2)) }
            }
            #expect(recorded(since: mark, under: root).isEmpty, "no initial-mount animation asked for")

            shows.value = false
            host.rebuild()
            let records = recorded(since: mark, under: root)
            let fade = try #require(records.first)
            #expect(records.count == 1)
            #expect(fade.from.alpha == 1)
            #expect(fade.to.alpha == 0)
            #expect(fade.duration == 0.2)
            #expect(fade.options == .curveEaseIn)
            #expect(fade.view.isHidden, "hidden once the animation ended")
            #expect(fade.view.alpha == 1, "the pool gets the view as it was mounted")
        }

        @Test("transition fades in on initial mount and out on final unmount")
        func transitionBothWays() throws {
            let shows = Ref(true)
            let (host, root, mark) = mounted {
                if shows.value { LabelDescription(text: "toast").transition(.fade.combined(with: .scale(0.5))) }
            }
            shows.value = false
            host.rebuild()
            let records = recorded(since: mark, under: root)
            #expect(records.count == 2)
            #expect(records.map(\.from.alpha) == [0, 1])
            #expect(records.map(\.to.alpha) == [1, 0])
            #expect(records.first?.from.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
            #expect(records.last?.to.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        }

        @Test("changes from the previous tree animate from what the view showed to what it shows")
        func changesFromPreviousTree() throws {
            let expanded = Ref(false)
            let (host, root, mark) = mounted { Panel(expanded: expanded.value).animateChanges(.easeOut(duration: 0.3)) }
            #expect(recorded(since: mark, under: root).isEmpty, "nothing to change from on the first mount")

            host.rebuild()
            #expect(recorded(since: mark, under: root).isEmpty, "nothing changed")

            expanded.value = true
            host.rebuild()
            let records = recorded(since: mark, under: root)
            let change = try #require(records.first)
            #expect(records.count == 1)
            #expect(change.from.frame.height == 40)
            #expect(change.to.frame.height == 80)
            #expect(change.from.backgroundColor == .red)
            #expect(change.to.backgroundColor == .blue)
            #expect(change.duration == 0.3)
            #expect(change.options == .curveEaseOut)
            #expect(change.view.frame.height == 80, "the view ends where the tree put it")
        }

        @Test("changes made by state below the modifier animate too")
        func changesFromStateBelow() throws {
            let (host, root, mark) = mounted { Disclosure().animateChanges(.spring) }
            let button = try #require(allSubviews(of: root).compactMap { $0 as? UIButton }.first)
            button.sendActions(for: .touchUpInside)
            #expect(host.hasPendingUpdates)
            host.flush()
            let records = recorded(since: mark, under: root)
            let change = try #require(records.first)
            #expect(records.count == 1)
            #expect(change.view === button)
            #expect(change.from.frame.height == 30)
            #expect(change.to.frame.height == 60)
            #expect(change.springDampingRatio == 0.8)
            #expect(change.initialSpringVelocity == 0)
            #expect(change.duration == 0.5)
        }

        @Test("animation(_:value:) animates changes only when the value changed")
        func changesGatedByValue() throws {
            let expanded = Ref(false)
            let version = Ref(0)
            let (host, root, mark) = mounted {
                Panel(expanded: expanded.value).animation(.linear, value: version.value)
            }
            expanded.value = true
            host.rebuild()
            #expect(recorded(since: mark, under: root).isEmpty, "same value: the change is not animated")

            expanded.value = false
            version.value = 1
            host.rebuild()
            let records = recorded(since: mark, under: root)
            #expect(records.count == 1)
            #expect(records.first?.options == .curveLinear)
            #expect(records.first?.from.frame.height == 80)
            #expect(records.first?.to.frame.height == 40)
        }

        @Test("an animation targets the child marked with its key, not the whole component")
        func childTarget() throws {
            let count = Ref(1)
            let (host, root, mark) = mounted {
                TitledBadge(count: count.value)
                    .onInitialMount(.scale(0.5), timing: .spring(dampingRatio: 0.6), target: "badge")
                    .animateChanges(.easeInOut(duration: 0.2), target: "badge")
            }
            let labels = allSubviews(of: root).compactMap { $0 as? UILabel }
            let badge = try #require(labels.first { $0.text == "1" })
            let records = recorded(since: mark, under: root)
            #expect(records.count == 1)
            #expect(records.first?.view === badge, "the badge, not the title")
            #expect(records.first?.from.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
            #expect(records.first?.springDampingRatio == 0.6)
            #expect(labels.count == 2 && !(badge.superview is UILabel))

            count.value = 2
            host.rebuild()
            let changes = recorded(since: mark, under: root).dropFirst()
            #expect(changes.count == 1, "the title moved too, but only the badge's changes are animated")
            #expect(changes.first?.view === badge)
            #expect(changes.first?.from.frame.minX == 81)
            #expect(changes.first?.to.frame.minX == 82)
        }

        @Test("a target no child is marked with does not animate")
        func missingTarget() {
            let (_, root, mark) = mounted { GreetingCard(name: "Ada").onInitialMount(.fade, target: "nothing") }
            #expect(recorded(since: mark, under: root).isEmpty)
        }

        @Test("every timing curve, its delay and duration reach UIKit's animation call")
        func timingCurves() throws {
            let timings: [(AnimationTiming, UIView.AnimationOptions)] = [
                (.easeInOut(duration: 0.1), .curveEaseInOut),
                (.easeIn.delay(0.05), .curveEaseIn),
                (.easeOut.duration(0.4), .curveEaseOut),
                (.linear(duration: 0.3).delay(0.2), .curveLinear),
            ]
            for (timing, options) in timings {
                let (_, root, mark) = mounted { LabelDescription(text: "x").onInitialMount(.fade, timing: timing) }
                let record = try #require(recorded(since: mark, under: root).first)
                #expect(record.options == options)
                #expect(record.duration == timing.duration)
                #expect(record.delay == timing.delay)
                #expect(record.springDampingRatio == nil)
            }
            let (_, root, mark) = mounted {
                LabelDescription(text: "x").onInitialMount(.fade, timing: .spring(duration: 0.7, initialVelocity: 2))
            }
            let spring = try #require(recorded(since: mark, under: root).first)
            #expect(spring.duration == 0.7)
            #expect(spring.springDampingRatio == 0.8)
            #expect(spring.initialSpringVelocity == 2)
        }

        @Test("animated siblings of one type are told apart by where the modifier is written")
        func siblingsToldApartByPlace() throws {
            let showsFirst = Ref(false)
            let (host, root, mark) = mounted {
                FlexboxComponent {
                    if showsFirst.value { LabelDescription(text: "first").onInitialMount(.fade) }
                    LabelDescription(text: "second").onInitialMount(.fade)
                }
            }
            #expect(recorded(since: mark, under: root).count == 1)
            let before = UIView.recordedAnimations.count
            showsFirst.value = true
            host.rebuild()
            let records = recorded(since: before, under: root)
            #expect(records.count == 1)
            #expect((records.first?.view.subviews.first as? UILabel)?.text == "first", "only the one that appeared")
        }

        @Test("modifiers chained on one value make one animated component, and flex properties after them hold")
        func chainedModifiersShareOneComponent() throws {
            let shows = Ref(true)
            let (host, root, mark) = mounted {
                FlexboxComponent(direction: .row) {
                    if shows.value {
                        LabelDescription(text: "chip", width: 40)
                            .onInitialMount(.fade)
                            .onFinalUnmount(.fade)
                            .spacingBefore(30)
                    }
                }
            }
            let container = try #require(recorded(since: mark, under: root).first?.view)
            #expect(container.frame.minX == 30, "spacingBefore(30) written after the modifiers")
            #expect(container.subviews.count == 1, "one view around the label, not one per modifier")
            shows.value = false
            host.rebuild()
            #expect(recorded(since: mark, under: root).map(\.view).allSatisfy { $0 === container })
            #expect(recorded(since: mark, under: root).count == 2)
        }

        @Test("the view an animated description gets lets touches through where none of its subviews is")
        func containerPassesTouchesThrough() throws {
            let (_, root, mark) = mounted {
                Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 50, height: 20))
                    .padding(10)
                    .onInitialMount(.fade)
            }
            let container = try #require(recorded(since: mark, under: root).first?.view)
            let content = try #require(container.subviews.first)
            #expect(container.hitTest(CGPoint(x: 2, y: 2), with: nil) == nil)
            #expect(container.hitTest(CGPoint(x: 20, y: 15), with: nil) === content)
        }
    }
}
