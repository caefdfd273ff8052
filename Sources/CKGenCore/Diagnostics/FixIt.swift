import Foundation

/// A change that resolves a diagnostic, as swift-syntax's `FixIt`: what it does, and the text edits that do it.
/// ckgen offers one wherever it already knows the answer (every "did you mean"); `ckgen lint --fix` applies them.
public struct FixIt: Codable, Sendable, Hashable {
    /// What the fix does, for a person: `replace 'veiw' with 'view'`.
    public var message: String
    /// The edits, all in the diagnostic's file.
    public var edits: [TextEdit]

    /// Creates a fix-it.
    public init(_ message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }

    /// Replaces `old`, which starts at `location`, with `new`.
    public static func replace(_ old: String, with new: String, at location: SourceLocation) -> FixIt {
        FixIt(
            "replace '\(old)' with '\(new)'",
            edits: [TextEdit(location: location, length: old.utf8.count, replacement: new)]
        )
    }
}

/// Replaces `length` UTF-8 bytes at `location` (on one line) with `replacement`.
public struct TextEdit: Codable, Sendable, Hashable {
    /// Where the replaced text starts.
    public var location: SourceLocation
    /// How many UTF-8 bytes it replaces.
    public var length: Int
    /// The new text.
    public var replacement: String

    /// Creates an edit.
    public init(location: SourceLocation, length: Int, replacement: String) {
        self.location = location
        self.length = length
        self.replacement = replacement
    }
}

/// Applies fix-its to text, and to files in place (`ckgen lint --fix`).
public enum FixItApplier {
    /// Why a set of edits could not be applied.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// `text` with `edits` applied. Edits must lie inside the text and not overlap; an edit whose text no longer
    /// matches is the caller's problem (the file changed since it was read), so callers apply to what they read.
    public static func apply(_ edits: [TextEdit], to text: String) throws -> String {
        String(decoding: try apply(edits, to: Array(text.utf8)), as: UTF8.self)
    }

    /// `bytes` with `edits` applied, byte for byte everywhere else (a byte-order mark stays). Lines are counted as
    /// the parser counts them (`\n`, `\r`, and `\r\n` as one), and a line break in a replacement is written as the
    /// file breaks its lines (the first break in the file says how), so a CRLF file stays CRLF.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var bytes = bytes
        var lineStarts = [0]
        var lineBreak: [UInt8]?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                lineBreak = lineBreak ?? [byte]
                lineStarts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                let pair = index < bytes.count && bytes[index] == UInt8(ascii: "\n")
                if pair { index += 1 }
                lineBreak = lineBreak ?? (pair ? [byte, UInt8(ascii: "\n")] : [byte])
                lineStarts.append(index)
            }
        }
        let ranges = try edits.map { edit throws(Failure) -> (Range<Int>, [UInt8]) in
            guard edit.location.line >= 1, edit.location.line <= lineStarts.count, edit.location.column >= 1 else {
                throw Failure(description: "the edit at \(edit.location) is outside the file")
            }
            let start = lineStarts[edit.location.line - 1] + edit.location.column - 1
            guard start + edit.length <= bytes.count else {
                throw Failure(description: "the edit at \(edit.location) is outside the file")
            }
            return (start..<(start + edit.length), replacement(edit.replacement, breakingLinesWith: lineBreak))
        }
        // Last first, so earlier offsets stay valid.
        let sorted = ranges.sorted { $0.0.lowerBound > $1.0.lowerBound }
        for (later, earlier) in zip(sorted, sorted.dropFirst()) where earlier.0.upperBound > later.0.lowerBound {
            throw Failure(description: "two fix-its change the same text; apply them one at a time")
        }
        for (range, replacement) in sorted { bytes.replaceSubrange(range, with: replacement) }
        return bytes
    }

    /// `text`'s bytes, each `\n` (ckgen's fix-its break lines so) written as `lineBreak`.
    private static func replacement(_ text: String, breakingLinesWith lineBreak: [UInt8]?) -> [UInt8] {
        guard let lineBreak, lineBreak != [UInt8(ascii: "\n")] else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                bytes += lineBreak
            } else {
                bytes.append(byte)
            }
            previous = byte
        }
        return bytes
    }

    /// Applies the fix-its of `diagnostics` to their files, each file written atomically (a temporary file
    /// renamed over it), so an interrupted run leaves every file either as it was or fully fixed. A file named
    /// through a symbolic link is edited where the link leads (the link stays), and keeps its permissions, its
    /// byte-order mark and its line breaks.
    /// - Returns: the number of fix-its applied per file path.
    @discardableResult
    public static func applyInPlace(_ diagnostics: [Diagnostic]) throws -> [String: Int] {
        var byFile: [String: [FixIt]] = [:]
        for diagnostic in diagnostics {
            for fixIt in diagnostic.fixIts {
                guard let file = fixIt.edits.first?.location.file,
                    fixIt.edits.allSatisfy({ $0.location.file == file })
                else { continue }
                if !(byFile[file]?.contains(fixIt) ?? false) { byFile[file, default: []].append(fixIt) }
            }
        }
        var applied: [String: Int] = [:]
        for (file, fixIts) in byFile.sorted(by: { $0.key < $1.key }) {
            let bytes = [UInt8](try FileBytes.read(file))
            let fixed = try apply(fixIts.flatMap(\.edits), to: bytes)
            try AtomicFile.replaceContents(ofFileAt: file, with: fixed)
            applied[file] = fixIts.count
        }
        return applied
    }
}
