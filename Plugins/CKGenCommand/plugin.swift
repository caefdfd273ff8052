import Foundation
import PackagePlugin

/// `swift package ckgen <command> [--target <name>]… [ckgen flags]`: runs ckgen's `lint` (`--fix` too), `graph`,
/// `generate` or `dump` on the client's targets, with the same ckgen executable the build-tool plugin runs, so
/// nothing is built twice.
///
/// Each Swift target (or each one named with `--target`) gets its own run, with its sources, module name and
/// `ckgen.yml` filled in (see ``CommandRuns``). `generate` writes `CKGen.swift` into the target's folder unless
/// `--output` says otherwise, for clients who commit the generated code instead of applying the build-tool plugin.
@main
struct CKGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let chosen = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let manifest = try? String(
            contentsOf: context.package.directoryURL.appending(path: "Package.swift"),
            encoding: .utf8
        )
        let targets = chosen.compactMap { $0 as? any SourceModuleTarget }
            .filter { names.isEmpty ? $0.kind == .generic || $0.kind == .executable : true }
            .map { target in
                CommandTarget(
                    name: target.name,
                    moduleName: target.moduleName,
                    directory: target.directoryURL,
                    sources: target.sourceFiles(withSuffix: "swift").map(\.url),
                    buildPlugin: manifest.flatMap { ManifestPluginUse.buildPlugin(appliedBy: target.name, in: $0) }
                )
            }
            .filter { !$0.sources.isEmpty }
        let tool = try context.tool(named: "ckgen").url
        let runs = try CommandRuns.runs(arguments: extractor.remainingArguments, targets: targets)
        var failures = 0
        for run in runs {
            // ckgen writes to this process's standard output and error, which SwiftPM shows as the command runs.
            let process = Process()
            process.executableURL = tool
            process.arguments = run
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures += 1 }
        }
        // ckgen has printed the problems; this only makes `swift package` exit with an error too.
        if failures > 0 { throw CKGenFailed(failures: failures, runs: runs.count) }
    }
}

struct CKGenFailed: Error, CustomStringConvertible {
    var failures: Int
    var runs: Int
    var description: String { "ckgen failed in \(failures) of \(runs) run\(runs == 1 ? "" : "s")" }
}
