public import Foundation

/// The states a ``Button`` keeps a title and an image for, like `UIControl.State`.
public enum ControlState: Hashable, Sendable, CaseIterable {
    /// The default state.
    case normal
    /// While a touch is down.
    case highlighted
    /// While the control is selected.
    case selected
    /// While the control is disabled.
    case disabled
}

/// A view that shows one line of text, like `UILabel`.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String?
    /// The text colour.
    public var textColor: Color = .black

    /// Adds the text to the dump.
    open override var dumpProperties: [String] {
        super.dumpProperties + (text.map { ["text=\"\($0)\""] } ?? [])
    }
}

/// A view that shows an image, like `UIImageView`.
@MainActor
open class ImageView: View {
    /// The image shown.
    public var image: Image?

    /// Adds the image to the dump.
    open override var dumpProperties: [String] {
        super.dumpProperties + (image.map { ["\($0)"] } ?? [])
    }
}

/// A control with a title and an image per state, like `UIButton`.
@MainActor
open class Button: Control {
    private var titles: [ControlState: String] = [:]
    private var images: [ControlState: Image] = [:]

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: ControlState) { titles[state] = title }
    /// The title for `state`, falling back to the normal state's.
    public func title(for state: ControlState) -> String? { titles[state] ?? titles[.normal] }
    /// Sets the image shown in `state`.
    public func setImage(_ image: Image?, for state: ControlState) { images[state] = image }
    /// The image for `state`, falling back to the normal state's.
    public func image(for state: ControlState) -> Image? { images[state] ?? images[.normal] }

    /// The title the button shows now.
    public var currentTitle: String? { title(for: isEnabled ? (isSelected ? .selected : .normal) : .disabled) }

    /// Adds the current title to the dump.
    open override var dumpProperties: [String] {
        super.dumpProperties + (currentTitle.map { ["title=\"\($0)\""] } ?? [])
    }
}

/// An on/off control, like `UISwitch`. ``setOn(_:sendingActions:)`` reports `.valueChanged` as a user's flip would.
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false

    /// Changes the value; with `sendingActions`, reports `.valueChanged` as a user's flip does.
    public func setOn(_ on: Bool, sendingActions: Bool = false) {
        guard on != isOn else { return }
        isOn = on
        if sendingActions { sendActions(for: .valueChanged) }
    }

    /// Adds the value to the dump.
    open override var dumpProperties: [String] { super.dumpProperties + ["on=\(isOn)"] }
}

/// A view that scrolls its content, like `UIScrollView`; the offset is its state.
@MainActor
open class ScrollView: View {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint = .zero
    /// The size of the scrollable content.
    public var contentSize: CGSize = .zero

    /// Adds the offset to the dump.
    open override var dumpProperties: [String] {
        super.dumpProperties + ["offset=(\(contentOffset.x.compactDescription), \(contentOffset.y.compactDescription))"]
    }
}
