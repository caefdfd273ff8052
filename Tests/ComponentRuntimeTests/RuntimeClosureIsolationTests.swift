import ComponentRuntime
import Foundation
import Testing

/// A list of 40-point rows whose nearing-end closure loads one more page, in scoped state: the way a feed
/// asks for more.
private struct PagedFeed: ComponentDescription {
    @ScopedState var pages = 1

    var body: Component {
        FlexboxComponent {
            ViewComponent<UILabel>(size: ComponentSize(height: 20)) { .text("pages \(pages)") }
            ComponentRuntime.ListComponent(
                Array(0..<(pages * 10)),
                id: \.self,
                size: ComponentSize(height: 200),
                nearingEndThreshold: 40,
                onNearingEnd: { _ in pages += 1 }
            ) { row in
                ViewComponent<UILabel>(size: ComponentSize(height: 40)) { .text("row \(row)") }
            }
        }
    }
}

@MainActor
@Suite("Closures the runtime calls")
struct RuntimeClosureIsolationTests {
    @Test("a list's onNearingEnd that changes scoped state shows the change after the flush")
    func nearingEndChangesState() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { PagedFeed() }
        let view = makeRootView(width: 200, height: 220)
        host.mount(in: view)
        let list = try #require(allSubviews(of: view).compactMap { $0 as? ComponentScrollView }.first)
        #expect(list.contentSize.height == 400)
        let reported = RuntimeDiagnostics.collect {
            list.simulateScroll(to: CGPoint(x: 0, y: 180), steps: 2)
        }
        #expect(reported.isEmpty, "\(reported)")
        host.flush()
        let labels = allSubviews(of: view).compactMap { ($0 as? UILabel)?.text }
        #expect(labels.first == "pages 2")
        #expect(list.contentSize.height == 800)
    }
}
