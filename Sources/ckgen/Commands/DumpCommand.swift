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

    @Flag(
        name: CommandLineOption.plan.nameSpecification,
        help: "Print the generation plan (after validation) rather than the parsed model."
    )
    var plan = false

    func run() throws {
        let diagnostics = Diagnostics()
        let pipeline = try input.pipeline(diagnostics: diagnostics)
        let result = pipeline.run(until: plan ? .plan : .model, diagnostics: diagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try plan ? encoder.encode(result.plan) : encoder.encode(result.model)
        print(String(decoding: data, as: UTF8.self))
        try DiagnosticPrinter.finish(diagnostics)
    }
}
