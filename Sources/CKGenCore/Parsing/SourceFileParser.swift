public import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one Swift file with swift-syntax and converts what ckgen needs into Model values at once: the
/// syntax tree never leaves this stage.
public enum SourceFileParser {
    /// Parses `data`, the contents of the file at `path` (the path as the user gave it).
    public static func parse(path: String, data: Data) -> ParsedFile {
        guard String(validating: data, as: UTF8.self) != nil else {
            return ParsedFile(path: path, diagnostics: [invalidUTF8(path: path, data: data)])
        }
        let bytes = [UInt8](data)
        let scan = NestingScan(bytes)
        if let refused = refuseDeepNesting(path: path, bytes: bytes, scan: scan) { return refused }
        return parse(path: path, bytes: bytes, scan: scan)
    }

    /// A file nested too deeply for swift-syntax (see ``NestingScan``) is not parsed: an error when it carries
    /// annotations, since what they ask for cannot be generated; otherwise a warning, and the file is left out.
    static func refuseDeepNesting(path: String, bytes: [UInt8], scan: NestingScan) -> ParsedFile? {
        guard !scan.isWithinLimits else { return nil }
        let squareTooDeep = scan.maximumSquareDepth > NestingScan.squareDepthLimit
        let offset = squareTooDeep ? scan.deepestSquareOffset : scan.deepestOffset
        let what =
            squareTooDeep
            ? "\(scan.maximumSquareDepth) '[' nested directly inside each other here, which swift-syntax takes "
                + "seconds to minutes to read (ckgen reads at most \(NestingScan.squareDepthLimit))"
            : scan.deepestInType
                ? "types and expressions nest \(scan.maximumDepth) deep here, counting brackets, generic arguments, "
                    + "function arrows, postfixes ('?', '!', '.member', calls), 'try', 'await' and 'else if' (ckgen "
                    + "reads at most \(NestingScan.depthLimit))"
                : "brackets and '#if' blocks nest \(scan.maximumDepth) deep here (ckgen reads at most "
                    + "\(NestingScan.depthLimit))"
        return refusal(path: path, bytes: bytes, offset: offset, what: what)
    }

    /// The file refused as nested too deeply at `offset` (`what` says how): an error when it carries annotations,
    /// otherwise a warning.
    static func refusal(path: String, bytes: [UInt8], offset: Int, what: String) -> ParsedFile {
        let annotated = ByteSearch.contains(bytes, Array(AnnotationParser.prefix.utf8))
        let diagnostic = Diagnostic(
            ParsingMessage.tooDeep(what: what, annotated: annotated),
            at: location(ofOffset: offset, in: bytes, path: path)
        )
        return ParsedFile(path: path, diagnostics: [diagnostic])
    }

    /// Whether swift-syntax may be given `bytes`: they nest within ``NestingScan``'s limits and hold no NUL
    /// character (see ``parse(path:data:)``). For readers other than the parser (`ckgen graph`), so they read only
    /// what it reads.
    static func isWithinLimits(_ bytes: [UInt8]) -> Bool {
        firstNUL(in: bytes) == nil && NestingScan(bytes).isWithinLimits
    }

    /// The compiler's line and column (UTF-8 columns) of a byte offset.
    static func location(ofOffset offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }

    /// The nesting swift-syntax parses before it gives up on a construct (with a syntax error).
    static let maximumNestingLevel = 256

    /// Parses `source`, the text of the file at `path`.
    public static func parse(path: String, source: String) -> ParsedFile {
        parse(path: path, source: source, skippingBodies: true)
    }

    /// ``parse(path:source:)``, with or without leaving out the bodies ckgen has no use for, and with or without
    /// ``PlainDeclarationReader`` (tests compare them).
    static func parse(path: String, source: String, skippingBodies: Bool, plainReading: Bool = true) -> ParsedFile {
        let bytes = Array(source.utf8)
        return parse(
            path: path,
            bytes: bytes,
            scan: NestingScan(bytes),
            skippingBodies: skippingBodies,
            plainReading: plainReading
        )
    }

    /// ``parse(path:source:)`` with the text's UTF-8 bytes already in hand (the file's, as read) and scanned.
    private static func parse(
        path: String,
        bytes: [UInt8],
        scan: NestingScan,
        skippingBodies: Bool = true,
        plainReading: Bool = true
    ) -> ParsedFile {
        // A NUL character makes swift-syntax's diagnostics stop the process (a fix-it with no change, found by the
        // fuzzer), and the compiler rejects such a file anyway: say where it is instead of parsing.
        if let offset = firstNUL(in: bytes) {
            return ParsedFile(
                path: path,
                diagnostics: [
                    Diagnostic(
                        ParsingMessage.nulCharacter,
                        at: location(ofOffset: offset, in: bytes, path: path)
                    )
                ]
            )
        }
        // A file in plain Swift is read without swift-syntax (see PlainDeclarationReader); it declines anything else.
        if skippingBodies, plainReading, let plain = PlainDeclarationReader.read(path: path, source: bytes, scan: scan)
        {
            return plain
        }
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
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }

    /// The offset of the first NUL byte, found with `memchr` (stepping through the string's UTF-8 view for it was
    /// a twentieth of parsing).
    private static func firstNUL(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
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

    private static func invalidUTF8(path: String, data: Data) -> Diagnostic {
        // Find the first byte that breaks UTF-8, and say where it is as the compiler would.
        let bytes = [UInt8](data)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            let valid =
                length > 0 && index + length <= bytes.count
                && bytes[index + 1..<index + length].allSatisfy { $0 & 0xC0 == 0x80 }
                && String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            if !valid { break }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return Diagnostic(
            ParsingMessage.invalidUTF8(byte: index < bytes.count ? bytes[index] : 0),
            at: SourceLocation(file: path, line: line, column: index - lineStart + 1)
        )
    }
}
