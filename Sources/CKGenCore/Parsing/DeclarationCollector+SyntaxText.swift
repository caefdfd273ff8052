import SwiftSyntax

/// Locations, modifiers, type text and `#if` conditions: how syntax is turned into plain values.
extension DeclarationCollector {
    func locate(_ utf8Offset: Int) -> SourceLocation {
        let location = lines.location(ofOffset: utf8Offset)
        return SourceLocation(file: path, line: location.line, column: location.column)
    }

    func location(of node: Syntax, name: Bool) -> SourceLocation {
        var target = node
        if name {
            // Point at the declaration's name rather than its attributes or doc comment.
            if let named = node.asProtocol((any NamedDeclSyntax).self) {
                target = Syntax(named.name)
            } else if let ext = node.as(ExtensionDeclSyntax.self) {
                target = Syntax(ext.extendedType)
            }
        }
        return locate(target.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The text of `node` as written, without its leading and trailing trivia: `trimmedDescription`, cut out of
    /// the file's bytes. (`trimmedDescription` builds a copy of the subtree first: reading a superclass's text
    /// that way was a fifth of reading a file's declarations.)
    func writtenText(of node: some SyntaxProtocol) -> String {
        guard let bytes = Self.writtenBytes(of: node, in: source) else { return node.trimmedDescription }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of `node` in `source` (the file it was parsed from), without its leading and trailing trivia;
    /// `nil` without the file's bytes.
    static func writtenBytes(of node: some SyntaxProtocol, in source: [UInt8]?) -> ArraySlice<UInt8>? {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard let source, start <= end, end <= source.count else { return nil }
        return source[start..<end]
    }

    /// A type as written, on one line: a formatter may wrap `ComponentController<\n    Foo\n>` over several, and
    /// comments inside a type are dropped.
    static func typeText(_ type: TypeSyntax) -> String {
        // Most types are one name (`String`, `Double`): no tokens to walk. (Types are read for every member of
        // every type; walking their tokens was a third of reading a file's declarations.)
        if let simple = type.as(IdentifierTypeSyntax.self), simple.genericArgumentClause == nil,
            case .identifier = simple.name.tokenKind
        {
            return simple.name.text
        }
        var text = TypeText()
        for token in type.tokens(viewMode: .sourceAccurate) {
            // `borrowing`, `consuming`, `sending`, `__owned`, `__shared` say how a parameter is passed, not what its
            // type is (`inout` and `isolated` stay: generated code cannot pass such an argument, and ckgen reports
            // them). Only keywords can be.
            if case .keyword = token.tokenKind, token.tokenKind != .keyword(.inout),
                token.tokenKind != .keyword(.isolated),
                let specifier = token.parent?.as(SimpleTypeSpecifierSyntax.self), specifier.specifier.id == token.id
            {
                continue
            }
            // Tokens as written: backticks the source needs are kept, and Swift text is only ever copied.
            text.append(token.text)
        }
        return text.joined
    }

    /// The combined `#if` condition around `node`, up to (not beyond) the nearest ancestor of kind `boundary`
    /// (a member block, for members: their type's own condition is recorded on the type).
    func condition(of node: Syntax, stoppingAt boundary: SyntaxKind?) -> String? {
        var parts: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let boundary, ancestor.kind == boundary { break }
            if let clause = ancestor.as(IfConfigClauseSyntax.self),
                let list = clause.parent?.as(IfConfigClauseListSyntax.self)
            {
                var clauseParts: [String] = []
                for sibling in list {
                    let text = sibling.condition.map { "(" + writtenText(of: $0) + ")" }
                    if sibling.id == clause.id {
                        if let text { clauseParts.append(text) }
                        break
                    }
                    if let text { clauseParts.append("!" + text) }
                }
                if !clauseParts.isEmpty { parts.insert(clauseParts.joined(separator: " && "), at: 0) }
            }
            current = ancestor.parent
        }
        guard !parts.isEmpty else { return nil }
        return Self.simplify(parts.joined(separator: " && "))
    }

    /// `(DEBUG)` → `DEBUG`, when the whole condition is one parenthesised term.
    static func simplify(_ condition: String) -> String {
        guard condition.hasPrefix("("), condition.hasSuffix(")") else { return condition }
        let inner = condition.dropFirst().dropLast()
        var depth = 0
        for character in inner {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth < 0 { return condition }
            }
        }
        return String(inner)
    }

    static func accessKeyword(_ modifier: DeclModifierSyntax) -> AccessLevel? {
        switch modifier.name.tokenKind {
        case .keyword(.private): .private
        case .keyword(.fileprivate): .fileprivate
        case .keyword(.internal): .internal
        case .keyword(.package): .package
        case .keyword(.public): .public
        case .keyword(.open): .open
        default: nil
        }
    }

    /// The declaration's access level and, for `private(set)` and the like, its setter's.
    static func accessLevel(_ modifiers: DeclModifierListSyntax, default defaultLevel: AccessLevel) -> (
        AccessLevel, AccessLevel?
    ) {
        var level: AccessLevel?
        var setter: AccessLevel?
        for modifier in modifiers {
            guard let keyword = accessKeyword(modifier) else { continue }
            if modifier.detail?.detail.text == "set" { setter = keyword } else { level = keyword }
        }
        return (level ?? defaultLevel, setter)
    }

    /// Standard library types whose initializer infers generic arguments: `Set(["a"])` is a `Set<String>`, which
    /// ckgen cannot tell from the text, so such properties need a type annotation.
    static let genericStandardTypes: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Set", "Dictionary", "Optional", "Result", "Range", "ClosedRange",
        "KeyValuePairs", "CollectionOfOne", "EmptyCollection", "Repeated", "Unmanaged", "UnsafePointer",
        "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "AnySequence",
        "AnyCollection", "AnyIterator",
    ]

    /// The type of a literal initial value: `= 0` is an `Int`, `= "x"` a `String`, `= Foo()` a `Foo`.
    static func literalType(_ expression: ExprSyntax?) -> TypeReference? {
        guard let expression else { return nil }
        if expression.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if expression.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if expression.is(StringLiteralExprSyntax.self) { return .named("String") }
        if expression.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true, !genericStandardTypes.contains(callee.baseName.text)
        {
            return TypeReference(
                spelling: callee.baseName.text,
                shape: .named(path: [callee.baseName.text.trimmingBackticks], genericArguments: [])
            )
        }
        return nil
    }
}

/// A type's tokens joined on one line, as ckgen spells types: `@escaping (Int) -> Void`, `[String: Int]`,
/// `any A & B`. Both ways of reading a type (swift-syntax's tokens and the plain reader's) join them here.
struct TypeText {
    private var text = ""
    private var afterAt = false

    /// Adds the next token.
    mutating func append(_ piece: String) {
        if afterAt {
            text += piece + " "  // `@escaping `, `@Sendable `
            afterAt = false
        } else if piece == "@" {
            text += piece
            afterAt = true
        } else if piece == "," || piece == ":" {
            text += piece + " "
        } else if Self.spacedWords.contains(piece) {
            text += (text.isEmpty || text.hasSuffix(" ") ? "" : " ") + piece + " "
        } else {
            text += piece
        }
    }

    /// The tokens so far. Token texts hold no blanks: the only ones to trim are the spaces added around them.
    var joined: String {
        var result = text
        while result.hasSuffix(" ") { result.removeLast() }
        while result.hasPrefix(" ") { result.removeFirst() }
        return result
    }

    /// Tokens written with a space on each side.
    private static let spacedWords: Set<String> = ["->", "throws", "async", "inout", "isolated", "some", "any", "&"]
}
