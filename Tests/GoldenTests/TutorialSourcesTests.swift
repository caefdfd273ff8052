import Foundation
import Testing

/// The DocC tutorial "Build and test a screen" shows its code step by step from files in the catalogue's
/// `Resources/`. `Examples/Tutorial` is the package the tutorial ends with, and CI builds and tests it; these
/// tests hold the two together, so the tutorial's last step of each file is code that compiles and passes.
@Suite("The DocC tutorial's code is the Examples/Tutorial package")
struct TutorialSourcesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalogue = repository.appendingPathComponent("Sources/ComponentRuntime/ComponentRuntime.docc")
    static let resources = catalogue.appendingPathComponent("Resources")
    static let example = repository.appendingPathComponent("Examples/Tutorial")

    /// Each series of step files (`tutorial-<name>-NN.swift.txt`: not `.swift`, so that no tool that compiles the
    /// runtime's folder takes them for its sources) and the example file its last step must equal.
    static let series: [(prefix: String, examplePath: String)] = [
        ("tutorial-user-", "Sources/Follow/User.swift"),
        ("tutorial-row-", "Sources/Follow/FollowRow.swift"),
        ("tutorial-screen-", "Sources/Follow/FollowScreen.swift"),
        ("tutorial-row-tests-", "Tests/FollowTests/FollowRowTests.swift"),
        ("tutorial-screen-tests-", "Tests/FollowTests/FollowScreenTests.swift"),
        ("tutorial-snapshot-tests-", "Tests/FollowTests/FollowScreenSnapshotTests.swift"),
        ("tutorial-accessibility-tests-", "Tests/FollowTests/FollowScreenAccessibilityTests.swift"),
    ]

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The numbered files of one series, in step order (`tutorial-row-` does not take `tutorial-row-tests-`).
    static func steps(_ prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { name in
                name.hasPrefix(prefix) && name.hasSuffix(".swift.txt")
                    && name.dropFirst(prefix.count).dropLast(".swift.txt".count).allSatisfy(\.isNumber)
            }
            .sorted()
    }

    @Test("every file the tutorial names is in the catalogue, and every step file is named")
    func referencedFilesExist() throws {
        let tutorials = try FileManager.default.contentsOfDirectory(
            at: Self.catalogue.appendingPathComponent("Tutorials"),
            includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "tutorial" }
        try #require(!tutorials.isEmpty)
        var named = Set<String>()
        for tutorial in tutorials {
            let text = try Self.read(tutorial)
            named.formUnion(text.matches(of: /(?:file|source): "([^"]+)"/).map { String($0.output.1) })
        }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.resources.path))
        #expect(named.subtracting(present).isEmpty, "named but missing: \(named.subtracting(present).sorted())")
        let stepFiles = present.filter { $0.hasPrefix("tutorial-") }
        #expect(stepFiles.subtracting(named).isEmpty, "never shown: \(stepFiles.subtracting(named).sorted())")
    }

    @Test("the last step of each file is the example's file", arguments: series.map(\.prefix))
    func lastStepIsTheExample(prefix: String) throws {
        let examplePath = try #require(Self.series.first { $0.prefix == prefix }?.examplePath)
        let last = try #require(try Self.steps(prefix).last, "no step files named \(prefix)NN.swift.txt")
        let shown = try Self.read(Self.resources.appendingPathComponent(last))
        let built = try Self.read(Self.example.appendingPathComponent(examplePath))
        #expect(shown == built, "\(last) differs from Examples/Tutorial/\(examplePath)")
    }

    @Test("the last manifest is the example's, but for where ckgen comes from")
    func lastManifestIsTheExample() throws {
        let last = try #require(try Self.steps("tutorial-package-").last)
        let shown = try Self.read(Self.resources.appendingPathComponent(last))
        // The example depends on this checkout by path and names it by its folder; the tutorial by URL.
        let built = try Self.read(Self.example.appendingPathComponent("Package.swift"))
            .replacingOccurrences(of: ".package(path: \"../..\")", with: "DEPENDENCY")
            .replacingOccurrences(of: "package: ckgen)", with: "package: \"ckgen\")")
        let shownPackage = try #require(shown.range(of: "let package = ").map { String(shown[$0.lowerBound...]) })
            .replacingOccurrences(
                of: ".package(url: \"https://github.com/<owner>/ckgen\", branch: \"main\")",
                with: "DEPENDENCY"
            )
        let builtPackage = try #require(built.range(of: "let package = ").map { String(built[$0.lowerBound...]) })
        #expect(shownPackage == builtPackage)
    }

    @Test("the tutorial's picture is the one the example's snapshot test records")
    func pictureIsTheRecordedSnapshot() throws {
        let shown = try Self.read(Self.resources.appendingPathComponent("tutorial-follow-screen.svg"))
        let recorded = try Self.read(
            Self.example.appendingPathComponent(
                "Tests/FollowTests/__Snapshots__/FollowScreenSnapshotTests/screenAfterFollowingGrace.screen.svg"
            )
        )
        #expect(shown == recorded)
    }
}
