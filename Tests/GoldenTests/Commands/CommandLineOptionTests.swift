import ArgumentParser
import Foundation
import Testing

@testable import ckgen

/// ckgen's options are written once, in `CommandLineOption`'s table, which feeds the argument parser's declarations
/// and the two paths around the parser (`ManyInputs`, `GenerateArguments`). These tests compare the table with what
/// the argument parser itself accepts, read from its own description of each command (`_dumpHelp()`), so an option
/// declared without the table, or a table entry no command declares, fails here.
@Suite("Command-line option table")
struct CommandLineOptionTests {
    /// An option as both sides describe it.
    struct Accepted: Hashable, CustomStringConvertible {
        var spellings: Set<String>
        var arity: CommandLineOption.Arity
        var takesAnyValue: Bool

        var description: String { "\(spellings.sorted()) \(arity)\(takesAnyValue ? " (any value)" : "")" }
    }

    static let commands: [(CommandLineOption.Command, any ParsableCommand.Type)] = [
        (.generate, GenerateCommand.self), (.lint, LintCommand.self), (.dump, DumpCommand.self),
        (.graph, GraphCommand.self), (.migrate, MigrateCommand.self),
    ]

    /// What the argument parser accepts for `command`, from its JSON description; its own `--help` and
    /// `--version` left out (it adds them to every command, and both paths around it leave them to it).
    static func acceptedByArgumentParser(_ command: any ParsableCommand.Type) throws -> Set<Accepted> {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any]
        )
        let description = try #require(json["command"] as? [String: Any])
        let arguments = try #require(description["arguments"] as? [[String: Any]])
        var accepted: Set<Accepted> = []
        for argument in arguments {
            let kind = try #require(argument["kind"] as? String)
            guard kind != "positional" else { continue }
            let names = try #require(argument["names"] as? [[String: String]])
            let spellings = Set(names.map { ($0["kind"] == "long" ? "--" : "-") + ($0["name"] ?? "") })
            guard spellings.isDisjoint(with: ["--help", "-h", "--version"]) else { continue }
            let repeating = argument["isRepeating"] as? Bool ?? false
            accepted.insert(
                Accepted(
                    spellings: spellings,
                    arity: kind == "flag" ? .flag : repeating ? .repeatedValue : .value,
                    takesAnyValue: argument["parsingStrategy"] as? String == "unconditional"
                )
            )
        }
        return accepted
    }

    static func accepted(inTable options: [CommandLineOption]) -> Set<Accepted> {
        Set(options.map { Accepted(spellings: Set($0.spellings), arity: $0.arity, takesAnyValue: $0.takesAnyValue) })
    }

    @Test("the table's commands are ckgen's commands")
    func commandsMatch() {
        let names = CKGen.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(names == CommandLineOption.Command.allCases.map(\.rawValue))
        #expect(Self.commands.map(\.0) == CommandLineOption.Command.allCases)
    }

    @Test("each command's options are the table's for it, with the same spellings and arity")
    func tableIsWhatTheParserAccepts() throws {
        for (command, type) in Self.commands {
            let parser = try Self.acceptedByArgumentParser(type)
            let table = Self.accepted(inTable: CommandLineOption.all(of: command))
            #expect(!parser.isEmpty)
            #expect(
                parser.subtracting(table).isEmpty,
                "'\(command)' accepts options the table does not give it: \(parser.subtracting(table))"
            )
            #expect(
                table.subtracting(parser).isEmpty,
                "the table gives '\(command)' options it does not accept: \(table.subtracting(parser))"
            )
        }
    }

    @Test("every table entry is taken by some command, and no spelling means two different things")
    func tableIsConsistent() {
        #expect(CommandLineOption.all.allSatisfy { !$0.commands.isEmpty })
        #expect(Set(CommandLineOption.all).count == CommandLineOption.all.count, "an entry is listed twice")
        for command in CommandLineOption.Command.allCases {
            let spellings = CommandLineOption.all(of: command).flatMap(\.spellings)
            #expect(Set(spellings).count == spellings.count, "'\(command)' has a spelling twice")
        }
    }

    @Test("ManyInputs takes the next argument as a value after exactly the options that take one, in any command")
    func manyInputsKnowsEveryValueOption() throws {
        var valueOptions: Set<String> = []
        for (_, type) in Self.commands {
            for option in try Self.acceptedByArgumentParser(type) where option.arity != .flag {
                valueOptions.formUnion(option.spellings)
            }
        }
        #expect(ManyInputs.valueOptions == valueOptions)
    }

    @Test("the plain generate reader knows exactly the options of generate, each with its arity")
    func generateArgumentsKnowsGenerate() throws {
        let parser = try Self.acceptedByArgumentParser(GenerateCommand.self)
        let fast = Set(GenerateArguments.options.values)
        #expect(Set(GenerateArguments.options.keys) == Set(parser.flatMap(\.spellings)))
        #expect(Self.accepted(inTable: Array(fast)) == parser)
    }
}
