import Testing

@testable import ckgen

/// `ManyInputs` hands input paths around the argument parser, so it must know every option that takes a value:
/// one it did not know would have its value taken for an input. It reads them from `CommandLineOption`'s table, which
/// `CommandLineOptionTests` (GoldenTests) compares with what the argument parser accepts.
@Suite("Many inputs: the options that take values")
struct ManyInputsOptionTests {
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
