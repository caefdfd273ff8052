#if !canImport(UIKit)
    /// What an accessibility element is and how it behaves, as VoiceOver announces it: the headless backend's
    /// `UIAccessibilityTraits`. An element's traits are a set (a selected button is `[.button, .selected]`).
    public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bit mask.
        public let rawValue: UInt64
        /// Creates a set from a raw bit mask.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// No traits.
        public static let none = UIAccessibilityTraits([])
        /// Acts as a button: VoiceOver says "button".
        public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
        /// Opens a link.
        public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
        /// Shows an image.
        public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
        /// Is selected (a chosen tab or segment).
        public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
        /// Plays its own sound when activated.
        public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
        /// Acts as a keyboard key.
        public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
        /// Is text that does not change.
        public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
        /// Summarises the screen when it appears.
        public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
        /// Is disabled: VoiceOver says "dimmed".
        public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
        /// Changes its label or value often (a timer).
        public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
        /// Is a search field.
        public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
        /// Starts a media session when activated, so VoiceOver stays quiet.
        public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
        /// Is adjusted by swiping up and down (a slider): VoiceOver says "adjustable".
        public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
        /// Takes touches directly (a drawing surface).
        public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
        /// Turns the page when VoiceOver finishes reading it.
        public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
        /// Is a tab bar.
        public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
        /// Is a heading that divides content into sections.
        public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
        /// Can be zoomed.
        public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
        /// Is a button that toggles between on and off (a switch).
        public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)

        /// Every trait with its name, in the order ``description`` lists them.
        static let named: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
            (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
            (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
            (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.tabBar, "tabBar"), (.header, "header"), (.supportsZoom, "supportsZoom"),
            (.toggleButton, "toggleButton"),
        ]

        /// The traits' names joined with `|`, or `none`.
        public var description: String {
            let names = Self.named.filter { contains($0.0) }.map(\.1)
            return names.isEmpty ? "none" : names.joined(separator: "|")
        }
    }

    /// How assistive technologies move through an element's children: the headless backend's
    /// `UIAccessibilityNavigationStyle`, with UIKit's raw values.
    public enum UIAccessibilityNavigationStyle: Int, Sendable {
        /// The system decides.
        case automatic = 0
        /// The children are visited one by one.
        case separate = 1
        /// The children are read as one element.
        case combined = 2
    }

    /// What kind of container an element is, so assistive technologies can describe it: the headless backend's
    /// `UIAccessibilityContainerType`, with UIKit's raw values.
    public enum UIAccessibilityContainerType: Int, Sendable {
        /// Not a container VoiceOver names.
        case none = 0
        /// A table of rows and columns.
        case dataTable = 1
        /// A list.
        case list = 2
        /// A landmark region of the screen.
        case landmark = 3
        /// A group of related controls.
        case semanticGroup = 4
    }
#endif
