import ComponentRuntime
import Foundation
import Testing

/// What a text field's delegate was asked and told, its control events and its notifications, in one order.
@MainActor
private final class TextFieldLog {
    var entries: [String] = []
    /// The field's delegate, which the field holds weakly, kept as long as the log.
    var delegate: (any UITextFieldDelegate)?
    private var tokens: [any NSObjectProtocol] = []

    /// Records `field`'s editing events (as `event:…`) and notifications (as `note:…`).
    func listen(to field: UITextField) {
        for event: UIControl.Event in [
            .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit, .primaryActionTriggered,
            .valueChanged,
        ] {
            field.addAction(UIAction { [unowned self] _ in self.entries.append("event:\(event)") }, for: event)
        }
        let notes: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "didBegin"),
            (UITextField.textDidChangeNotification, "didChange"),
            (UITextField.textDidEndEditingNotification, "didEnd"),
        ]
        for (name, label) in notes {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.entries.append("note:\(label)") }
                }
            )
        }
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A delegate that writes every call into a log and answers as told.
@MainActor
private final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
    unowned let log: TextFieldLog
    var allowsBeginning = true
    var allowsEnding = true
    var allowsReturn = true
    var allowsClearing = true
    var refusedCharacters: Set<Character> = []

    init(log: TextFieldLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.entries.append("shouldBegin")
        return allowsBeginning
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.entries.append("shouldEnd")
        return allowsEnding
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.entries.append("didEnd") }
    func textField(
        _ textField: UITextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        log.entries.append("shouldChange \(range.location),\(range.length) '\(string)'")
        return !string.contains { refusedCharacters.contains($0) }
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.entries.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.entries.append("shouldClear")
        return allowsClearing
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.entries.append("shouldReturn")
        return allowsReturn
    }
}

/// A delegate that implements both end-of-editing methods: only the one with a reason is called, as in UIKit.
@MainActor
private final class ReasonDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("plain") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("reason \(reason.rawValue)")
    }
}

/// `UITextField` played as a user: typing, deleting, replacing, return and clear go through the first
/// responder, the delegate (in UIKit's order), the control events and the notifications; UIKit's defaults; and
/// a disabled field ignoring it all.
@MainActor
@Suite("Headless text field")
struct HeadlessTextFieldTests {
    private func makeField() -> (UITextField, TextFieldLog, RecordingTextFieldDelegate) {
        let field = UITextField()
        let log = TextFieldLog()
        log.listen(to: field)
        let delegate = RecordingTextFieldDelegate(log: log)
        field.delegate = delegate
        log.delegate = delegate
        return (field, log, delegate)
    }

    @Test("a text field's defaults are UIKit's, and its text is never nil")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = "x"
        field.text = nil
        #expect(field.text == "", "setting nil empties the text; it never reads nil")
        #expect(field.attributedText?.string == "")
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.textColor == nil && field.font == nil && field.textAlignment == .left)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.leftView == nil && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
        #expect(field.background == nil && field.disabledBackground == nil)
        #expect(!field.isEditing && !field.allowsEditingTextAttributes && !field.clearsOnInsertion)
        #expect(field.typingAttributes == nil && field.defaultTextAttributes.isEmpty)
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default && field.smartQuotesType == .default)
        #expect(field.smartDashesType == .default && field.smartInsertDeleteType == .default)
        #expect(field.inlinePredictionType == .default && field.mathExpressionCompletionType == .default)
        #expect(field.keyboardType == .default && field.keyboardAppearance == .default)
        #expect(field.returnKeyType == .default && !field.enablesReturnKeyAutomatically)
        #expect(!field.isSecureTextEntry && field.textContentType == nil)
        #expect(field.canBecomeFirstResponder && !field.isFirstResponder)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3)
        #expect(UIReturnKeyType.continue.rawValue == 11 && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardAppearance.alert == .dark)
    }

    @Test("typing begins editing, then asks, changes and reports each character, in UIKit's order")
    func typingOrder() {
        let (field, log, _) = makeField()
        field.simulateTyping("Ad")
        #expect(field.text == "Ad")
        #expect(field.isFirstResponder && field.isEditing)
        #expect(
            log.entries == [
                "shouldBegin", "didBegin", "event:editingDidBegin", "note:didBegin",
                "shouldChange 0,0 'A'", "didChangeSelection", "event:editingChanged", "note:didChange",
                "shouldChange 1,0 'd'", "didChangeSelection", "event:editingChanged", "note:didChange",
            ]
        )
        log.entries = []
        field.simulateTyping("a")
        #expect(log.entries == ["shouldChange 2,0 'a'", "didChangeSelection", "event:editingChanged", "note:didChange"])
        #expect(field.text == "Ada")
    }

    @Test("a character the delegate refuses is dropped and reports nothing")
    func refusedCharacter() {
        let (field, log, delegate) = makeField()
        delegate.refusedCharacters = ["1"]
        field.simulateTyping("A1b")
        #expect(field.text == "Ab")
        #expect(log.entries.filter { $0 == "event:editingChanged" }.count == 2)
        #expect(log.entries.contains("shouldChange 1,0 '1'"))
    }

    @Test("a delegate that refuses to begin keeps the field from editing: nothing is typed or sent")
    func refusedBeginning() {
        let (field, log, delegate) = makeField()
        delegate.allowsBeginning = false
        field.simulateTyping("Ada")
        #expect(field.text == "")
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(log.entries == ["shouldBegin"])
    }

    @Test("ending editing asks, tells, and reports editingDidEnd; a refusal keeps the field editing")
    func ending() {
        let (field, log, delegate) = makeField()
        field.simulateTyping("x")
        log.entries = []
        delegate.allowsEnding = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(log.entries == ["shouldEnd"])
        log.entries = []
        delegate.allowsEnding = true
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(log.entries == ["shouldEnd", "didEnd", "event:editingDidEnd", "note:didEnd"])
    }

    @Test("delete removes the character before the caret, a whole grapheme, and nothing at the start")
    func deleteBackward() {
        let (field, log, _) = makeField()
        field.simulateTyping("a👍🏽")
        log.entries = []
        field.simulateDeleteBackward()
        #expect(field.text == "a")
        #expect(log.entries.first == "shouldChange 1,4 ''", "the thumbs-up with its skin tone is 4 UTF-16 units")
        field.simulateDeleteBackward()
        log.entries = []
        field.simulateDeleteBackward()
        #expect(field.text == "" && log.entries.isEmpty)
    }

    @Test("a replacement is one edit, and typing goes on after it")
    func replace() {
        let (field, log, _) = makeField()
        field.text = "Hello world"
        field.simulateReplace(NSRange(location: 6, length: 5), with: "Ada")
        #expect(field.text == "Hello Ada")
        #expect(log.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 6,5 'Ada'"])
        field.simulateTyping("!")
        #expect(field.text == "Hello Ada!")
        field.simulateReplace(NSRange(location: 8, length: 50), with: "")
        #expect(field.text == "Hello Ad", "a range past the end is pinned to the text")
    }

    @Test("return reports editingDidEndOnExit and primaryActionTriggered, and ends editing when that is heard")
    func returnKey() {
        let (field, log, _) = makeField()
        field.simulateTyping("a")
        log.entries = []
        field.simulateReturn()
        #expect(
            log.entries == [
                "shouldReturn", "event:editingDidEndOnExit", "event:primaryActionTriggered",
                "shouldEnd", "didEnd", "event:editingDidEnd", "note:didEnd",
            ]
        )
        #expect(!field.isFirstResponder)
    }

    @Test("return stays in the field when nothing hears editingDidEndOnExit, and does nothing when refused")
    func returnKeyWithoutExit() {
        let field = UITextField()
        let recorder = ControlEventRecorder(field, events: [.editingDidEnd, .primaryActionTriggered])
        field.simulateReturn()
        #expect(field.isFirstResponder, "the return key began editing and nothing ended it")
        #expect(recorder.events == ["primaryActionTriggered"])
        let (other, log, delegate) = makeField()
        delegate.allowsReturn = false
        other.simulateReturn()
        #expect(log.entries.suffix(1) == ["shouldReturn"])
        #expect(other.isFirstResponder)
        other.resignFirstResponder()
    }

    @Test("the clear button and clearsOnBeginEditing empty the field when the delegate agrees")
    func clearing() {
        let (field, log, delegate) = makeField()
        field.text = "old"
        field.simulateClear()
        #expect(field.text == "")
        let clearEntries = ["shouldClear", "didChangeSelection", "event:editingChanged", "note:didChange"]
        #expect(Array(log.entries.suffix(4)) == clearEntries)
        field.text = "kept"
        delegate.allowsClearing = false
        field.simulateClear()
        #expect(field.text == "kept")
        field.resignFirstResponder()
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "kept", "the delegate refused")
        field.resignFirstResponder()
        delegate.allowsClearing = true
        log.entries = []
        field.becomeFirstResponder()
        #expect(field.text == "")
        #expect(log.entries.prefix(3) == ["shouldBegin", "shouldClear", "didBegin"])
    }

    @Test("clearsOnInsertion makes the first typed character replace the text, once")
    func clearsOnInsertion() {
        let field = UITextField()
        field.text = "draft"
        field.clearsOnInsertion = true
        field.simulateTyping("ok")
        #expect(field.text == "ok")
        #expect(!field.clearsOnInsertion)
    }

    @Test("setting the text in code sends no events and asks no delegate")
    func codeSetsSilently() {
        let (field, log, _) = makeField()
        field.text = "a"
        field.attributedText = NSAttributedString(string: "b")
        #expect(field.text == "b")
        #expect(log.entries.isEmpty)
    }

    @Test("a disabled or hidden field ignores typing and cannot become first responder")
    func disabledField() {
        let (field, log, _) = makeField()
        field.isEnabled = false
        field.simulateTyping("a")
        field.simulateReturn()
        #expect(!field.becomeFirstResponder())
        field.isEnabled = true
        field.isHidden = true
        field.simulateTyping("a")
        #expect(field.text == "" && log.entries.isEmpty)
    }

    @Test("typed text takes the typing attributes, else the default text attributes")
    func typedAttributes() {
        let field = UITextField()
        let key = NSAttributedString.Key("test.weight")
        field.defaultTextAttributes = [key: 1]
        field.simulateTyping("a")
        field.typingAttributes = [key: 2]
        field.simulateTyping("b")
        let text = field.attributedText
        #expect(text?.attribute(key, at: 0, effectiveRange: nil) as? Int == 1)
        #expect(text?.attribute(key, at: 1, effectiveRange: nil) as? Int == 2)
        field.resignFirstResponder()
        #expect(field.typingAttributes == nil, "typing attributes last while editing")
    }

    @Test("a delegate with both end-of-editing methods hears only the one with a reason")
    func endReason() {
        let field = UITextField()
        let delegate = ReasonDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.calls == ["reason 0"])
    }

    @Test("a text field reads its text, or its placeholder as label while empty; secure text reads as bullets")
    func accessibility() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name" && field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada" && field.accessibilityLabel == nil)
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
        field.isEnabled = false
        #expect(field.accessibilityTraits == .notEnabled)
        #expect(field.dump().contains("text=\"•••\" placeholder=\"Name\""), "\(field.dump())")
    }

    @Test("input views are settable on a text field")
    func inputViews() {
        let field = UITextField()
        let picker = UIView()
        field.inputView = picker
        field.inputAccessoryView = UIView()
        #expect(field.inputView === picker && field.inputAccessoryView != nil)
        #expect(UIView().inputView == nil, "a plain responder has none")
    }
}
