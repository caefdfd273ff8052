import Testing

@testable import CKGenCore

/// Issue 34, item 5: newer Swift declarations ckgen cannot generate for are left out with a located warning
/// (`ckgen.validation.unsupportedDeclaration`): generic and parameter-pack initializers get no factory, a
/// `~Copyable` State gets no typed state. Their near misses are generated as before.
@Suite("Newer Swift declarations")
struct NewerDeclarationTests {
    static func view(_ initializer: String) -> String {
        """
        import UIKit
        /// @ck.view
        final class CardView: UIView {
            \(initializer)
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test(
        "a generic, parameter-pack or opaque-parameter initializer: a located warning, no factory",
        arguments: [
            "init<T: Hashable>(value: T) { super.init(frame: .zero) }",
            "init<each T: Hashable>(values: repeat each T) { super.init(frame: .zero) }",
            "init(value: some Hashable) { super.init(frame: .zero) }",
        ]
    )
    func genericInitializer(_ initializer: String) throws {
        let source = Self.view(initializer)
        let (plan, diagnostics) = Snippets(source).lint()
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == "ckgen.validation.unsupportedDeclaration")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location?.line == 4)
        #expect(diagnostic.message.contains("is generic, so it gets no factory"))
        #expect(plan.views.first?.factories == [])
        // The plain reader finds the same (or leaves the file to swift-syntax).
        let bytes = Array(source.utf8)
        if let plain = PlainDeclarationReader.read(path: "Input.swift", source: bytes, scan: NestingScan(bytes)) {
            #expect(plain == SourceFileParser.parse(path: "Input.swift", source: source, skippingBodies: false))
        }
    }

    @Test(
        "near misses: a concrete or existential initializer gets its factory",
        arguments: [
            "init(value: Int) { super.init(frame: .zero) }",
            "init(value: [String: Int]) { super.init(frame: .zero) }",
        ]
    )
    func concreteInitializer(_ initializer: String) throws {
        let (plan, diagnostics) = Snippets(Self.view(initializer)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.factories.count == 1)
    }

    static func component(_ state: String) -> String {
        """
        final class CardComponent: CompositeComponent {
            \(state)
            init() { super.init(scope: "card") }
        }
        """
    }

    @Test(
        "a ~Copyable State: a located warning, no typed state",
        arguments: [
            "struct State: ~Copyable { var count = 0 }", "struct State: Sendable, ~Copyable { var count = 0 }",
            "struct State: ~ Copyable { var count = 0 }",
        ]
    )
    func nonCopyableState(_ state: String) throws {
        let (plan, diagnostics) = Snippets(Self.component(state)).lint()
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == "ckgen.validation.unsupportedDeclaration")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location?.line == 2)
        #expect(plan.states.isEmpty)
    }

    @Test(
        "near misses: a copyable State, or one that suppresses another protocol, gets typed state",
        arguments: ["struct State { var count = 0 }", "struct State: ~Escapable { var count = 0 }"]
    )
    func copyableState(_ state: String) {
        let (plan, _) = Snippets(Self.component(state)).lint()
        #expect(plan.states.map(\.component) == ["CardComponent"])
    }
}
