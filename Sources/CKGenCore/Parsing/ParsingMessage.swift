/// Every message about reading Swift sources and the annotations in them (rule V1 in part, V9).
public enum ParsingMessage: DiagnosticMessage, Hashable {
    // MARK: Files

    /// A NUL character, which Swift source cannot hold.
    case nulCharacter
    /// Bytes that are not UTF-8 (`byte` is the first bad one).
    case invalidUTF8(byte: UInt8)
    /// Nesting deeper than swift-syntax reads quickly (`what` says which nesting); an error when the file has
    /// annotations, since nothing is generated from them.
    case tooDeep(what: String, annotated: Bool)
    /// swift-syntax's syntax error inside a declaration ckgen reads.
    case syntaxError(String)
    /// An annotated type declared inside a function or closure.
    case localType(String, annotation: String)
    /// An annotation in a `//` comment (or a `////` one, which Swift does not read as documentation either).
    case annotationInPlainComment
    /// An invisible character (a bidirectional control, a zero-width space) before `@ck.` on a doc comment line,
    /// which hides the annotation from ckgen but not from the reader; `scalar` names it (`U+202E`).
    case invisibleCharacterBeforeAnnotation(scalar: String)
    /// A doc comment with an annotation between a declaration's attributes or modifiers and its keyword
    /// (`@MainActor /// @ck.action func …`): read, and reported so that it is moved before `before`.
    case annotationAfterAttributes(String, before: String)

    // MARK: Annotations

    /// `@ck.` without a name.
    case expectedAnnotationName
    /// Text after an annotation.
    case textAfterAnnotation(String, hasArguments: Bool)
    /// An argument that is neither a string nor a label.
    case expectedArgument(annotation: String)
    /// A label without its colon.
    case expectedColon(label: String, annotation: String)
    /// A value that is not a string literal.
    case expectedString(annotation: String)
    /// Arguments not separated by `,` or closed by `)`.
    case expectedCommaOrParenthesis(annotation: String)
    /// `\u` without `{`.
    case expectedUnicodeBrace
    /// `\u{…}` that is not a Unicode scalar.
    case invalidUnicodeEscape(String)
    /// An escape Swift does not have.
    case invalidEscape(Character)
    /// A string that does not end on its line.
    case unterminatedString

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .nulCharacter: .parsingNulCharacter
        case .invalidUTF8: .parsingInvalidUTF8
        case .tooDeep: .parsingTooDeep
        case .syntaxError: .parsingSyntaxError
        case .localType: .parsingLocalType
        case .annotationInPlainComment: .parsingAnnotationInPlainComment
        case .annotationAfterAttributes: .validationMisplacedAnnotation
        case .invisibleCharacterBeforeAnnotation: .parsingMalformedAnnotation
        case .expectedAnnotationName, .textAfterAnnotation, .expectedArgument, .expectedColon, .expectedString,
            .expectedCommaOrParenthesis, .expectedUnicodeBrace, .invalidUnicodeEscape, .invalidEscape,
            .unterminatedString:
            .parsingMalformedAnnotation
        }
    }

    /// Warnings where nothing ckgen would generate is lost; errors otherwise.
    public var severity: Diagnostic.Severity {
        switch self {
        case .localType, .annotationInPlainComment, .annotationAfterAttributes, .invisibleCharacterBeforeAnnotation:
            .warning
        case .tooDeep(_, let annotated): annotated ? .error : .warning
        default: .error
        }
    }

    /// What the user reads.
    public var text: String {
        switch self {
        case .nulCharacter: "this file contains a NUL character, which Swift source cannot hold; ckgen did not read it"
        case .invalidUTF8(let byte):
            "invalid UTF-8 found in source file; ckgen reads Swift sources as UTF-8 (byte 0x"
                + String(byte, radix: 16, uppercase: true) + ")"
        case .tooDeep(let what, let annotated):
            annotated
                ? "\(what); ckgen cannot read this file, so nothing is generated from its annotations: "
                    + "move the deeply nested part into a separate file or split it up"
                : "\(what); ckgen left this file out (it has no annotations; components, controllers or state in it "
                    + "get nothing generated)"
        case .syntaxError(let message): "\(message) (in a declaration ckgen reads; nothing was generated)"
        case .localType(let name, let annotation):
            "'\(name)' is declared inside a function or closure, where generated code cannot refer to it; "
                + "ckgen ignores its '@ck.\(annotation)': declare the type outside the function"
        case .annotationInPlainComment: "ckgen reads annotations from doc comments only; write '///' instead of '//'"
        case .invisibleCharacterBeforeAnnotation(let scalar):
            "an invisible character (\(scalar)) comes before '@ck.' on this line, so ckgen does not read it as an "
                + "annotation; remove the character"
        case .annotationAfterAttributes(let name, let before):
            "the doc comment with '@ck.\(name)' is after '\(before)', where Swift does not read a declaration's "
                + "documentation; ckgen reads it, but move it before '\(before)'"
        case .expectedAnnotationName: "expected an annotation name after '@ck.', such as '@ck.view' or '@ck.action'"
        case .textAfterAnnotation(let name, let hasArguments):
            "unexpected text after '@ck.\(name)\(hasArguments ? "(…)" : "")'; put one annotation per line, "
                + "with nothing after it"
        case .expectedArgument(let annotation):
            "expected a string such as \"Name\" or a label such as 'id:' in '@ck.\(annotation)(…)'"
        case .expectedColon(let label, let annotation):
            "expected ':' after argument label '\(label)' in '@ck.\(annotation)(…)'"
        case .expectedString(let annotation):
            "expected a string literal in '@ck.\(annotation)(…)'; write it in double quotes"
        case .expectedCommaOrParenthesis(let annotation): "expected ',' or ')' in '@ck.\(annotation)(…)'"
        case .expectedUnicodeBrace: "expected '{' after '\\u' in a string; write '\\u{1F600}'"
        case .invalidUnicodeEscape(let digits): "invalid unicode escape '\\u{\(digits)}' in a string"
        case .invalidEscape(let character): "invalid escape '\\\(character)' in a string"
        case .unterminatedString: "unterminated string in annotation; close it with '\"' on the same line"
        }
    }
}
