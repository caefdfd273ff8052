import ArgumentParser
import CKGenCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the annotated sources and print every problem, without writing anything.",
        discussion: """
            Exits with status 1 when there is an error, 0 otherwise (warnings included).

            Example:
              ckgen lint Sources/MyApp
            """
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let diagnostics = Diagnostics()
        let options = try ResolvedOptions(
            input: input,
            accessLevel: nil,
            templates: nil,
            requireModuleName: false,
            diagnostics: diagnostics
        )
        _ = Generator.lint(options.generator, diagnostics: diagnostics)
        try DiagnosticPrinter.finish(diagnostics)
    }
}
