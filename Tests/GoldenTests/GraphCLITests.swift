import Foundation
import Testing

/// `ckgen graph` through the built executable, as a user runs it.
@Suite("ckgen graph on the command line")
struct GraphCLITests {
    private let fixture = FixtureCase(name: "feed-screen")
    private var golden: URL { GraphGoldenTests.goldens.appendingPathComponent("feed-screen.dot") }

    private static var dotIsInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/dot")
        }
    }

    @Test("without --output it prints the DOT text, the same as the golden file")
    func printsDOT() async throws {
        let result = try await CKGenExecutable.run(["graph", "input", "--module-name", "MyApp"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.standardOutput == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test("with --output it writes the DOT file, and an SVG beside it when Graphviz is installed")
    func writesFiles() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let dot = work.appendingPathComponent("pictures/feed.dot")
        let result = try await CKGenExecutable.run(
            ["graph", "input", "--module-name", "MyApp", "--output", dot.path],
            in: fixture.folder
        )
        #expect(result.status == 0)
        #expect(try String(contentsOf: dot, encoding: .utf8) == (try String(contentsOf: golden, encoding: .utf8)))
        let svg = work.appendingPathComponent("pictures/feed.svg")
        if Self.dotIsInstalled {
            let text = try String(contentsOf: svg, encoding: .utf8)
            #expect(text.contains("<svg"))
            #expect(text.contains("FollowButtonComponentController"))
            #expect(result.standardError.contains("wrote \(svg.path)"))
        } else {
            #expect(!FileManager.default.fileExists(atPath: svg.path))
            #expect(result.standardError.contains("Graphviz's 'dot' is not on the PATH"))
        }
    }

    @Test("--no-svg writes only the DOT file")
    func noSVG() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let dot = work.appendingPathComponent("feed.dot")
        let result = try await CKGenExecutable.run(
            ["graph", "input", "--module-name", "MyApp", "--output", dot.path, "--no-svg"],
            in: fixture.folder
        )
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: dot.path))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("feed.svg").path))
    }

    @Test("input errors are reported as by generate, with status 1, and nothing is written")
    func errors() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let broken = FixtureCase(name: "v9-syntax-errors")
        let printed = try await CKGenExecutable.run(["graph", "input", "--module-name", "MyApp"], in: broken.folder)
        #expect(printed.status == 1)
        #expect(printed.standardError.contains("error: expected expression"))
        #expect(printed.standardOutput.isEmpty)
        let dot = work.appendingPathComponent("broken.dot")
        let written = try await CKGenExecutable.run(
            ["graph", "input", "--module-name", "MyApp", "--output", dot.path],
            in: broken.folder
        )
        #expect(written.status == 1)
        #expect(!FileManager.default.fileExists(atPath: dot.path))
    }

    @Test("warnings are printed and the graph is still written: the unhandled selector is in it, in red")
    func warnings() async throws {
        let unhandled = FixtureCase(name: "v8-unhandled-selector")
        let result = try await CKGenExecutable.run(["graph", "input", "--module-name", "MyApp"], in: unhandled.folder)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains("warning: no responder in module 'MyApp' handles selector 'openSettings'")
        )
        #expect(result.standardOutput.contains("\"action:openSettings\" [label=\"openSettings\\naction\\nunhandled\""))
    }
}
