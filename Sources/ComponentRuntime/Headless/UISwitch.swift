#if !canImport(UIKit)
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
#endif
