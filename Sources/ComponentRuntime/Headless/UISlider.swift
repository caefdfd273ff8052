#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UISlider`: a control that picks a value from a continuous range by dragging a
    /// thumb. ``simulateSlide(to:steps:)`` plays the user's drag.
    ///
    /// For assistive technologies it is adjustable: its value reads as a percentage of the range (`"50%"`), and
    /// ``accessibilityIncrement()`` and ``accessibilityDecrement()`` move it by a tenth of the range, as UIKit's
    /// slider does.
    @MainActor
    open class UISlider: UIControl {
        /// The value, always within ``minimumValue`` … ``maximumValue`` (a value set outside is pinned to the
        /// nearer end, as in UIKit). 0 by default. Setting it sends no actions.
        open var value: Float {
            get { storedValue }
            set { storedValue = min(max(newValue, minimumValue), maximumValue) }
        }
        private var storedValue: Float = 0

        /// The smallest value; 0 by default. Raising it above ``value`` raises the value, and above
        /// ``maximumValue`` raises the maximum too, as in UIKit.
        open var minimumValue: Float = 0 {
            didSet {
                if maximumValue < minimumValue { maximumValue = minimumValue }
                value = storedValue
            }
        }

        /// The largest value; 1 by default. Lowering it below ``value`` lowers the value, and below
        /// ``minimumValue`` lowers the minimum too, as in UIKit.
        open var maximumValue: Float = 1 {
            didSet {
                if minimumValue > maximumValue { minimumValue = maximumValue }
                value = storedValue
            }
        }

        /// The image beside the minimum end of the track (a quiet speaker).
        open var minimumValueImage: UIImage?
        /// The image beside the maximum end of the track (a loud speaker).
        open var maximumValueImage: UIImage?
        /// Whether a drag reports `.valueChanged` at every move (`true`, the default) or once when it ends.
        open var isContinuous = true
        /// The colour of the track below the thumb; `nil` for the tint colour.
        open var minimumTrackTintColor: UIColor?
        /// The colour of the track above the thumb; `nil` for the system grey.
        open var maximumTrackTintColor: UIColor?
        /// The colour of the thumb; `nil` for the system white.
        open var thumbTintColor: UIColor?

        // Keyed by raw value, as UIButton's: UIControl.State is not Hashable in UIKit.
        private var thumbImages: [UInt: UIImage] = [:]
        private var minimumTrackImages: [UInt: UIImage] = [:]
        private var maximumTrackImages: [UInt: UIImage] = [:]

        /// Sets the value (pinned to the range) without sending actions; there is no animation to run here.
        open func setValue(_ value: Float, animated: Bool) {
            self.value = value
        }

        /// Sets the thumb's image in `state`.
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
        /// Sets the image of the track below the thumb in `state`.
        open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
            minimumTrackImages[state.rawValue] = image
        }
        /// Sets the image of the track above the thumb in `state`.
        open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
            maximumTrackImages[state.rawValue] = image
        }
        /// The thumb's image in `state`, falling back to the normal state's.
        open func thumbImage(for state: UIControl.State) -> UIImage? { Self.image(in: thumbImages, for: state) }
        /// The image of the track below the thumb in `state`, falling back to the normal state's.
        open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
            Self.image(in: minimumTrackImages, for: state)
        }
        /// The image of the track above the thumb in `state`, falling back to the normal state's.
        open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
            Self.image(in: maximumTrackImages, for: state)
        }
        /// The thumb's image in the current state.
        open var currentThumbImage: UIImage? { thumbImage(for: state) }
        /// The image of the track below the thumb in the current state.
        open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
        /// The image of the track above the thumb in the current state.
        open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

        private static func image(in images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
            images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
        }

        // Geometry. UIKit's numbers come from its artwork; the headless backend uses simple ones (a square image
        // at each end, a 4-point track between them, a 28-point thumb) so that subclasses that override these to
        // restyle the slider compile and get sensible rectangles.

        /// Where the minimum-value image goes: a square at the left end, or an empty rectangle without an image.
        open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
            guard minimumValueImage != nil else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
            return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.height, height: bounds.height)
        }

        /// Where the maximum-value image goes: a square at the right end, or an empty rectangle without an image.
        open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
            guard maximumValueImage != nil else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
            return CGRect(x: bounds.maxX - bounds.height, y: bounds.minY, width: bounds.height, height: bounds.height)
        }

        /// Where the track goes: 4 points high, centred, between the value images.
        open func trackRect(forBounds bounds: CGRect) -> CGRect {
            let start = minimumValueImageRect(forBounds: bounds).maxX
            let end = maximumValueImageRect(forBounds: bounds).minX
            return CGRect(x: start, y: bounds.midY - 2, width: max(end - start, 0), height: 4)
        }

        /// Where the thumb goes for `value`: a 28-point square centred on the track at the value's place in the
        /// range.
        open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
            let range = maximumValue - minimumValue
            let fraction = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
            let side: CGFloat = 28
            let x = rect.minX + (rect.width - side) * fraction
            return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
        }

        /// Drags the thumb to `target` (pinned to the range) as a user would, in `steps` equal moves: while it
        /// drags, ``UIControl/isTracking`` is `true`. A continuous slider reports `.valueChanged` after each move
        /// that changed the value; another reports it once at the end, if the value changed. No touch events are
        /// sent. Does nothing when the slider is disabled or hidden. (Headless backend only.)
        public func simulateSlide(to target: Float, steps: Int = 1) {
            guard isEnabled, !isHidden else { return }
            let start = value
            let end = min(max(target, minimumValue), maximumValue)
            let moves = max(steps, 1)
            isTrackingTouch = true
            defer { isTrackingTouch = false }
            for move in 1...moves {
                let before = value
                value = move == moves ? end : start + (end - start) * Float(move) / Float(moves)
                if isContinuous, value != before { sendActions(for: .valueChanged) }
            }
            if !isContinuous, value != start { sendActions(for: .valueChanged) }
        }

        /// Moves the value up by a tenth of the range and reports `.valueChanged`, as VoiceOver's swipe up on
        /// UIKit's slider does. Nothing happens at the maximum, or while the slider is disabled or hidden.
        open func accessibilityIncrement() {
            adjustByTenth(1)
        }

        /// Moves the value down by a tenth of the range and reports `.valueChanged`, as VoiceOver's swipe down on
        /// UIKit's slider does. Nothing happens at the minimum, or while the slider is disabled or hidden.
        open func accessibilityDecrement() {
            adjustByTenth(-1)
        }

        private func adjustByTenth(_ direction: Float) {
            guard isEnabled, !isHidden else { return }
            let before = value
            value += direction * (maximumValue - minimumValue) / 10
            if value != before { sendActions(for: .valueChanged) }
        }

        /// Adjustable, as UIKit's slider.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            super.accessibilityTraitsByDefault.union(.adjustable)
        }

        /// The value's place in the range as a whole percentage (`"50%"`), as UIKit's slider reads it.
        override var accessibilityValueByDefault: String? {
            let range = maximumValue - minimumValue
            let fraction = range > 0 ? (value - minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        }

        /// Adds the value (and the range, when it is not 0 … 1) to the dump.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties + ["value=\(value.compactDescription)"]
            if minimumValue != 0 || maximumValue != 1 {
                properties.append("range=\(minimumValue.compactDescription)…\(maximumValue.compactDescription)")
            }
            return properties
        }
    }

    extension Float {
        /// `0.5`, or `2` rather than `2.0`: how a slider's numbers read in a dump.
        var compactDescription: String {
            self == rounded() && Swift.abs(self) < 1e9 ? String(Int(self)) : String(self)
        }
    }
#endif
