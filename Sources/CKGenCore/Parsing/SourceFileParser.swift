public import Foundation

/// Parses one Swift file into Model values: refuses what no reader should be given (text that is not UTF-8, a NUL
/// character, nesting past ``NestingScan``'s limits), then reads it with one of the two ``SwiftFileReader``s: the
/// ``PlainDeclarationReader`` when the file is plain Swift, else the ``SyntaxTreeReader`` (swift-syntax). The
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
        // A file in plain Swift is read without swift-syntax; it declines anything else. Both readers give the
        // same result for a file the plain one reads (see SwiftFileReader).
        if skippingBodies, plainReading, let plain = PlainDeclarationReader.read(path: path, source: bytes, scan: scan)
        {
            return plain
        }
        return SyntaxTreeReader.read(path: path, source: bytes, scan: scan, skippingBodies: skippingBodies)
    }

    /// The offset of the first NUL byte, found with `memchr` (stepping through the string's UTF-8 view for it was
    /// a twentieth of parsing).
    private static func firstNUL(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
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
