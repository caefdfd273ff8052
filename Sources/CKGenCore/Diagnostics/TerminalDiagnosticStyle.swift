import Foundation

/// How diagnostics look on a terminal, as the Swift compiler prints them there: the `path:line:column:` line, then
/// the source line it points into with a caret under the column; severities in colour unless the user asked for
/// none (`NO_COLOR`, https://no-color.org) or the terminal cannot show it (`TERM=dumb`).
///
/// Only the text format on a terminal uses it: piped output, and the json and github formats, stay one line per
/// problem for the tools that read them.
public struct TerminalDiagnosticStyle: Sendable, Equatable {
    /// Whether severities, messages and carets are coloured with ANSI escapes.
    public var usesColor: Bool

    /// A style; `usesColor` off prints carets and source lines without escapes.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The style for a process writing diagnostics to standard error, given its environment: `nil` when standard
    /// error is not a terminal (`isTerminal`), colourless when `NO_COLOR` is set to anything but the empty string
    /// or `TERM` is `dumb`.
    public static func forStandardError(isTerminal: Bool, environment: [String: String]) -> Self? {
        guard isTerminal else { return nil }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return Self(usesColor: !noColor)
    }

    /// `diagnostic` and its notes, each followed by its source line and a caret when `sources` has the line, without
    /// a final newline.
    public func render(_ diagnostic: Diagnostic, sources: SourceLines) -> String {
        ([entry(diagnostic, sources: sources)] + diagnostic.notes.map { entry($0, sources: sources) })
            .joined(separator: "\n")
    }

    private func entry(_ diagnostic: Diagnostic, sources: SourceLines) -> String {
        let head = diagnostic.location.map { "\($0): " } ?? "ckgen: "
        var lines = [
            head + paint(diagnostic.severity.rawValue + ":", severityColor(diagnostic.severity)) + " "
                + paint(diagnostic.message, Escape.bold)
        ]
        if let location = diagnostic.location, let source = sources.line(location.line, of: location.file) {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            lines.append("\(number) | \(source)")
            lines.append(
                "\(gutter) | " + Self.indent(in: source, toUTF8Column: location.column) + paint("^", Escape.green)
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The blanks that put a caret under UTF-8 column `column` of `line`: a tab for each tab before it (so the
    /// caret lines up however wide the terminal draws tabs), a space for every other character.
    static func indent(in line: String, toUTF8Column column: Int) -> String {
        let utf8 = line.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: max(0, min(column - 1, utf8.count)))
        let before = String(decoding: utf8[utf8.startIndex..<end], as: UTF8.self)
        return String(before.map { $0 == "\t" ? "\t" : " " })
    }

    private enum Escape {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[1;31m"
        static let magenta = "\u{1B}[1;35m"
        static let gray = "\u{1B}[1;90m"
        static let green = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"
    }

    private func severityColor(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: Escape.red
        case .warning: Escape.magenta
        case .note: Escape.gray
        }
    }

    private func paint(_ text: String, _ escape: String) -> String {
        usesColor ? escape + text + Escape.reset : text
    }
}

/// The lines of the files diagnostics point into, each file read once, when first asked for.
public final class SourceLines: @unchecked Sendable {
    private var files: [String: [Substring]?] = [:]
    private let lock = NSLock()

    /// Reads files from disk, by the paths diagnostics give.
    public init() {}

    /// Line `number` (1-based) of `file` without its line break, or `nil` when the file cannot be read as UTF-8 or
    /// is shorter.
    public func line(_ number: Int, of file: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if files[file] == nil {
            let text = (try? FileBytes.read(file)).flatMap { String(data: $0, encoding: .utf8) }
            // "\r\n" is one Character in Swift, so it is a separator of its own.
            let lines = text.map { $0.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" } }
            files[file] = .some(lines)
        }
        guard let lines = files[file] ?? nil, number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }
}
