import Foundation
import Testing

/// Issue 41, item 5: `swift package ckgen generate --target T` on a target that applies the build-tool plugin wrote
/// a second `CKGen.swift` into its sources, and the next build failed with SwiftPM's unlocated "multiple producers".
/// The command plugin reads the manifest to find such targets and refuses, saying why and what to do.
@Suite("CKGenCommand: targets that apply the build-tool plugin")
struct ManifestPluginUseTests {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "App",  // the package shares its name with a target
            dependencies: [.package(path: "../ckgen")],
            targets: [
                .target(
                    name: "App",
                    dependencies: [.product(name: "ComponentRuntime", package: "ckgen")],
                    plugins: [.plugin(name: "CKGenPlugin", package: "ckgen")]
                ),
                .executableTarget(name: "Tool", dependencies: ["App"] /* , plugins: [.plugin(name: "CKGenPlugin")] */),
                .target(name: "Prebuilt", plugins: [.plugin(name: "CKGenBinaryPlugin", package: "ckgen-plugin")]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )
        """

    @Test("a target's entry that lists CKGenPlugin or CKGenBinaryPlugin applies it")
    func findsThePlugin() {
        #expect(ManifestPluginUse.buildPlugin(appliedBy: "App", in: Self.manifest) == "CKGenPlugin")
        #expect(ManifestPluginUse.buildPlugin(appliedBy: "Prebuilt", in: Self.manifest) == "CKGenBinaryPlugin")
    }

    @Test("near misses: the package's own name, a plugin named in a comment, a target that only depends on one")
    func nearMisses() {
        #expect(ManifestPluginUse.buildPlugin(appliedBy: "Tool", in: Self.manifest) == nil)
        #expect(ManifestPluginUse.buildPlugin(appliedBy: "AppTests", in: Self.manifest) == nil)
        #expect(ManifestPluginUse.buildPlugin(appliedBy: "Missing", in: Self.manifest) == nil)
        let packageOnly = """
            let package = Package(name: "Lib", targets: [
                .target(name: "Other", plugins: [.plugin(name: "CKGenPlugin", package: "ckgen")]),
                .target(name: "Lib"),
            ])
            """
        #expect(ManifestPluginUse.buildPlugin(appliedBy: "Lib", in: packageOnly) == nil)
    }

    @Test("generate is refused on such a target, saying why and what to do; lint, and generate --output, still run")
    func generateIsRefused() throws {
        let folder = URL(fileURLWithPath: "/nonexistent/Sources/App")
        let target = CommandTarget(
            name: "App",
            moduleName: "App",
            directory: folder,
            sources: [folder.appendingPathComponent("A.swift")],
            buildPlugin: "CKGenPlugin"
        )
        do {
            _ = try CommandRuns.runs(arguments: ["generate"], targets: [target])
            Issue.record("generate ran on a target that applies the build-tool plugin")
        } catch {
            #expect(error.description.contains("target 'App' applies CKGenPlugin"), "\(error)")
            #expect(error.description.contains("multiple producers"), "\(error)")
            #expect(error.description.contains("--output"), "\(error)")
        }
        #expect(try CommandRuns.runs(arguments: ["lint"], targets: [target]).count == 1)
        #expect(try CommandRuns.runs(arguments: ["generate", "--output", "/tmp/x"], targets: [target]).count == 1)
    }
}
