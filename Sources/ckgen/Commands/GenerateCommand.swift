import ArgumentParser
import CKGenCore
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write CKGen.swift from the annotated sources.",
        discussion: """
            Reads the inputs, checks them, and writes the generated code. The file is written only when its \
            contents change (so an unchanged run does not trigger a rebuild), and atomically. When any error is \
            found nothing is written and ckgen exits with status 1. Problems end with a count, and --format \
            prints them for tools instead (see 'ckgen help lint').

            Example:
              ckgen generate Sources/MyApp --module-name MyApp --output .build/ckgen
            """
    )

    @OptionGroup var input: InputOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Where to write: a path ending in .swift is the file to write; any other path is a folder that receives "
                + "CKGen.swift (created if missing).",
            valueName: "file-or-folder"
        )
    )
    var output: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The access level of generated declarations: internal (default) or public.",
            valueName: "level"
        )
    )
    var accessLevel: GeneratedAccessLevel?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder of .mustache templates; each replaces the built-in template of the same name.",
            valueName: "folder"
        )
    )
    var templates: String?

    @OptionGroup var format: FormatOptions

    /// The run's model, plan, output text, inputs and cache, never freed: the process exits right after the run,
    /// and freeing them one allocation at a time took a 1,000-file cold run 3–4 ms between its last write and
    /// its exit. (Tests run the pipeline in-process and free what it returns as usual.)
    nonisolated(unsafe) private static var keptUntilExit: GeneratorPipeline.Result?

    func run() throws {
        format.apply()
        try Self.run(request: input.request(accessLevel: accessLevel, templates: templates), output: output)
    }

    /// Runs `request`, writing to `output`: the command's work, also reached without the argument parser (see
    /// ``GenerateArguments``).
    static func run(request: GeneratorRequest, output: String) throws {
        let diagnostics = Diagnostics()
        var pipeline = try InputOptions.pipeline(for: request, requireModuleName: true, diagnostics: diagnostics)
        let progress = ProgressLine.start(quiet: DiagnosticPrinter.quiet)
        if let progress { pipeline.progress = { progress.update($0) } }
        let result = pipeline.run(until: .output(output), diagnostics: diagnostics)
        progress?.finish()
        keptUntilExit = result
        try DiagnosticPrinter.finish(diagnostics)
        switch result.outcome {
        case .written(let url)?: DiagnosticPrinter.status("ckgen: wrote \(url.relativePath)")
        case .unchanged(let url)?: DiagnosticPrinter.status("ckgen: \(url.relativePath) is up to date")
        case nil: break
        }
    }
}
