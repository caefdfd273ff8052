#if !canImport(UIKit)
    public import Foundation

    /// What a text view asks and tells its delegate: the headless backend's `UITextViewDelegate`, a scroll view
    /// delegate too. Every method is optional, as in UIKit: the defaults here allow everything and do nothing.
    @MainActor
    public protocol UITextViewDelegate: UIScrollViewDelegate {
        /// Whether the text view may start editing (become first responder). `true` by default.
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
        /// Whether the text view may stop editing (resign first responder). `true` by default.
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool
        /// The text view started editing.
        func textViewDidBeginEditing(_ textView: UITextView)
        /// The text view stopped editing.
        func textViewDidEndEditing(_ textView: UITextView)
        /// Whether the user's edit may replace the text in `range` (UTF-16 offsets) with `text` (empty for a
        /// deletion, `"\n"` for the return key). `true` by default.
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
        /// The user changed the text.
        func textViewDidChange(_ textView: UITextView)
        /// The selection moved, as it does after every edit.
        func textViewDidChangeSelection(_ textView: UITextView)
    }

    extension UITextViewDelegate {
        /// Allows editing.
        public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
        /// Allows ending.
        public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
        /// Does nothing.
        public func textViewDidBeginEditing(_ textView: UITextView) {}
        /// Does nothing.
        public func textViewDidEndEditing(_ textView: UITextView) {}
        /// Allows the change.
        public func textView(
            _ textView: UITextView,
            shouldChangeTextIn range: NSRange,
            replacementText text: String
        ) -> Bool { true }
        /// Does nothing.
        public func textViewDidChange(_ textView: UITextView) {}
        /// Does nothing.
        public func textViewDidChangeSelection(_ textView: UITextView) {}
    }

    /// Which kinds of data a text view turns into links: UIKit's `UIDataDetectorTypes`, with UIKit's raw values.
    /// The headless backend detects nothing; the setting is stored.
    public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a set from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Phone numbers.
        public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
        /// Web addresses.
        public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
        /// Street addresses.
        public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
        /// Dates and times of events.
        public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
        /// Parcel tracking numbers.
        public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
        /// Flight numbers.
        public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
        /// Things a user may want to look up.
        public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
        /// Amounts of money.
        public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
        /// Physical quantities (lengths, temperatures).
        public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
        /// Every kind, including kinds added later.
        public static let all = UIDataDetectorTypes(rawValue: UInt.max)
    }

    /// The headless backend's `UITextView`: a scrolling, multi-line text area, editable by default. Tests play
    /// the user with ``simulateTyping(_:)``, ``simulateDeleteBackward()``, ``simulateReplace(_:with:)`` and
    /// ``simulateReturn()``, which go through the first responder and the delegate as UIKit's keyboard does.
    ///
    /// A text view is a scroll view, not a control: it sends no control events. It tells its delegate and posts
    /// notifications instead; for one typed character, in order: the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` (a `false` drops it), the change,
    /// `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`, ``textDidChangeNotification``. Setting ``text``
    /// in code tells no one, as in UIKit.
    ///
    /// Its delegate is the scroll view's ``UIScrollView/delegate``, typed as a scroll view delegate: Swift does
    /// not let a subclass narrow a stored property's type as Objective-C does. Assign a ``UITextViewDelegate`` to
    /// it, as in UIKit; the text view finds the text view methods by a cast.
    @MainActor
    open class UITextView: UIScrollView, UITextInputTraits, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting {
        /// Posted with the text view as object after it began editing.
        nonisolated public static let textDidBeginEditingNotification = Notification.Name(
            "UITextViewTextDidBeginEditingNotification"
        )
        /// Posted with the text view as object after the user changed its text.
        nonisolated public static let textDidChangeNotification = Notification.Name(
            "UITextViewTextDidChangeNotification"
        )
        /// Posted with the text view as object after it ended editing.
        nonisolated public static let textDidEndEditingNotification = Notification.Name(
            "UITextViewTextDidEndEditingNotification"
        )

        /// Creates an empty text view. The headless backend has one text system, so the choice of TextKit does
        /// not matter.
        public convenience init(usingTextLayoutManager: Bool) {
            self.init(frame: .zero)
        }

        /// The text with its attributes: what ``text`` and ``attributedText`` read and write.
        private var content = NSAttributedString(string: "")

        /// The text shown. Empty by default; setting `nil` empties it (UIKit's "null resettable"). Setting it tells
        /// no one and moves the selection to the end.
        open var text: String! {
            get { content.string }
            set { replaceContent(with: NSAttributedString(string: newValue ?? "", attributes: typingAttributes)) }
        }

        /// The text with attributes; an empty string for no text. Setting it sets ``text``.
        open var attributedText: NSAttributedString! {
            get { content }
            set { replaceContent(with: newValue ?? NSAttributedString(string: "")) }
        }

        private func replaceContent(with newContent: NSAttributedString) {
            content = newContent
            storedSelectedRange = NSRange(location: newContent.length, length: 0)
        }

        /// The font; `nil` (the system font) by default.
        open var font: UIFont?
        /// The text colour; `nil` (black) by default.
        open var textColor: UIColor?
        /// How the text is aligned; `.left` by default, as UIKit's header says.
        open var textAlignment: NSTextAlignment = .left
        /// The selection, in UTF-16 offsets of the text (length 0 for a caret): where typing goes. Pinned to the
        /// text; at its end after ``text`` is set and after each edit. Setting it tells no one.
        open var selectedRange: NSRange {
            get { storedSelectedRange }
            set { storedSelectedRange = newValue.pinned(toLength: content.length) }
        }
        private var storedSelectedRange = NSRange(location: 0, length: 0)
        /// Whether the user may change the text; `true` by default. A text view that is not editable ignores the
        /// `simulate…` typing helpers.
        open var isEditable = true
        /// Whether the user may select the text (and tap its links); `true` by default.
        open var isSelectable = true
        /// Which kinds of data become links; none by default. Stored only.
        open var dataDetectorTypes: UIDataDetectorTypes = []
        /// Whether the user may change the text's style; `false` by default. Stored only.
        open var allowsEditingTextAttributes = false
        /// The attributes newly typed text gets; empty by default.
        open var typingAttributes: [NSAttributedString.Key: Any] = [:]
        /// The space between the text view's edges and its text; 8 points above and below by default, as in UIKit.
        open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        /// How links look; empty by default on the headless backend. Setting `nil` empties it.
        open var linkTextAttributes: [NSAttributedString.Key: Any]! {
            get { storedLinkTextAttributes }
            set { storedLinkTextAttributes = newValue ?? [:] }
        }
        private var storedLinkTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// Whether the next insertion replaces the whole text; `false` by default. It turns `false` once the
        /// selection moves (after that insertion, as in UIKit).
        open var clearsOnInsertion = false
        /// Whether the text is drawn at the standard text scale; `false` by default. Stored only.
        open var usesStandardTextScaling = false
        /// Whether the find interaction is on; `false` by default. Stored only.
        open var isFindInteractionEnabled = false
        /// The border drawn around the text view; `.none` by default (iOS has no other).
        open var borderStyle: BorderStyle = .none
        /// How highlighted text looks (text with a highlight style). Reads UIKit's default until set: the tint
        /// colour as the foreground colour, following ``UIView/tintColor``. Setting `nil` restores it. Stored
        /// only: the headless backend draws no text.
        open var textHighlightAttributes: [NSAttributedString.Key: Any]! {
            get { storedTextHighlightAttributes ?? [UITextView.foregroundColorKey: tintColor as UIColor] }
            set { storedTextHighlightAttributes = newValue }
        }
        private var storedTextHighlightAttributes: [NSAttributedString.Key: Any]?
        /// UIKit's `NSAttributedString.Key.foregroundColor`, which Foundation on Linux does not declare.
        private static let foregroundColorKey = NSAttributedString.Key("NSColor")
        /// Whether the font follows the user's text size (a font made for a text style); `false` by default.
        /// The headless backend's text size never changes.
        open var adjustsFontForContentSizeCategory = false
        /// Whether the text view's size makes room for the tallest letterforms of tall scripts; `.typographic` (the
        /// font's line metrics) by default. Stored only: the headless backend measures no glyphs.
        open var sizingRule: UILetterformAwareSizingRule = .typographic
        /// The object that decides what pasting inserts, held weakly; `nil` by default. Never called on the
        /// headless backend, which has no pasteboard.
        open weak var pasteDelegate: (any UITextPasteDelegate)?

        /// The view shown in place of the keyboard while editing; `nil` (the system keyboard) by default.
        open override var inputView: UIView? {
            get { customInputView }
            set { customInputView = newValue }
        }
        private var customInputView: UIView?

        /// The view shown above the keyboard while editing; `nil` by default.
        open override var inputAccessoryView: UIView? {
            get { customInputAccessoryView }
            set { customInputAccessoryView = newValue }
        }
        private var customInputAccessoryView: UIView?

        /// Scrolls so that `range` shows; the headless backend lays out no text, so nothing moves.
        open func scrollRangeToVisible(_ range: NSRange) {}

        // UITextInputTraits, with UIKit's defaults.

        /// When the shift key turns on by itself; `.sentences` by default.
        open var autocapitalizationType: UITextAutocapitalizationType = .sentences
        /// Whether autocorrection is on; `.default` by default.
        open var autocorrectionType: UITextAutocorrectionType = .default
        /// Whether spell checking is on; `.default` by default.
        open var spellCheckingType: UITextSpellCheckingType = .default
        /// Whether quotes become curly; `.default` by default.
        open var smartQuotesType: UITextSmartQuotesType = .default
        /// Whether two hyphens become a dash; `.default` by default.
        open var smartDashesType: UITextSmartDashesType = .default
        /// Whether spaces are fixed up around pasted words; `.default` by default.
        open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
        /// Whether the keyboard suggests the rest of a word inline; `.default` by default.
        open var inlinePredictionType: UITextInlinePredictionType = .default
        /// Whether maths expressions are completed; `.default` by default.
        open var mathExpressionCompletionType: UITextMathExpressionCompletionType = .default
        /// Which keyboard shows; `.default` by default.
        open var keyboardType: UIKeyboardType = .default
        /// Whether the keyboard is light or dark; `.default` by default.
        open var keyboardAppearance: UIKeyboardAppearance = .default
        /// What the return key says; `.default` by default.
        open var returnKeyType: UIReturnKeyType = .default
        /// Whether the return key is disabled while the text is empty; `false` by default. Stored only.
        open var enablesReturnKeyAutomatically = false
        /// Whether the text is hidden as it is typed; `false` by default.
        open var isSecureTextEntry = false
        /// What the text is, for autofill; `nil` by default.
        open var textContentType: UITextContentType!
        /// What the service requires of a password, for the strong passwords the system suggests; `nil` by
        /// default.
        open var passwordRules: UITextInputPasswordRules?
        /// The conversation the text replies in, for the keyboard's reply suggestions; `nil` by default.
        open var conversationContext: UIConversationContext?

        /// The delegate's text view methods, when the scroll view's delegate has them.
        private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

        // MARK: First responder

        /// A text view can become first responder while it is editable or selectable.
        open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

        /// Becomes first responder (the one before it resigns first). An editable text view asks the delegate's
        /// `textViewShouldBeginEditing(_:)` first, and afterwards tells `textViewDidBeginEditing(_:)` and posts
        /// ``textDidBeginEditingNotification``; a selectable one only becomes first responder. Returns whether it
        /// is first responder.
        @discardableResult
        open override func becomeFirstResponder() -> Bool {
            guard !isFirstResponder else { return true }
            guard canBecomeFirstResponder else { return false }
            guard !isEditable || textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
            guard super.becomeFirstResponder() else { return false }
            guard isEditable else { return true }
            isEditingText = true
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
            return true
        }

        /// Resigns first responder. While editing it asks the delegate's `textViewShouldEndEditing(_:)` first
        /// (not when ``UIView/endEditing(_:)`` forces it), and afterwards tells `textViewDidEndEditing(_:)` and
        /// posts ``textDidEndEditingNotification``. Returns `false` when the delegate refused.
        @discardableResult
        open override func resignFirstResponder() -> Bool {
            guard isEditingText else { return super.resignFirstResponder() }
            guard isResigningByForce || textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
            guard super.resignFirstResponder() else { return false }
            isEditingText = false
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
            return true
        }

        /// Leaving its window ends editing without asking the delegate, as in UIKit, where a view outside the
        /// window cannot stay first responder.
        open override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            guard window != nil, newWindow !== window, isFirstResponder else { return }
            isResigningByForce = true
            defer { isResigningByForce = false }
            resignFirstResponder()
        }

        /// Whether the text view is editing: first responder while editable.
        private var isEditingText = false

        // MARK: Playing the user

        /// Types `string` as a user would, one character (grapheme) a key press, at the selection: begins editing
        /// first (asking the delegate; nothing happens if it refuses, or the text view is not editable or is
        /// hidden), then for each character asks the delegate's `textView(_:shouldChangeTextIn:replacementText:)`
        /// and, if allowed, applies it and tells `textViewDidChange(_:)`. (Headless backend only.)
        public func simulateTyping(_ string: String) {
            guard beginUserEditing() else { return }
            for character in string {
                let range = clearsOnInsertion ? NSRange(location: 0, length: content.length) : storedSelectedRange
                applyUserEdit(replacing: range, with: String(character))
            }
        }

        /// Presses the delete key as a user would: removes the selection, or the character before the caret
        /// (nothing at the start of the text), asking the delegate first. (Headless backend only.)
        public func simulateDeleteBackward() {
            guard beginUserEditing() else { return }
            var range = storedSelectedRange
            if range.length == 0 {
                guard range.location > 0 else { return }
                range = content.string.rangeOfCharacter(endingAtUTF16Offset: range.location)
            }
            applyUserEdit(replacing: range, with: "")
        }

        /// Replaces the text in `range` (UTF-16 offsets, pinned to the text) with `replacement` as one user edit
        /// (a paste, an autocorrection), asking the delegate once. (Headless backend only.)
        public func simulateReplace(_ range: NSRange, with replacement: String) {
            guard beginUserEditing() else { return }
            applyUserEdit(replacing: range.pinned(toLength: content.length), with: replacement)
        }

        /// Presses the return key as a user would: in a text view it types a line break (`"\n"`), which the
        /// delegate's `textView(_:shouldChangeTextIn:replacementText:)` sees and may refuse, as in UIKit.
        /// (Headless backend only.)
        public func simulateReturn() {
            simulateTyping("\n")
        }

        /// Makes the text view first responder for a simulated edit; `false` when it cannot edit now.
        private func beginUserEditing() -> Bool {
            guard isEditable, !isHidden else { return false }
            return isEditingText || becomeFirstResponder()
        }

        /// One edit as the keyboard makes it: the delegate may refuse; then the change, the caret after the
        /// inserted text, and the delegate calls and notification.
        private func applyUserEdit(replacing range: NSRange, with replacement: String) {
            let allowed =
                textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
            guard allowed else { return }
            content = content.replacing(range, with: replacement, attributes: typingAttributes)
            storedSelectedRange = NSRange(location: range.location + (replacement as NSString).length, length: 0)
            clearsOnInsertion = false
            textViewDelegate?.textViewDidChangeSelection(self)
            textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }

        // MARK: Accessibility and dump

        /// A text view is an accessibility element, as in UIKit.
        override var isAccessibilityElementByDefault: Bool { true }

        /// The text; `nil` while it is empty.
        override var accessibilityValueByDefault: String? {
            content.length == 0 ? nil : content.string
        }

        /// Static text while the text view is not editable.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            isEditable ? super.accessibilityTraitsByDefault : super.accessibilityTraitsByDefault.union(.staticText)
        }

        /// Adds the text, `editing` and `editable=false` to the dump.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties
            if content.length > 0 { properties.append("text=\"\(content.string)\"") }
            if isEditingText { properties.append("editing") }
            if !isEditable { properties.append("editable=false") }
            return properties
        }
    }
#endif
