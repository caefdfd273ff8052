import ComponentRuntime
import Foundation

// A 10,000-component tree, one leaf's state changed: attributes applied on the remount, and remount time
// divided by first-mount time.

final class BenchLeaf: CompositeComponent, StatefulComponent {
    struct State { var count = 0 }
    static var initialState: State { State() }
    let index: Int
    init(index: Int) {
        self.index = index
        super.init(scope: index)
    }
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(index): \(state.count)"), .backgroundColor(.white)]),
            size: ComponentSize(width: 20, height: 10)
        )
    }
}

/// `rows` rows of `columns` leaves; each leaf is a stateful composite plus its label component.
@MainActor
func benchmarkTree(rows: Int, columns: Int) -> Component {
    StackComponent(
        direction: .vertical,
        children: (0..<rows).map { row in
            StackComponent(
                view: ViewConfiguration(UIView.self),
                direction: .horizontal,
                children: (0..<columns).map { column in BenchLeaf(index: row * columns + column) }
            )
        }
    )
}

struct RemountResult {
    let components: Int
    let firstMount: Double
    let remount: Double
    let statistics: MountStatistics
    var ratio: Double { remount / firstMount }
}

@MainActor
func runRemountBenchmark(rows: Int = 100, columns: Int = 50, runs: Int = 7) -> RemountResult {
    var firstMounts: [Double] = []
    var remounts: [Double] = []
    var statistics = MountStatistics()
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    for _ in 0..<runs {
        let root = UIView()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in benchmarkTree(rows: rows, columns: columns)
        }
        firstMounts.append(seconds(clock.measure { host.mount(in: root) }))
        guard let leaf = root.subviews[rows / 2].subviews[columns / 2].owningComponent?.parent as? BenchLeaf else {
            fatalError("benchmark tree did not build")
        }
        remounts.append(seconds(clock.measure { leaf.updateState(mode: .synchronous) { $0.count += 1 } }))
        statistics = host.statistics
    }
    firstMounts.sort()
    remounts.sort()
    // 1 root stack + per row (stack) + per leaf (composite + label).
    let components = 1 + rows + rows * columns * 2
    return RemountResult(
        components: components,
        firstMount: firstMounts[runs / 2],
        remount: remounts[runs / 2],
        statistics: statistics
    )
}
