import ComponentRuntime
import ComponentSnapshotTesting
import Foundation
import Testing

@testable import SeedScenarios

// One picture per screen of the example, compared with the recorded SVG in __Snapshots__/ScreenSnapshotTests/.
// After an intended change, look at the .new.svg a failure writes, then record with
// `CKGEN_RECORD=1 swift test --filter ScreenSnapshotTests` and read the diff before committing.

@MainActor
private func screen(width: CGFloat = 320, height: CGFloat) -> UIView {
    let view = UIView()
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return view
}

@MainActor
@Suite("Seed scenarios: a snapshot of each screen")
struct ScreenSnapshotTests {
    @Test("1. the switch and the gesture area")
    func actionsAndGestures() {
        let root = screen(height: 150)
        let host = ComponentHost(context: Context().with(EventLogKey.self, EventLog())) { _ in ActionsComponent() }
        host.mount(in: root)
        assertSVGSnapshot(of: root, named: "screen")
    }

    @Test("2. the follow button, before and while following")
    func followButton() throws {
        let root = screen(height: 50)
        let host = ComponentHost(
            context: Context().with(NetworkKey.self, FakeNetwork()),
            asynchronousUpdateDelivery: .manual
        ) {
            FollowButtonComponent(model: FollowModel(id: "user-1"))
        }
        host.mount(in: root)
        assertSVGSnapshot(of: root, named: "follow")
        try #require(root.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        host.flush()
        assertSVGSnapshot(of: root, named: "fetching")
    }

    @Test("3. the profile row")
    func contextForwarding() {
        let root = screen(height: 60)
        let host = ComponentHost { ProfileRowComponent(model: "ada") }
        host.mount(in: root)
        assertSVGSnapshot(of: root, named: "screen")
    }

    @Test("4. the product screen: a custom panel with an image, a button and a switch")
    func routerEvents() {
        let product = ProductScreen()
        let root: UIView = product.view
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 76)
        assertSVGSnapshot(of: root, named: "screen")
    }

    @Test("5. the avatar: a custom view with rounded corners")
    func customView() {
        let root = screen(height: 64)
        let host = ComponentHost { AvatarComponent(imageName: "person.crop.circle", radius: 8) }
        host.mount(in: root)
        assertSVGSnapshot(of: root, named: "screen")
    }

    @Test("6. the recommendations list")
    func statefulList() {
        StatefulViewReusePool.shared.removeAll()
        let root = screen(height: 120)
        let host = ComponentHost { _ in RecommendationsComponent(id: "recs") }
        host.mount(in: root)
        assertSVGSnapshot(of: root, named: "screen")
        host.unmount()
    }

    @Test("7. the feed list: the rows in view, one of them expanded")
    func feedList() async throws {
        let screen = FeedListScreen(width: 320, height: 200)
        try await screen.load((0..<20).map { FeedEntry(id: "e\($0)", title: "Entry \($0)") })
        let row = try #require(
            screen.dataSource.host(at: ItemPath(item: 1, section: 0)).rootComponent
                as? DescribedComponent<FeedEntryComponent>
        )
        row.value.$isExpanded.set(true, mode: .synchronous)
        assertSVGSnapshot(of: screen.scrollView, named: "screen")
    }
}
