import ComponentRuntime
import Foundation
import Testing

/// A row of an avatar, a name, a message count and a Follow button, combined into one element: the avatar
/// and the button speak through their view configurations' contexts (ComponentKit's way), the captions through
/// modifiers and their own defaults.
@MainActor
private func profileRow(name: String, taps: Ref<Int>, archived: Ref<Int>, followEnabled: Bool = true) -> Component {
    let avatar = ComponentAccessibilityContext(
        isAccessibilityElement: true,
        accessibilityLabel: "Avatar",
        accessibilityTraits: .image
    )
    let follow = ComponentAccessibilityContext(
        isAccessibilityElement: true,
        accessibilityLabel: "Follow",
        accessibilityHint: "Follows \(name)",
        accessibilityTraits: .button
    )
    let archive = ComponentAccessibilityAction(name: "Archive", action: ComponentAction<Void> { _, _ in
        archived.value += 1
    })
    return FlexboxComponent(view: ViewConfiguration(UIView.self), direction: .row) {
        Component(
            view: ViewConfiguration(UIImageView.self, accessibilityContext: avatar),
            size: ComponentSize(width: 40, height: 40)
        )
        captionComponent(name)
        Component(
            view: ViewConfiguration(
                CaptionView.self,
                [.caption("3 new messages"), .accessibilityCustomActions([archive])]
            ),
            size: ComponentSize(width: 100, height: 20)
        )
        .accessibilityValue("unread")
        ViewComponent<UIButton>(size: ComponentSize(width: 60, height: 30)) { .title("Follow") }
            .attribute(.enabled(followEnabled))
            .onTap { taps.value += 1 }
            .accessibilityContext(follow)
    }
    .accessibilityElement(children: .combine)
}

@MainActor
@Suite("Accessibility aggregation: descendants combined into one element")
struct AccessibilityAggregationTests {
    @Test("a row combines its descendants: labels, values and hints joined, traits united, actions collected")
    func combinedRow() throws {
        let (taps, archived) = (Ref(0), Ref(0))
        let host = ComponentHost { _ in profileRow(name: "Ada", taps: taps, archived: archived) }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let row = try #require(root.subviews.first)
            #expect(row.isAccessibilityElement, "the combining view is the element")
            #expect(row.accessibilityLabel == "Avatar, Ada, 3 new messages, Follow")
            #expect(row.accessibilityValue == "unread")
            #expect(row.accessibilityHint == "Follows Ada")
            #expect(row.accessibilityTraits.isSuperset(of: [.image, .staticText, .button]))
            let actions = try #require(row.accessibilityCustomActions)
            #expect(actions.map(\.name) == ["Archive", "Follow"], "the caption's action, then the button's tap")
            for action in actions { #expect(action.actionHandler?(action) == true) }
            #expect(archived.value == 1)
            #expect(taps.value == 1, "the Follow action taps the button")
            #expect(row.subviews.count == 4)
            for descendant in row.subviews {
                #expect(descendant.accessibilityElementsHidden, "\(type(of: descendant)) is hidden behind the row")
            }
        }
    }

    @Test("aggregation happens only while VoiceOver runs, and is taken back when it stops")
    func onlyWhileVoiceOverRuns() throws {
        let host = ComponentHost { _ in profileRow(name: "Ada", taps: Ref(0), archived: Ref(0)) }
        let root = makeRootView()
        host.mount(in: root)
        let row = try #require(root.subviews.first)
        #expect(!row.isAccessibilityElement)
        #expect(row.accessibilityLabel == nil)
        #expect(row.subviews.allSatisfy { !$0.accessibilityElementsHidden })
        withVoiceOver {
            #expect(row.isAccessibilityElement)
            #expect(row.accessibilityLabel == "Avatar, Ada, 3 new messages, Follow")
            #expect(row.subviews.allSatisfy { $0.accessibilityElementsHidden })
        }
        #expect(!row.isAccessibilityElement)
        #expect(row.accessibilityLabel == nil)
        #expect(row.accessibilityCustomActions == nil)
        #expect(row.subviews.allSatisfy { !$0.accessibilityElementsHidden })
        let captions = subviews(of: root, as: CaptionView.self)
        #expect(captions.map(\.accessibilityLabel) == ["Ada", "3 new messages"])
    }

    @Test("a remount combines the descendants as they are now, keeping them hidden")
    func recombinesOnRemount() throws {
        let name = Ref("Ada")
        let followEnabled = Ref(true)
        let host = ComponentHost { _ in
            profileRow(name: name.value, taps: Ref(0), archived: Ref(0), followEnabled: followEnabled.value)
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let row = try #require(root.subviews.first)
            name.value = "Grace"
            followEnabled.value = false
            host.rebuild()
            #expect(root.subviews.first === row)
            #expect(row.accessibilityLabel == "Avatar, Grace, 3 new messages, Follow")
            #expect(row.accessibilityHint == "Follows Grace")
            #expect(row.accessibilityCustomActions?.map(\.name) == ["Archive"], "a disabled button is not offered")
            #expect(row.subviews.allSatisfy { $0.accessibilityElementsHidden })
        }
    }

    @Test("only elements contribute, in tree order; hidden views and empty texts contribute nothing")
    func contributionRules() throws {
        let host = ComponentHost {
            FlexboxComponent(view: ViewConfiguration(UIView.self)) {
                // A plain view is no element: it is looked through.
                ViewComponent<UIView>(attributes: {}) {
                    captionComponent("Inside a plain view")
                }
                captionComponent("Hidden").accessibilityHidden(true)
                captionComponent("").accessibilityValue("")
                // A nested combining row contributes what it combined, once.
                FlexboxComponent(view: ViewConfiguration(UIView.self)) {
                    captionComponent("Nested one")
                    captionComponent("Nested two")
                }
                .accessibilityElement(children: .combine)
                // A view-less element contributes its own context.
                FlexboxComponent {
                    captionComponent("Behind the badge")
                }
                .accessibilityElement()
                .accessibilityLabel("Badge")
                .accessibilityAddTraits(.updatesFrequently)
            }
            .accessibilityElement(children: .combine)
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let row = try #require(root.subviews.first)
            #expect(row.accessibilityLabel == "Inside a plain view, Nested one, Nested two, Badge")
            #expect(row.accessibilityValue == nil)
            #expect(row.accessibilityTraits.contains(.updatesFrequently))
        }
    }

    @Test("the combining component's own label wins over the joined one; its traits are united with theirs")
    func ownValuesWin() throws {
        let host = ComponentHost {
            FlexboxComponent(view: ViewConfiguration(UIView.self)) {
                captionComponent("Ada")
                captionComponent("Online").accessibilityAddTraits(.updatesFrequently)
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Ada is online")
            .accessibilityAddTraits(.button)
            .accessibilityRemoveTraits(.staticText)
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let row = try #require(root.subviews.first)
            #expect(row.accessibilityLabel == "Ada is online")
            #expect(row.accessibilityTraits == [.button, .updatesFrequently])
        }
    }
}
