import ComponentRuntime

struct FollowScreen: ComponentDescription {
    let users: [User]
    @ScopedState var isRefreshing = false

    var body: Component {
        FlexboxComponent {
            ViewComponent<UIButton>(size: ComponentSize(height: 44)) {
                [
                    .title(isRefreshing ? "Refreshing…" : "Refresh"), .titleColor(.followBlue),
                    .controlAction(.didTapRefresh),
                ]
            }
            for user in users {
                FollowRow(user: user)
            }
        }
    }

    /// @ck.action
    func didTapRefresh() {
        isRefreshing = true
    }
}
