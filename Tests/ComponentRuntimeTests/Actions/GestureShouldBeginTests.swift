import ComponentRuntime
import Foundation
import Testing

/// A view with one tap gesture whose action logs, forwarding `gestureRecognizerShouldBegin:` when asked to; the
/// component answers it only when `answer` is set.
private final class ShouldBeginComponent: CompositeComponent {
    let forwardsShouldBegin: Bool
    let answer: Bool?
    let log: EventLog

    init(forwardsShouldBegin: Bool, answer: Bool?, log: EventLog) {
        self.forwardsShouldBegin = forwardsShouldBegin
        self.answer = answer
        self.log = log
        super.init()
    }

    override func render() -> Component {
        let log = log
        return Component(
            view: ViewConfiguration(
                UIView.self,
                [
                    .gesture(
                        UITapGestureRecognizer.self,
                        action: ComponentAction<UIGestureRecognizer> { _, _ in log.append("tapped") },
                        delegateSelectors: forwardsShouldBegin ? [.gestureRecognizerShouldBegin] : []
                    )
                ]
            ),
            size: ComponentSize(width: 50, height: 50)
        )
    }
}

/// Answers `gestureRecognizerShouldBegin:` with the component's `answer`, when it has one.
private final class AnsweringShouldBeginComponent: CompositeComponent {
    let inner: ShouldBeginComponent
    init(_ inner: ShouldBeginComponent) {
        self.inner = inner
        super.init()
    }
    override func render() -> Component { inner }
    override func canPerformAction(_ action: ActionSelector?, withSender sender: AnyObject?) -> Bool {
        inner.answer != nil && super.canPerformAction(action, withSender: sender)
    }
}

extension AnsweringShouldBeginComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<AnsweringShouldBeginComponent>([
        .gestureRecognizerShouldBegin: .predicate { (target, _: UIGestureRecognizer) in target.inner.answer ?? true }
    ])
}

@MainActor
@Suite("A gesture begins unless a should-begin handler answers no")
struct GestureShouldBeginTests {
    /// Mounts the component, taps its view once, and returns the recognizer, the log and what was reported.
    private func tap(
        forwardsShouldBegin: Bool,
        answer: Bool?
    ) throws -> (UIGestureRecognizer, [String], [RuntimeDiagnostic]) {
        let log = EventLog()
        let host = ComponentHost { _ in
            AnsweringShouldBeginComponent(
                ShouldBeginComponent(forwardsShouldBegin: forwardsShouldBegin, answer: answer, log: log)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let recognizer = try #require(root.subviews.first?.gestureRecognizers?.first as? UITapGestureRecognizer)
        let reports = RuntimeDiagnostics.collect { recognizer.simulateTaps() }
        return (recognizer, log.entries, reports)
    }

    @Test("a gesture with no should-begin handler begins")
    func noHandlerBegins() throws {
        let (recognizer, log, reports) = try tap(forwardsShouldBegin: false, answer: nil)
        #expect(recognizer.state != .failed)
        #expect(log == ["tapped"])
        #expect(reports.isEmpty)
    }

    @Test("a gesture that forwards should-begin but gets no answer begins, and the missing answer is reported")
    func missingAnswerBegins() throws {
        let (recognizer, log, reports) = try tap(forwardsShouldBegin: true, answer: nil)
        #expect(recognizer.state != .failed)
        #expect(log == ["tapped"])
        #expect(reports.map(\.kind) == [.unhandledAction])
    }

    @Test("a should-begin handler answering yes lets the gesture begin")
    func answerYesBegins() throws {
        let (recognizer, log, reports) = try tap(forwardsShouldBegin: true, answer: true)
        #expect(recognizer.state != .failed)
        #expect(log == ["tapped"])
        #expect(reports.isEmpty)
    }

    @Test("a should-begin handler answering no keeps the gesture from beginning")
    func answerNoFails() throws {
        let (recognizer, log, reports) = try tap(forwardsShouldBegin: true, answer: false)
        #expect(recognizer.state == .failed)
        #expect(log.isEmpty)
        #expect(reports.isEmpty)
    }
}
