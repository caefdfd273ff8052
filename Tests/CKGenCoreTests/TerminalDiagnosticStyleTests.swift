import CKGenCore
import Foundation
import Testing

@Suite("Diagnostics on a terminal: source line, caret, colour")
struct TerminalDiagnosticStyleTests {
    private func file(_ text: String) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-terminal-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("A.swift")
        try Data(text.utf8).write(to: url)
        return (url.path, folder)
    }

    private func error(at path: String, line: Int, column: Int, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(
            .error,
            id: .validationUnknownAnnotation,
            "bad",
            at: SourceLocation(file: path, line: line, column: column),
            notes: notes
        )
    }

    @Test("the caret counts UTF-8 columns but stands under the character, after multi-byte text and tabs")
    func caretAfterMultibyteText() throws {
        // "é" and "🙂" are 2 and 4 UTF-8 bytes: column 10 is the "x" after "\té🙂 = ".
        let (path, folder) = try file("let a = 1\n\té🙂 = x\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = TerminalDiagnosticStyle(usesColor: false).render(
            error(at: path, line: 2, column: 11),
            sources: SourceLines()
        )
        #expect(text == "\(path):2:11: error: bad\n2 | \té🙂 = x\n  | \t     ^")
    }

    @Test("a line ending in \\r\\n is shown without the \\r; a line past the end, or a missing file, shows no source")
    func lineEndingsAndMissingLines() throws {
        let (path, folder) = try file("first\r\nsecond\r\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let style = TerminalDiagnosticStyle(usesColor: false)
        let sources = SourceLines()
        #expect(style.render(error(at: path, line: 2, column: 1), sources: sources).hasSuffix("2 | second\n  | ^"))
        #expect(style.render(error(at: path, line: 9, column: 1), sources: sources) == "\(path):9:1: error: bad")
        let missing = folder.appendingPathComponent("Gone.swift").path
        #expect(style.render(error(at: missing, line: 1, column: 1), sources: sources) == "\(missing):1:1: error: bad")
    }

    @Test("notes get their own source lines; the gutter is as wide as the line number")
    func notes() throws {
        let source = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let (path, folder) = try file(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = Diagnostic(
            .note,
            id: .validationNote,
            "first here",
            at: SourceLocation(file: path, line: 2, column: 6)
        )
        let text = TerminalDiagnosticStyle(usesColor: false).render(
            error(at: path, line: 12, column: 1, notes: [note]),
            sources: SourceLines()
        )
        #expect(
            text.components(separatedBy: "\n") == [
                "\(path):12:1: error: bad", "12 | line 12", "   | ^",
                "\(path):2:6: note: first here", "2 | line 2", "  |      ^",
            ]
        )
    }

    @Test("colour: severity and caret escaped, and nothing escaped without colour")
    func colour() throws {
        let (path, folder) = try file("x\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let coloured = TerminalDiagnosticStyle(usesColor: true).render(
            error(at: path, line: 1, column: 1),
            sources: SourceLines()
        )
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m") && coloured.contains("\u{1B}[1;32m^\u{1B}[0m"))
        let plain = TerminalDiagnosticStyle(usesColor: false).render(
            error(at: path, line: 1, column: 1),
            sources: SourceLines()
        )
        #expect(!plain.contains("\u{1B}"))
    }

    @Test("the process's style: none off a terminal; colourless with NO_COLOR set (not empty) or TERM=dumb")
    func forStandardError() {
        #expect(TerminalDiagnosticStyle.forStandardError(isTerminal: false, environment: [:]) == nil)
        #expect(TerminalDiagnosticStyle.forStandardError(isTerminal: true, environment: [:])?.usesColor == true)
        #expect(
            TerminalDiagnosticStyle.forStandardError(isTerminal: true, environment: ["NO_COLOR": ""])?.usesColor == true
        )
        #expect(
            TerminalDiagnosticStyle.forStandardError(isTerminal: true, environment: ["NO_COLOR": "1"])?.usesColor
                == false
        )
        #expect(
            TerminalDiagnosticStyle.forStandardError(isTerminal: true, environment: ["TERM": "dumb"])?.usesColor
                == false
        )
    }
}
