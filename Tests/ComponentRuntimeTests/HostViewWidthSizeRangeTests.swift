import ComponentRuntime
import Foundation
import Testing

/// A host that follows its view's width, and whose size range was not set, lays its root out as ComponentKit's
/// flexible-height size range provider does: exactly the view's width, any height. A range that was set wins;
/// without either, the root takes its own size.
@MainActor
@Suite("Host: a size range that follows the root view's width")
struct HostViewWidthSizeRangeTests {
    /// A bar with a view, 44 high and as wide as it is allowed to be (a leaf takes the range's minimum width).
    private func barHost() -> ComponentHost {
        let host = ComponentHost { _ in
            Component(view: ViewConfiguration(UIView.self, [.backgroundColor(.white)]), size: ComponentSize(height: 44))
        }
        host.followsViewWidth = true
        return host
    }

    /// A label of 100 × 20 points, in a host that follows its view's width.
    private func labelHost() -> ComponentHost {
        let host = ComponentHost { _ in labelComponent("Hi", width: 100, height: 20) }
        host.followsViewWidth = true
        return host
    }

    @Test("by default the root takes its own size, whatever the view's width")
    func offByDefault() throws {
        let host = ComponentHost { _ in labelComponent("Hi", width: 100, height: 20) }
        #expect(!host.followsViewWidth)
        let frame = try mountedFrame(of: host, in: makeRootView(width: 320))
        #expect(frame.size == CGSize(width: 100, height: 20))
        #expect(host.sizeRange == .unconstrained)
    }

    private func mountedFrame(of host: ComponentHost, in view: UIView) throws -> CGRect {
        host.mount(in: view)
        return try #require(view.subviews.first).frame
    }

    @Test("following: mounted in a 320-wide view, the root is 320 wide and takes its own height")
    func followsTheViewsWidth() throws {
        let host = barHost()
        #expect(host.sizeRange == .unconstrained)
        let view = makeRootView(width: 320, height: 480)
        #expect(try mountedFrame(of: host, in: view) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(host.sizeRange == SizeRange(width: 320))
    }

    @Test("following: a fixed-size root is stretched to the view's width, as in ComponentKit")
    func fixedSizeRootTakesTheWidth() throws {
        let frame = try mountedFrame(of: labelHost(), in: makeRootView(width: 320))
        #expect(frame.size == CGSize(width: 320, height: 20))
    }

    @Test("a range that was set wins over the view's width")
    func explicitRangeWins() throws {
        let host = labelHost()
        host.sizeRange = .unconstrained
        let frame = try mountedFrame(of: host, in: makeRootView(width: 320))
        #expect(frame.size == CGSize(width: 100, height: 20))
        #expect(host.sizeRange == .unconstrained)

        let narrow = barHost()
        narrow.sizeRange = SizeRange(width: 200)
        #expect(try mountedFrame(of: narrow, in: makeRootView(width: 320)).size == CGSize(width: 200, height: 44))
    }

    @Test("following: a view of zero width leaves the root its own size")
    func zeroWidthViewIsUnconstrained() throws {
        let host = labelHost()
        let frame = try mountedFrame(of: host, in: makeRootView(width: 0, height: 0))
        #expect(frame.size == CGSize(width: 100, height: 20))
        #expect(host.sizeRange == .unconstrained)
    }

    @Test("following: a remount reads the view's width again; unmounted, the range is unconstrained")
    func remountFollowsANewWidth() throws {
        let host = barHost()
        let view = makeRootView(width: 320)
        #expect(try mountedFrame(of: host, in: view).width == 320)
        view.frame.size.width = 200
        host.rebuild()
        #expect(try #require(view.subviews.first).frame.width == 200)
        view.frame.size.width = 280
        #expect(try mountedFrame(of: host, in: view).width == 280)
        host.unmount()
        #expect(host.sizeRange == .unconstrained)
    }
}
