import ComponentRuntime
import Foundation
import Testing

/// A 40×20 leaf with a view.
private func box(width: CGFloat = 40) -> Component {
    Component(view: ViewConfiguration(UIView.self, []), size: ComponentSize(width: width, height: 20))
}

/// The children's frames of a row laid out exactly `width` wide, and what the layout reported.
@MainActor
private func row(
    width: CGFloat = 300,
    _ children: [FlexboxComponent.Child]
) -> (frames: [CGRect], [RuntimeDiagnostic]) {
    let flexbox = FlexboxComponent(style: FlexStyle(direction: .row, alignItems: .flexStart), children: children)
    var layout: ComponentLayout?
    let reports = RuntimeDiagnostics.collect {
        layout = flexbox.layout(in: SizeRange(exactly: CGSize(width: width, height: 50)))
    }
    let frames = layout?.children.map { CGRect(origin: $0.origin, size: $0.layout.size) } ?? []
    return (frames, reports)
}

@MainActor
@Suite("Layout inputs that are not numbers, infinite or negative are reported and taken as Yoga takes them")
struct InvalidLayoutInputTests {
    @Test("a flex grow of NaN is 0, as Yoga's undefined flex grow: the sibling still takes the free space")
    func nanFlexGrow() throws {
        let (frames, reports) = row([.init(box(), flexGrow: .nan), .init(box(), flexGrow: 1)])
        #expect(frames == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 260, height: 20)])
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
        let message = try #require(reports.first?.message)
        #expect(message.contains("flexGrow is nan, taken as 0") && message.contains("'Component'"))
    }

    @Test("a negative flex grow is 0, as CSS drops an invalid value: the children do not overlap")
    func negativeFlexGrow() {
        let (frames, reports) = row([.init(box(), flexGrow: -1), .init(box(), flexGrow: 1)])
        #expect(frames == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 260, height: 20)])
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
        #expect(reports.first?.message.contains("flexGrow is -1.0, taken as 0") == true)
    }

    @Test("a negative flex shrink is 0: only the sibling that may shrink gives up the missing space")
    func negativeFlexShrink() {
        let (frames, reports) = row(
            width: 100,
            [.init(box(width: 80), flexShrink: -1), .init(box(width: 80), flexShrink: 1)]
        )
        #expect(frames == [CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 80, y: 0, width: 20, height: 20)])
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
    }

    @Test("an infinite width is undefined, as Yoga takes it: the child keeps its own width and its sibling its place")
    func infiniteWidth() {
        let (frames, reports) = row([.init(box(), width: .points(.infinity)), .init(box())])
        #expect(frames == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20)])
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
        #expect(reports.first?.message.contains("width is points(inf), taken as undefined") == true)
    }

    @Test("NaN spacing before a child is 0, reported")
    func nanSpacing() {
        let (frames, reports) = row([.init(box()), .init(box(), spacingBefore: .nan)])
        #expect(frames == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20)])
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
    }

    @Test("a NaN in the container's own style is reported at the flexbox")
    func containerStyle() throws {
        let flexbox = FlexboxComponent(
            style: FlexStyle(direction: .row, padding: FlexEdges(all: .points(.nan))),
            children: [.init(box())]
        )
        var size = CGSize.zero
        let reports = RuntimeDiagnostics.collect { size = flexbox.layout(in: .unconstrained).size }
        #expect(size == CGSize(width: 40, height: 20))
        let message = try #require(reports.first?.message)
        #expect(reports.count == 1 && message.contains("'FlexboxComponent'") && message.contains("padding.top"))
    }

    @Test("valid values, negative margins included, are laid out as given with nothing reported")
    func nearMiss() {
        let (frames, reports) = row([
            .init(box(), flexGrow: 0, margin: FlexEdges(left: -10)), .init(box(), flexGrow: 1),
        ])
        #expect(frames == [CGRect(x: -10, y: 0, width: 40, height: 20), CGRect(x: 30, y: 0, width: 270, height: 20)])
        #expect(reports.isEmpty)
    }

    @Test("a size range with NaN is repaired (NaN minimum 0, NaN maximum no limit) and gives a finite layout")
    func nanSizeRange() throws {
        let stack = StackComponent(children: [box(), box()])
        let host = ComponentHost { _ in stack }
        var size: CGSize?
        let nan = CGFloat.nan
        let reports = RuntimeDiagnostics.collect {
            let range = SizeRange(min: CGSize(width: nan, height: 0), max: CGSize(width: nan, height: nan))
            size = host.layoutTree(in: range)?.size
        }
        #expect(size == CGSize(width: 40, height: 40))
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
        let message = try #require(reports.first?.message)
        #expect(message.contains("minimum width is nan, taken as 0") && message.contains("maximum height is nan"))
    }

    @Test("a component size with a NaN limit is repaired and reported at the component")
    func nanComponentSize() {
        let leaf = Component(size: ComponentSize(width: 30, height: 20, minWidth: .points(.nan)))
        var size: CGSize?
        let reports = RuntimeDiagnostics.collect { size = leaf.layout(in: .unconstrained).size }
        #expect(size == CGSize(width: 30, height: 20))
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
        #expect(reports.first?.message.contains("minWidth is points(nan), taken as auto") == true)
    }

    @Test("a stack's NaN spacing is 0, reported")
    func stackSpacing() {
        let stack = StackComponent(spacing: .nan, children: [box(), box()])
        var size: CGSize?
        let reports = RuntimeDiagnostics.collect { size = stack.layout(in: .unconstrained).size }
        #expect(size == CGSize(width: 40, height: 40))
        #expect(reports.map(\.kind) == [.invalidLayoutInput])
    }

    @Test("a flex node made directly takes the same values as Yoga does")
    func flexNodeDirectly() {
        var style = FlexStyle()
        style.flexGrow = .nan
        style.width = .points(-5)
        style.aspectRatio = 0
        let node = FlexNode(style: style)
        #expect(node.style.flexGrow == 0 && node.style.width == .undefined && node.style.aspectRatio == nil)
    }
}
