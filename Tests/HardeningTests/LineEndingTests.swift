import Foundation
import Testing

/// Issue 17, item 9: annotations in `/** */` blocks of a file with Windows (CRLF) or old Mac (CR) line endings
/// are read, at the right lines.
@Suite("Adversarial: line endings")
struct LineEndingTests {
    static let source = """
        /**
         * A view.
         * @ck.view
         */
        final class V: UIView {
            var x: Int = 0
            /**
             * @ck.attribute(id: "custom.y")
             */
            var y: Int = 0
            /** @ck.veiw */
            var z: Int = 0
        }
        """

    @Test("CRLF: the annotations are read, and a typo is located", arguments: ["\r\n", "\r"])
    func blockComments(lineBreak: String) throws {
        let scenario = try Scenario(
            "line-endings",
            files: ["Sources/V.swift": Self.source.replacingOccurrences(of: "\n", with: lineBreak)]
        )
        let (run, _) = try scenario.run(["lint", "Sources"])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("Sources/V.swift:11:9: error: unknown annotation '@ck.veiw'"),
            "\(run.standardError)"
        )

        try scenario.write(
            "Sources/V.swift",
            Self.source.replacingOccurrences(of: "/** @ck.veiw */", with: "/** plain */")
                .replacingOccurrences(of: "\n", with: lineBreak)
        )
        let (generated, _) = try scenario.generate()
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(scenario.output?.contains("extension ComponentRuntime.AttributeValue where V: _CKGenView_V {") == true)
        #expect(scenario.output?.contains("ViewAttribute(\"custom.y\")") == true)
    }
}
