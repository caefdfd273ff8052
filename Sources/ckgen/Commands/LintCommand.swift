import ArgumentParser
import CKGenCore
import Foundation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the annotated sources and print every problem, without writing anything.",
        discussion: """
            Checks the templates folder too, when ckgen.yml names one. Exits with status 1 when there is an \
            error, 0 otherwise (warnings included). With --fix, ckgen also \
            applies the fix-its it knows (each "did you mean" it prints) to the files in place, then checks \
            again and prints what is left.

            Problems are printed as the compiler prints them, then a count ('ckgen: 1 error, 2 warnings') when \
            there are any. For tools, --format json prints one JSON object per problem on standard output, with \
            its stable identifier (ckgen.<stage>.<name>), notes and fix-its; --format github prints GitHub \
            Actions annotations, shown on the lines of a pull request, their paths relative to the repository \
            (GITHUB_WORKSPACE when set, else the git checkout around the current folder).

            Examples:
              ckgen lint Sources/MyApp
              ckgen lint Sources/MyApp --fix
              ckgen lint Sources/MyApp --format github
            """
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var output: FormatOptions

    @Flag(
        name: CommandLineOption.fix.nameSpecification,
        help: "Apply the suggested fixes to the source files (and ckgen.yml) in place, each file written atomically."
    )
    var fix = false

    /// The last run's model and plan, never freed: the process exits right after (see `GenerateCommand`).
    nonisolated(unsafe) private static var keptUntilExit: GeneratorPipeline.Result?

    func run() throws {
        output.apply()
        var diagnostics = Diagnostics()
        var pipeline: GeneratorPipeline
        do {
            pipeline = try input.pipeline(diagnostics: diagnostics)
        } catch {
            // A config file ckgen could not read stops here; its fix-its (a misspelt key) still apply.
            guard fix, try applyFixIts(diagnostics.all) > 0 else { throw error }
            diagnostics = Diagnostics()
            pipeline = try input.pipeline(diagnostics: diagnostics)
        }
        let progress = ProgressLine.start(quiet: DiagnosticPrinter.quiet)
        if let progress { pipeline.progress = { progress.update($0) } }
        Self.keptUntilExit = pipeline.run(until: .plan, diagnostics: diagnostics)
        progress?.finish()
        guard fix, try applyFixIts(diagnostics.all) > 0 else {
            try DiagnosticPrinter.finish(diagnostics)
            return
        }
        let remaining = Diagnostics()
        Self.keptUntilExit = pipeline.run(until: .plan, diagnostics: remaining)
        try DiagnosticPrinter.finish(remaining)
    }

    /// Applies every fix-it in `diagnostics`; prints what it changed. Returns how many it applied.
    private func applyFixIts(_ diagnostics: [Diagnostic]) throws -> Int {
        do {
            let applied = try FixItApplier.applyInPlace(diagnostics)
            for (file, count) in applied.sorted(by: { $0.key < $1.key }) {
                DiagnosticPrinter.status("ckgen: applied \(count) fix-it\(count == 1 ? "" : "s") to \(file)")
            }
            return applied.values.reduce(0, +)
        } catch {
            FileHandle.standardError.write(Data("ckgen: error: could not apply the fix-its: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
