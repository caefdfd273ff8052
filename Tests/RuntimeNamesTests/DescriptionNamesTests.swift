import CKGenCore
import ComponentRuntime
import Testing

/// The runtime names ckgen reads and writes for struct descriptions (``RuntimeNames/descriptionNames``) exist in the
/// runtime: each is referenced here through `ComponentRuntime`, as `RuntimeNamesTests` does for the others.
/// Generated code writes these names from `TemplateContext`'s values, so the templates' own check does not see them.
@Suite("The runtime names ckgen relies on for descriptions")
@MainActor
struct DescriptionNamesTests {
    /// A description to name the generic component with.
    struct Probe: ComponentRuntime.ComponentDescription {
        var body: Component { Component() }
    }

    static let linked: [String: Any] = [
        "ComponentDescription": (any ComponentRuntime.ComponentDescription).self,
        "DescribedComponent": ComponentRuntime.DescribedComponent<Probe>.self,
        "DescribedActionResponder": (any ComponentRuntime.DescribedActionResponder).self,
        "DescribedControllerProviding": (any ComponentRuntime.DescribedControllerProviding).self,
        "DescribedStatefulComponent": (any ComponentRuntime.DescribedStatefulComponent).self,
    ]

    @Test("every description name is referenced through the runtime, and nothing else is")
    func listMatchesTheRuntime() {
        #expect(RuntimeNames.descriptionNames == Set(Self.linked.keys))
    }

    @Test("the description names are not also among the names the templates write")
    func separateFromTemplateTypes() {
        #expect(RuntimeNames.descriptionNames.isDisjoint(with: RuntimeNames.templateTypes))
    }
}
