import ComponentRuntime
import Foundation

/// A leaf with a label of fixed size.
@MainActor
func labelComponent(_ text: String, width: CGFloat = 100, height: CGFloat = 20) -> Component {
    Component(view: ViewConfiguration(UILabel.self, [.text(text)]), size: ComponentSize(width: width, height: height))
}

/// A root view of a given size.
@MainActor
func makeRootView(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    let view = UIView()
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return view
}

/// Every view below `view` (not including it), depth first.
@MainActor
func allSubviews(of view: UIView) -> [UIView] {
    view.subviews.flatMap { [$0] + allSubviews(of: $0) }
}

/// A custom view whose initializer takes an argument (seed 003), with an attribute that has an updater and
/// one that has an unapplicator, counting every call.
@MainActor
final class BadgeView: UIView {
    let style: String
    var count = 0
    var tint: UIColor?
    var log: [String] = []

    init(style: String) {
        self.style = style
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        self.style = "plain"
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

extension AttributeValue where V: BadgeView {
    static func count(_ value: Int) -> Self {
        Self(
            ViewAttribute(
                "Tests.BadgeView.count",
                update: { view, old, new in
                    view.log.append("update \(old)->\(new)")
                    view.count = new
                },
                apply: { view, value in
                    view.log.append("apply \(value)")
                    view.count = value
                }
            ),
            value
        )
    }

    static func tint(_ value: UIColor?) -> Self {
        Self(
            ViewAttribute(
                "Tests.BadgeView.tint",
                unapply: { view, old in
                    view.log.append("unapply \(old.map(\.description) ?? "nil")")
                    view.tint = nil
                },
                apply: { view, value in
                    view.log.append("apply tint \(value.map(\.description) ?? "nil")")
                    view.tint = value
                }
            ),
            value
        )
    }
}

extension ViewClass where V == BadgeView {
    static func badge(style: String) -> Self {
        .factory("Tests.BadgeView(style:)", arguments: style) { BadgeView(style: style) }
    }
}

/// A composite that renders whatever its closure returns; handy for ad-hoc trees.
final class Wrapper: CompositeComponent {
    let body: () -> Component
    init(scope: some Hashable & Sendable, _ body: @escaping () -> Component) {
        self.body = body
        super.init(scope: scope)
    }
    init(_ body: @escaping () -> Component) {
        self.body = body
        super.init()
    }
    override func render() -> Component { body() }
}

/// A mutable value the host's build closure reads, standing in for an app's model.
@MainActor
final class Ref<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// SplitMix64: a small deterministic generator, so a randomised test gives the same inputs for the same seed on
/// every machine and a failure can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
