import Foundation

/// A target of the package `swift package ckgen` runs in, as the command plugin sees it.
struct CommandTarget {
    var name: String
    var moduleName: String
    var directory: URL
    /// The target's Swift files.
    var sources: [URL]
    /// The build-tool plugin of ckgen the target applies in `Package.swift` (see ``ManifestPluginUse``), if any.
    var buildPlugin: String? = nil
}

/// What `swift package ckgen <command> …` runs: one ckgen process per target, with that target's sources, module
/// name and `ckgen.yml` filled in, so a client types only the command and its own flags.
///
/// Kept apart from the plugin (no PackagePlugin here) so tests compile it on its own.
enum CommandRuns {
    /// The commands that read a module's sources. Anything else (`--help`, `--version`) goes to ckgen as it is.
    static let perTargetCommands: Set<String> = ["generate", "lint", "graph", "dump"]

    /// Where `generate` writes when the client names no `--output`: beside the target's sources, so the generated
    /// code is compiled as part of the target (without the build-tool plugin).
    static func defaultOutput(in directory: URL) -> URL {
        directory.appendingPathComponent("CKGen.swift")
    }

    /// The argument lists to run ckgen with, one per target. `arguments` are the client's, without `--target`.
    static func runs(arguments: [String], targets: [CommandTarget]) throws(CommandRunsError) -> [[String]] {
        guard let command = arguments.first, perTargetCommands.contains(command) else { return [arguments] }
        let flags = Array(arguments.dropFirst())
        /// Whether the client gave `option` itself, as `--option value` or `--option=value`.
        func gave(_ option: String) -> Bool { flags.contains { $0 == option || $0.hasPrefix(option + "=") } }
        if targets.isEmpty { throw .noTargets }
        if gave("--output") && targets.count > 1 {
            throw .oneOutputForManyTargets(targets.map(\.name))
        }
        // Its plugin already compiles a CKGen.swift into the target: a second one in its folder declares everything
        // twice, and SwiftPM stops the next build with "multiple producers", naming neither file.
        if command == "generate" && !gave("--output"), let target = targets.first(where: { $0.buildPlugin != nil }) {
            throw .generatedByBuildPlugin(target: target.name, plugin: target.buildPlugin ?? "")
        }
        return targets.map { target in
            let output = defaultOutput(in: target.directory)
            // A CKGen.swift that an earlier `generate` wrote is ckgen's output, not its input.
            let sources = target.sources.filter { $0.standardizedFileURL != output.standardizedFileURL }
                .map(\.path).sorted()
            var run = [command] + sources
            if !gave("--module-name") { run += ["--module-name", target.moduleName] }
            let config = target.directory.appendingPathComponent("ckgen.yml")
            if !gave("--config") && FileManager.default.fileExists(atPath: config.path) {
                run += ["--config", config.path]
            }
            if command == "generate" && !gave("--output") { run += ["--output", output.path] }
            return run + flags
        }
    }
}

/// Why `swift package ckgen` ran nothing; each message says what to type instead.
enum CommandRunsError: Error, CustomStringConvertible {
    case noTargets
    case oneOutputForManyTargets([String])
    case generatedByBuildPlugin(target: String, plugin: String)

    var description: String {
        switch self {
        case .noTargets:
            "no Swift target to run ckgen on; name one with --target <name>"
        case .oneOutputForManyTargets(let names):
            "--output names one file, but ckgen would run on \(names.count) targets (\(names.joined(separator: ", "))); "
                + "name one with --target <name>"
        case .generatedByBuildPlugin(let target, let plugin):
            "target '\(target)' applies \(plugin) in Package.swift, which generates CKGen.swift on every build; "
                + "'generate' would write a second CKGen.swift into its sources, and the next build would fail with "
                + "'multiple producers'. Nothing to do for a build: the plugin's file is compiled in already. To "
                + "read it, pass --output <folder> outside the target's sources; to commit the generated code "
                + "instead, remove the plugin from the target in Package.swift first"
        }
    }
}
