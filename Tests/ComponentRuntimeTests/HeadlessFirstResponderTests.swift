import ComponentRuntime
import Foundation
import Testing

/// A view that can become first responder, as a custom text input would.
@MainActor
private final class KeyInputView: UIView {
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
}

/// A text field delegate that refuses to let editing end.
@MainActor
private final class StubbornDelegate: NSObject, UITextFieldDelegate {
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}

/// The first-responder protocol of the headless `UIResponder`: UIKit's defaults, one first responder per window
/// (and one for views outside any window), handing over through resignation, refusals, and `endEditing(_:)`.
@MainActor
@Suite("Headless first responder")
struct HeadlessFirstResponderTests {
    @Test("a responder cannot become first responder by default, and may resign")
    func defaults() {
        let view = UIView()
        #expect(!view.canBecomeFirstResponder && view.canResignFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.resignFirstResponder(), "resigning without being first responder succeeds")
        #expect(view.inputView == nil && view.inputAccessoryView == nil)
        #expect(!UIViewController().canBecomeFirstResponder)
    }

    @Test("a responder that can become first responder does; the one before it in the same window resigns")
    func handOverInWindow() {
        let window = UIWindow()
        let first = KeyInputView()
        let second = KeyInputView()
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(first.becomeFirstResponder(), "becoming it again succeeds and changes nothing")
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
    }

    @Test("each window has its own first responder, and views outside any window share one more")
    func onePerWindow() {
        let (windowA, windowB) = (UIWindow(), UIWindow())
        let inA = UITextField()
        let inB = UITextField()
        let loose = UITextField()
        windowA.addSubview(inA)
        windowB.addSubview(inB)
        inA.becomeFirstResponder()
        inB.becomeFirstResponder()
        loose.becomeFirstResponder()
        #expect(inA.isFirstResponder && inB.isFirstResponder && loose.isFirstResponder)
        let otherLoose = UITextField()
        otherLoose.becomeFirstResponder()
        #expect(!loose.isFirstResponder && !loose.isEditing, "two windowless views share one slot")
        #expect(inA.isFirstResponder && inB.isFirstResponder)
        otherLoose.resignFirstResponder()
    }

    @Test("a first responder that refuses to resign keeps the status; the newcomer fails")
    func refusalToResign() {
        let window = UIWindow()
        let holder = KeyInputView()
        let field = UITextField()
        window.addSubview(holder)
        window.addSubview(field)
        holder.becomeFirstResponder()
        holder.refusesToResign = true
        let recorder = ControlEventRecorder(field)
        #expect(!field.becomeFirstResponder())
        #expect(holder.isFirstResponder && !field.isFirstResponder)
        #expect(recorder.events.isEmpty, "the field did not begin editing")

        let stubborn = StubbornDelegate()
        let editing = UITextField()
        let other = UITextField()
        let otherWindow = UIWindow()
        otherWindow.addSubview(editing)
        otherWindow.addSubview(other)
        editing.delegate = stubborn
        editing.becomeFirstResponder()
        #expect(!other.becomeFirstResponder(), "the editing field's delegate refused to end editing")
        #expect(editing.isFirstResponder)
    }

    @Test("endEditing asks the first responder inside the view to resign, or forces it")
    func endEditing() {
        let window = UIWindow()
        let container = UIView()
        let field = UITextField()
        window.addSubview(container)
        container.addSubview(field)
        let stubborn = StubbornDelegate()
        field.delegate = stubborn
        field.becomeFirstResponder()
        #expect(!container.endEditing(false))
        #expect(field.isFirstResponder)
        let recorder = ControlEventRecorder(field)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(recorder.events == ["editingDidEnd"])
        #expect(UIView().endEditing(false), "nothing to end")
    }

    @Test("a text field that leaves its window resigns; a first responder that goes away stops being one")
    func leavingAndReleased() {
        let window = UIWindow()
        let leaving = UITextField()
        window.addSubview(leaving)
        leaving.becomeFirstResponder()
        let recorder = ControlEventRecorder(leaving)
        leaving.removeFromSuperview()
        #expect(!leaving.isFirstResponder && recorder.events == ["editingDidEnd"])

        weak var gone: KeyInputView?
        do {
            let view = KeyInputView()
            window.addSubview(view)
            view.becomeFirstResponder()
            view.removeFromSuperview()
            gone = view
        }
        #expect(gone == nil)
        let next = UITextField()
        window.addSubview(next)
        #expect(next.becomeFirstResponder())
    }
}
