import ComponentRuntime
import Foundation
import Testing

@Suite("SizeRange(width:): a view's width and any height")
struct SizeRangeWidthTests {
    @Test("the width is exact and the height open")
    func bounds() {
        let range = SizeRange(width: 320)
        #expect(range.min == CGSize(width: 320, height: 0))
        #expect(range.max == CGSize(width: 320, height: CGFloat.infinity))
    }

    @Test("a column of fixed-height children laid out in it is the width wide and as tall as its children")
    func columnTakesTheWidth() {
        let column = FlexboxComponent {
            Component(size: ComponentSize(height: 44))
            Component(size: ComponentSize(width: 100, height: 30))
        }
        let layout = column.layout(in: SizeRange(width: 320))
        #expect(layout.size == CGSize(width: 320, height: 74))
    }
}
