// Migrated by ckgen migrate from UserRowComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// UserRowComponent, migrated from ComponentKit (UserRowComponent.mm).
struct UserRowComponent: ComponentDescription {
    let user: User

    var body: Component {
        FlexboxComponent(direction: .row, alignItems: .center, spacing: 8) {
            ViewComponent<UIImageView>(size: ComponentSize(width: 40, height: 40)) {
                (\.image, user.avatar)
            }
            TextComponent(user.name, font: UIFont.boldSystemFont(ofSize: 16)).flexGrow(1).flexShrink(1)
            TextComponent(user.handle, color: UIColor.gray).spacingBefore(4).alignSelf(.flexEnd)
        }
    }
}
