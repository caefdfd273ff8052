import ComponentRuntime

struct FollowRow: ComponentDescription, Identifiable {
    let user: User
    @ScopedState var isFollowing = false
    var id: String { user.id }

    var body: Component {
        FlexboxComponent(direction: .row, alignItems: .center, spacing: 8) {
            TextComponent(user.name).flexGrow(1)
            ViewComponent<UIButton>(size: ComponentSize(width: 90, height: 30)) {
                .title(isFollowing ? "Following" : "Follow")
                (\.layer.cornerRadius, 6)
            }
            .onTap { isFollowing.toggle() }
        }
        .padding(horizontal: 16, vertical: 8)
    }
}
