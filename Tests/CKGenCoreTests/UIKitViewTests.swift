import Foundation
import Testing

@testable import CKGenCore

@Suite("Rendering: UIKit views")
struct UIKitViewTests {
    @Test("UIKit's own initializers get no factory; an initializer with arguments does")
    func uikitInitializers() throws {
        let generated = try Snippets(
            """
            /// @ck.view
            final class Badge: UIView {
                init(style: Int) { super.init(frame: .zero) }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        ).render()
        #expect(generated.contains("static func badge(style: Int) -> Self"))
        #expect(!generated.contains("init(frame:)"), "\(generated)")
        #expect(!generated.contains("init(coder:)"), "\(generated)")
    }

    @Test("an unnamed parameter gets a usable name in the generated arguments")
    func unnamedParameter() throws {
        let generated = try Snippets(
            """
            /// @ck.view
            final class Tile: UIView {
                func setImage(_ _: UIImage?, for state: UIControl.State) {}
            }
            """
        ).render()
        #expect(generated.contains("var argument1: UIImage?"), "\(generated)")
        #expect(generated.contains("view.setImage(value.argument1, for: value.state)"), "\(generated)")
        #expect(!generated.contains("var _:"), "\(generated)")
    }
}
