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
            guard offset <= end, ByteSearch.contains(source[offset..<end], Self.marker) else {
                return annotationsAfterAttributes(of: node)
            }
        }
        var result: [Annotation] = []
        for piece in node.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .docLineComment(let text) where !text.hasPrefix("////"):
                parseCommentLine(text.dropFirst(3), at: offset + 3, into: &result)
            case .docBlockComment(let text):
                for (line, lineOffset) in Self.lines(of: text.dropFirst(3).dropLast(2)) {
                    parseCommentLine(line, at: offset + 3 + lineOffset, into: &result)
                }
            case .lineComment(let text) where Self.isAnnotationInPlainComment(text),
                .docLineComment(let text) where Self.isAnnotationInPlainComment(text):
                diagnostics.append(Self.plainCommentDiagnostic(at: locate(offset), comment: text))
            default:
                break
            }
            offset += length
        }
        return result + annotationsAfterAttributes(of: node)
    }

    /// `// @ck.action`: the warning, with a fix-it that makes the comment (which starts at `location`) a doc
    /// comment in place, as the annotation was meant.
    static func plainCommentDiagnostic(at location: SourceLocation, comment: String) -> Diagnostic {
        // `// @ck.…` gains a slash; `//// @ck.…` loses its extra ones.
        let slashes = String(comment.prefix(while: { $0 == "/" }))
        return Diagnostic(
            ParsingMessage.annotationInPlainComment,
            at: location,
            fixIts: [FixIt.replace(slashes, with: "///", at: location)]
        )
    }

    /// Where the first `// @ck.…` plain comment among `diagnostics` (those reported for one declaration) starts.
    static func plainCommentAnnotation(in diagnostics: ArraySlice<Diagnostic>) -> SourceLocation? {
        diagnostics.first { $0.id == DiagnosticID.parsingAnnotationInPlainComment }?.location
    }

    /// `@MainActor /// @ck.action func …`: a doc comment between a declaration's attributes or modifiers and its
    /// keyword. Swift documents a declaration from the comment before its first attribute only, but this one is
    /// plainly meant for the declaration: ckgen reads its annotations, and warns with a fix-it that moves the
    /// comment before the attributes.
    private func annotationsAfterAttributes(of node: Syntax) -> [Annotation] {
        guard let introducer = Self.introducer(of: node) else { return [] }
        let first = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = introducer.positionAfterSkippingLeadingTrivia.utf8Offset
        if let source {
            guard first < end, end <= source.count, ByteSearch.contains(source[first..<end], Self.marker) else {
                return []
            }
        }
        var result: [Annotation] = []
        var token = node.firstToken(viewMode: .sourceAccurate)
        var isFirst = true
        while let current = token {
            if !isFirst { scanMisplaced(current.leadingTrivia, at: current.position.utf8Offset, of: node, &result) }
            if current.id == introducer.id { break }
            scanMisplaced(
                current.trailingTrivia,
                at: current.endPositionBeforeTrailingTrivia.utf8Offset,
                of: node,
                &result
            )
            isFirst = false
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        return result
    }

    /// Whether a comment that is no doc comment (`// @ck.view`, and `//// @ck.view`: Swift documents a declaration
    /// with `///` comments only) starts with an annotation: the user meant a doc comment.
    static func isAnnotationInPlainComment(_ comment: String) -> Bool {
        guard !comment.hasPrefix("///") || comment.hasPrefix("////") else { return false }
        return comment.dropFirst(2).trimmingPrefix(while: { $0 == " " || $0 == "/" }).hasPrefix(AnnotationParser.prefix)
    }

    /// The keyword after a declaration's attributes and modifiers (`func`, `var`, `class`…); `nil` when it has
    /// neither.
    static func introducer(of node: Syntax) -> TokenSyntax? {
        let modifiers = node.asProtocol((any WithModifiersSyntax).self)?.modifiers
        let attributes = node.asProtocol((any WithAttributesSyntax).self)?.attributes
        let last =
            modifiers?.last?.lastToken(viewMode: .sourceAccurate)
            ?? attributes?.last?.lastToken(viewMode: .sourceAccurate)
        return last?.nextToken(viewMode: .sourceAccurate)
    }

    /// Reads the annotations of the doc comments in `trivia` (which starts at `offset`), each reported as
    /// misplaced with a fix-it that moves it before `node`'s first attribute.
    private func scanMisplaced(_ trivia: Trivia, at offset: Int, of node: Syntax, _ result: inout [Annotation]) {
        var offset = offset
        let pieces = Array(trivia)
        for (position, piece) in pieces.enumerated() {
            let length = piece.sourceLength.utf8Length
            defer { offset += length }
            var found: [Annotation] = []
            let text: String
            switch piece {
            case .docLineComment(let comment) where !comment.hasPrefix("////"):
                text = comment
                parseCommentLine(comment.dropFirst(3), at: offset + 3, into: &found)
            case .docBlockComment(let comment):
                text = comment
                for (line, lineOffset) in Self.lines(of: comment.dropFirst(3).dropLast(2)) {
                    parseCommentLine(line, at: offset + 3 + lineOffset, into: &found)
                }
            case .lineComment(let comment) where Self.isAnnotationInPlainComment(comment),
                .docLineComment(let comment) where Self.isAnnotationInPlainComment(comment):
                diagnostics.append(Self.plainCommentDiagnostic(at: locate(offset), comment: comment))
                continue
            default:
                continue
            }
            guard let annotation = found.first else { continue }
            result += found
            diagnostics.append(
                Diagnostic(
                    ParsingMessage.annotationAfterAttributes(annotation.name, before: Self.firstWord(of: node)),
                    at: locate(offset),
                    fixIts: [moveFixIt(text, at: offset, pieces: pieces, position: position, before: node)]
                )
            )
        }
    }

    /// `@MainActor`, `public`: what the declaration starts with, as written.
    static func firstWord(of node: Syntax) -> String {
        guard let first = node.firstToken(viewMode: .sourceAccurate) else { return "" }
        guard first.tokenKind == .atSign, let name = first.nextToken(viewMode: .sourceAccurate) else {
            return first.text
        }
        return "@" + name.text
    }

    /// Deletes `comment` (at `offset`, the trivia piece at `position` of `pieces`), with the blanks before it and,
    /// when it is alone on its line, its line break; inserts it on a line of its own before `node`.
    private func moveFixIt(
        _ comment: String,
        at offset: Int,
        pieces: [TriviaPiece],
        position: Int,
        before node: Syntax
    ) -> FixIt {
        var start = offset
        var end = offset + comment.utf8.count
        var startsLine = false
        if position > 0 {
            switch pieces[position - 1] {
            case .spaces(let count), .tabs(let count):
                start -= count
                startsLine = position >= 2 && pieces[position - 2].isNewline
            case let piece where piece.isNewline: startsLine = true
            default: break
            }
        }
        if startsLine, position + 1 < pieces.count, case .newlines = pieces[position + 1] { end += 1 }
        let declarationStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = String(repeating: " ", count: max(0, locate(declarationStart).column - 1))
        return FixIt(
            "move the comment before '\(Self.firstWord(of: node))'",
            edits: [
                TextEdit(location: locate(declarationStart), length: 0, replacement: comment + "\n" + indentation),
                TextEdit(location: locate(start), length: end - start, replacement: ""),
            ]
        )
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
