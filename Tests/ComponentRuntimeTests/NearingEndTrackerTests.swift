import Testing

@testable import ComponentRuntime

@Suite("Nearing-end tracker")
struct NearingEndTrackerTests {
    @Test("fires once on entering the threshold, again after leaving it or when the content grows")
    func firesOncePerApproach() {
        var tracker = NearingEndTracker()
        let positions: [(remaining: CGFloat, length: CGFloat)] = [
            (300, 1_000), (100, 1_000), (50, 1_000), (150, 1_000), (90, 1_000), (90, 1_200),
        ]
        let fired = positions.map { tracker.update(remaining: $0.remaining, contentLength: $0.length, threshold: 100) }
        #expect(fired == [false, true, false, false, true, true])
    }
}
