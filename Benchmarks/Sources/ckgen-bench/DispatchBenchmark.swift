import ComponentRuntime
import Foundation

// Action dispatch through a 10-deep responder chain versus a direct closure call.

extension ActionSelector {
    static let benchmarkAction = ActionSelector("benchmarkAction:")
    static let otherBenchmarkAction = ActionSelector("otherBenchmarkAction:")
}

/// A composite nested `depth` times; the outermost one handles the action.
final class ChainLink: CompositeComponent {
    let depth: Int
    var handled = 0
    init(depth: Int) {
        self.depth = depth
        super.init()
    }
    override func render() -> Component {
        depth == 0
            ? Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 1, height: 1))
            : ChainLink(depth: depth - 1)
    }
}

/// Only the root link lists the selector, so the action walks the whole chain.
final class HandlingLink: CompositeComponent, ActionResponder {
    var handled = 0
    static let actionTable: AnyActionTable = ActionTable<HandlingLink>([
        .benchmarkAction: .withSender { (target, _: Component) in target.handled += 1 },
        .otherBenchmarkAction: .withSender { (target, _: Component) in target.handled += 1 },
    ])
    override func render() -> Component { ChainLink(depth: 7) }
}

struct DispatchResult {
    let chainDepth: Int
    let perDispatch: Double
    let perWalk: Double
    let perClosureCall: Double
    var ratio: Double { perDispatch / perClosureCall }
    var walkRatio: Double { perWalk / perClosureCall }
}

@MainActor
func runDispatchBenchmark(iterations: Int = 1_000_000, runs: Int = 7) -> DispatchResult {
    let rootView = UIView()
    let host = ComponentHost { _ in HandlingLink() }
    host.mount(in: rootView)
    guard let root = host.rootComponent as? HandlingLink, let leaf = rootView.subviews.first?.owningComponent else {
        fatalError("benchmark tree did not build")
    }
    // The chain: the leaf component → 8 ChainLinks → HandlingLink, which handles the action: 10 responders.
    var depth = 0
    var responder: AnyObject? = leaf
    while let current = responder, current !== root {
        depth += 1
        responder = (current as? Component)?.nextResponder ?? (current as? Responder)?.nextResponder
    }
    depth += 1
    // Repeated sends of one action (a control tapped again and again): each walks the chain, since any
    // responder may answer differently for a sender (canPerformAction and target(forAction:) are overridable).
    let dispatch = medianSeconds(runs: runs) {
        for _ in 0..<iterations { leaf.send(.benchmarkAction, sender: leaf) }
    }
    // Alternating two actions: the same walk for two selectors.
    let walk = medianSeconds(runs: runs) {
        for _ in 0..<(iterations / 2) {
            leaf.send(.benchmarkAction, sender: leaf)
            leaf.send(.otherBenchmarkAction, sender: leaf)
        }
    }
    // The baseline: what the handler does, called directly through a closure, without the chain.
    let closures: [@MainActor () -> Void] = [{ root.handled += 1 }, { root.handled += 2 }]
    let closure = closures[Int.random(in: 0..<1)]  // picked at run time, so the call stays a real closure call
    let direct = medianSeconds(runs: runs) {
        for _ in 0..<iterations { closure() }
    }
    blackHole(root.handled)
    return DispatchResult(
        chainDepth: depth,
        perDispatch: dispatch / Double(iterations),
        perWalk: walk / Double(iterations / 2 * 2),
        perClosureCall: direct / Double(iterations)
    )
}
