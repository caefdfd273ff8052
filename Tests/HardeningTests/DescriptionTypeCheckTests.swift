import Foundation
import Testing

/// Issue 30, item 6: what ckgen writes for struct descriptions type-checks against the built runtime, for the names
/// and access levels the golden fixtures do not show.
@Suite("Generated code for descriptions type-checks")
struct DescriptionTypeCheckTests {
    @Test("keyword names, a nested and a public description, every handler shape, a controller and typed state")
    func descriptions() throws {
        try GeneratedCodeTypeCheckTests.typeChecks(
            "typecheck-descriptions",
            """
            enum Outer {
                struct `Type`: ComponentDescription {
                    struct State { var count = 0 }
                    var body: Component { Component() }
                    /// @ck.action
                    func `return`() { updateState { $0.count += 1 } }
                    /// @ck.action
                    func `default`(_ sender: Component) {}
                    /// @ck.action
                    func `in`(_ sender: Component, item: Int) {}
                    /// @ck.action
                    func `is`(_ sender: UIGestureRecognizer) -> Bool { state.count > 0 }
                    #if DEBUG
                        /// @ck.action
                        func `repeat`() {}
                    #endif
                }
            }
            extension Outer.`Type` {
                /// @ck.action
                func `while`(_ sender: Component) {}
            }
            public struct PublicCard: ComponentDescription {
                public typealias State = Int
                public init() {}
                public var body: Component { Component() }
                /// @ck.action
                public func didTapCard() {}
            }
            public final class PublicCardController: ComponentController<DescribedComponent<PublicCard>> {
                /// @ck.action
                public func didTapCardController() { _ = component.value }
            }
            func names() -> [ActionSelector] { [.return, .default, .in, .is, .while, .didTapCard] }
            """
        )
    }
}
