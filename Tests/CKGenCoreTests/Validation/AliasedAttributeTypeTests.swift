import Testing

@testable import CKGenCore

/// Issue 41, item 4: a type alias the module declares is looked through when ckgen decides whether a member's type
/// can be an attribute value (it must be `Equatable`): one hiding a closure, a tuple, an existential or a metatype
/// leaves the member out with a warning, as the type written out would. Metatypes written out are not `Equatable`
/// either. An alias of an `Equatable` type, and one ckgen cannot see, are attributes as before.
@Suite("Type aliases and metatypes in attribute types")
struct AliasedAttributeTypeTests {
    static let declarations = """
        typealias Handler = () -> Void
        typealias Score = Int
        typealias Points = Score
        protocol Themed {}
        typealias AnyTheme = any Themed
        """

    @Test(
        "an alias of a closure, tuple, existential or metatype, at file scope or in the view, or a metatype: left out",
        arguments: [
            "Handler?", "Pair", "AnyTheme?", "Kind", "[Handler]", "UIView.Type", "Int.Type?", "Wrapper",
        ]
    )
    func leftOut(_ type: String) {
        let source =
            Self.declarations + """

                /// @ck.view
                final class BadgeView: UIView {
                    typealias Pair = (Int, Int)
                    typealias Kind = UIView.Type
                    typealias Wrapper = Handler
                    var value: \(type)
                    var count: Int = 0
                }
                """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.unsupportedAttributeType"], "\(type): \(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["count"], "\(type)")
    }

    @Test("an alias of an Equatable type, an alias of one, and a name ckgen cannot see are attributes")
    func kept() {
        let source =
            Self.declarations + """

                class BaseView: UIView {
                    typealias Level = Double
                }
                /// @ck.view
                final class BadgeView: BaseView {
                    var score: Score = 0
                    var points: Points = 0
                    var level: Level = 0
                    var external: ExternalID?
                }
                """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["external", "level", "points", "score"])
        #expect(
            plan.views.first?.attributes.first { $0.name == "level" }?.parameters.map(\.type.spelling) == [
                "BadgeView.Level"
            ]
        )
    }

    @Test("the warning names the alias and what it hides")
    func message() {
        let source = Self.declarations + "\n/// @ck.view\nfinal class BadgeView: UIView {\n    var onTap: Handler?\n}\n"
        let (_, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message.contains("'Handler', a type alias of a function type, which is not Equatable")
                == true,
            "\(diagnostics)"
        )
    }
}
