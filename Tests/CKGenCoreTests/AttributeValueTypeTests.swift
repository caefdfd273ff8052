import Testing

@testable import CKGenCore

/// Issue 19, item 7: a `@ck.view` property whose type cannot be an attribute value (attribute values must be
/// `Equatable`) got no diagnostic, and the compiler then failed inside the generated file.
@Suite("Attribute value types")
struct AttributeValueTypeTests {
    static let source = """
        struct Plain {}
        struct Model: Equatable {}
        struct Keyed {}
        extension Keyed: Hashable {}
        protocol Sink {}
        protocol Comparing: Equatable {}
        struct Ranked: Comparing {}
        enum Style { case round, square }
        final class Root {}

        /// @ck.view
        final class CardView: UIView {
            var onTap: (() -> Void)?
            var payload: Any?
            var plain: Plain = Plain()
            var sink: Sink?
            var anySink: (any Sink)?
            var pair: (Int, Int) = (0, 0)
            var root: Root = Root()
            var list: [Plain] = []
            func setHandler(_ handler: @escaping (Int) -> Void) {}

            var model: Model = Model()
            var keyed: Keyed = Keyed()
            var ranked: Ranked = Ranked()
            var style: Style = .round
            var color: UIColor?
            var names: [String] = []
            var point: (Int) = 0
            func setImage(_ image: UIImage?, for state: UIControl.State) {}
        }
        """

    @Test("each type that cannot be a value is a located warning, and the member is left out")
    func reported() {
        let (plan, diagnostics) = Snippets(Self.source).lint()
        let names = Set(plan.views.first?.attributes.map(\.name) ?? [])
        #expect(names == ["model", "keyed", "ranked", "style", "color", "names", "point", "image"])
        let warnings = diagnostics.filter { $0.id == "ckgen.validation.unsupportedAttributeType" }
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let members = warnings.map { $0.message.split(separator: "'")[0] }
        #expect(
            members == [
                "onTap", "payload", "plain", "sink", "anySink", "pair", "root", "list", "setHandler(_:)",
            ]
        )
        #expect(warnings.first?.location?.line == 13)
        #expect(warnings.first?.message.contains("'(() -> Void)?' is a function type") == true)
    }

    @Test("asked for with @ck.attribute, it is an error at the annotation")
    func explicitIsError() {
        let source = """
            /// @ck.view
            final class CardView: UIView {
                /// @ck.attribute(id: "x")
                var payload: Any?
            }
            """
        let (_, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.location?.line == 3)
    }

    @Test("a class whose superclass ckgen cannot see may be Equatable: no diagnostic")
    func outsideSuperclass() {
        let source = """
            final class Thing: NSObject {}
            /// @ck.view
            final class CardView: UIView {
                var thing: Thing = Thing()
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty)
        #expect(plan.views.first?.attributes.map(\.name) == ["thing"])
    }
}
