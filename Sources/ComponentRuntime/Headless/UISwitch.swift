#if !canImport(UIKit)

    /// The headless backend's `UISwitch`: an on/off control. ``simulateFlip(to:)`` plays the user.
    ///
    /// For assistive technologies it is a button that toggles, whose value is `"1"` when on and `"0"` when off,
    /// as UIKit's switch.
    @MainActor
    open class UISwitch: UIControl {
        /// How a switch is drawn: UIKit's `UISwitch.Style`, with UIKit's raw values.
        public enum Style: Int, Sendable {
            /// As the platform draws switches.
            case automatic = 0
            /// A checkbox (the Mac idiom's).
            case checkbox = 1
            /// A sliding switch (the iPhone's).
            case sliding = 2
        }

        /// Whether the switch is on.
        open var isOn = false
        /// The colour of the track while on; `nil` for the system green.
        open var onTintColor: UIColor?
        /// The colour of the thumb; `nil` for the system white.
        open var thumbTintColor: UIColor?
        /// An image for the on side of the track. (UIKit ignores it since iOS 7; kept for source compatibility.)
        open var onImage: UIImage?
        /// An image for the off side of the track. (UIKit ignores it since iOS 7; kept for source compatibility.)
        open var offImage: UIImage?
        /// A title shown beside a checkbox-style switch.
        open var title: String?
        /// The style the app asks for; `.automatic` by default.
        open var preferredStyle: Style = .automatic
        /// The style the switch is drawn in: the preferred style, with `.automatic` meaning `.sliding` (an
        /// iPhone's, which the headless backend stands for).
        open var style: Style { preferredStyle == .automatic ? .sliding : preferredStyle }

        /// Changes the value without sending actions, as UIKit's `setOn(_:animated:)` does.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }

        /// Flips the switch as a user would: changes the value and reports `.valueChanged`, once. Does nothing when
        /// the switch is already `on`, or disabled, or hidden. (Headless backend only.)
        public func simulateFlip(to on: Bool) {
            guard on != isOn, isEnabled, !isHidden else { return }
            isOn = on
            sendActions(for: .valueChanged)
        }

        /// A button that toggles, as UIKit's switch.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            super.accessibilityTraitsByDefault.union([.button, .toggleButton])
        }

        /// `"1"` when on, `"0"` when off, as UIKit's switch.
        override var accessibilityValueByDefault: String? { isOn ? "1" : "0" }

        /// Adds the value to the dump.
        open override var dumpProperties: [String] { super.dumpProperties + ["on=\(isOn)"] }
    }
#endif
