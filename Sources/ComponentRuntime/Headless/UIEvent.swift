#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIEvent`: what a touch or press belongs to, passed to ``UIView/hitTest(_:with:)``
    /// and ``UIView/point(inside:with:)``. The headless backend delivers no real events: tests pass `nil`, or an
    /// event made with ``init(type:timestamp:)``.
    @MainActor
    open class UIEvent: NSObject {
        /// What kind of event it is: UIKit's `UIEvent.EventType`, with UIKit's raw values.
        public enum EventType: Int, Sendable {
            /// Touches on the screen.
            case touches = 0
            /// Device motion (a shake).
            case motion = 1
            /// Remote-control commands (headphones, the lock screen).
            case remoteControl = 2
            /// Presses of physical buttons.
            case presses = 3
            /// Scrolling with a trackpad or mouse wheel.
            case scroll = 10
            /// A pointer hovering.
            case hover = 11
            /// A trackpad pinch or rotation.
            case transform = 14
        }

        /// The mouse or trackpad buttons held for an event: UIKit's `UIEvent.ButtonMask`, with UIKit's raw
        /// values.
        public struct ButtonMask: OptionSet, Hashable, Sendable {
            /// The raw bit mask: bit `n - 1` for button `n`.
            public let rawValue: Int
            /// A mask from raw bits.
            public init(rawValue: Int) { self.rawValue = rawValue }

            /// The primary button (a left click, a trackpad tap).
            public static let primary = ButtonMask(rawValue: 1 << 0)
            /// The secondary button (a right click).
            public static let secondary = ButtonMask(rawValue: 1 << 1)

            /// The mask for button `buttonNumber`, counted from 1.
            public static func button(_ buttonNumber: Int) -> ButtonMask {
                ButtonMask(rawValue: 1 << (buttonNumber - 1))
            }
        }

        /// What kind of event it is.
        open private(set) var type: EventType
        /// When the event happened, in seconds since the system started.
        open private(set) var timestamp: TimeInterval

        /// An event of `type` at `timestamp`. (Headless backend only: UIKit makes events.)
        public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
            self.type = type
            self.timestamp = timestamp
            super.init()
        }
    }
#endif
