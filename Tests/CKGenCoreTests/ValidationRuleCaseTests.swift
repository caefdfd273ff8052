import Testing

@testable import CKGenCore

/// Issue 19, item 16: each validation rule with inputs it must reject and near misses it must accept, so a rule
/// that fires too often or too rarely fails a test.
@Suite("Validation rules: positive and negative cases")
struct ValidationRuleCaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var source: String
        var ids: [String]
        var testDescription: String { "\(rule): \(ids.isEmpty ? "accepted" : ids.joined(separator: ", "))" }
    }

    static let component = "final class C: CompositeComponent {\n"
    static let cases: [Case] = [
        Case(
            rule: "V1",
            source: "/// @ck.veiw\nfinal class V: UIView {}\n",
            ids: ["ckgen.validation.unknownAnnotation"]
        ),
        Case(rule: "V1", source: "/// @ck.view\nfinal class V: UIView {}\n", ids: []),
        Case(
            rule: "V1",
            source: "/// @ck.view\nfinal class V: UIView {\n    /// @ck.attribute\n    var x: Int = 0\n}\n",
            ids: ["ckgen.validation.malformedAnnotation"]
        ),
        Case(rule: "V2", source: "/// @ck.view\nstruct V {}\n", ids: ["ckgen.validation.misplacedAnnotation"]),
        Case(
            rule: "V2",
            source: component + "    /// @ck.action\n    var x = 0\n}\n",
            ids: ["ckgen.validation.misplacedAnnotation"]
        ),
        Case(
            rule: "V3",
            source: component + "}\nprivate extension C {\n    /// @ck.action\n    func didTap() {}\n}\n",
            ids: ["ckgen.validation.unreachableMember"]
        ),
        Case(
            rule: "V3",
            source: component + "}\nfileprivate extension C {\n    /// @ck.action\n    func didTap() {}\n}\n",
            ids: ["ckgen.validation.unreachableMember"]
        ),
        Case(
            rule: "V3",
            source: component + "}\nextension C {\n    /// @ck.action\n    func didTap() {}\n}\n",
            ids: []
        ),
        Case(
            rule: "V3",
            source: component + "    /// @ck.action\n    fileprivate func didTap() {}\n}\n",
            ids: ["ckgen.validation.unreachableMember"]
        ),
        Case(
            rule: "V4",
            source: component + "    /// @ck.action\n    func a(_ s: Component, x: Int, y: Int) {}\n}\n",
            ids: ["ckgen.validation.unsupportedSignature"]
        ),
        Case(rule: "V4", source: component + "    /// @ck.action\n    func a(_ s: Component, x: Int) {}\n}\n", ids: []),
        Case(
            rule: "V4",
            source: component + "    /// @ck.action\n    func a(_ s: Component) -> Bool { true }\n}\n",
            ids: []
        ),
        Case(
            rule: "V4",
            source: component + "    /// @ck.action\n    func a() -> Bool { true }\n}\n",
            ids: ["ckgen.validation.unsupportedSignature"]
        ),
        Case(
            rule: "V5",
            source: component + "    /// @ck.action\n    func a() {}\n}\nfinal class D: CompositeComponent {\n"
                + "    /// @ck.action\n    func a(_ s: Component) {}\n}\n",
            ids: ["ckgen.validation.duplicateSelector"]
        ),
        Case(
            rule: "V5",
            source: component + "    /// @ck.action\n    func a() {}\n}\nfinal class D: CompositeComponent {\n"
                + "    /// @ck.action\n    func a() {}\n}\n",
            ids: []
        ),
        Case(
            rule: "V5",
            source: "/// @ck.eventProxy\nfinal class P {\n    /// @ck.event(\"Refresh\")\n    func a() {}\n}\n"
                + "/// @ck.eventProxy\nfinal class Q {\n    /// @ck.event(\"Refresh\")\n    func b() {}\n}\n",
            ids: []
        ),
        Case(
            rule: "V6",
            source: "final class FooComponent: CompositeComponent {\n    init() { super.init(scope: \"x\") }\n}\n"
                + "final class FooController: ComponentController<FooComponent> {}\n",
            ids: ["ckgen.validation.controllerNaming"]
        ),
        Case(
            rule: "V6",
            source: "final class FooComponent: CompositeComponent {\n    init() { super.init(scope: \"x\") }\n}\n"
                + "final class FooComponentController: ComponentController<FooComponent> {}\n",
            ids: []
        ),
        Case(
            rule: "V6",
            source: "final class FooComponent: CompositeComponent {}\n"
                + "final class FooComponentController: ComponentController<FooComponent> {}\n",
            ids: ["ckgen.validation.missingScope"]
        ),
        Case(
            rule: "V7",
            source: component + "    func r() -> Component {\n        Component(view: ViewConfiguration(UILabel.self, "
                + "[.controlAction(.a)]), size: .zero)\n    }\n    /// @ck.action\n    func a() {}\n}\n",
            ids: ["ckgen.validation.controlActionOnNonControl"]
        ),
        Case(
            rule: "V7",
            source: component + "    func r() -> Component {\n        Component(view: ViewConfiguration(UIButton.self, "
                + "[.controlAction(.a)]), size: .zero)\n    }\n    /// @ck.action\n    func a() {}\n}\n",
            ids: []
        ),
        Case(
            rule: "V8",
            source: component + "    func r() -> Component {\n        Component(view: ViewConfiguration(UIButton.self, "
                + "[.controlAction(.missing)]), size: .zero)\n    }\n}\n",
            ids: ["ckgen.validation.unhandledSelector"]
        ),
    ]

    @Test("each case reports exactly its identifiers", arguments: cases)
    func rule(_ entry: Case) {
        let diagnostics = Snippets(entry.source).lint().diagnostics
        #expect(diagnostics.map(\.id.rawValue) == entry.ids, "\(diagnostics.map(\.description))")
    }

    @Test("two proxies handling one event: one EventName constant, a strategy in each map")
    func sharedEvent() {
        let (plan, _) = Snippets(Self.cases[15].source).lint()
        #expect(plan.events.map(\.name) == ["Refresh"])
        #expect(plan.proxies.map { $0.strategies.map(\.eventConstant) } == [["refresh"], ["refresh"]])
    }

    @Test("setters are 'set' and a capital: 'setup(_:)' and 'settle()' are not attributes")
    func setterNames() {
        let source = """
            /// @ck.view
            final class V: UIView {
                func setup(_ value: Int) {}
                func settle() {}
                func set(_ value: Int) {}
                func setTitle(_ title: String) {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty)
        #expect(plan.views.first?.attributes.map(\.name) == ["title"])
    }

    @Test("factories: one per initializer with arguments, none for failable, private or UIKit's own initializers")
    func factories() {
        let source = """
            /// @ck.view
            final class V: UIView {
                init(style: Int) { super.init(frame: .zero) }
                init?(name: String) { super.init(frame: .zero) }
                private init(secret: Int) { super.init(frame: .zero) }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }
            """
        let (plan, _) = Snippets(source).lint()
        #expect(plan.views.first?.factories.map(\.identifier) == ["MyApp.V.init(style:)"])
    }
}
