import Testing

@testable import CKGenCore

/// An expected diagnostic, placed in the source by a marker (`1️⃣`) where it must be reported, as swift-syntax's
/// `assertParse` does: tests say where a diagnostic goes instead of spelling out lines and columns.
struct DiagnosticSpec {
    var marker: String
    var id: DiagnosticID
    var severity: Diagnostic.Severity = .error
    /// Text the message must contain, when the test cares about the wording.
    var message: String? = nil
    /// The whole text, when the spec is a typed message.
    var exactText: String? = nil
    /// The notes, each at its marker, in order; `nil` when the test does not say (specs made from an identifier).
    var notes: [(marker: String, text: String)]? = nil

    init(marker: String, id: DiagnosticID, severity: Diagnostic.Severity = .error, message: String? = nil) {
        self.marker = marker
        self.id = id
        self.severity = severity
        self.message = message
    }

    /// Expects exactly `message` at `marker`, with `notes` at theirs.
    init(_ marker: String, _ message: some DiagnosticMessage, notes: [(String, ValidationNote)] = []) {
        self.init(marker: marker, id: message.id, severity: message.severity)
        exactText = message.text
        self.notes = notes.map { ($0.0, $0.1.text) }
    }
}

/// The markers ckgen's tests use, in order.
private let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// Removes the markers from `marked`, returning the source and each marker's location (1-based line, UTF-8 column,
/// as ckgen reports them).
func locateMarkers(in marked: String, file: String = "Input.swift") -> (
    source: String, locations: [String: CKGenCore.SourceLocation]
) {
    var source = ""
    var locations: [String: CKGenCore.SourceLocation] = [:]
    var line = 1
    var column = 1
    var rest = Substring(marked)
    while let character = rest.first {
        if let marker = markers.first(where: { rest.hasPrefix($0) }) {
            locations[marker] = CKGenCore.SourceLocation(file: file, line: line, column: column)
            rest = rest.dropFirst(marker.count)
            continue
        }
        source.append(character)
        if character == "\n" {
            line += 1
            column = 1
        } else {
            column += String(character).utf8.count
        }
        rest = rest.dropFirst()
    }
    return (source, locations)
}

/// Lints `marked` (one file, markers removed) and checks that exactly the `expected` diagnostics are reported,
/// each at its marker; with `fixedSource`, that applying every fix-it gives that text.
func assertDiagnostics(
    _ marked: String,
    _ expected: [DiagnosticSpec],
    fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let (source, locations) = locateMarkers(in: marked)
    let diagnostics = Snippets(source).lint().diagnostics
    #expect(
        diagnostics.count == expected.count,
        "expected \(expected.count) diagnostics, got:\n\(diagnostics.map(\.description).joined(separator: "\n"))",
        sourceLocation: sourceLocation
    )
    for (spec, diagnostic) in zip(expected, diagnostics) {
        let location = try #require(
            locations[spec.marker],
            "no marker \(spec.marker) in the source",
            sourceLocation: sourceLocation
        )
        #expect(diagnostic.location == location, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.id == spec.id, sourceLocation: sourceLocation)
        #expect(diagnostic.severity == spec.severity, sourceLocation: sourceLocation)
        if let message = spec.message {
            #expect(diagnostic.message.contains(message), "\(diagnostic.message)", sourceLocation: sourceLocation)
        }
        if let exactText = spec.exactText {
            #expect(diagnostic.message == exactText, sourceLocation: sourceLocation)
        }
        if let notes = spec.notes {
            #expect(
                diagnostic.notes.map { "\($0.location.map(\.description) ?? "-") \($0.message)" }
                    == notes.map { "\(locations[$0.marker].map(\.description) ?? "no marker \($0.marker)") \($0.text)" },
                "the notes",
                sourceLocation: sourceLocation
            )
        }
    }
    if let fixedSource {
        let edits = diagnostics.flatMap(\.fixIts).flatMap(\.edits)
        #expect(try FixItApplier.apply(edits, to: source) == fixedSource, sourceLocation: sourceLocation)
    }
}
