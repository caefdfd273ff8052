// Migrated by ckgen migrate from LikeButtonComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// LikeButtonComponent, migrated from ComponentKit (LikeButtonComponent.mm).
struct LikeButtonComponent: ComponentDescription {
    let count: Int

    var body: Component {
        FlexboxComponent(direction: .row, spacing: 6) {
            ViewComponent<UIButton>(size: ComponentSize(width: 44, height: 44)) {
                (\.backgroundColor, UIColor(white: 0.9, alpha: 1))
            }
            .onTap { didTapLike() }
            TextComponent("\(count) likes")
        }
        .onTap { didTapRow() }
    }

    func didTapRow() {
        // (empty in Objective-C)
    }

    func didTapLike() {
        // (empty in Objective-C)
    }
}
