#if !canImport(UIKit)
    public import Foundation

    /// What a text field asks and tells its delegate: the headless backend's `UITextFieldDelegate`. Every method is
    /// optional, as in UIKit: the defaults here allow everything and do nothing.
    @MainActor
    public protocol UITextFieldDelegate: AnyObject {
        /// Whether the field may start editing (become first responder). `true` by default.
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
        /// The field started editing.
        func textFieldDidBeginEditing(_ textField: UITextField)
        /// Whether the field may stop editing (resign first responder). `true` by default.
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
        /// The field stopped editing. Called by the default ``textFieldDidEndEditing(_:reason:)``.
        func textFieldDidEndEditing(_ textField: UITextField)
        /// The field stopped editing, for `reason`. UIKit calls this one instead of ``textFieldDidEndEditing(_:)``
        /// when the delegate has it; the default calls ``textFieldDidEndEditing(_:)``, which gives the same result.
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
        /// Whether the user's edit may replace the characters in `range` (UTF-16 offsets of the current text) with
        /// `string` (empty for a deletion). `true` by default.
        func textField(
            _ textField: UITextField,
            shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool
        /// The selection (the caret) moved, as it does after every edit.
        func textFieldDidChangeSelection(_ textField: UITextField)
        /// Whether the clear button (or ``UITextField/clearsOnBeginEditing``) may empty the field. `true` by default.
        func textFieldShouldClear(_ textField: UITextField) -> Bool
        /// Whether the field should act on the return key. `true` by default.
        func textFieldShouldReturn(_ textField: UITextField) -> Bool
    }

    extension UITextFieldDelegate {
        /// Allows editing.
        public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
        /// Does nothing.
        public func textFieldDidBeginEditing(_ textField: UITextField) {}
        /// Allows ending.
        public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
        /// Does nothing.
        public func textFieldDidEndEditing(_ textField: UITextField) {}
        /// Calls ``textFieldDidEndEditing(_:)``.
        public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            textFieldDidEndEditing(textField)
        }
        /// Allows the change.
        public func textField(
            _ textField: UITextField,
            shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool { true }
        /// Does nothing.
        public func textFieldDidChangeSelection(_ textField: UITextField) {}
        /// Allows clearing.
        public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
        /// Allows the return key.
        public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    }

    /// The headless backend's `UITextField`: a one-line editable text control. Tests play the user with
    /// ``simulateTyping(_:)``, ``simulateDeleteBackward()``, ``simulateReplace(_:with:)``, ``simulateReturn()``
    /// and ``simulateClear()``, which go through the first responder, the delegate and the control events as
    /// UIKit's keyboard does.
    ///
    /// What the user sees for one typed character, in order: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` (a `false` drops the character),
    /// the change, `textFieldDidChangeSelection(_:)`, `.editingChanged`, then
    /// ``textDidChangeNotification``. Beginning: `textFieldShouldBeginEditing(_:)`, (the field becomes first
    /// responder), `textFieldDidBeginEditing(_:)`, `.editingDidBegin`, ``textDidBeginEditingNotification``. Ending
    /// is the mirror image with `.editingDidEnd`. Setting ``text`` in code sends nothing, as in UIKit.
    ///
    /// For assistive technologies it is an element whose value is its text (bullets for secure entry) and whose
    /// label is the placeholder while the text is empty.
    @MainActor
    open class UITextField: UIControl, UITextInputTraits, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting {
        /// The border drawn around a text field: UIKit's `UITextField.BorderStyle`, with UIKit's raw values.
        public enum BorderStyle: Int, Sendable {
            /// No border.
            case none = 0
            /// A thin rectangle.
            case line = 1
            /// A bezel, as of a sunken field.
            case bezel = 2
            /// A rounded rectangle.
            case roundedRect = 3
        }

        /// When an overlay view (the clear button, the left or right view) shows: UIKit's `UITextField.ViewMode`,
        /// with UIKit's raw values.
        public enum ViewMode: Int, Sendable {
            /// Never.
            case never = 0
            /// Only while editing.
            case whileEditing = 1
            /// Only while not editing.
            case unlessEditing = 2
            /// Always.
            case always = 3
        }

        /// Why editing ended: UIKit's `UITextField.DidEndEditingReason`, with UIKit's raw values.
        public enum DidEndEditingReason: Int, Sendable {
            /// The user or the app ended editing.
            case committed = 0
        }

        /// Posted with the field as object after it began editing.
        nonisolated public static let textDidBeginEditingNotification = Notification.Name(
            "UITextFieldTextDidBeginEditingNotification"
        )
        /// Posted with the field as object after the user changed its text.
        nonisolated public static let textDidChangeNotification = Notification.Name(
            "UITextFieldTextDidChangeNotification"
        )
        /// Posted with the field as object after it ended editing.
        nonisolated public static let textDidEndEditingNotification = Notification.Name(
            "UITextFieldTextDidEndEditingNotification"
        )

        /// The text with its attributes: what ``text`` and ``attributedText`` read and write.
        private var content = NSAttributedString(string: "")
        /// The caret or selection, in UTF-16 offsets of the text: where typing goes. At the end after the text is
        /// set and after each edit.
        private var selection = NSRange(location: 0, length: 0)

        /// The text shown. Empty by default; setting `nil` empties it, so reading it never gives `nil`, as in
        /// UIKit. Setting it sends no events and moves the caret to the end.
        open var text: String? {
            get { content.string }
            set { replaceContent(with: NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes)) }
        }

        /// The text with attributes; never `nil` when read (an empty string for no text). Setting it sets ``text``.
        open var attributedText: NSAttributedString? {
            get { content }
            set { replaceContent(with: newValue ?? NSAttributedString(string: "")) }
        }

        private func replaceContent(with newContent: NSAttributedString) {
            content = newContent
            selection = NSRange(location: newContent.length, length: 0)
        }

        /// The text colour; `nil` (opaque black) by default, as in UIKit.
        open var textColor: UIColor?
        /// The font; `nil` (the system font) by default, as in UIKit.
        open var font: UIFont?
        /// How the text is aligned; `.left` by default, as UIKit's header says.
        open var textAlignment: NSTextAlignment = .left
        /// The border; `.none` by default.
        open var borderStyle: BorderStyle = .none
        /// The attributes of the whole text (setting them restyles it); empty by default on the headless backend,
        /// which does not derive them from ``font`` and ``textColor`` as UIKit does.
        open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:] {
            didSet { content = NSAttributedString(string: content.string, attributes: defaultTextAttributes) }
        }
        /// The grey hint shown while the text is empty; `nil` by default. Setting it sets
        /// ``attributedPlaceholder``.
        open var placeholder: String? {
            get { attributedPlaceholder?.string }
            set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
        }
        /// The placeholder with attributes; `nil` by default.
        open var attributedPlaceholder: NSAttributedString?
        /// Whether beginning to edit empties the field (after asking the delegate's `textFieldShouldClear(_:)`);
        /// `false` by default.
        open var clearsOnBeginEditing = false
        /// Whether the font shrinks to fit the width, down to ``minimumFontSize``; `false` by default. Stored only.
        open var adjustsFontSizeToFitWidth = false
        /// The smallest font size ``adjustsFontSizeToFitWidth`` may shrink to; 0 by default. Stored only.
        open var minimumFontSize: CGFloat = 0
        /// Whether the font follows the user's text size (a font made for a text style); `false` by default.
        /// The headless backend's text size never changes.
        open var adjustsFontForContentSizeCategory = false
        /// Whether the field's size makes room for the tallest letterforms of tall scripts; `.typographic` (the
        /// font's line metrics) by default. Stored only: the headless backend measures no glyphs.
        open var sizingRule: UILetterformAwareSizingRule = .typographic
        /// The object that decides what pasting inserts, held weakly; `nil` by default. Never called on the
        /// headless backend, which has no pasteboard.
        open weak var pasteDelegate: (any UITextPasteDelegate)?
        /// The delegate, held weakly; `nil` by default.
        open weak var delegate: (any UITextFieldDelegate)?
        /// The image drawn behind the text while enabled; `nil` by default.
        open var background: UIImage?
        /// The image drawn behind the text while disabled (only when ``background`` is set); `nil` by default.
        open var disabledBackground: UIImage?
        /// Whether the field is editing: between becoming and resigning first responder.
        open private(set) var isEditing = false
        /// Whether the user may change the text's style; `false` by default. Stored only.
        open var allowsEditingTextAttributes = false
        /// The attributes newly typed text gets; `nil` (the ``defaultTextAttributes``) by default.
        open var typingAttributes: [NSAttributedString.Key: Any]?
        /// When the clear button shows; `.never` by default.
        open var clearButtonMode: ViewMode = .never
        /// A view inside the field's left edge (an icon); `nil` by default.
        open var leftView: UIView?
        /// When ``leftView`` shows; `.never` by default.
        open var leftViewMode: ViewMode = .never
        /// A view inside the field's right edge; `nil` by default.
        open var rightView: UIView?
        /// When ``rightView`` shows; `.never` by default.
        open var rightViewMode: ViewMode = .never
        /// Whether the next insertion replaces the whole text; `false` by default. It turns `false` once the
        /// selection moves (after that insertion, as in UIKit).
        open var clearsOnInsertion = false

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
        /// Whether the return key is disabled while the text is empty; `false` by default. Stored only:
        /// ``simulateReturn()`` does not check it.
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

        // MARK: Geometry

        /// The rectangle of the border: the bounds on the headless backend.
        open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
        /// The rectangle of the text: the bounds on the headless backend. Subclasses override it to pad the text.
        open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
        /// The rectangle of the placeholder: ``textRect(forBounds:)``'s.
        open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
        /// The rectangle of the text while editing: ``textRect(forBounds:)``'s.
        open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
        /// The rectangle of the clear button: empty on the headless backend, which draws none.
        open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
        /// The rectangle of the left view: its width at the left edge, the bounds' height.
        open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.minX, y: bounds.minY, width: leftView?.frame.width ?? 0, height: bounds.height)
        }
        /// The rectangle of the right view: its width at the right edge, the bounds' height.
        open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
            let width = rightView?.frame.width ?? 0
            return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
        }
        /// Draws the text; the headless backend draws nothing. Overridable, as in UIKit.
        open func drawText(in rect: CGRect) {}
        /// Draws the placeholder; the headless backend draws nothing. Overridable, as in UIKit.
        open func drawPlaceholder(in rect: CGRect) {}

        // MARK: First responder

        /// A text field can become first responder while it is enabled.
        open override var canBecomeFirstResponder: Bool { isEnabled }

        /// Begins editing: asks the delegate's `textFieldShouldBeginEditing(_:)`, becomes first responder (the
        /// one before it resigns first), empties the text if ``clearsOnBeginEditing`` (and the delegate's
        /// `textFieldShouldClear(_:)` agrees), then tells `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin`
        /// and posts ``textDidBeginEditingNotification``. Returns whether the field is editing.
        @discardableResult
        open override func becomeFirstResponder() -> Bool {
            guard !isFirstResponder else { return true }
            guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
            guard super.becomeFirstResponder() else { return false }
            isEditing = true
            if clearsOnBeginEditing, content.length > 0, delegate?.textFieldShouldClear(self) ?? true {
                replaceContent(with: NSAttributedString(string: ""))
            }
            selection = NSRange(location: content.length, length: 0)
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
            return true
        }

        /// Ends editing: asks the delegate's `textFieldShouldEndEditing(_:)` (not when
        /// ``UIView/endEditing(_:)`` forces it), resigns first responder, then tells
        /// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd` and posts ``textDidEndEditingNotification``.
        /// Returns `false` when the delegate refused.
        @discardableResult
        open override func resignFirstResponder() -> Bool {
            guard isFirstResponder else { return super.resignFirstResponder() }
            guard isResigningByForce || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
            guard super.resignFirstResponder() else { return false }
            isEditing = false
            typingAttributes = nil
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
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

        // MARK: Playing the user

        /// Types `string` as a user would, one character (grapheme) a key press, at the caret (the end of the text
        /// unless an edit put it elsewhere): becomes first responder first (asking the delegate; nothing happens
        /// if it refuses or the field is disabled or hidden), then for each character asks the delegate's
        /// `textField(_:shouldChangeCharactersIn:replacementString:)` and, if allowed, applies it and sends
        /// `.editingChanged`. (Headless backend only.)
        public func simulateTyping(_ string: String) {
            guard beginUserEditing() else { return }
            for character in string {
                let range = clearsOnInsertion ? NSRange(location: 0, length: content.length) : selection
                applyUserEdit(replacing: range, with: String(character))
            }
        }

        /// Presses the delete key as a user would: removes the selection, or the character before the caret
        /// (nothing at the start of the text), asking the delegate first and sending `.editingChanged`.
        /// (Headless backend only.)
        public func simulateDeleteBackward() {
            guard beginUserEditing() else { return }
            var range = selection
            if range.length == 0 {
                guard range.location > 0 else { return }
                range = content.string.rangeOfCharacter(endingAtUTF16Offset: range.location)
            }
            applyUserEdit(replacing: range, with: "")
        }

        /// Replaces the characters in `range` (UTF-16 offsets of the text, pinned to it) with `replacement` as one
        /// user edit (a paste, an autocorrection): begins editing, asks the delegate once, applies the edit and
        /// sends `.editingChanged`. (Headless backend only.)
        public func simulateReplace(_ range: NSRange, with replacement: String) {
            guard beginUserEditing() else { return }
            applyUserEdit(replacing: range.pinned(toLength: content.length), with: replacement)
        }

        /// Presses the return key as a user would: begins editing if needed, asks the delegate's
        /// `textFieldShouldReturn(_:)`; if it agrees, sends `.editingDidEndOnExit` and then
        /// `.primaryActionTriggered`, and, when something listens for `.editingDidEndOnExit`, ends editing (the
        /// keyboard goes away), as UIKit does. (Headless backend only.)
        public func simulateReturn() {
            guard beginUserEditing(), delegate?.textFieldShouldReturn(self) ?? true else { return }
            sendActions(for: .editingDidEndOnExit)
            sendActions(for: .primaryActionTriggered)
            if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
        }

        /// Taps the clear button as a user would: begins editing if needed, asks the delegate's
        /// `textFieldShouldClear(_:)`; if it agrees and there is text, empties the field and sends
        /// `.editingChanged` (without asking `shouldChangeCharactersIn`, as UIKit). (Headless backend only.)
        public func simulateClear() {
            guard beginUserEditing(), delegate?.textFieldShouldClear(self) ?? true, content.length > 0 else { return }
            replaceContent(with: NSAttributedString(string: ""))
            delegate?.textFieldDidChangeSelection(self)
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }

        /// Makes the field first responder for a simulated edit; `false` when it cannot edit now.
        private func beginUserEditing() -> Bool {
            guard isEnabled, !isHidden else { return false }
            return isFirstResponder || becomeFirstResponder()
        }

        /// One edit as the keyboard makes it: the delegate may refuse; then the change, the caret after the
        /// inserted text, and the notifications.
        private func applyUserEdit(replacing range: NSRange, with replacement: String) {
            let allowed =
                delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
            guard allowed else { return }
            let attributes = typingAttributes ?? defaultTextAttributes
            content = content.replacing(range, with: replacement, attributes: attributes)
            selection = NSRange(location: range.location + (replacement as NSString).length, length: 0)
            clearsOnInsertion = false
            delegate?.textFieldDidChangeSelection(self)
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }

        // MARK: Accessibility and dump

        /// The text (a bullet a character for secure entry); `nil` while it is empty.
        override var accessibilityValueByDefault: String? {
            let text = content.string
            guard !text.isEmpty else { return nil }
            return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        }

        /// The placeholder while the text is empty, so VoiceOver says what the field is for.
        override var accessibilityLabelByDefault: String? {
            content.length == 0 ? placeholder : nil
        }

        /// Adds the text (bullets for secure entry), the placeholder and `editing` to the dump.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties
            let text = content.string
            if !text.isEmpty {
                properties.append("text=\"\(isSecureTextEntry ? String(repeating: "•", count: text.count) : text)\"")
            }
            if let placeholder { properties.append("placeholder=\"\(placeholder)\"") }
            if isEditing { properties.append("editing") }
            return properties
        }
    }

    extension UIView {
        /// Ends editing in this view's subtree: asks the first responder inside it to resign, or, with `force`,
        /// makes it resign without asking its delegate. Returns whether no first responder is left in the subtree.
        @discardableResult
        public func endEditing(_ force: Bool) -> Bool {
            guard let responder = firstResponderInSubtree() else { return true }
            if force {
                responder.isResigningByForce = true
                defer { responder.isResigningByForce = false }
                return responder.resignFirstResponder()
            }
            return responder.resignFirstResponder()
        }

        private func firstResponderInSubtree() -> UIView? {
            if isFirstResponder { return self }
            for subview in subviews {
                if let found = subview.firstResponderInSubtree() { return found }
            }
            return nil
        }
    }

    extension NSAttributedString {
        /// A copy with the characters in `range` replaced by `replacement`, which gets `attributes`: one edit of
        /// a headless text field or text view.
        func replacing(
            _ range: NSRange,
            with replacement: String,
            attributes: [NSAttributedString.Key: Any]
        ) -> NSAttributedString {
            let edited = NSMutableAttributedString(attributedString: self)
            edited.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: attributes))
            return edited
        }
    }

    extension String {
        /// The UTF-16 range of the character (grapheme: a letter with its accents, an emoji with its modifiers)
        /// that ends at UTF-16 offset `offset`, which is not 0: what the delete key removes.
        func rangeOfCharacter(endingAtUTF16Offset offset: Int) -> NSRange {
            let end = String.Index(utf16Offset: offset, in: self)
            let start = self[..<end].index(before: end)
            return NSRange(start..<end, in: self)
        }
    }

    extension NSRange {
        /// This range cut to fit a text of `length` UTF-16 units.
        func pinned(toLength length: Int) -> NSRange {
            let start = min(max(location, 0), length)
            return NSRange(location: start, length: min(max(self.length, 0), length - start))
        }
    }
#endif
