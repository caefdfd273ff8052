import Testing

@testable import CKGenCore

/// Issue 19, item 9: an `@ck.action` with a signature ckgen cannot call got its error, and then a warning at each
/// use telling the user to add the annotation the method already has.
@Suite("Uses of a rejected action")
struct RejectedActionUseTests {
    static func source(_ method: String) -> String {
        """
        final class CardComponent: CompositeComponent {
            override func render() -> Component {
                Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTap)]), size: .zero)
            }
            /// @ck.action
            \(method)
        }
        """
    }

    @Test(
        "only the signature's error, no 'add @ck.action' warning",
        arguments: [
            "func didTap(_ a: Int, _ b: Int, _ c: Int) {}", "static func didTap() {}", "func didTap() async {}",
        ]
    )
    func onlyTheError(_ method: String) {
        let (_, diagnostics) = Snippets(Self.source(method)).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.unsupportedSignature"], "\(diagnostics)")
    }

    @Test("an unannotated method of that name still gets the warning")
    func unannotatedStillWarned() {
        let source =
            Self.source("func unrelated() {}").replacingOccurrences(of: "/// @ck.action\n", with: "")
            + "\nfinal class Other { func didTap() {} }\n"
        let (_, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.unhandledSelector"], "\(diagnostics)")
    }
}
