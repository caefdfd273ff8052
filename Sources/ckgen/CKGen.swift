import ArgumentParser

/// `ckgen`: writes the boilerplate ComponentKit users write by hand, from annotated Swift.
@main
struct CKGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckgen",
        abstract: "Generate ComponentRuntime boilerplate from annotated Swift.",
        discussion: """
            ckgen reads Swift sources and writes one file, CKGen.swift, with what you would otherwise write by hand:

              /// @ck.view                  attribute constructors for a view class's settable properties and
                                            set… methods, and a factory for each initializer that takes arguments
              /// @ck.attribute(id: "…")    a custom identifier for one attribute
              /// @ck.ignore                leave a member out of the attribute table
              /// @ck.action                a selector constant and a dispatch-table entry for a method
              /// @ck.eventProxy            an EventProxy strategy map for a class…
              /// @ck.event("Name")         …from its handler methods, with an EventName constant per event
              FooComponent + FooComponentController   the pairing that gives the component its controller
              a nested State type           the StatefulComponent conformance (and initialState if missing)

            Problems are printed as 'path:line:column: error: message', as the compiler prints them. Errors exit
            with status 1 and leave the previous output untouched.
            """,
        subcommands: [GenerateCommand.self, LintCommand.self, DumpCommand.self, GraphCommand.self],
        defaultSubcommand: nil
    )

    /// Hands most input paths around the argument parser (see ``ManyInputs``), then runs as usual.
    static func main() {
        let (parsed, extra) = ManyInputs.split(Array(CommandLine.arguments.dropFirst()))
        ManyInputs.extra = extra
        main(parsed)
    }
}
