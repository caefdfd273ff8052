import Foundation
import Testing

@testable import ckgen

/// `ManyInputs` hands input paths around the argument parser, so it must know every option that takes a value:
/// one it did not know would have its value taken for an input. This reads the options from `--help`.
@Suite("Many inputs: the options that take values")
struct ManyInputsOptionTests {
    @Test(
        "every option that takes a value, in every command, is known to ManyInputs",
        arguments: ["generate", "lint", "dump"]
    )
    func optionsAreKnown(command: String) throws {
        let folder = try workFolder("help")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CKGen.run([command, "--help"], in: folder)
        #expect(run.status == 0)
        let options = run.standardOutput.split(separator: "\n").flatMap { line -> [String] in
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
            guard let valueIndex = words.firstIndex(where: { $0.hasPrefix("<") }), valueIndex > 0 else { return [] }
            return words[..<valueIndex].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                .filter { $0.hasPrefix("-") }
        }
        #expect(!options.isEmpty, "\(run.standardOutput)")
        for option in options {
            #expect(ManyInputs.valueOptions.contains(option), "'\(option)' of '\(command)' takes a value")
        }
    }

    @Test("options and values are split from inputs, whatever their order")
    func split() {
        let inputs = (0..<100).map { "F\($0).swift" }
        let arguments =
            ["generate", "--module-name", "MyApp"] + inputs.prefix(50) + ["-o", "Out", "--objc-flag", "-DX"]
            + inputs.dropFirst(50) + ["--objc-all-interfaces"]
        let (parsed, extra) = ManyInputs.split(arguments)
        #expect(
            parsed == [
                "generate", "--module-name", "MyApp", "-o", "Out", "--objc-flag", "-DX", "--objc-all-interfaces",
                "F0.swift",
            ]
        )
        #expect(extra == Array(inputs.dropFirst()))
        #expect(ManyInputs.split(["lint", "A.swift"]) == (["lint", "A.swift"], []))
    }
}
