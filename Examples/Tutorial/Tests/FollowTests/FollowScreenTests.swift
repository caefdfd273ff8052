import ComponentRuntime
import Testing

@testable import Follow

@MainActor
struct FollowScreenTests {
    let users = [User(id: "1", name: "Ada"), User(id: "2", name: "Grace")]

    @Test func showsARowPerUser() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = ComponentHost { FollowScreen(users: users) }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: root)

        let names = root.allSubviews.compactMap { ($0 as? UILabel)?.text }
        #expect(names == ["Ada", "Grace"])
    }

    @Test func eachRowKeepsItsOwnState() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = ComponentHost { FollowScreen(users: users) }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: root)

        let buttons = root.allSubviews.compactMap { $0 as? UIButton }.filter { $0.currentTitle == "Follow" }
        try #require(buttons.count == 2)
        buttons[1].sendActions(for: .touchUpInside)
        host.flush()
        #expect(buttons.map(\.currentTitle) == ["Follow", "Following"])
    }

    @Test func refreshReachesTheScreensAction() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = ComponentHost { FollowScreen(users: users) }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: root)

        let refresh = try #require(root.allSubviews.compactMap { $0 as? UIButton }.first)
        refresh.sendActions(for: .touchUpInside)
        host.flush()
        #expect(refresh.currentTitle == "Refreshing…")
    }
}

extension UIView {
    /// Every view below this one, depth first, in subview order.
    var allSubviews: [UIView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }
}
