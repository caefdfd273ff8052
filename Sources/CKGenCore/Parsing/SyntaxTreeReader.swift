import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads a Swift file with swift-syntax: the syntax tree, walked by ``DeclarationCollector``. It reads every file,
/// and reports the syntax errors in what ckgen reads (V9). ``SourceFileParser`` gives it the files the
/// ``PlainDeclarationReader`` declines.
enum SyntaxTreeReader: SwiftFileReader {
    /// What `source`, the file at `path`, declares, its function bodies ckgen has no use for left out.
    static func read(path: String, source: [UInt8], scan: NestingScan) -> ParsedFile? {
        read(path: path, source: source, scan: scan, skippingBodies: true)
    }

    /// ``read(path:source:scan:)``, with or without leaving out the bodies ckgen has no use for (tests read files
    /// as written too).
    static func read(path: String, source bytes: [UInt8], scan: NestingScan, skippingBodies: Bool) -> ParsedFile {
        // swift-syntax's own limit is 20 in debug builds and 256 in release ones: ckgen reads the same in both.
        // NestingScan keeps what reaches here well inside it.
        // Bodies ckgen has no use for are left out (see SkippedBodies); should the shortened text not parse
        // cleanly, the file is read as written, so leaving bodies out never changes what ckgen finds.
        let shortened = skippingBodies ? SkippedBodies.blanking(bytes, bodies: scan.functionBodies) : nil
        var read = shortened ?? bytes
        var tree = syntaxTree(of: read)
        if tree.hasError && shortened != nil {
            read = bytes
            tree = syntaxTree(of: read)
        }
        let collector = DeclarationCollector(path: path, lines: LineTable(read), source: read)
        collector.walk(tree)
        collector.collectAttributeUses(in: tree)
        var diagnostics = collector.diagnostics
        if tree.hasError {
            diagnostics += relevantSyntaxErrors(in: tree, source: read, path: path, ranges: collector.relevantRanges)
        }
        return ParsedFile(
            path: path,
            declarations: collector.declarations,
            attributeUses: collector.attributeUses,
            diagnostics: diagnostics,
            imports: collector.imports,
            typeAliases: collector.fileTypeAliases
        )
    }

    private static func syntaxTree(of bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: SourceFileParser.maximumNestingLevel)
        }
    }

    /// V9: syntax errors inside what ckgen reads (annotated declarations, components, controllers, proxies).
    /// Errors elsewhere are the compiler's to report: swift-syntax may not know newer syntax yet.
    private static func relevantSyntaxErrors(
        in tree: SourceFileSyntax,
        source: [UInt8],
        path: String,
        ranges: [Range<Int>]
    ) -> [Diagnostic] {
        guard !ranges.isEmpty else { return [] }
        // Only here, for a file with syntax errors where ckgen reads: building it walks the whole tree.
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        func isRelevant(_ offset: Int) -> Bool {
            ranges.contains { $0.contains(offset) || $0.upperBound == offset }
        }
        var seenLines = Set<Int>()
        var errors: [Diagnostic] = []
        var checked = tree
        let unmendable = unmendableEquals(in: tree)
        if !unmendable.isEmpty {
            // swift-syntax's diagnostics would stop the process on such a `=` (see unmendableEquals): its own error
            // is given for each one where ckgen reads, and the file's other errors are taken from a copy in which
            // what stands between each `=` and the token before it is spaces (the same number of bytes, so every
            // other error is where it was).
            for equal in unmendable {
                let position = equal.positionAfterSkippingLeadingTrivia
                guard isRelevant(position.utf8Offset) else { continue }
                let location = converter.location(for: position)
                seenLines.insert(location.line)
                errors.append(
                    Diagnostic(
                        ParsingMessage.syntaxError(
                            StaticTokenError.equalMustHaveConsistentWhitespaceOnBothSides.message
                        ),
                        at: SourceLocation(file: path, line: location.line, column: location.column)
                    )
                )
            }
            var mended = source
            for equal in unmendable {
                let start = equal.previousToken(viewMode: .all)?.endPositionBeforeTrailingTrivia.utf8Offset ?? 0
                for offset in start..<equal.positionAfterSkippingLeadingTrivia.utf8Offset
                where ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                    .contains(mended[offset])
                {
                    mended[offset] = UInt8(ascii: " ")
                }
            }
            checked = syntaxTree(of: mended)
            // A copy that still has such a `=` cannot be asked either: its other errors are left to the compiler.
            guard unmendableEquals(in: checked).isEmpty else { return errors }
        }
        return errors
            + ParseDiagnosticsGenerator.diagnostics(for: checked).compactMap { diagnostic in
                guard isRelevant(diagnostic.position.utf8Offset) else { return nil }
                let location = converter.location(for: diagnostic.position)
                // One error a line is enough to point at the problem; the compiler gives the rest.
                guard seenLines.insert(location.line).inserted else { return nil }
                return Diagnostic(
                    ParsingMessage.syntaxError(diagnostic.message),
                    at: SourceLocation(file: path, line: location.line, column: location.column)
                )
            }
    }

    /// A `=` whose two sides differ to swift-syntax's lexer but not to its fix-it: a space, then a character that
    /// is not whitespace to the lexer (a control character such as U+0002, a vertical tab, a form feed), then `=`,
    /// then a space. The fix-it it makes for such a `=` has no change, and making one stops the process (found by
    /// the fuzzer). The compiler rejects such a `=` too.
    private static func unmendableEquals(in tree: SourceFileSyntax) -> [TokenSyntax] {
        func hasSpaceOrTab(_ trivia: Trivia) -> Bool {
            trivia.contains { piece in
                switch piece {
                case .spaces, .tabs: true
                default: false
                }
            }
        }
        return tree.tokens(viewMode: .sourceAccurate).filter { token in
            token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
                && hasSpaceOrTab(token.previousToken(viewMode: .all)?.trailingTrivia ?? [])
                && hasSpaceOrTab(token.trailingTrivia)
        }
    }
}
