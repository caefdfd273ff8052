// Migrated by ckgen migrate from FollowCardComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// FollowCardComponent, migrated from ComponentKit (FollowCardComponent.mm).
struct FollowCardComponent: ComponentDescription {
    let user: User
    let following: Bool

    var body: Component {
        FlexboxComponent(spacing: 4) {
            ViewComponent<UIImageView>(size: ComponentSize(width: 64, height: 64)) {
                (\.image, UIImage(named: "avatar-placeholder"))
                (\.contentMode, .scaleAspectFill)
            }
            TextComponent(
                user.name,
                font: UIFont.systemFont(ofSize: 14),
                color: UIColor.darkGray,
                maximumNumberOfLines: 2,
                lineBreakMode: .byTruncatingTail
            ) {
                (\.backgroundColor, UIColor.clear)
            }
            ViewComponent<UIButton>(size: ComponentSize(width: 90, height: 30)) {
                [.title(following ? "Following" : "Follow"), .titleColor(UIColor.blue), .selected(following)]
            }
            .onTap { didTapFollow() }
        }
    }

    func didTapFollow() {
        // (empty in Objective-C)
    }
}
