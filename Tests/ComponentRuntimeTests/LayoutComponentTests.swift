import ComponentRuntime
import Foundation
import Testing

/// A leaf of a fixed size with a view, for layout tests.
@MainActor
private func box(_ width: CGFloat?, _ height: CGFloat?, _ name: String = "") -> Component {
    Component(
        view: ViewConfiguration(UIView.self, [.accessibilityIdentifier(name)]),
        size: ComponentSize(width: width, height: height)
    )
}

@MainActor
private func style(_ configure: (inout FlexStyle) -> Void) -> FlexStyle {
    var style = FlexStyle()
    configure(&style)
    return style
}

/// A component with a layout of its own: two children side by side, each half its width.
final class HalvesComponent: Component {
    let left: Component
    let right: Component
    init(_ left: Component, _ right: Component) {
        self.left = left
        self.right = right
        super.init()
    }
    override var childComponents: [Component] { [left, right] }

    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let width = range.max.width.isFinite ? range.max.width : 200
        let half = SizeRange(exactly: CGSize(width: width / 2, height: 30))
        return ComponentLayout(
            component: self,
            size: CGSize(width: width, height: 30),
            children: [
                .init(origin: .zero, layout: left.layout(in: half)),
                .init(origin: CGPoint(x: width / 2, y: 0), layout: right.layout(in: half)),
            ]
        )
    }
}

@MainActor
@Suite("Layout components, size ranges and the public layout pass")
struct LayoutComponentTests {
    @Test("a flexbox takes its content's size within an open range")
    func flexboxContentSize() {
        let row = FlexboxComponent(
            style: style { $0.direction = .row },
            children: [.init(box(40, 40)), .init(box(30, 20), spacingBefore: 6)]
        )
        #expect(
            row.layout(in: SizeRange(min: .zero, max: CGSize(width: 320, height: 100))).size
                == CGSize(width: 76, height: 40)
        )
    }

    @Test("a flexbox row: fixed sizes, grow, spacing before and after, cross-axis centering")
    func flexboxRow() {
        let row = FlexboxComponent(
            style: style {
                $0.direction = .row
                $0.alignItems = .center
                $0.padding = FlexEdges(all: 4)
            },
            children: [
                .init(box(40, 40, "avatar")),
                .init(box(nil, 20, "name"), style: style { $0.flexGrow = 1 }, spacingBefore: 8),
                .init(box(60, 30, "button"), spacingBefore: 8, spacingAfter: 2),
            ]
        )
        // As a host gives it: exactly the screen's width, any height.
        let layout = row.layout(
            in: SizeRange(min: CGSize(width: 320, height: 0), max: CGSize(width: 320, height: CGFloat.infinity))
        )
        #expect(layout.size == CGSize(width: 320, height: 48))
        #expect(
            layout.viewFrames == [
                CGRect(x: 4, y: 4, width: 40, height: 40),
                CGRect(x: 52, y: 14, width: 194, height: 20),
                CGRect(x: 254, y: 9, width: 60, height: 30),
            ]
        )
    }

    @Test("a flexbox column stretches its children across and wraps nested flexboxes")
    func flexboxColumnNested() {
        let inner = FlexboxComponent(
            style: style { $0.direction = .row },
            children: [.init(box(30, 10, "a")), .init(box(30, 10, "b"), style: style { $0.flexGrow = 1 })]
        )
        let column = FlexboxComponent(
            size: ComponentSize(width: 100),
            children: [.init(box(nil, 20, "top")), .init(inner)]
        )
        let layout = column.layout(in: .unconstrained)
        #expect(layout.size == CGSize(width: 100, height: 30))
        #expect(
            layout.viewFrames == [
                CGRect(x: 0, y: 0, width: 100, height: 20),
                CGRect(x: 0, y: 20, width: 30, height: 10),
                CGRect(x: 30, y: 20, width: 70, height: 10),
            ]
        )
    }

    @Test("inset, background, overlay, center and ratio components")
    func simpleLayoutComponents() {
        let inset = InsetComponent(insets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10), child: box(20, 20))
        #expect(inset.layout(in: .unconstrained).size == CGSize(width: 40, height: 30))
        #expect(inset.layout(in: .unconstrained).viewFrames == [CGRect(x: 10, y: 5, width: 20, height: 20)])

        let pinned = InsetComponent(
            insets: UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 4),
            child: box(20, 20)
        )
        #expect(
            pinned.layout(in: SizeRange(exactly: CGSize(width: 100, height: 20))).viewFrames == [
                CGRect(x: 76, y: 0, width: 20, height: 20)
            ]
        )

        let background = BackgroundComponent(box(50, 10, "front"), background: box(nil, nil, "back"))
        #expect(
            background.layout(in: .unconstrained).viewFrames == [
                CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 0, y: 0, width: 50, height: 10),
            ]
        )
        let overlay = OverlayComponent(box(50, 10), overlay: box(nil, nil))
        #expect(overlay.layout(in: .unconstrained).size == CGSize(width: 50, height: 10))

        let center = CenterComponent(child: box(20, 10))
        #expect(
            center.layout(in: SizeRange(exactly: CGSize(width: 100, height: 50))).viewFrames == [
                CGRect(x: 40, y: 20, width: 20, height: 10)
            ]
        )
        // On an axis it does not center on, the child gets the range's minimum, as in ComponentKit
        // (CKCenterLayoutComponent's testMinimumSizeRangeIsGivenToChildWhenNotCentering).
        let centerX = CenterComponent(centering: .x, child: box(20, 10))
        #expect(
            centerX.layout(in: SizeRange(exactly: CGSize(width: 100, height: 50))).viewFrames == [
                CGRect(x: 40, y: 0, width: 20, height: 50)
            ]
        )

        let ratio = RatioComponent(ratio: 0.5, child: box(nil, nil))
        #expect(
            ratio.layout(in: SizeRange(min: .zero, max: CGSize(width: 200, height: CGFloat.infinity))).size
                == CGSize(width: 200, height: 100)
        )
    }

    @Test("a component can write its own layout, and any component can be laid out without mounting")
    func customLayoutWithoutMounting() {
        let halves = HalvesComponent(box(nil, nil, "l"), box(nil, nil, "r"))
        let layout = halves.layout(in: SizeRange(min: .zero, max: CGSize(width: 300, height: 100)))
        #expect(layout.size == CGSize(width: 300, height: 30))
        #expect(
            layout.viewFrames == [
                CGRect(x: 0, y: 0, width: 150, height: 30), CGRect(x: 150, y: 0, width: 150, height: 30),
            ]
        )
    }

    @Test("a host lays its tree out within its size range, and mounts the frames the layout pass gives")
    func hostSizeRange() throws {
        let host = ComponentHost { _ in
            FlexboxComponent(
                style: style { $0.direction = .row },
                children: [.init(box(50, 20, "a")), .init(box(nil, 20, "b"), style: style { $0.flexGrow = 1 })]
            )
        }
        host.sizeRange = SizeRange(
            min: CGSize(width: 320, height: 0),
            max: CGSize(width: 320, height: CGFloat.infinity)
        )
        let root = makeRootView()
        host.mount(in: root)
        #expect(
            root.subviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 270, height: 20),
            ]
        )
        host.sizeRange = SizeRange(exactly: CGSize(width: 200, height: 20))
        host.rebuild()
        #expect(
            root.subviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 150, height: 20),
            ]
        )
    }
}
