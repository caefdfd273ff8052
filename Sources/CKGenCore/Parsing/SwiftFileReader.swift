/// A way to read what ckgen needs from one Swift file: its declarations, attribute uses, imports and the
/// diagnostics about them, as a ``ParsedFile``.
///
/// There are two, and ``SourceFileParser`` tries them in this order:
/// - ``PlainDeclarationReader`` reads plain Swift straight from its bytes, and declines (returns `nil`) at the
///   first thing it does not know;
/// - ``SyntaxTreeReader`` reads every file with swift-syntax.
///
/// The contract: whenever the plain reader reads a file, its result equals the syntax tree reader's, diagnostics
/// included, so which reader ran never shows in what ckgen generates (`ParserContractTests` checks it over
/// snippets, mutations of them and this package's own sources).
protocol SwiftFileReader {
    /// What `source`, the UTF-8 bytes of the file at `path` (as the user gave it), declares; `scan` is the file's
    /// ``NestingScan``, within its limits. `nil` when this reader declines the file.
    static func read(path: String, source: [UInt8], scan: NestingScan) -> ParsedFile?
}
