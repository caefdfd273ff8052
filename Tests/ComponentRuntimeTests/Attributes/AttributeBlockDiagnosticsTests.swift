import Foundation
import Testing

/// The compiler's errors for mistakes in attribute blocks, type-checked against the built runtime as a client
/// would write them: each names the problem, on the line the mistake is on. One `swiftc -typecheck` run for all
/// of them.
@Suite("Attribute blocks: mistakes are reported on their own line, with a message that names them")
struct AttributeBlockDiagnosticsTests {
    /// The folder holding the built `ComponentRuntime` module, found above the test bundle; `nil` where the tests
    /// were not built by SwiftPM into a folder with `Modules/` (then the test does not run).
    static let modules: URL? = {
        var folder = Bundle.module.bundleURL.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("Modules")
            let module = candidate.appendingPathComponent("ComponentRuntime.swiftmodule")
            if FileManager.default.fileExists(atPath: module.path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// The client source; the comments mark the lines each test expects an error on.
    static let source = """
        import ComponentRuntime
        import Foundation

        @MainActor func followButton() -> Component {
            ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) {
                .title("Follow")
                .titleColor(.white)
            }
            .inflate()
        }

        @MainActor func readOnlyProperty() -> Component {
            ViewComponent<UILabel> {
                .backgroundColor(.white)
                (\\.intrinsicContentSize, .zero)
            }
            .inflate()
        }

        @MainActor func wrongValueType() -> Component {
            ViewComponent<UILabel> {
                .backgroundColor(.white)
                (\\.alpha, "half")
            }
            .inflate()
        }

        @MainActor func afterASharedName() -> Component {
            ViewComponent<UILabel> {
                .text("Half")
                (\\.alpha, "half")
            }
            .inflate()
        }

        @MainActor func missingProperty() -> Component {
            ViewComponent<UILabel> {
                .text("Half")
                (\\.alpah, 0.5)
            }
            .inflate()
        }

        @MainActor func misspeltAttributeAfterASharedName() -> Component {
            ViewComponent<UILabel> {
                .text("Half")
                .textColor("red")
            }
            .inflate()
        }

        @MainActor func componentAsAttribute() -> Component {
            ViewComponent<UIView>(size: ComponentSize(width: 10, height: 10)) {
                TextComponent("inside")
            }
            .inflate()
        }

        @MainActor func wrappedContent() -> Component {
            ViewComponent<UIView>(size: ComponentSize(width: 10, height: 10), attributes: {}) {
                TextComponent("inside")
            }
            .inflate()
        }
        """

    /// The errors of one type-check of ``source``: line number and message.
    static func errors() throws -> [(line: Int, message: String)] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("attribute-block-diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Client.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules?.path ?? "", "Client.swift"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        let output = Pipe()
        process.standardError = output
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            // Client.swift:7:10: error: …
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0].hasSuffix("Client.swift"), parts[3] == " error",
                let number = Int(parts[1])
            else { return nil }
            return (number, parts[4].trimmingCharacters(in: .whitespaces))
        }
    }

    @Test(
        "continued lines, read-only and missing properties, wrong values, components: each named, on its own line",
        .enabled(if: modules != nil, "needs the ComponentRuntime module SwiftPM built beside the tests")
    )
    func diagnostics() throws {
        let errors = try Self.errors()
        let lines = errors.map(\.line)
        // `.titleColor(.white)` reads as `.title("Follow").titleColor(.white)`: reported on its own line (7), not
        // on the line above, and said why.
        #expect(errors.contains { $0.line == 7 && $0.message.contains("continues the line above") })
        #expect(!lines.contains(6))
        // A key path to a property without a setter.
        #expect(errors.contains { $0.line == 15 && $0.message.contains("read-only") })
        #expect(!lines.contains(14))
        // A value of the wrong type for a settable property: on its own line, said so.
        #expect(errors.contains { $0.line == 23 && $0.message.contains("not of the type of the property") })
        #expect(!lines.contains(22))
        // The same after an attribute several view classes share (`.text`), where the compiler reported the block
        // read as the view's content, on the `.text` line ("cannot infer contextual base").
        #expect(errors.contains { $0.line == 31 && $0.message.contains("not of the type of the property") })
        #expect(!lines.contains(30))
        // A key path to a property the view does not have: named as such on its own line (39), where the compiler
        // said only "no exact matches in call to static method 'buildExpression'", and on the `.text` line above
        // (38) while a lone trailing block could also be a view's content.
        #expect(errors.contains { $0.line == 39 && $0.message.contains("no property of this name") })
        #expect(!lines.contains(38))
        // A typed attribute with a value of the wrong type, after `.text`: on its own line (47), not on `.text`'s.
        #expect(errors.contains { $0.line == 47 && $0.message.contains("'String'") })
        #expect(!lines.contains(46))
        // A component in an attribute block: said so, with the spelling that wraps content.
        #expect(errors.contains { $0.line == 54 && $0.message.contains("a component is not an attribute") })
        #expect(Set(lines).isSubset(of: [7, 15, 23, 31, 39, 47, 54]), "\(errors)")
    }
}
