import Foundation
import PackagePlugin

/// Embeds the package's top-level Templates/*.mustache into the target that applies this plugin.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path())
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) ckgen templates",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [templates.path(), output.path()],
                inputFiles: names.map { templates.appending(path: $0) },
                outputFiles: [output]
            )
        ]
    }
}
