#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UILabel`: a view that shows text.
    @MainActor
    open class UILabel: UIView {
        /// The text shown.
        open var text: String?
        /// Styled text shown; setting it sets ``text`` to its characters, as UIKit does.
        open var attributedText: NSAttributedString? {
            didSet { text = attributedText?.string }
        }
        /// The text colour (implicitly unwrapped, as in UIKit; black by default).
        open var textColor: UIColor! = .black
        /// The most lines shown; 0 means no limit.
        open var numberOfLines = 1
        /// The font (implicitly unwrapped, as in UIKit; the 17-point system font by default).
        open var font: UIFont! = .systemFont(ofSize: 17)
        /// How lines are aligned.
        open var textAlignment: NSTextAlignment = .natural
        /// How text that does not fit is broken or truncated.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// Adds the text to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (text.map { ["text=\"\($0)\""] } ?? [])
        }
    }

    /// The headless backend's `UIImageView`: a view that shows an image.
    @MainActor
    open class UIImageView: UIView {
        /// The image shown.
        open var image: UIImage?

        /// Creates an image view showing `image`.
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: .zero)
        }

        /// Creates an empty image view with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Adds the image to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (image.map { ["\($0)"] } ?? [])
        }
    }

    /// The headless backend's `UIButton`: a control with a title and an image per state.
    @MainActor
    open class UIButton: UIControl {
        // Keyed by raw value: UIKit's UIControl.State is not Hashable, and the headless one matches it.
        private var titles: [UInt: String] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private var images: [UInt: UIImage] = [:]

        /// Sets the title shown in `state`.
        open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
        /// The title for `state`, falling back to the normal state's.
        open func title(for state: UIControl.State) -> String? {
            titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        }
        /// Sets the title colour used in `state`.
        open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
        /// The title colour for `state`, falling back to the normal state's.
        open func titleColor(for state: UIControl.State) -> UIColor? {
            titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
        }
        /// Sets the image shown in `state`.
        open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
        /// The image for `state`, falling back to the normal state's.
        open func image(for state: UIControl.State) -> UIImage? {
            images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
        }

        /// The title the button shows now.
        open var currentTitle: String? { title(for: state) }

        /// Adds the current title to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (currentTitle.map { ["title=\"\($0)\""] } ?? [])
        }
    }

    /// The headless backend's `UISwitch`: an on/off control. ``simulateFlip(to:)`` plays the user.
    @MainActor
    open class UISwitch: UIControl {
        /// Whether the switch is on.
        open var isOn = false

        /// Changes the value without sending actions, as UIKit's `setOn(_:animated:)` does.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }

        /// Flips the switch as a user would: changes the value and reports `.valueChanged`. (Headless backend
        /// only.)
        public func simulateFlip(to on: Bool) {
            guard on != isOn, isEnabled, !isHidden else { return }
            isOn = on
            sendActions(for: .valueChanged)
        }

        /// Adds the value to the dump.
        open override var dumpProperties: [String] { super.dumpProperties + ["on=\(isOn)"] }
    }

    /// What a scroll view tells its delegate: the headless backend's `UIScrollViewDelegate` (every method
    /// optional, as in UIKit).
    @MainActor
    public protocol UIScrollViewDelegate: AnyObject {
        /// The content offset changed.
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        /// The user is about to drag the content.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        /// Scrolling came to a stop after a drag.
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// Does nothing.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    }

    /// The headless backend's `UIScrollView`: a view that scrolls its content; the offset is its state.
    @MainActor
    open class UIScrollView: UIView {
        /// How far the content is scrolled. Setting it tells the delegate, as in UIKit.
        open var contentOffset: CGPoint = .zero {
            didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
        }
        /// The size of the scrollable content.
        open var contentSize: CGSize = .zero
        /// The delegate, held weakly.
        open weak var delegate: (any UIScrollViewDelegate)? {
            didSet { delegateAssignmentObserver?(self) }
        }
        /// Told of every assignment to ``delegate``: what lets a collection host stay the delegate and forward
        /// to one set after it (UIKit's collection host does this with its own collection view subclass).
        var delegateAssignmentObserver: (@MainActor (UIScrollView) -> Void)?

        /// Plays a user's drag to `offset`: begin dragging, scroll, come to a stop. (Headless backend only.)
        public func simulateDrag(to offset: CGPoint) {
            delegate?.scrollViewWillBeginDragging(self)
            contentOffset = offset
            delegate?.scrollViewDidEndDecelerating(self)
        }

        /// Adds the offset to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + [
                "offset=(\(contentOffset.x.compactDescription), \(contentOffset.y.compactDescription))"
            ]
        }
    }
#endif
