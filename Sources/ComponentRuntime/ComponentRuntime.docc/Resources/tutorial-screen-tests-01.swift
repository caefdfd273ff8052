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
}

extension UIView {
    /// Every view below this one, depth first, in subview order.
    var allSubviews: [UIView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }
}
