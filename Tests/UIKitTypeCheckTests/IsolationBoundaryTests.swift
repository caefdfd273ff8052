import Foundation
import Testing

/// ComponentKit's promise, checked by the compiler: building and laying out a tree compile anywhere, and
/// whatever touches mounting (views, frames, controllers' view callbacks) compiles only on the main actor.
/// One type-check of the runtime's sources (the headless backend, as on Linux) with a snippet: a function
/// off the main actor that builds and lays out a tree, and one function per statement that must not compile
/// there.
@Suite("Only mounting is main-actor isolated")
struct IsolationBoundaryTests {
    static let building = """
        @concurrent
        func buildOffMain(context: Context) async -> sending ComponentLayout {
            let root = StackComponent(children: [
                TextComponent(TextComponentAttributes(string: "hello")),
                Component(view: ViewConfiguration(UIView.self, [.backgroundColor(.red)])),
            ])
            var builder = TreeBuilder(host: nil)
            builder.build(root, parent: nil, frame: ScopeFrame.root(host: nil), context: context)
            return root.layout(in: SizeRange(max: CGSize(width: 320, height: CGFloat.infinity)))
        }
        """

    /// Statements about mounting, each of which must fail to compile off the main actor.
    static let mountingStatements = [
        "_ = component.viewContext",
        "_ = component.mounting.mountedView",
        "_ = component.nextResponder",
        "component.scopeFrame?.main.hasBeenMounted = true",
        "_ = component.controller?.view",
    ]

    @Test("building compiles off the main actor; each use of what mounting learned does not")
    func boundaryIsCheckedByTheCompiler() throws {
        var snippet = Self.building + "\n"
        // The line each statement lands on: a header line, then the building function, then three lines
        // per statement.
        var lines: [String: Int] = [:]
        var line = 2 + Self.building.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        for (index, statement) in Self.mountingStatements.enumerated() {
            snippet += "@concurrent func touchOffMain\(index)(_ component: sending Component) async {\n"
            snippet += "    \(statement)\n}\n"
            lines[statement] = line + 1
            line += 3
        }
        let result = try Self.typeCheck(snippet: snippet)
        let errors = result.output.split(separator: "\n").filter {
            $0.contains("Snippet.swift:") && $0.contains("error:")
        }
        let buildingEnd = 2 + Self.building.split(separator: "\n", omittingEmptySubsequences: false).count
        let buildingErrors = errors.filter { error in
            guard let number = Self.lineNumber(in: error) else { return false }
            return number <= buildingEnd
        }
        #expect(buildingErrors.isEmpty, "building off the main actor must compile: \(buildingErrors)")
        for statement in Self.mountingStatements {
            let expected = try #require(lines[statement])
            let hit = errors.contains { Self.lineNumber(in: $0) == expected && $0.contains("main actor-isolated") }
            #expect(hit, "'\(statement)' compiled off the main actor:\n\(result.output)")
        }
    }

    static func lineNumber(in error: Substring) -> Int? {
        guard let range = error.range(of: "Snippet.swift:") else { return nil }
        return Int(error[range.upperBound...].prefix { $0.isNumber })
    }

    static func typeCheck(snippet: String) throws -> TypeCheck.Result {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("Snippet.swift")
        try ("import Foundation\n\n" + snippet).write(to: file, atomically: true, encoding: .utf8)
        return try TypeCheck.swiftc(
            ["-typecheck", "-module-name", "ComponentRuntime", "-parse-as-library", "-swift-version", "6"]
                + TypeCheck.runtimeSources() + [file.path],
            temporaryFolder: work
        )
    }
}
