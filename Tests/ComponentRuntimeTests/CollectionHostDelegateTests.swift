import ComponentRuntime
import Foundation
import Testing

/// An app's collection view delegate that writes down every scroll call.
@MainActor
private final class RecordingScrollDelegate: UICollectionViewDelegate {
    var calls: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll \(scrollView.contentOffset.y)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("begin") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("end") }
}

@Suite("Collection host: the app's delegate and scroll hooks")
@MainActor
struct CollectionHostDelegateTests {
    /// 100 rows of 20 points in a 300 × 100 scroll view, as in the incremental mounting tests.
    private func makeList(
        delegate: (any UICollectionViewDelegate)? = nil
    ) async throws -> (ListDataSource<String>, CollectionHost<String>, UIScrollView) {
        let dataSource = makeRowDataSource()
        var items: [ItemPath: String] = [:]
        for index in 0..<100 { items[ItemPath(item: index, section: 0)] = "row \(index)" }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: items))
        let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.delegate = delegate
        return (dataSource, host, host.scrollView)
    }

    private func paths(_ range: Range<Int>) -> [ItemPath] { range.map { ItemPath(item: $0, section: 0) } }

    @Test("a delegate set on the host hears every call after the host mounted")
    func delegateSetBefore() async throws {
        let delegate = RecordingScrollDelegate()
        let (_, host, scrollView) = try await makeList(delegate: delegate)
        #expect(host.delegate === delegate)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 50))
        #expect(delegate.calls == ["begin", "scroll 50.0", "end"])
        #expect(host.mountedItems == paths(2..<8))
    }

    @Test("a delegate set on the scroll view after the host hears every call, and mounting goes on")
    func delegateSetAfter() async throws {
        let (_, host, scrollView) = try await makeList()
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        #expect(host.delegate === delegate)
        #expect(scrollView.delegate !== delegate, "the host stays the scroll view's delegate")
        scrollView.simulateScroll(to: CGPoint(x: 0, y: 100), steps: 2)
        #expect(delegate.calls == ["begin", "scroll 50.0", "scroll 100.0", "end"])
        #expect(host.mountedItems == paths(5..<10))

        let other = RecordingScrollDelegate()
        host.delegate = other
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(other.calls == ["scroll 120.0"])
        #expect(delegate.calls.count == 4, "the replaced delegate hears no more")

        scrollView.delegate = nil
        #expect(host.delegate == nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(host.mountedItems == paths(10..<15), "mounting still follows the scroll")
    }

    @Test("onScroll hears every scroll; onNearingEnd once per approach, and again when the list grows")
    func scrollHooks() async throws {
        let (dataSource, host, scrollView) = try await makeList()
        var offsets: [CGFloat] = []
        var nearing: [CGFloat] = []
        host.onScroll = { offsets.append($0.contentOffset.y) }
        host.onNearingEnd(threshold: 100) { nearing.append($0.remaining) }
        // 2,000 points of content, 100 visible: within 100 points of the end from 1,800.
        scrollView.simulateScroll(to: CGPoint(x: 0, y: 1_850), steps: 37)
        #expect(offsets.count == 37)
        #expect(nearing == [100])
        scrollView.contentOffset = CGPoint(x: 0, y: 1_900)
        #expect(nearing == [100])

        var more: [ItemPath: String] = [:]
        for index in 100..<110 { more[ItemPath(item: index, section: 0)] = "row \(index)" }
        try await dataSource.apply(ListChangeset(insertedItems: more))
        #expect(scrollView.contentSize.height == 2_200)
        scrollView.contentOffset = CGPoint(x: 0, y: 2_050)
        #expect(nearing == [100, 50], "the grown list's end, reached again")
    }
}
