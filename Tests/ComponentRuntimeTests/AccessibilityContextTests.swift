import ComponentRuntime
import Foundation
import Testing

/// A view that speaks as UIKit's `UILabel` does: an element with the static-text trait, whose label is its text
/// until one is set. (The headless `UILabel`'s own accessibility defaults are not what these tests are about.)
@MainActor
final class CaptionView: UIView {
    var text: String?
    private var ownLabel: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override var accessibilityLabel: String? {
        get { ownLabel ?? text }
        set { ownLabel = newValue }
    }
}

extension AttributeValue where V: CaptionView {
    static func caption(_ text: String) -> Self {
        Self(ViewAttribute("Tests.CaptionView.text") { view, text in view.text = text }, text)
    }
}

/// A caption component of a fixed size, with an optional view configuration context.
@MainActor
func captionComponent(
    _ text: String,
    width: CGFloat = 100,
    context: ComponentAccessibilityContext? = nil
) -> Component {
    Component(
        view: ViewConfiguration(CaptionView.self, [.caption(text)], accessibilityContext: context),
        size: ComponentSize(width: width, height: 20)
    )
}

/// Runs `body` with VoiceOver running, stopping it afterwards whatever happens.
@MainActor
func withVoiceOver<Result>(_ body: () throws -> Result) rethrows -> Result {
    UIAccessibility.simulateVoiceOver(running: true)
    defer { UIAccessibility.simulateVoiceOver(running: false) }
    return try body()
}

/// The views of a given type below `view`, depth first.
@MainActor
func subviews<V: UIView>(of view: UIView, as type: V.Type) -> [V] {
    allSubviews(of: view).compactMap { $0 as? V }
}

@MainActor
@Suite("Accessibility contexts: applied while VoiceOver runs")
struct AccessibilityContextTests {
    @Test("a view configuration's context applies only while VoiceOver runs, and to every mounted view when it starts")
    func appliedOnlyWhileVoiceOverRuns() throws {
        let header = ComponentAccessibilityContext(
            isAccessibilityElement: true,
            accessibilityLabel: "Profile",
            accessibilityHint: "Shows the profile",
            accessibilityValue: "complete",
            accessibilityTraits: .header
        )
        let host = ComponentHost { _ in
            StackComponent(children: [
                Component(
                    view: ViewConfiguration(UIView.self, accessibilityContext: header),
                    size: ComponentSize(width: 100, height: 20)
                ),
                captionComponent("Ada", context: ComponentAccessibilityContext(accessibilityLabel: "Name: Ada")),
            ])
        }
        let root = makeRootView()
        host.mount(in: root)
        let headerView = try #require(root.subviews.first)
        let caption = try #require(subviews(of: root, as: CaptionView.self).first)
        #expect(headerView.accessibilityLabel == nil)
        #expect(!headerView.isAccessibilityElement)
        #expect(headerView.accessibilityTraits == .none)
        #expect(caption.accessibilityLabel == "Ada")

        withVoiceOver {
            #expect(headerView.accessibilityLabel == "Profile", "applied to the mounted view when VoiceOver starts")
            #expect(headerView.accessibilityHint == "Shows the profile")
            #expect(headerView.accessibilityValue == "complete")
            #expect(headerView.accessibilityTraits == .header)
            #expect(headerView.isAccessibilityElement)
            #expect(caption.accessibilityLabel == "Name: Ada")
            host.rebuild()
            #expect(headerView.accessibilityLabel == "Profile", "a remount while VoiceOver runs applies it again")
        }
        #expect(headerView.accessibilityLabel == nil, "taken back when VoiceOver stops")
        #expect(headerView.accessibilityHint == nil)
        #expect(!headerView.isAccessibilityElement)
        #expect(headerView.accessibilityTraits == .none)
        #expect(caption.accessibilityLabel == "Ada")
    }

    @Test("a computed text is computed only when the context is applied, each time it is")
    func computedTextIsLazy() throws {
        let computations = Ref(0)
        let label = ComponentAccessibilityText.computed {
            computations.value += 1
            return "Computed \(computations.value)"
        }
        let host = ComponentHost { _ in
            captionComponent("Ada", context: ComponentAccessibilityContext(accessibilityLabel: label))
        }
        let root = makeRootView()
        host.mount(in: root)
        host.rebuild()
        let caption = try #require(root.subviews.first as? CaptionView)
        #expect(computations.value == 0, "never computed while VoiceOver is off")
        withVoiceOver {
            #expect(computations.value == 1)
            #expect(caption.accessibilityLabel == "Computed 1")
            host.rebuild()
            #expect(computations.value == 2)
            #expect(caption.accessibilityLabel == "Computed 2")
        }
        host.rebuild()
        #expect(computations.value == 2)
        #expect(caption.accessibilityLabel == "Ada")
    }

    @Test("a context gone on remount is taken back from the reused view, which follows its own text again")
    func removedContextIsTakenBack() throws {
        let hasContext = Ref(true)
        let text = Ref("Hi")
        let customActions = [ComponentAccessibilityAction(name: "Wave", action: ComponentAction<Void> { _, _ in })]
        let host = ComponentHost { _ in
            var context = ComponentAccessibilityContext(
                accessibilityLabel: "Greeting",
                accessibilityHint: "Says hi",
                accessibilityCustomActions: customActions
            )
            context.addedTraits = .header
            return captionComponent(text.value, context: hasContext.value ? context : nil)
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let caption = try #require(root.subviews.first as? CaptionView)
            #expect(caption.accessibilityLabel == "Greeting")
            #expect(caption.accessibilityHint == "Says hi")
            #expect(caption.accessibilityTraits == [.staticText, .header])
            #expect(caption.accessibilityCustomActions?.map(\.name) == ["Wave"])

            hasContext.value = false
            host.rebuild()
            #expect(root.subviews.first === caption, "the same view, reused")
            #expect(caption.accessibilityLabel == "Hi")
            #expect(caption.accessibilityHint == nil)
            #expect(caption.accessibilityTraits == .staticText)
            #expect(caption.accessibilityCustomActions == nil)

            text.value = "Bye"
            host.rebuild()
            #expect(caption.accessibilityLabel == "Bye", "the label was given back, not frozen at 'Hi'")
        }
    }

    @Test("a context's custom actions come after the view's own and send from the component")
    func customActions() throws {
        let performed = Ref<[String]>([])
        let context = ComponentAccessibilityContext(accessibilityCustomActions: [
            ComponentAccessibilityAction(name: "Reply", action: ComponentAction<Void> { sender, _ in
                performed.value.append("Reply from \(type(of: sender))")
            }),
            ComponentAccessibilityAction(name: "Nothing", action: nil),
        ])
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    CaptionView.self,
                    [
                        .caption("Message"),
                        .accessibilityCustomActions([
                            ComponentAccessibilityAction(name: "Like", action: ComponentAction<Void> { _, _ in
                                performed.value.append("Like")
                            })
                        ]),
                    ],
                    accessibilityContext: context
                ),
                size: ComponentSize(width: 100, height: 20)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let caption = try #require(root.subviews.first as? CaptionView)
        #expect(caption.accessibilityCustomActions?.map(\.name) == ["Like"], "the attribute's, always")
        try withVoiceOver {
            let actions = try #require(caption.accessibilityCustomActions)
            #expect(actions.map(\.name) == ["Like", "Reply"], "a null action is not offered")
            for action in actions { #expect(action.actionHandler?(action) == true) }
            #expect(performed.value == ["Like", "Reply from Component"])
        }
        #expect(caption.accessibilityCustomActions?.map(\.name) == ["Like"])
    }

    @Test("forcedEnabled applies contexts without VoiceOver, or keeps them off while it runs")
    func forcedEnabled() throws {
        defer { ComponentAccessibility.forcedEnabled = nil }
        let host = ComponentHost { _ in
            captionComponent("Ada", context: ComponentAccessibilityContext(accessibilityLabel: "Name"))
        }
        let root = makeRootView()
        host.mount(in: root)
        let caption = try #require(root.subviews.first as? CaptionView)
        #expect(!ComponentAccessibility.isEnabled)
        ComponentAccessibility.forcedEnabled = true
        #expect(ComponentAccessibility.isEnabled)
        #expect(caption.accessibilityLabel == "Name", "applied at once to what is mounted")
        withVoiceOver {
            ComponentAccessibility.forcedEnabled = false
            #expect(!ComponentAccessibility.isEnabled)
            #expect(caption.accessibilityLabel == "Ada")
            ComponentAccessibility.forcedEnabled = nil
            #expect(caption.accessibilityLabel == "Name", "following VoiceOver again")
        }
        #expect(caption.accessibilityLabel == "Ada")
    }

    @Test("each modifier applies its part of the context to the view below it")
    func modifiers() throws {
        let stars = Ref(4)
        let rated = Ref(0)
        let host = ComponentHost {
            StackComponent(children: [
                ViewComponent<CaptionView>(size: ComponentSize(width: 100, height: 20)) { .caption("★★★★") }
                    .accessibilityLabel { "\(stars.value) stars" }
                    .accessibilityHint("Rates the film")
                    .accessibilityValue { "\(stars.value) of 5" }
                    .accessibilityAddTraits([.adjustable, .header])
                    .accessibilityRemoveTraits(.staticText)
                    .accessibilityIdentifier("rating")
                    .accessibilityAction(named: "Rate") { rated.value += 1 },
                ViewComponent<CaptionView>(size: ComponentSize(width: 100, height: 20)) { .caption("Decoration") }
                    .accessibilityHidden(true),
                ViewComponent<CaptionView>(size: ComponentSize(width: 100, height: 20)) { .caption("Plain") }
                    .accessibilityLabel("First")
                    .accessibilityHint { "Computed hint" }
                    .accessibilityValue("Value")
                    .accessibilityLabel("Last written wins"),
            ])
        }
        let root = makeRootView()
        host.mount(in: root)
        let captions = subviews(of: root, as: CaptionView.self)
        try #require(captions.count == 3)
        let (rating, decoration, plain) = (captions[0], captions[1], captions[2])
        #expect(rating.accessibilityIdentifier == "rating", "an identifier is applied without VoiceOver")
        #expect(rating.accessibilityLabel == "★★★★")
        #expect(!decoration.accessibilityElementsHidden)
        try withVoiceOver {
            #expect(rating.accessibilityLabel == "4 stars")
            #expect(rating.accessibilityHint == "Rates the film")
            #expect(rating.accessibilityValue == "4 of 5")
            #expect(rating.accessibilityTraits == [.adjustable, .header])
            let action = try #require(rating.accessibilityCustomActions?.first)
            #expect(action.name == "Rate")
            #expect(action.actionHandler?(action) == true)
            #expect(rated.value == 1)
            #expect(decoration.accessibilityElementsHidden)
            #expect(plain.accessibilityLabel == "Last written wins")
            #expect(plain.accessibilityHint == "Computed hint")
            #expect(plain.accessibilityValue == "Value")
            stars.value = 5
            host.rebuild()
            #expect(rating.accessibilityLabel == "5 stars")
        }
        #expect(rating.accessibilityIdentifier == "rating")
        #expect(rating.accessibilityTraits == .staticText)
        #expect(!decoration.accessibilityElementsHidden)
    }

    @Test("a modifier reaches the view through descriptions and layout components, over the view's own context")
    func modifierReachesTheViewBelow() throws {
        let host = ComponentHost {
            LabelDescription(text: "Ada")
                .padding(4)
                .accessibilityLabel("Padded")
            captionComponent(
                "Own",
                context: ComponentAccessibilityContext(accessibilityLabel: "Own", accessibilityHint: "Kept")
            )
            .accessibilityLabel("Modifier")
        }
        let root = makeRootView()
        host.mount(in: root)
        try withVoiceOver {
            let label = try #require(subviews(of: root, as: UILabel.self).first)
            #expect(label.accessibilityLabel == "Padded")
            let caption = try #require(subviews(of: root, as: CaptionView.self).first)
            #expect(caption.accessibilityLabel == "Modifier")
            #expect(caption.accessibilityHint == "Kept")
        }
    }

    @Test("an element that ignores its children is one element and hides the views below it")
    func ignoreChildren() throws {
        let host = ComponentHost {
            ViewComponent<UIView>(attributes: {}) {
                captionComponent("Inside")
            }
            .accessibilityElement()
            .accessibilityLabel("Card")
        }
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require(root.subviews.first)
        let inside = try #require(subviews(of: root, as: CaptionView.self).first)
        withVoiceOver {
            #expect(card.isAccessibilityElement)
            #expect(card.accessibilityLabel == "Card", "nothing read from the children")
            #expect(inside.accessibilityElementsHidden)
        }
        #expect(!card.isAccessibilityElement)
        #expect(!inside.accessibilityElementsHidden)
    }

    @Test("the headless UIAccessibility records what is posted and announces VoiceOver starting and stopping")
    func headlessUIAccessibility() {
        UIAccessibility.postedNotifications.removeAll()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .layoutChanged])
        #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        UIAccessibility.postedNotifications.removeAll()

        let heard = Ref(0)
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification,
            object: nil,
            queue: nil
        ) { _ in MainActor.assumeIsolated { heard.value += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIAccessibility.isVoiceOverRunning)
        withVoiceOver {
            #expect(UIAccessibility.isVoiceOverRunning)
            UIAccessibility.simulateVoiceOver(running: true)
            #expect(heard.value == 1, "posted only when the status changes")
        }
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(heard.value == 2)
    }
}
