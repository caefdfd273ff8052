import ComponentRuntime

struct FollowRow: ComponentDescription, Identifiable {
    let user: User
    @ScopedState var isFollowing = false
    var id: String { user.id }

    var body: Component {
        FlexboxComponent(direction: .row, alignItems: .center, spacing: 8) {
            TextComponent(user.name).flexGrow(1)
            ViewComponent<UIButton>(size: ComponentSize(width: 90, height: 44)) {
                [.title(isFollowing ? "Following" : "Follow"), .titleColor(.followBlue)]
                (\.accessibilityLabel, "\(isFollowing ? "Following" : "Follow") \(user.name)")
                (\.layer.cornerRadius, 6)
            }
            .onTap { isFollowing.toggle() }
        }
        .padding(horizontal: 16, vertical: 8)
    }
}

extension UIColor {
    /// A blue dark enough for text on white: 5.6:1, where the system blue's 4.0:1 is under WCAG's 4.5:1.
    static var followBlue: UIColor { UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1) }
}
