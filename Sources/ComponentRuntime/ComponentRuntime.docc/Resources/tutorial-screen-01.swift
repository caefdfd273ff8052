import ComponentRuntime

struct FollowScreen: ComponentDescription {
    let users: [User]

    var body: Component {
        FlexboxComponent {
            for user in users {
                FollowRow(user: user)
            }
        }
    }
}
