import Testing

@testable import CKGenCore

/// A member declared in each branch of `#if`/`#else` is one member per configuration: no duplicate is reported,
/// and the generated code has it under each branch's condition. The same member twice under conditions that can
/// hold together (or under none) is still a duplicate.
@Suite("Members in both branches of #if")
struct ConditionalDuplicateTests {
    static func view(_ first: String, _ second: String, member: String = "var title: String = \"\"") -> String {
        """
        import UIKit
        /// @ck.view
        final class CardView: UIView {
        \(wrap(member, first))
        \(wrap(member, second))
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// `member` under `#if condition`, or as it is for `nil`; `"A|else"` is one `#if A … #else … #endif` around
    /// the member and a copy of it (used by ``view(_:_:member:)`` with an empty second).
    static func wrap(_ member: String, _ condition: String?) -> String {
        guard let condition else { return "    " + member }
        if condition.isEmpty { return "" }
        if condition.hasSuffix("|else") {
            let name = condition.dropLast(5)
            return "#if \(name)\n    \(member)\n#else\n    \(member)\n#endif"
        }
        return "#if \(condition)\n    \(member)\n#endif"
    }

    @Test(
        "an attribute in exclusive branches is kept under each condition",
        arguments: [
            ("os(iOS)|else", "", ["!(os(iOS))", "os(iOS)"]),
            ("DEBUG", "!DEBUG", ["!DEBUG", "DEBUG"]),
            ("A && B", "!(A && B)", ["!(A && B)", "A && B"]),
        ] as [(String, String, [String])]
    )
    func attributeInBothBranches(_ first: String, _ second: String, _ conditions: [String]) throws {
        let (plan, diagnostics) = Snippets(Self.view(first, second)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let attributes = try #require(plan.views.first).attributes
        #expect(attributes.map(\.name) == ["title", "title"])
        #expect(attributes.compactMap(\.condition).sorted() == conditions)
    }

    @Test(
        "the same attribute twice where both can exist is still a duplicate",
        arguments: [(nil, nil), ("DEBUG", nil), ("DEBUG", "DEBUG"), ("A", "B"), ("A || B", "!A")]
            as [(String?, String?)]
    )
    func attributeTwice(_ first: String?, _ second: String?) {
        // `nil` means unconditional: the member is written without `#if`.
        let source = Self.source(first, second)
        let diagnostics = Snippets(source).lint().diagnostics
        #expect(diagnostics.map(\.id) == ["ckgen.validation.duplicateAttribute"], "\(diagnostics)")
    }

    static func source(_ first: String?, _ second: String?) -> String {
        """
        import UIKit
        /// @ck.view
        final class CardView: UIView {
        \(wrap("var title: String = \"\"", first))
        \(wrap("var title: String = \"\"", second))
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test("nested branches: the inner #else excludes the inner #if, under the same outer condition")
    func nestedBranches() throws {
        let source = """
            import UIKit
            /// @ck.view
            final class CardView: UIView {
            #if os(iOS)
            #if DEBUG
                var title: String = ""
            #elseif RELEASE
                var title: String = ""
            #else
                var title: String = ""
            #endif
            #endif
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(plan.views.first).attributes.count == 3)
    }

    @Test("a factory per branch, each under its condition, with distinct argument types")
    func factories() throws {
        let source = """
            import UIKit
            /// @ck.view
            final class CardView: UIView {
            #if DEBUG
                init(style: Int) { super.init(frame: .zero) }
            #else
                init(style: Int) { super.init(frame: .zero) }
            #endif
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let factories = try #require(plan.views.first).factories
        #expect(factories.map(\.condition) == ["!(DEBUG)", "DEBUG"])
        #expect(Set(factories.map(\.argumentsType)).count == 2)
        let generated = try Snippets(source).render()
        #expect(generated.contains("#if DEBUG"))
        #expect(generated.contains("#if !(DEBUG)"))
    }

    @Test(
        "an action in each branch is a row under each condition; under overlapping conditions, a duplicate",
        arguments: [("A|else", 0, 2), ("A", 1, 1)] as [(String, Int, Int)]
    )
    func actions(_ condition: String, _ errors: Int, _ rows: Int) throws {
        let second = condition.hasSuffix("|else") ? "" : condition
        let member = "/// @ck.action\n    func didTap() {}"
        let source = """
            final class CardComponent: CompositeComponent {
            \(Self.wrap(member, condition))
            \(Self.wrap(member, second))
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.filter { $0.severity == .error }.count == errors, "\(diagnostics)")
        #expect(plan.actionTables.first?.entries.count == rows)
    }

    @Test(
        "an event handler in each branch is an entry under each condition; under overlapping ones, a duplicate",
        arguments: [("A|else", 0), ("A", 1)] as [(String, Int)]
    )
    func eventHandlers(_ condition: String, _ errors: Int) {
        let second = condition.hasSuffix("|else") ? "" : condition
        let member = "/// @ck.event(\"tap\")\n    func onTap() {}"
        let source = """
            /// @ck.eventProxy
            final class Proxy {
            \(Self.wrap(member, condition))
            \(Self.wrap(member, second))
            }
            """
        let diagnostics = Snippets(source).lint().diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.count == errors, "\(diagnostics)")
    }

    @Test(
        "conditions that exclude each other, and near misses that do not",
        arguments: [
            ("DEBUG", "!(DEBUG)", true), ("DEBUG", "!DEBUG", true), ("(A) && (B)", "(A) && !(B)", true),
            ("!(A) && (B)", "!(A) && !(B)", true), ("A || B", "!(A || B)", true), ("!!A", "!A", true),
            ("DEBUG", "DEBUG", false), ("A", "B", false), ("A || B", "!A", false), ("!A && B", "A", true),
            ("!(A && B)", "A", false), ("A && B || C", "!C", false),
        ] as [(String, String, Bool)]
    )
    func exclusion(_ first: String, _ second: String, _ expected: Bool) {
        #expect(ConditionExclusion.excludes(first, second) == expected)
        #expect(ConditionExclusion.excludes(second, first) == expected)
        #expect(!ConditionExclusion.excludes(nil, second))
    }
}
