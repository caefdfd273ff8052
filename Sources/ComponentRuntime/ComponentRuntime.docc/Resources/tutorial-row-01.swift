import ComponentRuntime

struct FollowRow: ComponentDescription, Identifiable {
    let user: User
    var id: String { user.id }

    var body: Component {
        TextComponent(user.name)
            .padding(horizontal: 16, vertical: 8)
    }
}
