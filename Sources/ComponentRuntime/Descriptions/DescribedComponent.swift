/// The component a ``ComponentDescription`` inflates into: a ``CompositeComponent`` that renders the
/// description's `body`, and that holds its scope (state, controller) when the description needs one.
///
/// You rarely name it: descriptions inflate themselves in builders. A controller paired with a description
/// (``DescribedControllerProviding``) reads the current description through ``value``.
public final class DescribedComponent<Description: ComponentDescription>: CompositeComponent {
    /// The description this component renders: the latest one of its scope.
    public let value: Description
    @usableFromInline let traits: DescriptionTraits

    /// The component for `value`; declares a scope when the description needs one. Inlinable, so a client's
    /// descriptions make theirs with specialised code.
    @inlinable
    public init(_ value: Description) {
        self.value = value
        let traits = DescriptionTraits.of(value)
        self.traits = traits
        if traits.needsScope {
            super.init(scope: traits.scopeIdentifier(of: value))
        } else {
            super.init()
        }
    }

    /// Renders the description's body, with its scoped state linked to this component's scope.
    public override func render() -> Component {
        DescriptionRendering.with(self) {
            if !traits.stateSlots.isEmpty { traits.link(value, to: scopeFrame) }
            if traits.hasTypedState, let frame = scopeFrame {
                DescribedStateStore.prepareTypedState(Description.self, in: frame)
            }
            return value.body
        }
    }

    /// An `Equatable` description renders again only when it differs from the previous one of its scope (or
    /// state in it changed, which the runtime checks first).
    public override func shouldRerender(comparedTo previous: CompositeComponent) -> Bool {
        guard let previous = previous as? DescribedComponent<Description>,
            let equatable = value as? any Equatable
        else { return true }
        return !Self.isEqual(equatable, previous.value)
    }

    private static func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        (other as? Value) == value
    }

    /// Runs `body` with the current description, as a handler of this component: typed state reads and
    /// updates made in it reach this component's scope. ckgen's dispatch tables for descriptions call this.
    @MainActor
    public func perform<Result>(_ body: (Description) -> Result) -> Result {
        DescriptionRendering.handling(self) { body(value) }
    }

    override var typeNameForDiagnostics: String { "\(Description.self)" }

    /// The description inflated again: a value placed twice renders once in each place.
    override func copyForAnotherPlace() -> Component? { DescribedComponent(value) }
}
