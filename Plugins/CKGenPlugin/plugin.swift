import Foundation
import PackagePlugin

/// Runs `ckgen generate` over the Swift sources of the target that applies it, writing `CKGen.swift` into the
/// plugin's work directory, which SwiftPM (or Xcode) then compiles into the target.
///
/// Inputs are declared exactly (every Swift source, plus `ckgen.yml` and the Objective-C headers it names when the
/// target has one), so a build with nothing changed does not run ckgen, and editing any input runs it again.
/// Diagnostics come out in the compiler's `file:line:column: error:` form, on the right line; an error fails the
/// build.
@main
struct CKGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let config = target.directoryURL.appending(path: "ckgen.yml")
        return [
            try CKGenInvocation(
                tool: try context.tool(named: "ckgen").url,
                workDirectory: context.pluginWorkDirectoryURL,
                moduleName: target.moduleName,
                sources: target.sourceFiles(withSuffix: "swift").map(\.url),
                config: FileManager.default.fileExists(atPath: config.path()) ? config : nil
            ).command()
        ]
    }
}

/// One ckgen run, independent of how the build system describes the target (SwiftPM or Xcode).
struct CKGenInvocation {
    var tool: URL
    var workDirectory: URL
    var moduleName: String
    var sources: [URL]
    var config: URL?

    /// The Objective-C headers `ckgen.yml` names: ckgen reads them, so editing one must run it again.
    private func headers(namedIn config: URL) -> [URL] {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return [] }
        return ConfigHeaders.headers(inConfig: text, folder: config.deletingLastPathComponent())
    }

    func command() throws -> Command {
        let output = workDirectory.appending(path: "CKGen").appending(path: "CKGen.swift")
        let cache = workDirectory.appending(path: "cache")
        let sorted = sources.sorted { $0.path() < $1.path() }
        var arguments = ["generate"] + sorted.map { $0.path() }
        arguments += ["--module-name", moduleName, "--output", output.path(), "--cache", cache.path()]
        if let config { arguments += ["--config", config.path()] }
        return .buildCommand(
            displayName: "ckgen: generating CKGen.swift for \(moduleName) from \(sorted.count) files",
            executable: tool,
            arguments: arguments,
            // SwiftPM adds the plugin's tools to these itself (PluginInvocation.swift: `self.toolPaths + inputFiles`),
            // so a relinked source-built ckgen runs again even with the same bytes; a prebuilt one
            // (Plugins/BinaryPlugin) never changes.
            inputFiles: sorted + (config.map { [$0] + headers(namedIn: $0) } ?? []),
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CKGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let config = files.first { $0.lastPathComponent == "ckgen.yml" }
            return [
                try CKGenInvocation(
                    tool: try context.tool(named: "ckgen").url,
                    workDirectory: context.pluginWorkDirectoryURL,
                    moduleName: target.displayName,
                    sources: files.filter { $0.pathExtension == "swift" },
                    config: config
                ).command()
            ]
        }
    }
#endif
