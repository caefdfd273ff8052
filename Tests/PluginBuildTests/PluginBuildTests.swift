import Foundation
import TestSupport
import Testing

/// Builds a small client package through CKGenPlugin with `swift build`, as a user would: a first build runs
/// ckgen, a build with nothing changed does not, touching a source runs it again, and a deliberate annotation
/// error fails the build with the diagnostic on the right file, line and column.
///
/// The client lives in this repository's `.build/plugin-test-client` (its own scratch folder), so after the first
/// run (a few minutes: it compiles swift-syntax for the plugin's tool) later runs are incremental.
@Suite("CKGenPlugin in a client build", .serialized)
struct PluginBuildTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let client = repository.appendingPathComponent(".build/plugin-test-client")
    static let source = client.appendingPathComponent("Sources/Client/Like.swift")

    static let goodSource = """
        import ComponentRuntime

        final class LikeButtonComponent: CompositeComponent {
            override func render() -> Component {
                Component(
                    view: ViewConfiguration(UIButton.self, [.title("Like"), .controlAction(.didTapLike)]),
                    size: ComponentSize(width: 60, height: 30)
                )
            }

            /// @ck.action
            func didTapLike() {}
        }

        """

    /// The client's test: it uses what ckgen generated, so `swift test` needs the plugin's output.
    static let clientTest = client.appendingPathComponent("Tests/ClientTests/ClientTests.swift")
    static let testSource = """
        import ComponentRuntime
        import Testing

        @testable import Client

        @Test func theSelectorIsNamedAfterTheMethod() {
            #expect(ActionSelector.didTapLike == ActionSelector("didTapLike"))
        }

        """

    static func writeClient(source text: String) throws {
        let name = repository.lastPathComponent
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Client",
                dependencies: [.package(path: \(literal(repository.path)))],
                targets: [
                    .target(
                        name: "Client",
                        dependencies: [.product(name: "ComponentRuntime", package: \(literal(name)))],
                        plugins: [.plugin(name: "CKGenPlugin", package: \(literal(name)))]
                    ),
                    .testTarget(name: "ClientTests", dependencies: ["Client"]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try write(manifest, to: client.appendingPathComponent("Package.swift"))
        try write(text, to: source)
        try FileManager.default.createDirectory(
            at: clientTest.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try write(testSource, to: clientTest)
    }

    /// Writes only when different, so an unchanged client stays unchanged for the no-op check.
    static func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The client depends on this checkout by path, and SwiftPM keeps the build description of an earlier run in the
    /// client's scratch folder: a source file added to or moved in ckgen since then would be missing from it. The
    /// compiled products stay, so the next build is still incremental.
    static func forgetBuildDescriptions() throws {
        let scratch = client.appendingPathComponent(".build")
        let enumerator = FileManager.default.enumerator(at: scratch, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            if enumerator?.level ?? 0 > 3 { enumerator?.skipDescendants() }
            let name = file.lastPathComponent
            if name == "description.json" || name.hasSuffix(".db") || name.hasSuffix(".yaml") {
                try FileManager.default.removeItem(at: file)
            }
        }
    }

    static func swiftBuild() async throws -> (status: Int32, output: String) {
        try await swift(["build", "--package-path", client.path])
    }

    /// Runs `swift <arguments>` and returns its status and its output, standard error included. It is waited for
    /// off Swift's cooperative pool (see `ChildProcess`): a client build takes minutes, and the pool's threads
    /// run the other tests meanwhile.
    static func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        // The compiler driver leaves a TemporaryDirectory.* folder in TMPDIR on every run (dozens per build): keep
        // them in the client's scratch folder, always the same path so the build sees the same environment, and
        // empty it afterwards.
        let temporary = client.appendingPathComponent(".build/driver-temporary")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift"] + arguments,
            environment: ChildProcess.environment(changing: ["TMPDIR": temporary.path]),
            mergeOutput: true
        )
        return (result.status, result.standardOutput)
    }

    @Test("build, no-op rebuild, rebuild after an edit, and a failing build with a located diagnostic")
    func pluginLifecycle() async throws {
        try Self.forgetBuildDescriptions()
        try Self.writeClient(source: Self.goodSource)
        let first = try await Self.swiftBuild()
        #expect(first.status == 0, "\(first.output.suffix(3_000))")

        // In a fresh scratch folder SwiftPM compiles the plugin tool's C shims again on the second build, relinks
        // the tool, and so runs ckgen once more; from then on a build with nothing changed runs nothing.
        let settle = try await Self.swiftBuild()
        #expect(settle.status == 0)
        let noop = try await Self.swiftBuild()
        #expect(noop.status == 0)
        #expect(!noop.output.contains("ckgen: generating"), "nothing changed, so ckgen must not run:\n\(noop.output)")

        try Self.writeClient(source: Self.goodSource + "// touched\n")
        let touched = try await Self.swiftBuild()
        #expect(touched.status == 0)
        #expect(touched.output.contains("ckgen: generating CKGen.swift for Client from 1 files"), "\(touched.output)")

        let broken = Self.goodSource.replacingOccurrences(of: "/// @ck.action", with: "/// @ck.actoin")
        try Self.writeClient(source: broken)
        let failed = try await Self.swiftBuild()
        #expect(failed.status != 0)
        let diagnostic = "\(Self.source.path):11:9: error: unknown annotation '@ck.actoin'; did you mean '@ck.action'?"
        #expect(failed.output.contains(diagnostic), "\(failed.output.suffix(3_000))")
        // ckgen's own diagnostic is printed once. (The compiler's are printed twice by SwiftPM on Linux, once from
        // emitting the module and once from compiling it, with or without ckgen: swift-package-manager#7774.)
        #expect(failed.output.components(separatedBy: diagnostic).count == 2, "\(failed.output.suffix(3_000))")

        // Leave the client buildable for the next run.
        try Self.writeClient(source: Self.goodSource)
    }
}

extension PluginBuildTests {
    /// Whether a libclang ckgen would load is installed: the toolchain's own (beside `swift` on PATH), or Debian's.
    static var hasLibClang: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let toolchainLibs = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).deletingLastPathComponent().appendingPathComponent("lib/libclang.so").path
        }
        let debian = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
            .filter { $0.hasPrefix("llvm-") }.map { "/usr/lib/\($0)/lib/libclang.so" }
        return (toolchainLibs + debian).contains { FileManager.default.fileExists(atPath: $0) }
    }

    static let header = """
        @interface NSObject
        @end
        @interface UIView : NSObject
        @end
        typedef long NSInteger;
        /// @ck.view
        @interface BadgeView : UIView
        @property (nonatomic) NSInteger count;
        @end

        """

    /// What Swift's importer would give for BadgeView.h, with the property the edited header adds.
    static let standIn = """
        import ComponentRuntime

        final class BadgeView: UIView {
            var count = 0
            var total = 0
        }

        """

    /// Issue 19, item 13: the plugin declares the Objective-C headers named in ckgen.yml as inputs, so editing only
    /// a header runs ckgen again.
    @Test(
        "editing only an Objective-C header named in ckgen.yml runs ckgen again",
        .enabled(if: hasLibClang, "needs libclang (the toolchain's, or libclang-dev)")
    )
    func headerEditRerunsCKGen() async throws {
        try Self.forgetBuildDescriptions()
        try Self.writeClient(source: Self.goodSource)
        let folder = Self.source.deletingLastPathComponent()
        try Self.write(Self.standIn, to: folder.appendingPathComponent("BadgeView.swift"))
        try Self.write("objc-headers:\n  - Headers/BadgeView.h\n", to: folder.appendingPathComponent("ckgen.yml"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Headers"),
            withIntermediateDirectories: true
        )
        let header = folder.appendingPathComponent("Headers/BadgeView.h")
        try Self.write(Self.header, to: header)
        defer {
            // Leave the client as the other test expects it.
            for name in ["BadgeView.swift", "ckgen.yml", "Headers"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        let first = try await Self.swiftBuild()
        #expect(first.status == 0, "\(first.output.suffix(3_000))")
        _ = try await Self.swiftBuild()
        let noop = try await Self.swiftBuild()
        #expect(!noop.output.contains("ckgen: generating"), "nothing changed:\n\(noop.output)")

        try Self.write(
            Self.header.replacingOccurrences(
                of: "NSInteger count;",
                with: "NSInteger count;\n@property NSInteger total;"
            ),
            to: header
        )
        let edited = try await Self.swiftBuild()
        #expect(edited.status == 0, "\(edited.output.suffix(3_000))")
        #expect(edited.output.contains("ckgen: generating"), "only the header changed:\n\(edited.output)")
    }
}
