import Testing

@testable import CKGenCore

/// V7 reports `.controlAction` only on views known not to be controls; a view type ckgen cannot see (another
/// module's) is left to the compiler.
@Suite(".controlAction and view types")
struct ControlActionViewTypeTests {
    static func source(_ viewType: String, extra: String = "") -> String {
        """
        \(extra)
        final class CardComponent: CompositeComponent {
            override func render() -> Component {
                Component(view: ViewConfiguration(\(viewType).self, [.controlAction(.didTap)]), size: .zero)
            }
            /// @ck.action
            func didTap() {}
        }
        """
    }

    @Test(
        "unknown, control and module control types: no error",
        arguments: ["OtherModuleButton", "UIButton", "UISwitch", "FancyButton"]
    )
    func quiet(_ viewType: String) {
        let source = Self.source(viewType, extra: "final class FancyButton: UIButton {}")
        #expect(Snippets(source).lint().diagnostics.isEmpty)
    }

    @Test("runtime non-controls and module views that reach one first: an error", arguments: ["UILabel", "Badge"])
    func reported(_ viewType: String) {
        let source = Self.source(viewType, extra: "final class Badge: UIImageView {}")
        #expect(Snippets(source).lint().diagnostics.map(\.id) == ["ckgen.validation.controlActionOnNonControl"])
    }
}
