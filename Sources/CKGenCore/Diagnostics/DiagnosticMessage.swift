/// What a diagnostic says, as a typed value, as swift-syntax's `DiagnosticMessage`: its kind in the catalogue, its
/// severity, and its text, worked out from the facts the value carries. Stages report messages of their own enum
/// (``ValidationMessage``), so the wording of every message of a stage is in one place, and a test can build the
/// message it expects instead of spelling out the text.
public protocol DiagnosticMessage: Sendable {
    /// The kind, with its stable identifier.
    var id: DiagnosticID { get }
    /// How bad it is.
    var severity: Diagnostic.Severity { get }
    /// The text: lower case, no final period, code in 'quotes'.
    var text: String { get }
}

extension Diagnostic {
    /// A diagnostic saying `message` at `location`.
    public init(
        _ message: some DiagnosticMessage,
        at location: SourceLocation?,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        self.init(message.severity, id: message.id, message.text, at: location, notes: notes, fixIts: fixIts)
    }
}
