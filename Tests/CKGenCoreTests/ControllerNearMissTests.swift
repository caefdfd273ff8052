import Testing

@testable import CKGenCore

/// V6's near misses: a class named like a component's controller that is not a `ComponentController` subclass
/// (often a misspelling) gets a warning; a class that only looks like one, for a type that is not a component, or
/// a misspelt duplicate of a controller already paired, does not.
@Suite("Controller near misses")
struct ControllerNearMissTests {
    @Test(
        "a class named like a component's controller, spelt right or misspelt, is warned about",
        arguments: ["FeedComponentController", "FeedComponentControler", "FeedController", "FeedControler"]
    )
    func nearMiss(_ name: String) throws {
        try assertDiagnostics(
            """
            final class FeedComponent: CompositeComponent {}
            final class 1️⃣\(name) {}
            """,
            [
                DiagnosticSpec(
                    marker: "1️⃣",
                    id: "ckgen.validation.controllerNaming",
                    severity: .warning,
                    message: "looks like a controller for 'FeedComponent'"
                )
            ]
        )
    }

    @Test("no warning for a 'Controller' of a type that is not a component, or beside the real controller")
    func quietNearMisses() throws {
        try assertDiagnostics(
            """
            final class Feed {}
            final class FeedController {}
            final class FeedControler {}
            """,
            []
        )
        try assertDiagnostics(
            """
            final class FeedComponent: CompositeComponent {
                init() { super.init(scope: "feed") }
            }
            final class FeedComponentController: ComponentController<FeedComponent> {}
            final class FeedComponentControler {}
            """,
            []
        )
    }
}
