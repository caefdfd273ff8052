import Foundation
import Testing

@testable import ComponentRuntime

/// A view whose property counts how often it is set, to see that equal values are not set again.
@MainActor
final class SetCountingView: UIView {
    var corner: CGFloat = 0 {
        didSet { sets += 1 }
    }
    var sets = 0
    /// A plain stored property (no observer): its key path is a field offset that Swift can name.
    var note = ""
}

/// A `\.layer.cornerRadius` written apart from the tests' own, to compare identifiers.
@MainActor
private func cornerRadiusElsewhere() -> AttributeValue<UIView> {
    .keyPath(\.layer.cornerRadius, 4)
}

@MainActor
@Suite("Key-path attributes")
struct KeyPathAttributeTests {
    private let size = ComponentSize(width: 10, height: 10)

    @Test("key-path attributes are applied on mount, nested ones through the layer")
    func appliedOnMount() throws {
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    UIView.self,
                    [
                        .keyPath(\.clipsToBounds, true), .keyPath(\.layer.cornerRadius, 8),
                        .keyPath(\.layer.borderWidth, 2), .keyPath(\.layer.borderColor, UIColor.red.cgColor),
                        AttributeValue(\.backgroundColor, .white),
                    ]
                ),
                size: size
            )
        }
        host.mount(in: root)
        let view = try #require(root.subviews.first)
        #expect(view.clipsToBounds)
        #expect(view.layer.masksToBounds, "clipsToBounds is the layer's masksToBounds")
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.borderWidth == 2)
        #expect(view.layer.borderColor == UIColor.red.cgColor)
        #expect(view.backgroundColor == .white, "the initializer a result builder calls for a tuple")
        #expect(host.statistics.attributesApplied == 5)
    }

    @Test("an unchanged value is skipped on a remount, a changed one is set")
    func skippedWhenUnchangedAppliedWhenChanged() throws {
        let corner = Ref<CGFloat>(5)
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    SetCountingView.self,
                    [.keyPath(\.corner, corner.value), .keyPath(\.alpha, 0.5)]
                ),
                size: self.size
            )
        }
        host.mount(in: root)
        let view = try #require(root.subviews.first as? SetCountingView)
        #expect(view.corner == 5 && view.sets == 1)

        host.rebuild()
        #expect(host.statistics.attributesSkipped == 2)
        #expect(host.statistics.attributesApplied == 0)
        #expect(view.sets == 1, "an equal value is not set again")

        corner.value = 7
        host.rebuild()
        #expect(view.corner == 7 && view.sets == 2)
        #expect(host.statistics.attributesApplied == 1)
        #expect(host.statistics.attributesSkipped == 1)
        #expect(host.statistics.viewsCreated == 0)
    }

    @Test("a reused view that no longer carries a key-path attribute gets its own value back")
    func unappliedOnReuse() throws {
        let styled = Ref(true)
        let corner = Ref<CGFloat>(8)
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    .factory("Tests.roundedView") { () -> UIView in
                        let view = UIView()
                        view.layer.cornerRadius = 3
                        return view
                    },
                    styled.value
                        ? [.keyPath(\.layer.cornerRadius, corner.value), .keyPath(\.backgroundColor, .red)] : []
                ),
                size: self.size
            )
        }
        host.mount(in: root)
        let view = try #require(root.subviews.first)
        #expect(view.layer.cornerRadius == 8 && view.backgroundColor == .red)

        corner.value = 12
        host.rebuild()
        #expect(view.layer.cornerRadius == 12)

        styled.value = false
        host.rebuild()
        #expect(host.statistics.viewsCreated == 0, "key-path attributes are not part of the reuse key")
        #expect(root.subviews.first === view)
        #expect(view.layer.cornerRadius == 3, "the view's value before the first attribute, not the last applied")
        #expect(view.backgroundColor == nil)
        #expect(host.statistics.attributesUnapplied == 2)
        #expect(ViewBookkeeping.existingRecord(for: view)?.originalValues.isEmpty ?? true)

        styled.value = true
        host.rebuild()
        #expect(view.layer.cornerRadius == 12)
        styled.value = false
        host.rebuild()
        #expect(view.layer.cornerRadius == 3, "remembered again on the next first application")
    }

    @Test("the identifier follows the key path: equal wherever written, distinct for different paths")
    func identifiers() {
        let here = AttributeValue<UIView>.keyPath(\.layer.cornerRadius, 4)
        #expect(here.identifier == cornerRadiusElsewhere().identifier)
        #expect(here.identifier == AttributeValue<UIView>(\.layer.cornerRadius, 9).identifier)

        let booleans: [AttributeValue<UIView>] = [
            .keyPath(\.clipsToBounds, true), .keyPath(\.layer.masksToBounds, true), .keyPath(\.isHidden, true),
            .keyPath(\.isUserInteractionEnabled, true),
        ]
        let widths: [AttributeValue<UIView>] = [.keyPath(\.layer.borderWidth, 1), here]
        let all = (booleans + widths).map(\.identifier)
        #expect(Set(all).count == all.count, "\(all)")
        #expect(all.allSatisfy { $0.hasPrefix("\\UIView.") }, "\(all)")
        #expect(!all.contains(AttributeValue<UIView>.alpha(1).identifier))

        // A plain stored property of a final class: the description names it.
        #expect(AttributeValue<SetCountingView>.keyPath(\.note, "").identifier == "\\SetCountingView.note")
    }

    @Test("values are equal for the same key path and an equal value only")
    func equality() {
        let clips = AttributeValue<UIView>.keyPath(\.clipsToBounds, true).box
        #expect(clips.isEqual(to: AttributeValue<UIView>.keyPath(\.clipsToBounds, true).box))
        #expect(!clips.isEqual(to: AttributeValue<UIView>.keyPath(\.clipsToBounds, false).box))
        #expect(!clips.isEqual(to: AttributeValue<UIView>.keyPath(\.isHidden, true).box), "same type and value")
        #expect(clips.hasUnapplicator)
    }

    @Test("key-path and typed attributes mix in one configuration; only typed ones make the reuse key")
    func mixedWithTypedAttributes() throws {
        let lines = Ref(2)
        let root = makeRootView()
        var configuration: ViewConfiguration?
        let host = ComponentHost { _ in
            let made = ViewConfiguration(
                UILabel.self,
                [
                    .text("Hi"), .keyPath(\.numberOfLines, lines.value), .keyPath(\.textAlignment, .center),
                    .textColor(.red), .keyPath(\.contentMode, .scaleAspectFit),
                ]
            )
            configuration = made
            return Component(view: made, size: self.size)
        }
        host.mount(in: root)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "Hi" && label.textColor == .red)
        #expect(label.numberOfLines == 2 && label.textAlignment == .center && label.contentMode == .scaleAspectFit)
        #expect(host.statistics.attributesApplied == 5)
        #expect(
            configuration?.reuseKey.attributeIdentifiers == [
                "ComponentRuntime.UILabel.text", "ComponentRuntime.UILabel.textColor",
            ]
        )
        #expect(configuration?.attributeIdentifiers.count == 5)

        lines.value = 0
        host.rebuild()
        #expect(label.numberOfLines == 0)
        #expect(host.statistics.attributesApplied == 1)
        #expect(host.statistics.attributesSkipped == 4)
    }

    @Test("a key path listed twice in one configuration is a duplicate attribute; the first value is kept")
    func duplicateKeyPath() throws {
        var configuration: ViewConfiguration?
        let diagnostics = RuntimeDiagnostics.collect {
            configuration = ViewConfiguration(
                UIView.self,
                [.keyPath(\.alpha, 0.5), .keyPath(\.clipsToBounds, true), .keyPath(\.alpha, 1)]
            )
        }
        #expect(diagnostics.map(\.kind) == [.duplicateAttribute])
        let identifier = AttributeValue<UIView>.keyPath(\.alpha, 0).identifier
        #expect(diagnostics.first?.message.contains(identifier) == true)
        #expect(configuration?.attributeIdentifiers.count == 2)

        let root = makeRootView()
        let host = ComponentHost { _ in Component(view: configuration, size: self.size) }
        host.mount(in: root)
        #expect(try #require(root.subviews.first).alpha == 0.5)
    }

    @Test("the title colour is one typed attribute per state")
    func titleColorForState() throws {
        let root = makeRootView()
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    UIButton.self,
                    [.title("Follow"), .titleColor(.red), .titleColor(.blue, for: .selected)]
                ),
                size: self.size
            )
        }
        host.mount(in: root)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.titleColor(for: .normal) == .red)
        #expect(button.titleColor(for: .selected) == .blue)
        #expect(host.statistics.attributesApplied == 3)
    }
}
