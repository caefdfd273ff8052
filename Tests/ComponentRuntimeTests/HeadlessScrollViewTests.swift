import ComponentRuntime
import Foundation
import Testing

/// A scroll view delegate that writes down every call, and can move the target of a drag.
@MainActor
private final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var retarget: ((CGPoint) -> CGPoint)?
    var zoomView: UIView?
    var allowsScrollToTop = true

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging target=\(targetContentOffset.pointee.x),\(targetContentOffset.pointee.y)")
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allowsScrollToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("insetChanged") }
}

@Suite("Headless UIScrollView: UIKit's vocabulary and where a drag stops")
@MainActor
struct HeadlessScrollViewTests {
    /// A 100 × 100 view over 100 × 1,000 points of content.
    private func makeScrollView() -> (UIScrollView, ScrollLog) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1_000)
        let log = ScrollLog()
        scrollView.delegate = log
        return (scrollView, log)
    }

    @Test("the properties start at UIKit's defaults")
    func defaults() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(!scrollView.isDirectionalLockEnabled)
        #expect(scrollView.bounces && scrollView.bouncesZoom)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled)
        #expect(scrollView.isScrollEnabled)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.indicatorStyle == .default)
        #expect(scrollView.verticalScrollIndicatorInsets == .zero)
        #expect(scrollView.horizontalScrollIndicatorInsets == .zero)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.refreshControl == nil)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test("the adjusted inset is the content inset, and setting the indicator insets sets both")
    func insetsAndIndicators() {
        let (scrollView, log) = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(log.calls == ["insetChanged"])
        #expect(scrollView.contentOffset == .zero, "setting the inset leaves the offset alone")
        let indicators = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.scrollIndicatorInsets = indicators
        #expect(scrollView.verticalScrollIndicatorInsets == indicators)
        #expect(scrollView.horizontalScrollIndicatorInsets == indicators)
    }

    @Test("a drag calls the delegate in UIKit's order, with the tracking flags as UIKit has them")
    func delegateOrder() {
        let (scrollView, log) = makeScrollView()
        scrollView.simulateScroll(to: CGPoint(x: 0, y: 200), steps: 2)
        #expect(
            log.calls == [
                "willBeginDragging dragging=true", "didScroll 0.0,100.0", "didScroll 0.0,200.0",
                "willEndDragging target=0.0,200.0", "didEndDragging decelerate=true dragging=false",
                "willBeginDecelerating decelerating=true", "didEndDecelerating",
            ]
        )
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test("a drag stops inside the range the content inset gives, the pull past an edge springing back")
    func insetClamping() {
        let (scrollView, log) = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        log.calls = []
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -500))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -40), "the top of the range is minus the top inset")
        #expect(log.calls.filter { $0.hasPrefix("didScroll") } == ["didScroll 0.0,-500.0", "didScroll 0.0,-40.0"])
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 5_000))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 960), "1,000 of content + 60 of inset - 100 of view")
        scrollView.simulateDrag(to: CGPoint(x: 300, y: 500))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500), "content as wide as the view does not scroll across")
    }

    @Test("without bouncing the finger cannot pull the content past its edges")
    func noBounce() {
        let (scrollView, log) = makeScrollView()
        scrollView.bounces = false
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -80))
        #expect(scrollView.contentOffset == .zero)
        #expect(log.calls.filter { $0.hasPrefix("didScroll") }.isEmpty)
    }

    @Test("content shorter than the view has an empty range: it stays at the top unless it always bounces")
    func shortContent() {
        let (scrollView, log) = makeScrollView()
        scrollView.contentSize = CGSize(width: 100, height: 50)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 30))
        #expect(scrollView.contentOffset == .zero)
        #expect(log.calls.filter { $0.hasPrefix("didScroll") }.isEmpty)
        scrollView.alwaysBounceVertical = true
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 30))
        #expect(log.calls.filter { $0.hasPrefix("didScroll") } == ["didScroll 0.0,30.0", "didScroll 0.0,0.0"])
    }

    @Test("with paging a drag stops on the page nearest the release point, or the next one a flick points to")
    func pagingStops() {
        let (scrollView, _) = makeScrollView()
        scrollView.isPagingEnabled = true
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 140))
        #expect(scrollView.contentOffset.y == 100)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 260))
        #expect(scrollView.contentOffset.y == 300)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 310), velocity: CGPoint(x: 0, y: 1.5))
        #expect(scrollView.contentOffset.y == 400, "a flick down goes on to the next page")
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 390), velocity: CGPoint(x: 0, y: -1.5))
        #expect(scrollView.contentOffset.y == 300)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 2_000))
        #expect(scrollView.contentOffset.y == 900, "the last page")
    }

    @Test("the delegate's willEndDragging moves the target, which stays inside the range")
    func delegateRetargets() {
        let (scrollView, log) = makeScrollView()
        log.retarget = { CGPoint(x: $0.x, y: ($0.y / 50).rounded() * 50) }
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 130))
        #expect(scrollView.contentOffset.y == 150)
        log.retarget = { _ in CGPoint(x: 0, y: 5_000) }
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 10))
        #expect(scrollView.contentOffset.y == 900)
    }

    @Test("scrolling disabled ignores the user but not the code")
    func scrollDisabled() {
        let (scrollView, log) = makeScrollView()
        scrollView.isScrollEnabled = false
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 200))
        scrollView.simulateScroll(to: CGPoint(x: 0, y: 300), steps: 3)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.calls.isEmpty)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(scrollView.contentOffset.y == 50)
    }

    @Test("setContentOffset(animated:) ends its animation at once; scrollRectToVisible scrolls as little as needed")
    func programmaticScrolls() {
        let (scrollView, log) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        scrollView.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        #expect(log.calls == ["didScroll 0.0,30.0", "didScroll 0.0,60.0", "didEndScrollingAnimation"])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset.y == 240, "the rect's bottom at the view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 240, "a visible rect does not scroll")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 100, "the rect's top at the view's top")
    }

    @Test("zooming needs a view for zooming and stays within the scale limits")
    func zooming() {
        let (scrollView, log) = makeScrollView()
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1, "no view for zooming: no zoom")
        log.zoomView = UIView()
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 3)
        #expect(log.calls == ["didZoom 3.0"])
    }

    @Test("a status bar tap scrolls to the top unless the view or its delegate says no")
    func scrollsToTop() {
        let (scrollView, log) = makeScrollView()
        scrollView.contentInset.top = 20
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        log.calls = []
        scrollView.simulateStatusBarTap()
        #expect(scrollView.contentOffset.y == -20)
        #expect(log.calls == ["didScroll 0.0,-20.0", "didScrollToTop"])
        scrollView.contentOffset.y = 300
        log.allowsScrollToTop = false
        scrollView.simulateStatusBarTap()
        #expect(scrollView.contentOffset.y == 300)
    }
}
