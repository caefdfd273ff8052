import ComponentRuntime
import Foundation
import Testing

/// A text view delegate that writes every call into a log and answers as told; it also hears the text view's
/// notifications, into the same log.
@MainActor
private final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var allowsBeginning = true
    var allowsEnding = true
    /// A line break resigns first responder instead of being typed: the usual way to dismiss a text view's keyboard.
    var returnEndsEditing = false
    private var tokens: [any NSObjectProtocol] = []

    func listen(to textView: UITextView) {
        let notes: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "didBegin"),
            (UITextView.textDidChangeNotification, "didChange"),
            (UITextView.textDidEndEditingNotification, "didEnd"),
        ]
        for (name, label) in notes {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) {
                    [weak self] _ in
                    MainActor.assumeIsolated { self?.log.append("note:\(label)") }
                }
            )
        }
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return allowsBeginning
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return allowsEnding
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) '\(text)'")
        if returnEndsEditing, text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
}

/// `UITextView` played as a user: a scroll view, not a control, that tells its delegate (in UIKit's order) and
/// posts notifications as the user types; UIKit's defaults; and a text view that is not editable ignoring typing.
@MainActor
@Suite("Headless text view")
struct HeadlessTextViewTests {
    private func makeTextView() -> (UITextView, RecordingTextViewDelegate) {
        let textView = UITextView()
        let delegate = RecordingTextViewDelegate()
        delegate.listen(to: textView)
        textView.delegate = delegate
        return (textView, delegate)
    }

    @Test("a text view's defaults are UIKit's; it is a scroll view, not a control")
    func defaults() {
        let textView = UITextView()
        #expect(textView.text == "")
        textView.text = nil
        #expect(textView.text == "" && textView.attributedText.string == "")
        #expect(textView.font == nil && textView.textColor == nil && textView.textAlignment == .left)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.dataDetectorTypes.isEmpty && !textView.allowsEditingTextAttributes)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.linkTextAttributes.isEmpty && textView.typingAttributes.isEmpty)
        #expect(!textView.clearsOnInsertion && textView.inputView == nil && textView.inputAccessoryView == nil)
        #expect(textView.autocapitalizationType == .sentences && textView.keyboardType == .default)
        #expect(!textView.isSecureTextEntry && textView.textContentType == nil)
        let asView: UIView = textView
        #expect(asView is UIScrollView && !(asView is UIControl))
        #expect(UIDataDetectorTypes.money.rawValue == 128 && UIDataDetectorTypes.all.rawValue == UInt.max)
    }

    @Test("typing begins editing, then asks, changes and tells for each character, in UIKit's order")
    func typingOrder() {
        let (textView, delegate) = makeTextView()
        textView.simulateTyping("Hi")
        #expect(textView.text == "Hi")
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "note:didBegin",
                "shouldChange 0,0 'H'", "didChangeSelection", "didChange", "note:didChange",
                "shouldChange 1,0 'i'", "didChangeSelection", "didChange", "note:didChange",
            ]
        )
    }

    @Test("typing goes to the selection, replacing it; delete removes the selection or the character before")
    func selectionEditing() {
        let (textView, delegate) = makeTextView()
        textView.text = "Hello world"
        #expect(textView.selectedRange == NSRange(location: 11, length: 0), "setting the text puts the caret last")
        textView.selectedRange = NSRange(location: 0, length: 5)
        textView.simulateTyping("J")
        #expect(textView.text == "J world")
        #expect(delegate.log.contains("shouldChange 0,5 'J'"))
        textView.selectedRange = NSRange(location: 1, length: 6)
        textView.simulateDeleteBackward()
        #expect(textView.text == "J")
        textView.simulateDeleteBackward()
        #expect(textView.text == "")
        textView.selectedRange = NSRange(location: 40, length: 3)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0), "a selection is pinned to the text")
        textView.simulateReplace(NSRange(location: 0, length: 0), with: "pasted")
        #expect(textView.text == "pasted")
    }

    @Test("return types a line break, which a delegate may turn into the end of editing")
    func returnKey() {
        let (textView, delegate) = makeTextView()
        textView.simulateTyping("a")
        textView.simulateReturn()
        #expect(textView.text == "a\n")
        delegate.returnEndsEditing = true
        delegate.log = []
        textView.simulateReturn()
        #expect(textView.text == "a\n")
        #expect(!textView.isFirstResponder)
        #expect(delegate.log == ["shouldChange 2,0 '\n'", "shouldEnd", "didEnd", "note:didEnd"])
    }

    @Test("a delegate may refuse to begin or to end editing")
    func refusals() {
        let (textView, delegate) = makeTextView()
        delegate.allowsBeginning = false
        textView.simulateTyping("a")
        #expect(textView.text == "" && !textView.isFirstResponder)
        delegate.allowsBeginning = true
        textView.simulateTyping("a")
        delegate.allowsEnding = false
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
        #expect(textView.endEditing(true), "a forced end does not ask")
        #expect(!textView.isFirstResponder)
        #expect(delegate.log.suffix(2) == ["didEnd", "note:didEnd"])
    }

    @Test("a text view that is not editable ignores typing; a selectable one still becomes first responder quietly")
    func notEditable() {
        let (textView, delegate) = makeTextView()
        textView.isEditable = false
        textView.simulateTyping("a")
        #expect(textView.text == "" && delegate.log.isEmpty)
        #expect(textView.becomeFirstResponder())
        #expect(delegate.log.isEmpty, "selecting is not editing: no delegate calls")
        textView.resignFirstResponder()
        textView.isSelectable = false
        #expect(!textView.canBecomeFirstResponder)
    }

    @Test("setting the text in code tells no one")
    func codeSetsSilently() {
        let (textView, delegate) = makeTextView()
        textView.text = "a"
        textView.attributedText = NSAttributedString(string: "b")
        #expect(textView.text == "b" && delegate.log.isEmpty)
    }

    @Test("a text view is an element whose value is its text; static text while not editable")
    func accessibility() {
        let textView = UITextView()
        #expect(textView.isAccessibilityElement && textView.accessibilityValue == nil)
        textView.text = "Notes"
        #expect(textView.accessibilityValue == "Notes")
        #expect(textView.accessibilityTraits == .none)
        textView.isEditable = false
        #expect(textView.accessibilityTraits == .staticText)
    }
}
