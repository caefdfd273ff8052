import ComponentRuntime
import Foundation
import Synchronization
import Testing

/// What a tree built off the main actor reports back: whether its build could wait for the main actor (it
/// cannot when it runs on the main actor), and how often it was laid out.
final class BuildProbe: Sendable {
    private struct Record {
        var buildStarted = false
        var mainActorAnswered = false
        var buildSawMainActorAnswer = false
        var layouts = 0
    }

    private let record = Mutex(Record())

    /// Called by the build: says it started, then waits for the main actor to answer. A build that runs on the
    /// main actor never sees the answer, because the main actor is busy with it: it gives up after five
    /// minutes (long, because other tests running in parallel may keep the main actor busy for a while).
    func buildStartsAndWaitsForMainActor() {
        record.withLock { $0.buildStarted = true }
        for _ in 0..<300_000 {
            if record.withLock({ $0.mainActorAnswered }) {
                record.withLock { $0.buildSawMainActorAnswer = true }
                return
            }
            usleep(1_000)
        }
    }

    var buildStarted: Bool { record.withLock { $0.buildStarted } }
    func answerFromMainActor() { record.withLock { $0.mainActorAnswered = true } }
    var buildSawMainActorAnswer: Bool { record.withLock { $0.buildSawMainActorAnswer } }

    func countLayout() { record.withLock { $0.layouts += 1 } }
    var layouts: Int { record.withLock { $0.layouts } }
}

/// A leaf that counts its layouts in a probe.
final class ProbedLeafComponent: Component {
    let probe: BuildProbe
    init(probe: BuildProbe, title: String) {
        self.probe = probe
        super.init(
            view: ViewConfiguration(UILabel.self, [.text(title)]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        probe.countLayout()
        return super.computeLayout(in: range)
    }
}

/// A counter with state, built off the main actor.
final class BackgroundCounterComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var count = 0 }
    static var initialState: State { State() }
    let probe: BuildProbe
    init(probe: BuildProbe) {
        self.probe = probe
        super.init(scope: "counter")
    }
    override func render() -> Component {
        // A flexbox measuring text and a leaf: the layout engine runs in the background task too.
        var row = FlexStyle()
        row.direction = .row
        return FlexboxComponent(
            style: row,
            children: [
                FlexboxComponent.Child(ProbedLeafComponent(probe: probe, title: "count \(state.count)")),
                FlexboxComponent.Child(TextComponent("text")),
            ]
        )
    }
}

// Serialized: a build in these tests blocks a thread of the cooperative pool while it waits for the main actor,
// and two such builds at once could leave the main actor no thread to run on.
@Suite("Building off the main actor", .serialized)
@MainActor
struct BackgroundBuildTests {
    @Test("a tree is built and laid out on a background task while the main actor is free, then mounted on it")
    func buildsAndLaysOutOffTheMainActor() async throws {
        let probe = BuildProbe()
        let host = ComponentHost.buildingAnywhere { _ in
            probe.buildStartsAndWaitsForMainActor()
            return BackgroundCounterComponent(probe: probe)
        }
        let root = makeRootView()

        let building = Task { await host.rebuildInBackground() }
        // The main actor stays free while the tree is built: it sees the build start and answers it.
        while !probe.buildStarted { await Task.yield() }
        probe.answerFromMainActor()
        await building.value

        #expect(probe.buildSawMainActorAnswer, "the build ran on the main actor, which could not answer it")
        #expect(probe.layouts == 1, "the tree is laid out in the background task")
        // Mounting on the main actor uses that layout: the leaf is not laid out again.
        host.mount(in: root)
        #expect(probe.layouts == 1)
        #expect(root.subviews.count == 2)
        #expect((root.subviews.last as? UILabel)?.text == "text")
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "count 0")
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("state and controllers survive a rebuild in the background, and updates made meanwhile apply after it")
    func stateSurvivesBackgroundRebuilds() async throws {
        let probe = BuildProbe()
        probe.answerFromMainActor()
        let host = ComponentHost.buildingAnywhere(asynchronousUpdateDelivery: .manual) { _ in
            BackgroundCounterComponent(probe: probe)
        }
        let root = makeRootView()
        host.mount(in: root)
        let counter = try #require(host.rootComponent as? BackgroundCounterComponent)
        counter.updateState(mode: .synchronous) { $0.count = 5 }
        #expect((root.subviews.first as? UILabel)?.text == "count 5")

        await host.rebuildInBackground()
        #expect((root.subviews.first as? UILabel)?.text == "count 5", "the scope kept its state")
        let rebuilt = try #require(host.rootComponent as? BackgroundCounterComponent)
        #expect(rebuilt !== counter)

        rebuilt.updateState(mode: .enqueued) { $0.count += 1 }
        await host.rebuildInBackground()
        #expect((root.subviews.first as? UILabel)?.text == "count 6", "the queued update applied before the build")
    }

    @Test("a host with a main-actor build closure rebuilds on the main actor when asked to rebuild in background")
    func mainActorHostFallsBack() async {
        let title = Ref("first")
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(UILabel.self, [.text(title.value)]),
                size: ComponentSize(width: 50, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        title.value = "second"
        await host.rebuildInBackground()
        #expect((root.subviews.first as? UILabel)?.text == "second")
    }

    @Test("a state update and a rebuild asked for while a tree is built in the background apply after it")
    func requestsDuringABackgroundBuildWait() async throws {
        let (host, root, counter, gate) = try mountGatedCounter()
        let label = try #require(root.subviews.first as? UILabel)

        let building = Task { await host.rebuildInBackground() }
        while gate.arrivals < 2 { await Task.yield() }
        // The second build is under way off the main actor: what is asked for now waits for it.
        counter.updateState(mode: .synchronous) { $0.count = 7 }
        host.rebuild()
        #expect(label.text == "count 0")
        #expect(host.buildCount == 1)
        gate.open()  // the background build
        gate.open()  // the rebuild asked for meanwhile, which runs right after it
        await building.value
        #expect(host.buildCount == 3)
        #expect(label.text == "count 7")
    }

    /// A host whose every build waits at `gate`, mounted (its first build let through), and its counter: the next
    /// build can be started in the background and held at the gate.
    func mountGatedCounter() throws -> (
        host: ComponentHost, root: UIView, counter: BackgroundCounterComponent, gate: BuildGate
    ) {
        let probe = BuildProbe()
        let gate = BuildGate()
        let host = ComponentHost.buildingAnywhere(asynchronousUpdateDelivery: .manual) { _ in
            gate.pass()
            return BackgroundCounterComponent(probe: probe)
        }
        let root = makeRootView()
        gate.open()
        host.mount(in: root)
        return (host, root, try #require(host.rootComponent as? BackgroundCounterComponent), gate)
    }
}

/// Lets builds through one at a time: each build waits until the main actor has opened the gate as many times
/// as builds have arrived (a few minutes at most).
final class BuildGate: Sendable {
    private let counts = Mutex((arrivals: 0, openings: 0))

    var arrivals: Int { counts.withLock { $0.arrivals } }

    func open() { counts.withLock { $0.openings += 1 } }

    func pass() {
        let number = counts.withLock {
            $0.arrivals += 1
            return $0.arrivals
        }
        for _ in 0..<300_000 {
            if counts.withLock({ $0.openings >= number }) { return }
            usleep(1_000)
        }
    }
}
