import ComponentRuntime
import ComponentSnapshotTesting
import Testing

@testable import Follow

@MainActor
struct FollowScreenSnapshotTests {
    @Test func screenAfterFollowingGrace() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 170))
        let users = [User(id: "1", name: "Ada"), User(id: "2", name: "Grace")]
        let host = ComponentHost { FollowScreen(users: users) }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: root)

        let grace = try #require(root.allSubviews.compactMap { $0 as? UIButton }.last)
        grace.sendActions(for: .touchUpInside)
        host.flush()
        assertSVGSnapshot(of: root, named: "screen")
    }
}
