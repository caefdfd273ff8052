import Foundation
import Testing

/// Issue 41, item 4 (the call half): inputs for which ckgen once wrote calls that do not compile — factories of
/// throwing, async or unavailable initializers or of ones taking `inout`, `@autoclosure` or tuple arguments, setters
/// that are unavailable or isolated to another global actor, a factory named as its view (`_ThemedView`), names
/// such as `precedencegroup` and `await` — beside their near misses, in one module whose generated code must
/// type-check against the runtime (one compiler run for all of them).
@Suite("Generated calls type-check")
struct GeneratedCallTypeCheckTests {
    @Test("left-out members, names that need backticks, and their near misses")
    func typeChecks() throws {
        let scenario = try Scenario(
            "typecheck-generated-calls",
            files: [
                "Sources/Input.swift": """
                import ComponentRuntime

                @globalActor actor DatabaseActor { static let shared = DatabaseActor() }

                /// @ck.view
                final class CardView: UIView {
                    var title: String = ""
                    @available(*, unavailable) var old: Int { get { 0 } set {} }
                    @DatabaseActor var remote: Int { get { 0 } set {} }
                    @available(swift, obsoleted: 5) func setLegacy(_ value: Int) {}
                    @available(macOS, unavailable) var macOnly: Int { get { 0 } set {} }
                    var `precedencegroup`: Int = 0
                    func setPair(_ first: Int, await: Int) {}
                    init(url: String) throws { super.init(frame: .zero) }
                    init(delay: Double) async { super.init(frame: .zero) }
                    init(count: inout Int) { super.init(frame: .zero) }
                    init(label: @autoclosure () -> String) { super.init(frame: .zero) }
                    init(point: (Int, Int)) { super.init(frame: .zero) }
                    @available(*, unavailable) init(legacy: Int) { fatalError() }
                    init(style: Int, await: Bool) { super.init(frame: .zero) }
                    override init(frame: CGRect) { super.init(frame: frame) }
                    required init?(coder: NSCoder) { fatalError() }
                }

                /// @ck.view
                final class _ThemedView: UIView {
                    init(theme: Int) { super.init(frame: .zero) }
                    override init(frame: CGRect) { super.init(frame: frame) }
                    required init?(coder: NSCoder) { fatalError() }
                }

                /// @ck.view
                final class 🎨View: UIView {
                    init(theme: Int) { super.init(frame: .zero) }
                    override init(frame: CGRect) { super.init(frame: frame) }
                    required init?(coder: NSCoder) { fatalError() }
                }

                final class CardComponent: CompositeComponent {
                    struct State { var count = 0; init() {} }
                    /// @ck.action
                    func didSelect(_ sender: Any, pair: (Int, String)) {}
                    /// @ck.action
                    @MainActor func didTap() {}
                    /// @ck.action
                    func `precedencegroup`() {}
                    /// @ck.action
                    func `await`(_ sender: Any) {}
                    init() { super.init(scope: "card") }
                }

                @MainActor func use() -> [AttributeValue<CardView>] {
                    [.title("a"), .precedencegroup(1), .pair(1, await: 2), .macOnly(3)]
                }
                @MainActor func make() -> ViewClass<CardView> { .cardView(style: 1, await: true) }
                @MainActor func themed() -> ViewClass<_ThemedView> { ._ThemedView(theme: 1) }
                @MainActor func painted() -> ViewClass<🎨View> { .🎨View(theme: 1) }
                func selectors() -> [ActionSelector] { [.precedencegroup, .await, .didSelect, .didTap] }
                """
            ]
        )
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        let warnings = run.standardError.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
        // old, remote, setLegacy(_:), and the factories of six initializers.
        #expect(warnings.count == 9, "\(run.standardError)")
        #expect(warnings.allSatisfy { $0.hasPrefix("Sources/Input.swift:") }, "\(run.standardError)")
        #expect(try scenario.typeCheckErrors() == "")
    }
}
