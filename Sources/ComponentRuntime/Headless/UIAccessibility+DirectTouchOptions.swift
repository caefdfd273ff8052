#if !canImport(UIKit)
    extension UIAccessibility {
        /// How VoiceOver treats a direct touch area (a piano keyboard, a drawing canvas), whose touches go to the
        /// app while VoiceOver runs: UIKit's `UIAccessibility.DirectTouchOptions`, with UIKit's raw values. A
        /// view's ``UIView/accessibilityDirectTouchOptions``; the headless backend keeps it and passes no touches.
        public struct DirectTouchOptions: OptionSet, Hashable, Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// Creates a set from a raw bit mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// Touches reach the area at once, without VoiceOver speaking (the app gives its own audio feedback).
            public static let silentOnTouch = DirectTouchOptions(rawValue: 1 << 0)
            /// VoiceOver must activate the element before its touches pass through.
            public static let requiresActivation = DirectTouchOptions(rawValue: 1 << 1)
        }
    }
#endif
