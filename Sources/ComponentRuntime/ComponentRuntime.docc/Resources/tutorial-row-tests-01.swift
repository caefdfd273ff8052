import ComponentRuntime
import Testing

@testable import Follow

@MainActor
struct FollowRowTests {
    @Test func tappingFollowChangesTheTitle() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let host = ComponentHost { FollowRow(user: User(id: "1", name: "Ada")) }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: root)

        let button = try #require(root.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.currentTitle == "Follow")
    }
}
