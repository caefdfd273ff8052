import ComponentRuntime
import Foundation
import Testing

/// A sample of Yoga's own cases (facebook/yoga `tests/generated/`, frames computed by a browser), re-expressed with
/// our API, to check that our reading of Yoga holds where it is least obvious. The whole generated suite was also
/// run against the engine while writing it (see the DocC article "Flexbox layout").
@Suite("Flexbox: a sample of Yoga's generated cases")
struct FlexboxYogaSampleTests {
    private func absoluteRoot(_ configure: (inout FlexStyle) -> Void, _ children: FlexNode...) -> FlexNode {
        var style = FlexStyle()
        style.positionType = .absolute
        configure(&style)
        return FlexNode(style: style, children: children)
    }

    @Test("YGRoundingTest rounding_flex_basis_overrides_main_size")
    func roundingFlexBasisOverridesMainSize() {
        let result = layOut(
            absoluteRoot(
                {
                    $0.width = 100
                    $0.height = 113
                },
                flexNode {
                    $0.height = 20
                    $0.flexGrow = 1
                    $0.flexBasis = 50
                },
                flexNode {
                    $0.height = 10
                    $0.flexGrow = 1
                },
                flexNode {
                    $0.height = 10
                    $0.flexGrow = 1
                }
            )
        )
        #expect(result.frame == rect(0, 0, 100, 113))
        #expect(result.childFrames == [rect(0, 0, 100, 64), rect(0, 64, 100, 25), rect(0, 89, 100, 24)])
    }

    @Test("YGMinMaxDimensionTest flex_grow_within_constrained_min_max_column")
    func flexGrowWithinMinMaxColumn() {
        let result = layOut(
            absoluteRoot(
                {
                    $0.minHeight = 100
                    $0.maxHeight = 200
                },
                flexNode { $0.flexGrow = 1 },
                flexNode { $0.height = 50 }
            )
        )
        #expect(result.frame == rect(0, 0, 0, 100))
        #expect(result.childFrames == [rect(0, 0, 0, 50), rect(0, 50, 0, 50)])
    }

    @Test("YGPercentageTest percentage_flex_basis_cross_min_width")
    func percentageFlexBasisCrossMinWidth() {
        let result = layOut(
            absoluteRoot(
                {
                    $0.width = 200
                    $0.height = 200
                },
                flexNode {
                    $0.flexGrow = 1
                    $0.flexBasis = .percent(10)
                    $0.minWidth = .percent(60)
                },
                flexNode {
                    $0.flexGrow = 4
                    $0.flexBasis = .percent(15)
                    $0.minWidth = .percent(20)
                }
            )
        )
        #expect(result.childFrames == [rect(0, 0, 200, 50), rect(0, 50, 200, 150)])
    }

    @Test("YGAlignContentTest align_content_space_between_wrapped_negative_space")
    func spaceBetweenNegativeSpace() {
        let line = FlexNode(
            style: {
                var style = FlexStyle()
                style.width = .percent(80)
                style.height = 20
                return style
            }()
        )
        let result = layOut(
            absoluteRoot(
                {
                    $0.width = 320
                    $0.height = 320
                    $0.border = FlexEdges(all: 60)
                },
                flexNode(
                    {
                        $0.direction = .row
                        $0.wrap = .wrap
                        $0.alignContent = .spaceBetween
                        $0.justifyContent = .center
                        $0.height = 10
                    },
                    line,
                    FlexNode(style: line.style),
                    FlexNode(style: line.style)
                )
            )
        )
        #expect(result.childFrames == [rect(60, 60, 200, 10)])
        #expect(result.children[0].childFrames == [rect(20, 0, 160, 20), rect(20, 20, 160, 20), rect(20, 40, 160, 20)])
    }

    @Test("Yoga, not CSS: a left inset moves a child of a reversed row to the left (checked against Yoga's C++)")
    func leftInsetInReversedRow() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .rowReverse
                    $0.width = 100
                    $0.height = 20
                },
                flexNode {
                    $0.width = 10
                    $0.position = FlexEdges(left: 10)
                }
            )
        )
        #expect(result.childFrames == [rect(80, 0, 10, 20)])
    }

    @Test("Yoga, not CSS: a flex-start item of a wrapping row ignores its top margin (checked against Yoga's C++)")
    func wrapFlexStartMargin() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.wrap = .wrap
                    $0.alignItems = .flexStart
                    $0.width = 100
                },
                flexBox(width: 10, height: 10) { $0.margin = FlexEdges(top: 7) }
            )
        )
        #expect(result.frame == rect(0, 0, 100, 17))
        #expect(result.childFrames == [rect(0, 0, 10, 10)])
    }
}
