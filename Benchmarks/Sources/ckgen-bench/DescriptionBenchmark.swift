import ComponentRuntime
import Foundation

// Issue 30's benchmark: the same 10,001-component tree written as struct descriptions and as class components,
// built and laid out in a 375-pt column. A row is ten components: the row's composite, a flexbox row, an avatar,
// two text composites each around a label, a badge composite around a view, and a detail label; 1,000 rows under
// one column flexbox.

// MARK: The tree as struct descriptions

private struct RowDescription: ComponentDescription {
    let index: Int

    var body: Component {
        FlexboxComponent(direction: .row, alignItems: .center, spacing: 8) {
            ViewComponent<UIImageView>(size: ComponentSize(width: 40, height: 40))
            TextDescription(text: "Title \(index)")
                .flexGrow(1)
            TextDescription(text: "Subtitle")
            BadgeDescription(count: index % 10)
            ViewComponent<UILabel>(size: ComponentSize(width: 60, height: 20)) { .text("detail") }
        }
    }
}

private struct TextDescription: ComponentDescription {
    let text: String

    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 80, height: 20)) { .text(text) }
    }
}

private struct BadgeDescription: ComponentDescription {
    let count: Int

    var body: Component {
        ViewComponent<UIView>(size: ComponentSize(width: 20, height: 20)) {
            .backgroundColor(count == 0 ? .gray : .red)
        }
    }
}

@MainActor
private func describedTree(rows: Int) -> Component {
    FlexboxComponent {
        for index in 0..<rows { RowDescription(index: index) }
    }
}

// MARK: The same tree as classes

private final class RowComponent: CompositeComponent {
    let index: Int
    init(index: Int) {
        self.index = index
        super.init()
    }

    override func render() -> Component {
        var style = FlexStyle()
        style.direction = .row
        style.alignItems = .center
        style.columnGap = .points(8)
        var grow = FlexStyle()
        grow.flexGrow = 1
        return FlexboxComponent(
            style: style,
            children: [
                FlexboxComponent.Child(
                    Component(view: ViewConfiguration(UIImageView.self), size: ComponentSize(width: 40, height: 40))
                ),
                FlexboxComponent.Child(TextComponentClass(text: "Title \(index)"), style: grow),
                FlexboxComponent.Child(TextComponentClass(text: "Subtitle")),
                FlexboxComponent.Child(BadgeComponentClass(count: index % 10)),
                FlexboxComponent.Child(
                    Component(
                        view: ViewConfiguration(UILabel.self, [.text("detail")]),
                        size: ComponentSize(width: 60, height: 20)
                    )
                ),
            ]
        )
    }
}

private final class TextComponentClass: CompositeComponent {
    let text: String
    init(text: String) {
        self.text = text
        super.init()
    }

    override func render() -> Component {
        Component(view: ViewConfiguration(UILabel.self, [.text(text)]), size: ComponentSize(width: 80, height: 20))
    }
}

private final class BadgeComponentClass: CompositeComponent {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init()
    }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIView.self, [.backgroundColor(count == 0 ? .gray : .red)]),
            size: ComponentSize(width: 20, height: 20)
        )
    }
}

@MainActor
private func classTree(rows: Int) -> Component {
    FlexboxComponent(children: (0..<rows).map { FlexboxComponent.Child(RowComponent(index: $0)) })
}

// MARK: Measuring

struct DescriptionBenchmarkResult {
    let components: Int
    /// Medians of building and laying out.
    let described: Double
    let classes: Double
    /// Medians of building, laying out and mounting into a headless root view (a description's attribute block
    /// runs at mount, so this is where the two do the same work).
    let describedMounted: Double
    let classesMounted: Double
    let framesMatch: Bool
    var ratio: Double { described / classes }
    var mountedRatio: Double { describedMounted / classesMounted }
}

/// Builds (through a host, as an app does) and lays out each tree `runs` times, alternating, then the same with
/// mounting, and returns the medians.
@MainActor
func runDescriptionBenchmark(rows: Int = 1_000, runs: Int = 11) -> DescriptionBenchmarkResult {
    let range = SizeRange(max: CGSize(width: 375, height: CGFloat.infinity))
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    func buildAndLayOut(_ make: @escaping @MainActor () -> Component) -> (Double, ComponentLayout?) {
        var layout: ComponentLayout?
        var host: ComponentHost?
        let duration = clock.measure {
            host = ComponentHost { _ in make() }
            host?.rebuild()
            layout = host?.rootComponent?.layout(in: range)
        }
        blackHole(host)
        return (seconds(duration), layout)
    }
    func buildLayOutAndMount(_ make: @escaping @MainActor () -> Component) -> Double {
        let root = UIView()
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        var host: ComponentHost?
        let duration = clock.measure {
            host = ComponentHost { _ in make() }
            host?.sizeRange = range
            host?.mount(in: root)
        }
        host?.unmount()
        return seconds(duration)
    }
    var described: [Double] = []
    var classes: [Double] = []
    var describedMounted: [Double] = []
    var classesMounted: [Double] = []
    var framesMatch = true
    var components = 0
    // For instruction counts under callgrind: CKGEN_BENCH_VARIANT=struct (or class) builds, lays out and mounts
    // that tree alone, once.
    if let variant = ProcessInfo.processInfo.environment["CKGEN_BENCH_VARIANT"], ["struct", "class"].contains(variant) {
        let seconds = buildLayOutAndMount { variant == "struct" ? describedTree(rows: rows) : classTree(rows: rows) }
        return DescriptionBenchmarkResult(
            components: 0,
            described: 0,
            classes: 0,
            describedMounted: variant == "struct" ? seconds : 0,
            classesMounted: variant == "class" ? seconds : 0,
            framesMatch: true
        )
    }
    for _ in 0..<runs {
        let (describedSeconds, describedLayout) = buildAndLayOut { describedTree(rows: rows) }
        let (classSeconds, classLayout) = buildAndLayOut { classTree(rows: rows) }
        described.append(describedSeconds)
        classes.append(classSeconds)
        if let describedLayout, let classLayout {
            framesMatch = framesMatch && leafFrames(describedLayout) == leafFrames(classLayout)
            components = countComponents(classLayout)
        } else {
            framesMatch = false
        }
        describedMounted.append(buildLayOutAndMount { describedTree(rows: rows) })
        classesMounted.append(buildLayOutAndMount { classTree(rows: rows) })
    }
    func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
    return DescriptionBenchmarkResult(
        components: components,
        described: median(described),
        classes: median(classes),
        describedMounted: median(describedMounted),
        classesMounted: median(classesMounted),
        framesMatch: framesMatch
    )
}

/// The frames of the views in a layout, in tree order, in the root's coordinates.
private func leafFrames(_ layout: ComponentLayout, origin: CGPoint = .zero) -> [CGRect] {
    var frames: [CGRect] = []
    if layout.component.viewConfiguration != nil {
        frames.append(CGRect(origin: origin, size: layout.size))
    }
    for child in layout.children {
        frames += leafFrames(
            child.layout,
            origin: CGPoint(x: origin.x + child.origin.x, y: origin.y + child.origin.y)
        )
    }
    return frames
}

/// Components in a layout, counting a composite and the child it renders.
private func countComponents(_ layout: ComponentLayout) -> Int {
    1 + layout.children.reduce(0) { $0 + countComponents($1.layout) }
}
