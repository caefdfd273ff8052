#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIAccessibilityElement`: an element assistive technologies visit that is not a
    /// view, listed in its container's `accessibilityElements`. The runtime makes one for a component without a
    /// view whose accessibility context makes it an element or a container.
    ///
    /// It has the accessibility properties a view has, with UIKit's names and defaults (a new element is not an
    /// element until ``isAccessibilityElement`` is set, as in UIKit). Its ``accessibilityFrame`` follows its
    /// container view when ``accessibilityFrameInContainerSpace`` was set, as UIKit's does.
    @MainActor
    open class UIAccessibilityElement: UIResponder {
        /// Creates an element in `container`: the view (or element) whose `accessibilityElements` list it.
        public init(accessibilityContainer container: Any) {
            accessibilityContainer = container as AnyObject
            super.init()
        }

        /// The view (or element) that lists this element. Weak, as in UIKit.
        open weak var accessibilityContainer: AnyObject?
        /// Whether assistive technologies see this object as an element; `false` until set, as in UIKit.
        open var isAccessibilityElement = false
        /// What VoiceOver reads for the element.
        open var accessibilityLabel: String?
        /// The label with attributes; setting it sets ``accessibilityLabel`` to its characters.
        open var accessibilityAttributedLabel: NSAttributedString? {
            get { accessibilityLabel.map { NSAttributedString(string: $0) } }
            set { accessibilityLabel = newValue?.string }
        }
        /// What happens when the element is activated, read after a pause.
        open var accessibilityHint: String?
        /// The hint with attributes; setting it sets ``accessibilityHint`` to its characters.
        open var accessibilityAttributedHint: NSAttributedString? {
            get { accessibilityHint.map { NSAttributedString(string: $0) } }
            set { accessibilityHint = newValue?.string }
        }
        /// The element's current value, when it differs from its label.
        open var accessibilityValue: String?
        /// The value with attributes; setting it sets ``accessibilityValue`` to its characters.
        open var accessibilityAttributedValue: NSAttributedString? {
            get { accessibilityValue.map { NSAttributedString(string: $0) } }
            set { accessibilityValue = newValue?.string }
        }
        /// What the element is and its state.
        open var accessibilityTraits: UIAccessibilityTraits = .none
        /// An identifier UI tests find the element by.
        open var accessibilityIdentifier: String?
        /// The custom actions assistive technologies offer on the element.
        open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

        /// The element's frame in its container view's coordinates. Setting it makes ``accessibilityFrame``
        /// follow the container: the frame in screen coordinates is worked out from it each time it is read.
        open var accessibilityFrameInContainerSpace: CGRect = .zero {
            didSet { explicitAccessibilityFrame = nil }
        }
        /// The element's frame in screen coordinates: the one set, else ``accessibilityFrameInContainerSpace``
        /// converted from the container view's coordinates (for a container that is an element, offset by its
        /// frame).
        open var accessibilityFrame: CGRect {
            get {
                if let explicitAccessibilityFrame { return explicitAccessibilityFrame }
                let frame = accessibilityFrameInContainerSpace
                if let view = accessibilityContainer as? UIView {
                    return UIAccessibility.convertToScreenCoordinates(frame, in: view)
                }
                if let element = accessibilityContainer as? UIAccessibilityElement {
                    return frame.offsetBy(dx: element.accessibilityFrame.minX, dy: element.accessibilityFrame.minY)
                }
                return frame
            }
            set { explicitAccessibilityFrame = newValue }
        }
        private var explicitAccessibilityFrame: CGRect?
        /// The point VoiceOver activates, in screen coordinates; `.zero` means the centre of the element.
        open var accessibilityActivationPoint: CGPoint = .zero
        /// The language VoiceOver reads the element in (a BCP 47 tag); `nil` for the app's.
        open var accessibilityLanguage: String?
        /// Whether the elements this one contains are hidden from assistive technologies.
        open var accessibilityElementsHidden = false
        /// Whether assistive technologies ignore the element's siblings while it is visible.
        open var accessibilityViewIsModal = false
        /// Whether VoiceOver reads the element's children together before moving on.
        open var shouldGroupAccessibilityChildren = false
        /// How assistive technologies move through the element's children.
        open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic
        /// What kind of container the element is.
        open var accessibilityContainerType: UIAccessibilityContainerType = .none
        /// The elements this one contains, in reading order, when it is a container; `nil` when it is not.
        open var accessibilityElements: [Any]?
        /// Whether the element responds to user interaction although it has no interactive trait.
        open var accessibilityRespondsToUserInteraction = false
        /// The words a user can say to activate the element with Voice Control; the label by default.
        open var accessibilityUserInputLabels: [String]! {
            get { explicitUserInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
            set { explicitUserInputLabels = newValue }
        }
        private var explicitUserInputLabels: [String]?
        /// The user input labels with attributes.
        open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
            get { accessibilityUserInputLabels.map { NSAttributedString(string: $0) } }
            set { accessibilityUserInputLabels = newValue?.map(\.string) }
        }
    }
#endif
