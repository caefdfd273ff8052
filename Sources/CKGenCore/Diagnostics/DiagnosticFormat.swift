import Foundation

/// How `generate` and `lint` print diagnostics (`--format`): for people, for tools, or for GitHub Actions.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message`, as the compiler prints, to standard error, with a count at the end.
    case text
    /// One JSON object per diagnostic, one per line (JSON Lines), to standard output.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=<id>::message`), to standard output.
    case github

    /// The lines `diagnostic` is printed as in this format, without a final newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        switch self {
        case .text: diagnostic.description
        case .json: Self.jsonLine(diagnostic)
        case .github: Self.githubAnnotation(diagnostic)
        }
    }

    /// The count line a run ends with when it reported anything, such as `ckgen: 1 error, 2 warnings`, or `nil`
    /// when it reported no error or warning. Notes attached to a diagnostic are not counted.
    public static func summary(of diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        guard errors + warnings > 0 else { return nil }
        let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map { count, noun in
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        return "ckgen: " + parts.joined(separator: ", ")
    }

    // MARK: JSON

    /// A diagnostic as `--format json` writes it: flat, with the stable identifier.
    struct Record: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var severity: String
        var id: String
        var message: String
        var notes: [Note]
        var fixIts: [Fix]

        struct Note: Encodable {
            var file: String?
            var line: Int?
            var column: Int?
            var message: String
        }

        struct Fix: Encodable {
            var message: String
            var edits: [Edit]
        }

        struct Edit: Encodable {
            var file: String
            var line: Int
            var column: Int
            /// How many UTF-8 bytes the edit replaces.
            var length: Int
            var replacement: String
        }

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            severity = diagnostic.severity.rawValue
            id = diagnostic.id.rawValue
            message = diagnostic.message
            notes = diagnostic.notes.map {
                Note(file: $0.location?.file, line: $0.location?.line, column: $0.location?.column, message: $0.message)
            }
            fixIts = diagnostic.fixIts.map { fixIt in
                Fix(
                    message: fixIt.message,
                    edits: fixIt.edits.map {
                        Edit(
                            file: $0.location.file,
                            line: $0.location.line,
                            column: $0.location.column,
                            length: $0.length,
                            replacement: $0.replacement
                        )
                    }
                )
            }
        }
    }

    private static func jsonLine(_ diagnostic: Diagnostic) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, a number or an array of those: encoding cannot fail.
        let data = (try? encoder.encode(Record(diagnostic))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: GitHub Actions

    /// `::error file=…,line=…,col=…,title=<id>::message`: an annotation on the line in the pull request. Notes and
    /// fix-its follow the message on lines of their own; a diagnostic without a location is annotated on the run.
    private static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += [
                "file=" + escapeProperty(location.file), "line=\(location.line)", "col=\(location.column)",
            ]
        }
        properties.append("title=" + escapeProperty(diagnostic.id.rawValue))
        let lines =
            [diagnostic.message] + diagnostic.notes.map(\.description)
            + diagnostic.fixIts.map { "fix-it: " + $0.message }
        return "::\(command) \(properties.joined(separator: ","))::" + escapeData(lines.joined(separator: "\n"))
    }

    /// GitHub's escaping of a workflow command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a workflow command's property value: a message's, and ':' and ','.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
