import ArgumentParser
import CKGenCore

/// `ckgen`: writes the boilerplate ComponentKit users write by hand, from annotated Swift.
@main
struct CKGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckgen",
        abstract: "Generate ComponentRuntime boilerplate from annotated Swift.",
        // The argument parser wraps every line of the discussion at the terminal's width: a paragraph is one
        // line here, and each row of the annotation list is short enough (under 80 columns) not to be wrapped.
        discussion: """
            ckgen reads Swift sources (and Objective-C headers, with --objc-header) and writes one file, \
            CKGen.swift, holding what you would otherwise write by hand. Mark declarations with these \
            annotations, each on its own line of a /// comment:

              /// @ck.view             attribute constructors and factories for a view
              /// @ck.attribute(id:)   a custom identifier for one attribute of a view
              /// @ck.ignore           leave a member out of a view's attributes
              /// @ck.action           a selector constant and a dispatch-table entry
              /// @ck.eventProxy       an EventProxy strategy map for a class, built
              /// @ck.event("Name")    from these handlers, with EventName constants

            Two things need no annotation: FooComponent and FooComponentController are paired by name (the \
            component gets its controller), and a component with a nested State type (or typealias State) gets \
            typed state.

            Problems are printed as 'path:line:column: error: message', as the compiler prints them. Errors exit \
            with status 1 and leave the previous output untouched.
            """,
        // `ckgen --version`: the release and the build (see CKGenVersion.description).
        version: CKGenVersion.description,
        subcommands: [GenerateCommand.self, LintCommand.self, DumpCommand.self, GraphCommand.self, MigrateCommand.self],
        defaultSubcommand: nil
    )

    /// Hands most input paths around the argument parser (see ``ManyInputs``), then runs as usual.
    static func main() {
        let (parsed, extra) = ManyInputs.split(Array(CommandLine.arguments.dropFirst()))
        ManyInputs.extra = extra
        // `ckgen generate …`, as a build runs it on every edit, is read without the argument parser when it is
        // plain (see GenerateArguments); anything else goes through the parser as usual.
        if parsed.first == "generate",
            let arguments = GenerateArguments.parse(Array(parsed.dropFirst()), extraInputs: extra)
        {
            DiagnosticPrinter.format = arguments.format
            DiagnosticPrinter.quiet = arguments.quiet
            do {
                try GenerateCommand.run(request: arguments.request, output: arguments.output)
            } catch {
                exit(withError: error)
            }
            return
        }
        if let unknown = unknownCommand(in: parsed) {
            exit(withError: ValidationError(unknown))
        }
        main(parsed)
    }

    /// The commands ckgen knows, as typed: its subcommands and the parser's `help`.
    static let commandNames = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]

    /// Why `arguments` name no command ckgen has, or `nil` when they do (or name none). Without this check the
    /// argument parser answers `ckgen frobnicate --help` with the general help and status 0, as though the
    /// command existed: a script or a newcomer would never learn the name was wrong.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let known = commandNames.filter { $0 != "help" }
        return "unknown command '\(first)'; ckgen's commands are \(known.joined(separator: ", ")) "
            + "(see 'ckgen --help')"
    }
}
