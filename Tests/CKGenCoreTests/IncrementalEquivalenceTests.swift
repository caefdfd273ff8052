import Foundation
import Testing

@testable import CKGenCore

/// A run that reuses the cache of earlier runs must write exactly what a cold run writes. These tests edit a
/// small module at random (a fixed seed, so a failure repeats), run ckgen with its cache after every edit and
/// cold in a fresh folder, and compare the two outputs byte for byte, and their diagnostics.
@Suite("Incremental runs equal cold runs")
struct IncrementalEquivalenceTests {
    @Test("random edit sequences: output and diagnostics equal a cold run's", arguments: [1, 2, 3] as [UInt64])
    func randomEdits(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-incremental-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var names: [String] = []
        for index in 0..<8 {
            let name = "File\(index).swift"
            try EditPool.text(random.next(below: EditPool.count), number: index).write(
                to: sources.appendingPathComponent(name),
                atomically: true,
                encoding: .utf8
            )
            names.append(name)
        }
        var nextNumber = names.count
        for step in 0..<40 {
            // One edit: rewrite a file as another shape, touch it without changing meaning, add one or remove one.
            switch random.next(below: 5) {
            case 0, 1:
                let name = names[random.next(below: names.count)]
                try EditPool.text(random.next(below: EditPool.count), number: nextNumber).write(
                    to: sources.appendingPathComponent(name),
                    atomically: true,
                    encoding: .utf8
                )
                nextNumber += 1
            case 2:
                let url = sources.appendingPathComponent(names[random.next(below: names.count)])
                try (String(contentsOf: url, encoding: .utf8) + "// edit \(step)\n").write(
                    to: url,
                    atomically: true,
                    encoding: .utf8
                )
            case 3:
                let name = "Added\(step).swift"
                try EditPool.text(random.next(below: EditPool.count), number: nextNumber).write(
                    to: sources.appendingPathComponent(name),
                    atomically: true,
                    encoding: .utf8
                )
                nextNumber += 1
                names.append(name)
            default:
                guard names.count > 1 else { continue }
                let name = names.remove(at: random.next(below: names.count))
                try FileManager.default.removeItem(at: sources.appendingPathComponent(name))
            }
            let incremental = try run(sources, output: work.appendingPathComponent("incremental"), cache: work)
            let cold = try run(sources, output: work.appendingPathComponent("cold-\(step)"), cache: nil)
            #expect(incremental.output == cold.output, "seed \(seed), step \(step): generated files differ")
            #expect(incremental.diagnostics == cold.diagnostics, "seed \(seed), step \(step): diagnostics differ")
            // A run with nothing changed takes the shortcut, and must still leave the same file.
            let again = try run(sources, output: work.appendingPathComponent("incremental"), cache: work)
            #expect(again.output == cold.output, "seed \(seed), step \(step): an unchanged rerun differs")
        }
    }

    private struct Result {
        var output: Data?
        var diagnostics: [String]
    }

    /// Runs the whole pipeline; `cache` is the folder of the cache, `nil` for a cold run.
    private func run(_ sources: URL, output: URL, cache: URL?) throws -> Result {
        let diagnostics = Diagnostics()
        let options = GeneratorOptions(
            inputs: [sources.path],
            moduleName: "Shop",
            cacheFolder: cache?.appendingPathComponent("cache")
        )
        let outcome = GeneratorPipeline(options: options).run(until: .output(output.path), diagnostics: diagnostics)
            .outcome
        let file = output.appendingPathComponent(Renderer.fileName)
        return Result(
            output: outcome == nil ? nil : try Data(contentsOf: file),
            diagnostics: diagnostics.all.map(\.description)
        )
    }
}

/// The shapes a file takes in the random edits: every kind of declaration ckgen reads, a file it has nothing to
/// read in, a file it reports an error in, and declarations that depend on one another across files (a
/// controller and its component, a selector used in one file and handled in another, an attribute's type and
/// whether it is Equatable, a component's State declared in an extension).
private enum EditPool {
    static let count = 13

    static func text(_ shape: Int, number: Int) -> String {
        switch shape {
        case 0:
            return """
                /// @ck.view
                final class View\(number): UIView {
                    var title: String = ""
                    func setImage(_ image: UIImage?, for state: UIControl.State) {}
                    init(style: Int) { super.init() }
                    required init() { super.init() }
                }

                """
        case 1:
            return """
                final class ProfileComponent: CompositeComponent {
                    struct State { var count = \(number) }
                }

                """
        case 2:
            return """
                final class ProfileComponentController: ComponentController<ProfileComponent> {
                    /// @ck.action
                    func didTapProfile(_ sender: UIControl) {}
                }

                """
        case 3:
            return """
                /// @ck.eventProxy
                final class Proxy\(number) {
                    /// @ck.event("Refresh")
                    func refresh() {}
                    /// @ck.event("Open\(number)")
                    func open(_ userInfo: UserInfo) {}
                }

                """
        case 4:
            return """
                struct Plain\(number) {
                    var value = \(number)
                    func compute() -> Int { value * 2 }
                }

                """
        case 5:
            return """
                final class Button\(number)Component: CompositeComponent {
                    override func render() -> Component {
                        Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTapProfile)]))
                    }
                    /// @ck.action
                    func didTapButton\(number)() {}
                }

                """
        case 6:
            return """
                /// @ck.view
                final class View\(number % 3): UIView {
                    var subtitle: String?
                }

                """
        case 7:
            return """
                final class Orphan\(number)ComponentController: ComponentController<Orphan\(number)Component> {}

                """
        case 9:
            // A view whose attribute's type another file declares: Equatable or not (shapes 10 and 11).
            return """
                /// @ck.view
                final class BadgeView\(number % 2): UIView {
                    var badge: Badge = Badge()
                }

                """
        case 10:
            return "struct Badge: Equatable { var count = \(number) }\n"
        case 11:
            return """
                struct Badge { var count = \(number) }
                extension ProfileComponent {
                    typealias Extra = Int
                }

                """
        case 12:
            // A component whose State another file declares, in an extension: with a value or without one.
            return number % 2 == 0
                ? "final class CounterComponent: CompositeComponent {}\n"
                : "extension CounterComponent {\n    struct State { \(number % 4 == 1 ? "var count = 0" : "let count: Int") }\n}\n"
        default:
            return """
                #if DEBUG
                /// @ck.view
                final class DebugView\(number): UIView {
                    var isOn = false
                }
                #endif

                """
        }
    }
}

/// A small deterministic generator (SplitMix64), so a seed names one sequence of edits on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
