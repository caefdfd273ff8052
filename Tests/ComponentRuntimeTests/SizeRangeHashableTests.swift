import ComponentRuntime
import Foundation
import Testing

/// `SizeRange`'s hand-written `Equatable` and `Hashable` (CGSize's `Hashable` is iOS 18+, so it is not used).
@Suite("SizeRange equality and hashing")
struct SizeRangeHashableTests {
    @Test("equal ranges are equal and hash alike; a difference in any bound makes them differ")
    func equalityAndHash() {
        let range = SizeRange(min: CGSize(width: 1, height: 2), max: CGSize(width: 3, height: 4))
        let same = SizeRange(min: CGSize(width: 1, height: 2), max: CGSize(width: 3, height: 4))
        #expect(range == same)
        #expect(range.hashValue == same.hashValue)
        let others = [
            SizeRange(min: CGSize(width: 9, height: 2), max: CGSize(width: 3, height: 4)),
            SizeRange(min: CGSize(width: 1, height: 9), max: CGSize(width: 3, height: 4)),
            SizeRange(min: CGSize(width: 1, height: 2), max: CGSize(width: 9, height: 4)),
            SizeRange(min: CGSize(width: 1, height: 2), max: CGSize(width: 3, height: 9)),
            // Width and height swapped: the bounds are hashed in order, not as a bag.
            SizeRange(min: CGSize(width: 2, height: 1), max: CGSize(width: 4, height: 3)),
        ]
        for other in others {
            #expect(range != other)
        }
        #expect(Set(others + [range, same]).count == others.count + 1)
    }

    @Test("unbounded ranges compare and hash by their infinite bounds")
    func infinity() {
        #expect(SizeRange.unconstrained == SizeRange())
        #expect(SizeRange.unconstrained.hashValue == SizeRange().hashValue)
        #expect(SizeRange.unconstrained != SizeRange(exactly: .zero))
        let dictionary = [SizeRange.unconstrained: "any", SizeRange(exactly: CGSize(width: 5, height: 5)): "five"]
        #expect(dictionary[SizeRange()] == "any")
        #expect(dictionary[SizeRange(min: CGSize(width: 5, height: 5), max: CGSize(width: 5, height: 5))] == "five")
    }
}
