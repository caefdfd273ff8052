import ComponentRuntime
import Foundation
import Testing

/// A leaf with a view, of a fixed size where given (else the range's minimum).
@MainActor
private func leaf(_ width: CGFloat? = nil, _ height: CGFloat? = nil, _ name: String = "") -> Component {
    Component(
        view: ViewConfiguration(UIView.self, [.accessibilityIdentifier(name)]),
        size: ComponentSize(width: width, height: height)
    )
}

/// The frames mounting would place for `component` laid out within `range`.
@MainActor
private func frames(_ component: Component, in range: SizeRange = .unconstrained) -> [CGRect] {
    component.layout(in: range).viewFrames
}

/// The size of `component` laid out within `range`.
@MainActor
private func size(_ component: Component, in range: SizeRange = .unconstrained) -> CGSize {
    component.layout(in: range).size
}

private let screen = SizeRange(min: CGSize(width: 320, height: 0), max: CGSize(width: 320, height: CGFloat.infinity))
private let box100x50 = SizeRange(exactly: CGSize(width: 100, height: 50))
private let upTo100x50 = SizeRange(min: .zero, max: CGSize(width: 100, height: 50))

@MainActor
@Suite("Layout modifiers, flex child modifiers and memberwise initializers")
struct LayoutModifierTests {
    // MARK: Memberwise initializers

    @Test("FlexStyle's memberwise initializer equals a mutated FlexStyle(), and FlexStyle() keeps Yoga's defaults")
    func flexStyleMemberwise() {
        var mutated = FlexStyle()
        mutated.direction = .rowReverse
        mutated.justifyContent = .spaceBetween
        mutated.alignItems = .center
        mutated.alignSelf = .flexEnd
        mutated.alignContent = .spaceAround
        mutated.wrap = .wrap
        mutated.flexGrow = 2
        mutated.flexShrink = 1
        mutated.flexBasis = .percent(30)
        mutated.width = 10
        mutated.height = 20
        mutated.minWidth = 1
        mutated.minHeight = 2
        mutated.maxWidth = 100
        mutated.maxHeight = 200
        mutated.margin = FlexEdges(all: 3)
        mutated.padding = FlexEdges(horizontal: 4)
        mutated.border = FlexEdges(top: 1)
        mutated.position = FlexEdges(left: 5)
        mutated.positionType = .absolute
        mutated.display = .none
        mutated.overflow = .scroll
        mutated.rowGap = 6
        mutated.columnGap = 7
        mutated.aspectRatio = 1.5
        mutated.boxSizing = .contentBox
        let memberwise = FlexStyle(
            direction: .rowReverse,
            justifyContent: .spaceBetween,
            alignItems: .center,
            alignSelf: .flexEnd,
            alignContent: .spaceAround,
            wrap: .wrap,
            flexGrow: 2,
            flexShrink: 1,
            flexBasis: .percent(30),
            width: 10,
            height: 20,
            minWidth: 1,
            minHeight: 2,
            maxWidth: 100,
            maxHeight: 200,
            margin: FlexEdges(all: 3),
            padding: FlexEdges(horizontal: 4),
            border: FlexEdges(top: 1),
            position: FlexEdges(left: 5),
            positionType: .absolute,
            display: .none,
            overflow: .scroll,
            rowGap: 6,
            columnGap: 7,
            aspectRatio: 1.5,
            boxSizing: .contentBox
        )
        #expect(memberwise == mutated)
        #expect(memberwise != FlexStyle())

        var row = FlexStyle()
        row.direction = .row
        row.alignItems = .center
        #expect(FlexStyle(direction: .row, alignItems: .center) == row)

        let defaults = FlexStyle()
        #expect(defaults.direction == .column)
        #expect(defaults.alignItems == .stretch)
        #expect(defaults.alignContent == .flexStart)
        #expect(defaults.flexShrink == 0)
        #expect(defaults.width == .auto)
        #expect(defaults.minWidth == .undefined)
        #expect(defaults.aspectRatio == nil)
        #expect(defaults.boxSizing == .borderBox)
    }

    @Test("FlexboxComponent.Child's memberwise initializer sets the same style as one built by hand")
    func flexChildMemberwise() {
        let component = leaf(20, 20)
        let memberwise = FlexboxComponent.Child(
            component,
            spacingBefore: 4,
            spacingAfter: 6,
            flexGrow: 1,
            flexShrink: 2,
            flexBasis: 30,
            alignSelf: .center,
            margin: FlexEdges(top: 1),
            position: FlexEdges(left: 2),
            positionType: .absolute,
            width: 10,
            height: .percent(50),
            minWidth: 5,
            minHeight: 6,
            maxWidth: 70,
            maxHeight: 80,
            aspectRatio: 2
        )
        let byHand = FlexboxComponent.Child(
            component,
            style: FlexStyle(
                alignSelf: .center,
                flexGrow: 1,
                flexShrink: 2,
                flexBasis: 30,
                width: 10,
                height: .percent(50),
                minWidth: 5,
                minHeight: 6,
                maxWidth: 70,
                maxHeight: 80,
                margin: FlexEdges(top: 1),
                position: FlexEdges(left: 2),
                positionType: .absolute,
                aspectRatio: 2
            ),
            spacingBefore: 4,
            spacingAfter: 6
        )
        #expect(memberwise.style == byHand.style)
        #expect(memberwise.spacingBefore == 4 && memberwise.spacingAfter == 6)
        #expect(memberwise.component === component)
        #expect(FlexboxComponent.Child(component).style == FlexStyle())
    }

    @Test("the FlexboxComponent builder initializer lays out as the same style and children given by hand")
    func flexboxBuilderInit() {
        let a = leaf(40, 40, "a")
        let b = leaf(nil, 20, "b")
        let c = leaf(60, 30, "c")
        let built = FlexboxComponent(
            direction: .row,
            justifyContent: .center,
            alignItems: .center,
            padding: FlexEdges(all: 4)
        ) {
            a
            b.flexGrow(1).spacingBefore(8)
            c.spacingBefore(8)
        }
        let byHand = FlexboxComponent(
            style: FlexStyle(direction: .row, justifyContent: .center, alignItems: .center, padding: FlexEdges(all: 4)),
            children: [
                .init(a), .init(b, style: FlexStyle(flexGrow: 1), spacingBefore: 8), .init(c, spacingBefore: 8),
            ]
        )
        #expect(built.style == byHand.style)
        #expect(frames(built, in: screen) == frames(byHand, in: screen))
        #expect(
            frames(built, in: screen) == [
                CGRect(x: 4, y: 4, width: 40, height: 40),
                CGRect(x: 52, y: 14, width: 196, height: 20),
                CGRect(x: 256, y: 9, width: 60, height: 30),
            ]
        )
    }

    @Test("the builder's spacing is the space between children along the main axis, added to their own spacing")
    func flexboxSpacing() {
        let row = FlexboxComponent(direction: .row, spacing: 10) {
            leaf(20, 10)
            leaf(20, 10).spacingBefore(5)
            leaf(20, 10)
        }
        #expect(
            frames(row) == [
                CGRect(x: 0, y: 0, width: 20, height: 10),
                CGRect(x: 35, y: 0, width: 20, height: 10),
                CGRect(x: 65, y: 0, width: 20, height: 10),
            ]
        )
        #expect(size(row) == CGSize(width: 85, height: 10))

        let column = FlexboxComponent(spacing: 8) {
            leaf(nil, 10)
            leaf(nil, 10)
        }
        #expect(
            frames(column, in: screen) == [
                CGRect(x: 0, y: 0, width: 320, height: 10), CGRect(x: 0, y: 18, width: 320, height: 10),
            ]
        )
        let reversed = FlexboxComponent(direction: .columnReverse, spacing: 8) {
            leaf(10, 10)
            leaf(10, 10)
        }
        #expect(
            frames(reversed) == [
                CGRect(x: 0, y: 18, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10),
            ]
        )
    }

    @Test("the StackComponent builder initializer equals the stack given a list")
    func stackBuilderInit() {
        let a = leaf(40, 20)
        let b = leaf(20, 10)
        let built = StackComponent(direction: .horizontal, spacing: 6, alignment: .center) {
            a
            b.flexGrow(1)
        }
        let byHand = StackComponent(direction: .horizontal, spacing: 6, alignment: .center, children: [a, b])
        #expect(built.children.map { ObjectIdentifier($0) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(frames(built) == frames(byHand))
        #expect(
            frames(built) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 46, y: 5, width: 20, height: 10)]
        )
    }

    // MARK: Flex child modifiers

    @Test("flex child modifiers chain, keeping what each one set")
    func flexChildModifiersChain() {
        let component = leaf(20, 20)
        let child = component.flexGrow(1).flexShrink(2).flexBasis(.percent(10)).alignSelf(.flexEnd)
            .spacingBefore(8).spacingAfter(4).margin(top: 3).margin(left: 5).aspectRatio(2)
            .flexSize(width: 30, maxHeight: 40)
        #expect(child.component === component)
        #expect(child.spacingBefore == 8)
        #expect(child.spacingAfter == 4)
        #expect(
            child.style
                == FlexStyle(
                    alignSelf: .flexEnd,
                    flexGrow: 1,
                    flexShrink: 2,
                    flexBasis: .percent(10),
                    width: 30,
                    maxHeight: 40,
                    margin: FlexEdges(top: 3, left: 5),
                    aspectRatio: 2
                )
        )
        let absolute = component.absolutePosition(top: 4, right: 6).flexGrow(1)
        #expect(
            absolute.style == FlexStyle(flexGrow: 1, position: FlexEdges(top: 4, right: 6), positionType: .absolute)
        )
        let relative = component.relativePosition(left: 2)
        #expect(relative.style == FlexStyle(position: FlexEdges(left: 2), positionType: .relative))
        #expect(component.margin(7).style.margin == FlexEdges(all: 7))
    }

    @Test("flex child modifiers lay out as FlexboxComponent.Child with a style built by hand")
    func flexChildModifiersLayout() {
        let a = leaf(nil, 20, "a")
        let b = leaf(nil, 20, "b")
        let c = leaf(30, nil, "c")
        let d = leaf(10, 10, "d")
        let withModifiers = FlexboxComponent(
            style: FlexStyle(direction: .row, alignItems: .flexStart),
            children: [
                a.flexGrow(1).spacingAfter(4),
                b.flexGrow(2).flexBasis(10).margin(top: 5),
                c.alignSelf(.stretch).spacingBefore(6),
                d.absolutePosition(bottom: 0, right: 0),
            ]
        )
        let byHand = FlexboxComponent(
            style: FlexStyle(direction: .row, alignItems: .flexStart),
            children: [
                .init(a, style: FlexStyle(flexGrow: 1), spacingAfter: 4),
                .init(b, style: FlexStyle(flexGrow: 2, flexBasis: 10, margin: FlexEdges(top: 5))),
                .init(c, style: FlexStyle(alignSelf: .stretch), spacingBefore: 6),
                .init(d, style: FlexStyle(position: FlexEdges(bottom: 0, right: 0), positionType: .absolute)),
            ]
        )
        let range = SizeRange(exactly: CGSize(width: 200, height: 40))
        #expect(frames(withModifiers, in: range) == frames(byHand, in: range))
        // 200 - 4 - 10 - 6 - 30 = 150 free: a takes 50, b 100 on top of its basis of 10.
        #expect(
            frames(withModifiers, in: range) == [
                CGRect(x: 0, y: 0, width: 50, height: 20),
                CGRect(x: 54, y: 5, width: 110, height: 20),
                CGRect(x: 170, y: 0, width: 30, height: 40),
                CGRect(x: 190, y: 30, width: 10, height: 10),
            ]
        )
    }

    @Test("outside a flexbox a flex child modifier is just the component; a layout modifier drops earlier ones")
    func flexChildModifiersOutsideAndOrder() {
        let component = leaf(20, 20)
        #expect(component.flexGrow(1).inflate() === component)

        let dropped = component.flexGrow(1).padding(8)
        #expect(dropped.inflateFlexChild().style == FlexStyle())
        let kept = component.padding(8).flexGrow(1)
        #expect(kept.style.flexGrow == 1)
        #expect(kept.component is InsetComponent)

        // In a row, only the child whose flex modifier came last grows.
        let row = FlexboxComponent(direction: .row) {
            leaf(nil, 10, "dropped").flexGrow(1).padding(0)
            leaf(nil, 10, "kept").padding(0).flexGrow(1)
        }
        #expect(
            frames(row, in: SizeRange(exactly: CGSize(width: 100, height: 10))) == [
                CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 100, height: 10),
            ]
        )
    }

    // MARK: Padding

    @Test("the padding modifiers lay out as InsetComponent built by hand")
    func padding() {
        func check(_ modified: Component, _ insets: UIEdgeInsets, _ expected: CGRect) {
            let byHand = InsetComponent(insets: insets, child: leaf(20, 10))
            #expect(modified is InsetComponent)
            #expect((modified as? InsetComponent)?.insets == insets)
            #expect(frames(modified) == frames(byHand))
            #expect(frames(modified) == [expected])
        }
        check(
            leaf(20, 10).padding(8),
            UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
            CGRect(x: 8, y: 8, width: 20, height: 10)
        )
        check(
            leaf(20, 10).padding(top: 1, left: 2, bottom: 3, right: 4),
            UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            CGRect(x: 2, y: 1, width: 20, height: 10)
        )
        check(
            leaf(20, 10).padding(left: 6),
            UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0),
            CGRect(x: 6, y: 0, width: 20, height: 10)
        )
        check(
            leaf(20, 10).padding(horizontal: 5, vertical: 7),
            UIEdgeInsets(top: 7, left: 5, bottom: 7, right: 5),
            CGRect(x: 5, y: 7, width: 20, height: 10)
        )
        check(
            leaf(20, 10).padding(vertical: 3),
            UIEdgeInsets(top: 3, left: 0, bottom: 3, right: 0),
            CGRect(x: 0, y: 3, width: 20, height: 10)
        )
        check(
            leaf(20, 10).padding(UIEdgeInsets(top: 9, left: 8, bottom: 7, right: 6)),
            UIEdgeInsets(top: 9, left: 8, bottom: 7, right: 6),
            CGRect(x: 8, y: 9, width: 20, height: 10)
        )
        #expect(size(leaf(20, 10).padding(top: 1, left: 2, bottom: 3, right: 4)) == CGSize(width: 26, height: 14))

        let memberwise = InsetComponent(top: 4, right: 2, child: leaf(20, 10))
        #expect(memberwise.insets == UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 2))
    }

    // MARK: Background and overlay

    @Test("background and overlay lay out as BackgroundComponent and OverlayComponent built by hand")
    func backgroundAndOverlay() {
        let front = leaf(50, 10, "front")
        let back = leaf(nil, nil, "back")
        let withBuilder = front.background { back }
        let plain = front.background(back)
        let byHand = BackgroundComponent(front, background: back)
        #expect((withBuilder as? BackgroundComponent)?.background === back)
        #expect((plain as? BackgroundComponent)?.component === front)
        #expect(frames(withBuilder) == frames(byHand))
        #expect(frames(plain) == frames(byHand))
        #expect(
            frames(withBuilder) == [
                CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 0, y: 0, width: 50, height: 10),
            ]
        )

        // A block of several is a column stretched to the component's size.
        let stacked = leaf(40, 20).overlay {
            leaf(nil, 5, "top")
            leaf(nil, 5, "bottom")
        }
        #expect((stacked as? OverlayComponent)?.overlay is FlexboxComponent)
        #expect(
            frames(stacked) == [
                CGRect(x: 0, y: 0, width: 40, height: 20),
                CGRect(x: 0, y: 0, width: 40, height: 5),
                CGRect(x: 0, y: 5, width: 40, height: 5),
            ]
        )
        let overlay = leaf(30, 30).overlay(leaf(nil, nil, "over"))
        #expect(frames(overlay) == frames(OverlayComponent(leaf(30, 30), overlay: leaf(nil, nil))))
    }

    // MARK: Center

    @Test("center lays out as CenterComponent built by hand")
    func centerModifier() {
        let modified = leaf(20, 10).center(centering: .x, sizing: .minimumY)
        let center = modified as? CenterComponent
        #expect(center?.centering == .x)
        #expect(center?.sizing == .minimumY)
        #expect(
            frames(modified, in: upTo100x50)
                == frames(CenterComponent(centering: .x, sizing: .minimumY, child: leaf(20, 10)), in: upTo100x50)
        )
        #expect((leaf(20, 10).center() as? CenterComponent)?.centering == .xy)
        #expect(frames(leaf(20, 10).center(), in: box100x50) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
    }

    @Test("center's sizing options, as CKCenterLayoutComponent sizes itself")
    func centerSizingOptions() {
        // Default: as large as a finite maximum allows.
        #expect(size(leaf(20, 10).center(), in: upTo100x50) == CGSize(width: 100, height: 50))
        #expect(frames(leaf(20, 10).center(), in: upTo100x50) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
        // Minimum along one axis: that axis shrinks to the child, the other stays as large as allowed.
        let minimumX = leaf(20, 10).center(sizing: .minimumX)
        #expect(size(minimumX, in: upTo100x50) == CGSize(width: 20, height: 50))
        #expect(frames(minimumX, in: upTo100x50) == [CGRect(x: 0, y: 20, width: 20, height: 10)])
        let minimumY = leaf(20, 10).center(sizing: .minimumY)
        #expect(size(minimumY, in: upTo100x50) == CGSize(width: 100, height: 10))
        #expect(frames(minimumY, in: upTo100x50) == [CGRect(x: 40, y: 0, width: 20, height: 10)])
        // Minimum along both: the child's size.
        #expect(size(leaf(20, 10).center(sizing: .minimumXY), in: upTo100x50) == CGSize(width: 20, height: 10))
        // The range's minimum is honoured: shrinking stops there, and the child is centered in what is left.
        let atLeast = SizeRange(min: CGSize(width: 40, height: 30), max: CGSize(width: 100, height: 50))
        let minimumXY = leaf(20, 10).center(sizing: .minimumXY)
        #expect(size(minimumXY, in: atLeast) == CGSize(width: 40, height: 30))
        #expect(frames(minimumXY, in: atLeast) == [CGRect(x: 10, y: 10, width: 20, height: 10)])
        // An unbounded maximum: the child's size (moved into the range).
        let open = SizeRange(min: CGSize(width: 60, height: 0), max: CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(size(leaf(20, 10).center(), in: open) == CGSize(width: 60, height: 10))
        #expect(frames(leaf(20, 10).center(), in: open) == [CGRect(x: 20, y: 0, width: 20, height: 10)])
        // A child larger than the minimum sizes keeps its size within the maximum.
        #expect(size(leaf(80, 40).center(sizing: .minimumXY), in: atLeast) == CGSize(width: 80, height: 40))
    }

    @Test("center gives the child the range's minimum on the axes it does not center on, as ComponentKit does")
    func centerMinimumGivenToChildWhenNotCentering() {
        // ComponentKit's testMinimumSizeRangeIsGivenToChildWhenNotCentering: the child fills the minimum there.
        let range = SizeRange(min: CGSize(width: 100, height: 50), max: CGSize(width: 100, height: 50))
        #expect(frames(leaf(20, 10).center(centering: .x), in: range) == [CGRect(x: 40, y: 0, width: 20, height: 50)])
        #expect(frames(leaf(20, 10).center(centering: .y), in: range) == [CGRect(x: 0, y: 20, width: 100, height: 10)])
        #expect(frames(leaf(20, 10).center(centering: []), in: range) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(frames(leaf(20, 10).center(centering: .xy), in: range) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
    }

    // MARK: Ratio

    @Test("ratio lays out as RatioComponent built by hand")
    func ratioModifier() {
        let range = SizeRange(min: .zero, max: CGSize(width: 200, height: CGFloat.infinity))
        let modified = leaf().ratio(0.5)
        #expect((modified as? RatioComponent)?.ratio == 0.5)
        #expect(frames(modified, in: range) == frames(RatioComponent(ratio: 0.5, child: leaf()), in: range))
        #expect(frames(modified, in: range) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    // MARK: Frame

    @Test("a fixed frame sizes the child, and lays out as SizingComponent built by hand")
    func frameFixed() {
        let modified = leaf().frame(width: 100, height: 40)
        #expect((modified as? SizingComponent)?.constraints == SizeConstraints(width: 100, height: 40))
        #expect(frames(modified) == frames(SizingComponent(SizeConstraints(width: 100, height: 40), child: leaf())))
        #expect(frames(modified) == [CGRect(x: 0, y: 0, width: 100, height: 40)])
        // One dimension fixed, the other the child's.
        #expect(size(leaf(30, 30).frame(width: 60)) == CGSize(width: 60, height: 30))
        // The range wins where the frame does not fit in it.
        #expect(size(leaf().frame(width: 500, height: 40), in: screen) == CGSize(width: 320, height: 40))
    }

    @Test("frame limits: the minimum wins over the maximum, the maximum over the exact size")
    func frameMinMax() {
        #expect(size(leaf(20, 20).frame(minWidth: 50)) == CGSize(width: 50, height: 20))
        #expect(size(leaf(200, 20).frame(maxWidth: 100)) == CGSize(width: 100, height: 20))
        #expect(size(leaf(20, 20).frame(minWidth: 30, maxWidth: 100)) == CGSize(width: 30, height: 20))
        #expect(size(leaf(60, 20).frame(minWidth: 30, maxWidth: 100)) == CGSize(width: 60, height: 20))
        #expect(size(leaf().frame(width: 200, maxWidth: 120)) == CGSize(width: 120, height: 0))
        #expect(size(leaf().frame(width: 10, minWidth: 40)) == CGSize(width: 40, height: 0))
        #expect(size(leaf().frame(minWidth: 80, maxWidth: 50)) == CGSize(width: 80, height: 0))
        #expect(size(leaf(20, 90).frame(minHeight: 10, maxHeight: 30)) == CGSize(width: 20, height: 30))
    }

    @Test("frame percentages resolve against the parent's size, and are auto against an unbounded one")
    func framePercent() {
        let range = SizeRange(min: .zero, max: CGSize(width: 300, height: 100))
        #expect(size(leaf().frame(width: .percent(50), height: 30), in: range) == CGSize(width: 150, height: 30))
        #expect(
            size(leaf(10, 10).frame(width: .percent(50), height: .percent(25)), in: range)
                == CGSize(width: 150, height: 25)
        )
        // Rounded to a whole point, as ComponentKit rounds.
        #expect(size(leaf().frame(width: .percent(33.3)), in: range) == CGSize(width: 100, height: 0))
        // Unbounded: the child's own size.
        #expect(size(leaf(40, 10).frame(width: .percent(50))) == CGSize(width: 40, height: 10))
        #expect(size(leaf(400, 10).frame(maxWidth: .percent(50)), in: range) == CGSize(width: 150, height: 10))
        // In a flexbox row a percentage is of the row's width.
        let row = FlexboxComponent(direction: .row) {
            leaf(nil, 10, "quarter").frame(width: .percent(25))
            leaf(nil, 10, "rest").flexGrow(1)
        }
        #expect(
            frames(row, in: SizeRange(exactly: CGSize(width: 400, height: 10))) == [
                CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 100, y: 0, width: 300, height: 10),
            ]
        )
    }

    @Test("SizeConstraints resolve as RCComponentSize resolves")
    func sizeConstraintsResolve() {
        let parent = CGSize(width: 200, height: 120)
        #expect(
            SizeConstraints(width: .percent(50), height: 60).resolve(in: parent)
                == SizeRange(exactly: CGSize(width: 100, height: 60))
        )
        #expect(SizeConstraints().resolve(in: parent) == .unconstrained)
        #expect(
            SizeConstraints(minWidth: 10, maxHeight: .percent(50)).resolve(in: parent)
                == SizeRange(min: CGSize(width: 10, height: 0), max: CGSize(width: CGFloat.infinity, height: 60))
        )
        let unknown = CGSize(width: CGFloat.nan, height: .infinity)
        #expect(SizeConstraints(width: .percent(50), minHeight: .percent(10)).resolve(in: unknown) == .unconstrained)
        #expect(LayoutDimension.percent(50).resolve(auto: 7, parent: .nan) == 7)
        #expect(LayoutDimension.auto.resolve(auto: 7, parent: 100) == 7)
        #expect(LayoutDimension.points(3).resolve(auto: 7, parent: 100) == 3)
        let literal: LayoutDimension = 12.5
        #expect(literal == .points(12.5))
    }

    // MARK: On a host

    @Test("a tree written with modifiers mounts the frames the same tree built by hand mounts")
    func mountedThroughHost() {
        let root = makeRootView()
        let host = ComponentHost { _ in
            FlexboxComponent(direction: .row, alignItems: .center, spacing: 8) {
                leaf(40, 40, "avatar").padding(4)
                leaf(nil, 20, "name").background { leaf(nil, nil, "highlight") }.flexGrow(1)
                leaf(20, 20, "badge").center(sizing: .minimumX).frame(height: 48)
            }
        }
        host.sizeRange = screen
        host.mount(in: root)
        let modified = allSubviews(of: root).map(\.frame)

        let byHandRoot = makeRootView()
        let byHand = ComponentHost { _ in
            FlexboxComponent(
                style: FlexStyle(direction: .row, alignItems: .center, columnGap: 8),
                children: [
                    .init(
                        InsetComponent(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: leaf(40, 40))
                    ),
                    .init(
                        BackgroundComponent(leaf(nil, 20), background: leaf(nil, nil)),
                        style: FlexStyle(flexGrow: 1)
                    ),
                    .init(
                        SizingComponent(
                            SizeConstraints(height: 48),
                            child: CenterComponent(sizing: .minimumX, child: leaf(20, 20))
                        )
                    ),
                ]
            )
        }
        byHand.sizeRange = screen
        byHand.mount(in: byHandRoot)
        #expect(modified == allSubviews(of: byHandRoot).map(\.frame))
        #expect(
            modified == [
                CGRect(x: 4, y: 4, width: 40, height: 40),
                CGRect(x: 56, y: 14, width: 236, height: 20),
                CGRect(x: 56, y: 14, width: 236, height: 20),
                CGRect(x: 300, y: 14, width: 20, height: 20),
            ]
        )
    }
}
