import ComponentRuntime

/// A feed cell: avatar, follow button, and a tap on the avatar that goes up as a router event.
final class FeedCellComponent: CompositeComponent {
    let model: FollowModel

    init(model: FollowModel) {
        self.model = model
        super.init(scope: model.id)
    }

    override func render() -> Component {
        StackComponent(
            direction: .horizontal,
            spacing: 8,
            children: [
                Component(
                    view: ViewConfiguration(.avatarView(style: .round), [.cornerRadius(20), .tapGesture(.didTapAvatar)]),
                    size: ComponentSize(width: 40, height: 40)
                ),
                FollowButtonComponent(model: model),
            ]
        )
    }
}

@MainActor
extension FeedCellComponent {
    /// @ck.action
    func didTapAvatar() {
        routerEvent(name: .avatarTapped, userInfo: ["id": .string(model.id)])
    }
}
