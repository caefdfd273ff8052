import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Layout (R5)")
struct LayoutTests {
    private func frames(_ component: Component) -> [CGRect] {
        let root = makeRootView()
        let host = ComponentHost { _ in component }
        host.mount(in: root)
        return root.subviews.map(\.frame)
    }

    @Test("a vertical stack places children top to bottom with spacing")
    func verticalStack() {
        let frames = frames(
            StackComponent(
                direction: .vertical,
                spacing: 4,
                children: [
                    labelComponent("a", width: 50, height: 10), labelComponent("b", width: 30, height: 20),
                ]
            )
        )
        #expect(frames == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 0, y: 14, width: 30, height: 20)])
    }

    @Test(
        "a horizontal stack aligns children on the cross axis",
        arguments: [
            (StackComponent.Alignment.start, CGFloat(0)), (.center, 10), (.end, 20),
        ]
    )
    func horizontalAlignment(alignment: StackComponent.Alignment, expectedY: CGFloat) {
        let frames = frames(
            StackComponent(
                direction: .horizontal,
                spacing: 2,
                alignment: alignment,
                children: [
                    labelComponent("tall", width: 10, height: 30), labelComponent("short", width: 10, height: 10),
                ]
            )
        )
        #expect(
            frames == [CGRect(x: 0, y: 0, width: 10, height: 30), CGRect(x: 12, y: expectedY, width: 10, height: 10)]
        )
    }

    @Test("a fixed stack size overrides the content size and centres within it")
    func fixedStackSize() {
        let frames = frames(
            StackComponent(
                view: ViewConfiguration(UIView.self),
                size: ComponentSize(width: 100, height: 40),
                direction: .vertical,
                alignment: .center,
                children: [labelComponent("a", width: 50, height: 10)]
            )
        )
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 40)])
    }

    @Test("a composite takes its child's size unless it fixes one")
    func compositeSize() {
        let frames = frames(
            StackComponent(
                direction: .horizontal,
                children: [
                    Wrapper { labelComponent("a", width: 25, height: 5) },
                    labelComponent("b", width: 5, height: 5),
                ]
            )
        )
        #expect(frames == [CGRect(x: 0, y: 0, width: 25, height: 5), CGRect(x: 25, y: 0, width: 5, height: 5)])
    }
}
