#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIAccessibilityCustomRotor`: an extra VoiceOver rotor a view offers in its
    /// ``UIView/accessibilityCustomRotors`` ("Messages", "Unread"), which moves from one item to the next its
    /// search finds. The headless backend runs no VoiceOver: it keeps the rotor, and a test can call
    /// ``itemSearchBlock`` with a predicate to check what the search finds.
    @MainActor
    open class UIAccessibilityCustomRotor: NSObject {
        /// Which way VoiceOver moves through a rotor's items: UIKit's `UIAccessibilityCustomRotor.Direction`,
        /// with UIKit's raw values.
        public enum Direction: Int, Sendable {
            /// To the item before the current one.
            case previous = 0
            /// To the item after the current one.
            case next = 1
        }

        /// A rotor VoiceOver already knows, which an app may give its own search: UIKit's
        /// `UIAccessibilityCustomRotor.SystemRotorType`, with UIKit's raw values.
        public enum SystemRotorType: Int, Sendable {
            /// Not a system rotor: a rotor with its own name.
            case none = 0
            /// Links.
            case link = 1
            /// Links already visited.
            case visitedLink = 2
            /// Headings of any level.
            case heading = 3
            /// Headings of level 1.
            case headingLevel1 = 4
            /// Headings of level 2.
            case headingLevel2 = 5
            /// Headings of level 3.
            case headingLevel3 = 6
            /// Headings of level 4.
            case headingLevel4 = 7
            /// Headings of level 5.
            case headingLevel5 = 8
            /// Headings of level 6.
            case headingLevel6 = 9
            /// Bold text.
            case boldText = 10
            /// Italic text.
            case italicText = 11
            /// Underlined text.
            case underlineText = 12
            /// Misspelled words.
            case misspelledWord = 13
            /// Images.
            case image = 14
            /// Text fields.
            case textField = 15
            /// Tables.
            case table = 16
            /// Lists.
            case list = 17
            /// Landmarks.
            case landmark = 18
        }

        /// Finds the item before or after the predicate's current one, in its direction; `nil` when there is none.
        public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

        /// The name VoiceOver reads for the rotor. Setting it sets ``attributedName`` to its characters.
        open var name: String {
            get { attributedName.string }
            set { attributedName = NSAttributedString(string: newValue) }
        }
        /// The name with attributes (a language, say).
        open var attributedName: NSAttributedString
        /// The search that finds the rotor's items.
        open var itemSearchBlock: Search
        /// The system rotor this one stands for; `.none` for a rotor made with a name.
        open private(set) var systemRotorType: SystemRotorType

        /// A rotor called `name` whose items `itemSearchBlock` finds.
        public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
            self.attributedName = NSAttributedString(string: name)
            self.itemSearchBlock = itemSearchBlock
            self.systemRotorType = .none
            super.init()
        }

        /// A rotor with an attributed name whose items `itemSearchBlock` finds.
        public init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
            self.attributedName = attributedName
            self.itemSearchBlock = itemSearchBlock
            self.systemRotorType = .none
            super.init()
        }

        /// A system rotor (headings, links) whose items in this view `itemSearchBlock` finds. Its name is empty,
        /// as VoiceOver names system rotors itself.
        public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
            self.attributedName = NSAttributedString(string: "")
            self.itemSearchBlock = itemSearchBlock
            self.systemRotorType = type
            super.init()
        }
    }
#endif
