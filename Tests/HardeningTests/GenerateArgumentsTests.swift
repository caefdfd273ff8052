import ArgumentParser
import CKGenCore
import Testing

@testable import ckgen

/// `ckgen generate …` in its plain form is read without the argument parser (GenerateArguments): what it reads must
/// be what the parser reads, and anything else must be left to the parser.
@Suite("ckgen generate read without the argument parser")
struct GenerateArgumentsTests {
    /// What the argument parser reads, as the request and output GenerateCommand runs.
    private func parsedByArgumentParser(_ arguments: [String]) -> GenerateArguments.Parsed? {
        guard let command = try? GenerateCommand.parse(arguments) else { return nil }
        return GenerateArguments.Parsed(
            request: command.input.request(
                accessLevel: command.accessLevel,
                templates: command.templates,
                overwrite: command.overwrite
            ),
            output: command.output,
            format: command.format.format,
            quiet: command.format.quiet
        )
    }

    @Test(
        "plain command lines are read as the argument parser reads them",
        arguments: [
            ["Sources/App", "--module-name", "App", "--output", "out"],
            ["--module-name", "App", "-o", "out/CKGen.swift", "A.swift", "B.swift", "--cache", ".cache"],
            ["A.swift", "--access-level", "public", "--templates", "T", "--config", "ckgen.yml", "-o", "o"],
            [
                "--objc-header", "A.h", "--objc-flag", "-DDEBUG", "--objc-header", "B.h", "--objc-flag", "-Iinc", "-o",
                "o",
            ],
            ["--config", "ckgen.yml", "--output", "o", "--objc-all-interfaces"],
            ["Sources/App", "--overwrite", "--module-name", "App", "--output", "out"],
            ["Sources/App", "--quiet", "--format", "json", "--output", "out"],
            ["Sources/App", "-o", "out", "--format", "github"],
        ]
    )
    func same(_ arguments: [String]) throws {
        let fast = try #require(GenerateArguments.parse(arguments), "declined: \(arguments)")
        #expect(fast == parsedByArgumentParser(arguments))
    }

    @Test(
        "help, other spellings, repeats and mistakes are left to the argument parser",
        arguments: [
            ["--help"], ["-h", "A.swift", "-o", "o"], ["A.swift", "--output=o"], ["A.swift", "-o", "o", "-o", "p"],
            ["A.swift", "-o"], ["A.swift"], ["-o", "o"], ["A.swift", "-o", "o", "--access-level", "open"],
            ["A.swift", "-o", "o", "--unknown", "x"], ["A.swift", "-o", "--cache"], ["--", "-A.swift", "-o", "o"],
            ["A.swift", "-o", "o", "--objc-all-interfaces", "--objc-all-interfaces"], ["", "-o", "o"],
            ["A.swift", "-o", "o", "--overwrite", "--overwrite"], ["A.swift", "-o", "o", "--format", "xml"],
            ["A.swift", "-o", "o", "--quiet", "--quiet"],
            ["A.swift", "-o", "o", "--format", "json", "--format", "text"],
            ["A.swift", "-o", "o", "--fix"], ["A.swift", "-o", "o", "--plan"], ["A.swift", "-o", "o", "--no-svg"],
        ]
    )
    func declined(_ arguments: [String]) {
        #expect(GenerateArguments.parse(arguments) == nil)
    }

    @Test("inputs handed around the parser are added after those it read")
    func extraInputs() throws {
        let parsed = try #require(GenerateArguments.parse(["A.swift", "-o", "o"], extraInputs: ["B.swift"]))
        #expect(parsed.request.inputs == ["A.swift", "B.swift"])
    }
}
