import SwiftSyntax

/// `@ck.` annotations in the doc comments before a declaration.
extension DeclarationCollector {
    func annotations(of node: Syntax) -> [Annotation] {
        guard mentionsMarker else { return [] }
        var offset = node.position.utf8Offset
        // Most declarations of a file that has annotations have none: their comments' bytes say so without
        // splitting the trivia into pieces.
        if let source {
            let end = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, source.count)
            guard offset <= end, ByteSearch.contains(source[offset..<end], Self.marker) else { return [] }
        }
        var result: [Annotation] = []
        for piece in node.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .docLineComment(let text):
                parseCommentLine(text.dropFirst(3), at: offset + 3, into: &result)
            case .docBlockComment(let text):
                for (line, lineOffset) in Self.lines(of: text.dropFirst(3).dropLast(2)) {
                    parseCommentLine(line, at: offset + 3 + lineOffset, into: &result)
                }
            case .lineComment(let text)
            where text.dropFirst(2).trimmingPrefix(while: { $0 == " " }).hasPrefix(AnnotationParser.prefix):
                diagnostics.append(
                    Diagnostic(
                        ParsingMessage.annotationInPlainComment,
                        at: locate(offset)
                    )
                )
            default:
                break
            }
            offset += length
        }
        return result
    }

    /// The lines of a block comment's text and their UTF-8 offsets in it, whichever line breaks the file uses
    /// (`\n`, `\r\n` or `\r`).
    static func lines(of text: Substring) -> [(Substring, Int)] {
        var result: [(Substring, Int)] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        var offset = 0
        var lineStartOffset = 0
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                result.append((Substring(utf8[lineStart..<index]), lineStartOffset))
                var next = utf8.index(after: index)
                offset += 1
                if byte == UInt8(ascii: "\r"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                    next = utf8.index(after: next)
                    offset += 1
                }
                index = next
                lineStart = next
                lineStartOffset = offset
                continue
            }
            index = utf8.index(after: index)
            offset += 1
        }
        result.append((Substring(utf8[lineStart..<index]), lineStartOffset))
        return result
    }

    func parseCommentLine(_ text: Substring, at offset: Int, into result: inout [Annotation]) {
        let line = AnnotationParser.Line(text: text) { [unowned self] column in self.locate(offset + column) }
        switch AnnotationParser.parse(line) {
        case .annotation(let annotation)?: result.append(annotation)
        case .malformed(let diagnostic)?: diagnostics.append(diagnostic)
        case nil: break
        }
    }
}
