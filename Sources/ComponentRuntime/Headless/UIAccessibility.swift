#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIAccessibility`: whether VoiceOver runs, the notification that says it started or
    /// stopped, and the notifications an app posts to assistive technologies, with UIKit's names.
    ///
    /// VoiceOver never runs by itself here: a test turns it on with ``simulateVoiceOver(running:)``, which posts
    /// ``voiceOverStatusDidChangeNotification`` as UIKit does, and reads what the code under test posted in
    /// ``postedNotifications``.
    public enum UIAccessibility {
        /// A notification an app posts to assistive technologies: UIKit's `UIAccessibility.Notification`, with
        /// UIKit's raw values.
        public struct Notification: Hashable, RawRepresentable, Sendable, CustomStringConvertible {
            /// The raw value.
            public let rawValue: UInt32
            /// Creates a notification from its raw value.
            public init(rawValue: UInt32) { self.rawValue = rawValue }

            /// A new screen appeared: VoiceOver moves to its first element (or the element given as argument).
            public static let screenChanged = Notification(rawValue: 1000)
            /// The layout of the screen changed: VoiceOver moves to the element given as argument, if any.
            public static let layoutChanged = Notification(rawValue: 1001)
            /// VoiceOver reads the string given as argument.
            public static let announcement = Notification(rawValue: 1008)
            /// A scroll finished: VoiceOver reads the string given as argument (the new position).
            public static let pageScrolled = Notification(rawValue: 1009)

            /// The notification's name (`screenChanged`, …), or its raw value.
            public var description: String {
                switch self {
                case .screenChanged: return "screenChanged"
                case .layoutChanged: return "layoutChanged"
                case .announcement: return "announcement"
                case .pageScrolled: return "pageScrolled"
                default: return "UIAccessibility.Notification(rawValue: \(rawValue))"
                }
            }
        }

        /// One notification posted with ``post(notification:argument:)``. (Headless backend only.)
        public struct PostedNotification {
            /// The notification.
            public let notification: Notification
            /// Its argument: a string for an announcement, an element (or `nil`) to move to for a screen or layout
            /// change.
            public let argument: Any?
        }

        /// Whether VoiceOver runs. `false` until a test says otherwise with ``simulateVoiceOver(running:)``.
        @MainActor
        public static var isVoiceOverRunning: Bool { voiceOverRunning }
        @MainActor private static var voiceOverRunning = false

        /// Posted (on the default notification center, on the main thread) when VoiceOver starts or stops.
        public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
            "UIAccessibilityVoiceOverStatusDidChangeNotification"
        )

        /// Tells assistive technologies that something happened. The headless backend records it in
        /// ``postedNotifications``.
        @MainActor
        public static func post(notification: Notification, argument: Any?) {
            postedNotifications.append(PostedNotification(notification: notification, argument: argument))
        }

        /// Every notification posted so far, in order. (Headless backend only; tests clear it.)
        @MainActor
        public static var postedNotifications: [PostedNotification] = []

        /// Starts or stops VoiceOver, as the user would in Settings, posting
        /// ``voiceOverStatusDidChangeNotification`` when that changes whether it runs. (Headless backend only.)
        @MainActor
        public static func simulateVoiceOver(running: Bool) {
            guard running != voiceOverRunning else { return }
            voiceOverRunning = running
            NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
        }

        /// `rect`, in `view`'s coordinates, in screen coordinates: those of the outermost view above it (its
        /// window's, for a view in a window), less the offset of each scroll view it scrolls with.
        @MainActor
        public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
            var origin = rect.origin
            var current: UIView? = view
            while let inner = current {
                if let scrollView = inner as? UIScrollView {
                    origin.x -= scrollView.contentOffset.x
                    origin.y -= scrollView.contentOffset.y
                }
                origin.x += inner.frame.origin.x
                origin.y += inner.frame.origin.y
                current = inner.superview
            }
            return CGRect(origin: origin, size: rect.size)
        }
    }
#endif
