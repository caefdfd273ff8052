import ArgumentParser
import CKGenCore
import Foundation

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print what ckgen read from the sources, as JSON.",
        discussion: """
            Prints the parsed model (types, members, annotations, locations); with --plan, what ckgen would \
            generate from it instead. Problems go to standard error as usual, and any error makes ckgen exit \
            with status 1.

            Example:
              ckgen dump Sources/MyApp --plan
            """
    )

    @OptionGroup var input: InputOptions

    @Flag(name: .long, help: "Print the generation plan (after validation) rather than the parsed model.")
    var plan = false

    func run() throws {
        let diagnostics = Diagnostics()
        let options = try ResolvedOptions(
            input: input,
            accessLevel: nil,
            templates: nil,
            requireModuleName: false,
            diagnostics: diagnostics
        )
        let model = Generator.parse(options.generator, diagnostics: diagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        if plan {
            data = try encoder.encode(Validator.validate(model, diagnostics: diagnostics))
        } else {
            // Validation reports what Parsing found; without it, the parse problems are reported here, so a file
            // ckgen could not read fails `dump` as it fails `lint`.
            for file in model.files { diagnostics.report(contentsOf: file.diagnostics) }
            data = try encoder.encode(model)
        }
        print(String(decoding: data, as: UTF8.self))
        try DiagnosticPrinter.finish(diagnostics)
    }
}
