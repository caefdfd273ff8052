#if !canImport(UIKit)

    /// The headless backend's `UIStepper`: a minus and a plus button that step a value through a range.
    /// ``simulateIncrement()`` and ``simulateDecrement()`` play the user's taps.
    ///
    /// For assistive technologies it is adjustable, its value is the number, and ``accessibilityIncrement()`` and
    /// ``accessibilityDecrement()`` step it as the buttons do.
    @MainActor
    open class UIStepper: UIControl {
        /// Whether holding a button reports `.valueChanged` at every step (`true`, the default) or once when it is
        /// released. A simulated tap is one step, so it reports once either way.
        open var isContinuous = true
        /// Whether holding a button keeps stepping; `true` by default. Stored only: the headless backend simulates
        /// taps, not holds.
        open var autorepeat = true
        /// Whether stepping past one end of the range goes on from the other end; `false` by default.
        open var wraps = false

        /// The value, always within ``minimumValue`` … ``maximumValue`` (a value set outside is pinned to the
        /// nearer end, as in UIKit). 0 by default. Setting it sends no actions.
        open var value: Double {
            get { storedValue }
            set { storedValue = min(max(newValue, minimumValue), maximumValue) }
        }
        private var storedValue: Double = 0

        /// The smallest value; 0 by default. It must stay below ``maximumValue``: UIKit raises an exception
        /// otherwise, and the headless backend stops with a precondition failure. The value is pinned into the
        /// new range.
        open var minimumValue: Double = 0 {
            didSet {
                precondition(minimumValue < maximumValue, "UIStepper.minimumValue must be less than maximumValue")
                value = storedValue
            }
        }

        /// The largest value; 100 by default. It must stay above ``minimumValue`` (see there). The value is pinned
        /// into the new range.
        open var maximumValue: Double = 100 {
            didSet {
                precondition(maximumValue > minimumValue, "UIStepper.maximumValue must be greater than minimumValue")
                value = storedValue
            }
        }

        /// How much one tap changes the value; 1 by default. It must be greater than 0, as in UIKit.
        open var stepValue: Double = 1 {
            didSet { precondition(stepValue > 0, "UIStepper.stepValue must be greater than 0") }
        }

        // Keyed by raw value, as UIButton's: UIControl.State is not Hashable in UIKit.
        private var backgroundImages: [UInt: UIImage] = [:]
        private var incrementImages: [UInt: UIImage] = [:]
        private var decrementImages: [UInt: UIImage] = [:]
        private var dividerImages: [String: UIImage] = [:]

        /// Sets the background image in `state`.
        open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
            backgroundImages[state.rawValue] = image
        }
        /// The background image in `state`, falling back to the normal state's.
        open func backgroundImage(for state: UIControl.State) -> UIImage? {
            backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
        }
        /// Sets the plus button's image in `state`.
        open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
            incrementImages[state.rawValue] = image
        }
        /// The plus button's image in `state`, falling back to the normal state's.
        open func incrementImage(for state: UIControl.State) -> UIImage? {
            incrementImages[state.rawValue] ?? incrementImages[UIControl.State.normal.rawValue]
        }
        /// Sets the minus button's image in `state`.
        open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
            decrementImages[state.rawValue] = image
        }
        /// The minus button's image in `state`, falling back to the normal state's.
        open func decrementImage(for state: UIControl.State) -> UIImage? {
            decrementImages[state.rawValue] ?? decrementImages[UIControl.State.normal.rawValue]
        }
        /// Sets the image between the buttons for a pair of button states.
        open func setDividerImage(
            _ image: UIImage?,
            forLeftSegmentState leftState: UIControl.State,
            rightSegmentState rightState: UIControl.State
        ) {
            dividerImages["\(leftState.rawValue),\(rightState.rawValue)"] = image
        }
        /// The image between the buttons for a pair of button states.
        open func dividerImage(
            forLeftSegmentState leftState: UIControl.State,
            rightSegmentState rightState: UIControl.State
        ) -> UIImage? {
            dividerImages["\(leftState.rawValue),\(rightState.rawValue)"]
        }

        /// Taps the plus button as a user would: adds ``stepValue``; past ``maximumValue`` the value becomes
        /// ``minimumValue`` when the stepper ``wraps``, else stops at the maximum. Reports `.valueChanged` once
        /// when the value changed (at the maximum of a stepper that does not wrap, UIKit disables the button:
        /// nothing happens). Does nothing when the stepper is disabled or hidden. (Headless backend only.)
        public func simulateIncrement() {
            step(by: stepValue)
        }

        /// Taps the minus button as a user would: subtracts ``stepValue``; below ``minimumValue`` the value
        /// becomes ``maximumValue`` when the stepper ``wraps``, else stops at the minimum. Reports `.valueChanged`
        /// as ``simulateIncrement()`` does. (Headless backend only.)
        public func simulateDecrement() {
            step(by: -stepValue)
        }

        private func step(by delta: Double) {
            guard isEnabled, !isHidden else { return }
            let before = value
            let next = before + delta
            if next > maximumValue {
                value = wraps ? minimumValue : maximumValue
            } else if next < minimumValue {
                value = wraps ? maximumValue : minimumValue
            } else {
                value = next
            }
            if value != before { sendActions(for: .valueChanged) }
        }

        /// Steps up as the plus button does, for VoiceOver's swipe up.
        open func accessibilityIncrement() {
            simulateIncrement()
        }

        /// Steps down as the minus button does, for VoiceOver's swipe down.
        open func accessibilityDecrement() {
            simulateDecrement()
        }

        /// Adjustable: VoiceOver swipes step it.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            super.accessibilityTraitsByDefault.union(.adjustable)
        }

        /// The value as a number (`"3"`, `"2.5"`).
        override var accessibilityValueByDefault: String? { CGFloat(value).compactDescription }

        /// Adds the value to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + ["value=\(CGFloat(value).compactDescription)"]
        }
    }
#endif
