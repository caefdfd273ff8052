import ComponentRuntime
import Foundation
import Testing

/// A target that counts the refresh control's value changes.
@MainActor
private final class RefreshCounter: HeadlessActionTarget {
    var refreshes = 0
    func performHeadlessAction(_ action: Selector, sender: Any) {
        if action == Selector("refresh:"), sender is UIRefreshControl { refreshes += 1 }
    }
}

@Suite("Headless UIRefreshControl: pull to refresh")
@MainActor
struct HeadlessRefreshControlTests {
    private func makeList() -> (UIScrollView, UIRefreshControl, RefreshCounter) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        let control = UIRefreshControl()
        let counter = RefreshCounter()
        control.addTarget(counter, action: Selector("refresh:"), for: .valueChanged)
        scrollView.refreshControl = control
        return (scrollView, control, counter)
    }

    @Test("a refresh control is a control that starts idle, and the scroll view puts it in itself")
    func defaultsAndPlacement() {
        let (scrollView, control, _) = makeList()
        let asControl: UIControl = control
        #expect(asControl.isEnabled)
        #expect(!control.isRefreshing)
        #expect(control.attributedTitle == nil)
        #expect(control.superview === scrollView)
        #expect(control.frame.maxY == 0, "above the content")
        #expect(control.frame.width == 320)

        let other = UIRefreshControl()
        scrollView.refreshControl = other
        #expect(control.superview == nil, "the replaced control leaves")
        #expect(other.superview === scrollView)
    }

    @Test("a pull begins refreshing and sends valueChanged once; the content comes back to the top")
    func pullToRefresh() {
        let (scrollView, control, counter) = makeList()
        scrollView.simulatePullToRefresh()
        #expect(control.isRefreshing)
        #expect(counter.refreshes == 1)
        #expect(scrollView.contentOffset == .zero)

        scrollView.simulatePullToRefresh()
        #expect(counter.refreshes == 1, "no second event while refreshing")
        control.endRefreshing()
        #expect(!control.isRefreshing)
        control.simulatePullToRefresh()
        #expect(counter.refreshes == 2, "the control plays the pull through its scroll view")
    }

    @Test("a drag that pulls far enough past the top refreshes too; a short one does not")
    func dragsPastTheTop() {
        let (scrollView, control, counter) = makeList()
        scrollView.contentInset.top = 30
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -60))
        #expect(!control.isRefreshing, "30 points past the top of the range is not enough")
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -100))
        #expect(control.isRefreshing)
        #expect(counter.refreshes == 1)
        #expect(scrollView.contentOffset.y == -30)
    }

    @Test("beginRefreshing in code sends no event; a scroll view that cannot be pulled does not refresh")
    func codeAndNoBounce() {
        let (scrollView, control, counter) = makeList()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(counter.refreshes == 0)
        control.endRefreshing()

        scrollView.bounces = false
        scrollView.simulatePullToRefresh()
        #expect(!control.isRefreshing)
        scrollView.bounces = true
        control.isEnabled = false
        scrollView.simulatePullToRefresh()
        #expect(!control.isRefreshing, "a disabled control does not refresh")
    }

    @Test("a short list with a refresh control can still be pulled")
    func shortContent() {
        let (scrollView, control, counter) = makeList()
        scrollView.contentSize = CGSize(width: 320, height: 100)
        scrollView.simulatePullToRefresh()
        #expect(control.isRefreshing)
        #expect(counter.refreshes == 1)
    }

    @Test("a control in no scroll view refreshes when its pull is played")
    func standalone() {
        let control = UIRefreshControl()
        let counter = RefreshCounter()
        control.addTarget(counter, action: Selector("refresh:"), for: .valueChanged)
        control.simulatePullToRefresh()
        #expect(control.isRefreshing)
        #expect(counter.refreshes == 1)
        #expect(control.dump().contains("refreshing"))
    }
}
