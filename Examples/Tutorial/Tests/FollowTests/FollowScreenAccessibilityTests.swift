import ComponentRuntime
import ComponentSnapshotTesting
import Testing

@testable import Follow

@MainActor
struct FollowScreenAccessibilityTests {
    @Test func screenHasNoAccessibilityFinding() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 170))
        let users = [User(id: "1", name: "Ada"), User(id: "2", name: "Grace")]
        let host = ComponentHost { FollowScreen(users: users) }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: root)

        assertAccessible(root)
    }
}
