import SwiftSyntax

/// Walks one syntax tree and records every type, extension and member ckgen may need, with its annotations.
final class DeclarationCollector: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter

    private(set) var declarations: [TypeDeclaration] = []
    private(set) var attributeUses: [AttributeUse] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Byte ranges of the declarations whose syntax errors matter (V9).
    private(set) var relevantRanges: [Range<Int>] = []

    private var scope: [String] = []
    /// The generic parameters in scope of each type being walked (its own and those of the types around it): a
    /// type nested in a generic type is generic too.
    private var genericScope: [[String]] = []
    /// Whether bodies can hold attribute uses worth recording; when the file never names one, function bodies are
    /// skipped (walking every node of a body costs more than parsing it).
    var visitsBodies = true
    private var conditionalDepth = 0

    /// The file's bytes, to look for annotations in bodies it skips; without them every body is walked.
    let source: [UInt8]?

    init(path: String, converter: SourceLocationConverter, source: [UInt8]? = nil) {
        self.path = path
        self.converter = converter
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            .class,
            name: Self.identifierText(node.name.text),
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: node.genericParameterClause,
            inheritance: node.inheritanceClause,
            members: node.memberBlock
        )
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            .struct,
            name: Self.identifierText(node.name.text),
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: node.genericParameterClause,
            inheritance: node.inheritanceClause,
            members: node.memberBlock
        )
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            .enum,
            name: Self.identifierText(node.name.text),
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: node.genericParameterClause,
            inheritance: node.inheritanceClause,
            members: node.memberBlock
        )
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            .actor,
            name: Self.identifierText(node.name.text),
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: node.genericParameterClause,
            inheritance: node.inheritanceClause,
            members: node.memberBlock
        )
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            .protocol,
            name: Self.identifierText(node.name.text),
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: nil,
            inheritance: node.inheritanceClause,
            members: node.memberBlock
        )
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            .extension,
            name: Self.typeText(node.extendedType),
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: nil,
            inheritance: node.inheritanceClause,
            members: node.memberBlock,
            isExtension: true
        )
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        conditionalDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigDeclSyntax) { conditionalDepth -= 1 }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        visitsBodies || mentionsAnnotation(Syntax(node)) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        visitsBodies || mentionsAnnotation(Syntax(node)) ? .visitChildren : .skipChildren
    }

    /// Whether the text of `node` holds `@ck.`: a body that does is walked, so an annotated local type is reported
    /// whatever else the file holds.
    private func mentionsAnnotation(_ node: Syntax) -> Bool {
        guard let source else { return true }
        let range = node.position.utf8Offset..<min(node.endPosition.utf8Offset, source.count)
        return ByteSearch.contains(source[range], Self.marker)
    }
    private static let marker = Array(AnnotationParser.prefix.utf8)

    // Bodies hold no declarations ckgen reads, only attribute uses.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordAttributeUse(node)
        return .visitChildren
    }

    private func enterType(
        _ kind: TypeDeclaration.Kind,
        name: String,
        node: Syntax,
        modifiers: DeclModifierListSyntax,
        generics: GenericParameterClauseSyntax?,
        inheritance: InheritanceClauseSyntax?,
        members: MemberBlockSyntax,
        isExtension: Bool = false
    ) -> SyntaxVisitorContinueKind {
        // An extension names its type in full; a nested type is qualified by the types around it.
        let qualifiedName = isExtension ? name : (scope.last.map { $0 + "." + name } ?? name)
        scope.append(qualifiedName)
        let genericParameters =
            (generics?.parameters.map { Self.identifierText($0.name.text) } ?? [])
            + (isExtension ? [] : genericScope.last ?? [])
        genericScope.append(genericParameters)
        // A type declared inside a function, closure or accessor is local: generated code, at file scope, cannot
        // name it. Whether bodies are walked at all depends on the file, so such types are never read.
        if Self.isLocal(node) {
            let annotations = annotations(of: node)
            if let first = annotations.first {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        id: "ckgen.parsing.localType",
                        "'\(name)' is declared inside a function or closure, where generated code cannot refer to it; "
                            + "ckgen ignores its '@ck.\(first.name)': declare the type outside the function",
                        at: location(of: node, name: true)
                    )
                )
            }
            return .skipChildren
        }
        let (access, _) = Self.accessLevel(modifiers, default: .internal)
        let memberDefault: AccessLevel =
            isExtension && modifiers.contains(where: { Self.accessKeyword($0) != nil }) ? access : .internal
        var declaration = TypeDeclaration(
            kind: kind,
            qualifiedName: qualifiedName,
            genericParameters: genericParameters,
            inheritedTypes: inheritance?.inheritedTypes.map { Self.typeText($0.type) } ?? [],
            access: access,
            isFinal: modifiers.contains { $0.name.tokenKind == .keyword(.final) },
            condition: Self.condition(of: node, stoppingAt: nil),
            annotations: annotations(of: node),
            location: location(of: node, name: true)
        )
        collectMembers(members.members, into: &declaration, defaultAccess: memberDefault)
        declarations.append(declaration)

        let annotated =
            !declaration.annotations.isEmpty
            || declaration.properties.contains { !$0.annotations.isEmpty }
            || declaration.methods.contains { !$0.annotations.isEmpty }
            || declaration.initializers.contains { !$0.annotations.isEmpty }
        let namedLikeOurs =
            ["Component", "Controller", "EventProxy"].contains { name.hasSuffix($0) }
            || declaration.inheritedTypes.contains { $0.contains("Component") || $0.contains("Controller") }
        if annotated || namedLikeOurs {
            relevantRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
        }
        return .visitChildren
    }

    private func leaveType() {
        scope.removeLast()
        genericScope.removeLast()
    }

    /// Whether `node` is declared inside a function body, closure or accessor.
    static func isLocal(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                || ancestor.is(AccessorBlockSyntax.self)
            {
                return true
            }
            if ancestor.is(MemberBlockSyntax.self) { return false }  // a member of a type: that type decides
            current = ancestor.parent
        }
        return false
    }

    /// A type's name as generated code writes it: `` `Foo` `` → `Foo`; backticks stay where Swift needs them
    /// (keywords, raw identifiers such as `` `3D` ``).
    static func identifierText(_ text: String) -> String {
        Identifiers.escapeKeyword(text.trimmingBackticks)
    }

    // MARK: Members

    private func collectMembers(
        _ items: MemberBlockItemListSyntax,
        into type: inout TypeDeclaration,
        defaultAccess: AccessLevel
    ) {
        for item in items {
            let decl = item.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                type.properties += properties(variable, defaultAccess: defaultAccess)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.methods.append(method(function, defaultAccess: defaultAccess))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(self.initializer(initializer, defaultAccess: defaultAccess))
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                type.typeAliases.append(
                    TypeAliasDeclaration(
                        name: alias.name.text.trimmingBackticks,
                        target: alias.initializer.value.trimmedDescription
                    )
                )
            } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested)? = clause.elements {
                        collectMembers(nested, into: &type, defaultAccess: defaultAccess)
                    }
                }
            }
        }
    }

    private func properties(_ node: VariableDeclSyntax, defaultAccess: AccessLevel) -> [PropertyDeclaration] {
        let (access, setterAccess) = Self.accessLevel(node.modifiers, default: defaultAccess)
        let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let annotations = annotations(of: Syntax(node))
        var result: [PropertyDeclaration] = []
        // `var a, b: Int` writes the type once, on the last binding.
        var trailingType: String?
        for binding in node.bindings.reversed() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let annotation = binding.typeAnnotation { trailingType = Self.typeText(annotation.type) }
            let type =
                binding.typeAnnotation.map { Self.typeText($0.type) }
                ?? Self.literalType(binding.initializer?.value) ?? (binding.initializer == nil ? trailingType : nil)
            var settable = !isLet
            var stored = true
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter:
                    settable = false
                    stored = false
                case .accessors(let list):
                    let kinds = list.map(\.accessorSpecifier.tokenKind)
                    let observersOnly = kinds.allSatisfy { $0 == .keyword(.willSet) || $0 == .keyword(.didSet) }
                    stored = observersOnly
                    settable = settable && (observersOnly || kinds.contains(.keyword(.set)))
                }
            }
            let optionalVar = !isLet && (type?.hasSuffix("?") ?? false)
            result.append(
                PropertyDeclaration(
                    name: pattern.identifier.text.trimmingBackticks,
                    type: type,
                    isSettable: settable && (setterAccess ?? access).isReachableFromOtherFiles,
                    isStatic: isStatic,
                    isStored: stored,
                    hasInitialValue: binding.initializer != nil || optionalVar,
                    access: access,
                    setterAccess: setterAccess,
                    annotations: annotations,
                    location: location(of: Syntax(pattern), name: false),
                    condition: Self.condition(of: Syntax(node), stoppingAt: SyntaxKind.memberBlock)
                )
            )
        }
        return result.reversed()
    }

    private func method(_ node: FunctionDeclSyntax, defaultAccess: AccessLevel) -> MethodDeclaration {
        let (access, _) = Self.accessLevel(node.modifiers, default: defaultAccess)
        let signature = node.signature
        return MethodDeclaration(
            name: node.name.text.trimmingBackticks,
            parameters: signature.parameterClause.parameters.map(Self.parameter),
            returnType: signature.returnClause.map { Self.typeText($0.type) },
            isStatic: node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) },
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: signature.effectSpecifiers?.throwsClause != nil,
            isGeneric: node.genericParameterClause != nil,
            hasInoutParameter: signature.parameterClause.parameters.contains {
                $0.type.is(AttributedTypeSyntax.self) && $0.type.trimmedDescription.hasPrefix("inout")
            },
            access: access,
            annotations: annotations(of: Syntax(node)),
            location: location(of: Syntax(node.name), name: false),
            condition: Self.condition(of: Syntax(node), stoppingAt: SyntaxKind.memberBlock)
        )
    }

    private func initializer(_ node: InitializerDeclSyntax, defaultAccess: AccessLevel) -> InitializerDeclaration {
        let (access, _) = Self.accessLevel(node.modifiers, default: defaultAccess)
        var superCalls: [[String]] = []
        if let body = node.body {
            let finder = SuperInitFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            superCalls = finder.labels
        }
        return InitializerDeclaration(
            parameters: node.signature.parameterClause.parameters.map(Self.parameter),
            isConvenience: node.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) },
            isRequired: node.modifiers.contains { $0.name.tokenKind == .keyword(.required) },
            isFailable: node.optionalMark != nil,
            access: access,
            superInitLabels: superCalls,
            annotations: annotations(of: Syntax(node)),
            location: location(of: Syntax(node.initKeyword), name: false),
            condition: Self.condition(of: Syntax(node), stoppingAt: SyntaxKind.memberBlock)
        )
    }

    private static func parameter(_ node: FunctionParameterSyntax) -> Parameter {
        let first = node.firstName.text.trimmingBackticks
        let label = first == "_" ? nil : first
        let name = node.secondName?.text.trimmingBackticks ?? first
        return Parameter(
            label: label,
            name: name,
            type: typeText(node.type),
            hasDefault: node.defaultValue != nil
        )
    }

    // MARK: Attribute uses

    private static let attributeNames: Set<String> = [
        "controlAction", "tapGesture", "panGesture", "longPressGesture", "gesture",
    ]

    private func recordAttributeUse(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return }
        let attribute = member.declName.baseName.text
        guard Self.attributeNames.contains(attribute) else { return }
        let argument =
            attribute == "gesture"
            ? call.arguments.first { $0.label?.text == "action" }
            : call.arguments.first
        let selector = argument?.expression.as(MemberAccessExprSyntax.self).flatMap { access in
            access.base == nil ? access.declName.baseName.text.trimmingBackticks : nil
        }
        attributeUses.append(
            AttributeUse(
                attribute: attribute,
                selector: selector,
                viewType: enclosingViewType(of: Syntax(call)),
                location: location(of: Syntax(member.declName), name: false)
            )
        )
    }

    /// `X` in `ViewConfiguration(X.self, [ … ])` around an attribute, if written that way.
    private func enclosingViewType(of node: Syntax) -> String? {
        var current = node.parent
        var depth = 0
        while let candidate = current, depth < 8 {
            if let call = candidate.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ViewConfiguration"
            {
                guard let first = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                    first.declName.baseName.text == "self", let base = first.base
                else { return nil }
                return base.trimmedDescription
            }
            current = candidate.parent
            depth += 1
        }
        return nil
    }

    // MARK: Annotations

    private func annotations(of node: Syntax) -> [Annotation] {
        var result: [Annotation] = []
        var offset = node.position.utf8Offset
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
                        .warning,
                        id: "ckgen.parsing.annotationInPlainComment",
                        "ckgen reads annotations from doc comments only; write '///' instead of '//'",
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

    private func parseCommentLine(_ text: Substring, at offset: Int, into result: inout [Annotation]) {
        let line = AnnotationParser.Line(text: text) { [unowned self] column in self.locate(offset + column) }
        switch AnnotationParser.parse(line) {
        case .annotation(let annotation)?: result.append(annotation)
        case .malformed(let diagnostic)?: diagnostics.append(diagnostic)
        case nil: break
        }
    }

    // MARK: Locations and modifiers

    private func locate(_ utf8Offset: Int) -> SourceLocation {
        let location = converter.location(for: AbsolutePosition(utf8Offset: utf8Offset))
        return SourceLocation(file: path, line: location.line, column: location.column)
    }

    private func location(of node: Syntax, name: Bool) -> SourceLocation {
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

    /// A type as written, on one line: a formatter may wrap `ComponentController<\n    Foo\n>` over several, and
    /// comments inside a type are dropped.
    static func typeText(_ type: TypeSyntax) -> String {
        var text = ""
        var afterAt = false
        for token in type.tokens(viewMode: .sourceAccurate) {
            // `borrowing`, `consuming`, `sending`, `__owned`, `__shared` say how a parameter is passed, not what its
            // type is (`inout` stays: ckgen reports inout parameters).
            if let specifier = token.parent?.as(SimpleTypeSpecifierSyntax.self), specifier.specifier.id == token.id,
                token.tokenKind != .keyword(.inout)
            {
                continue
            }
            var piece = token.text
            if case .identifier = token.tokenKind { piece = identifierText(piece) }
            if afterAt {
                text += piece + " "  // `@escaping `, `@Sendable `
                afterAt = false
            } else if piece == "@" {
                text += piece
                afterAt = true
            } else if piece == "," || piece == ":" {
                text += piece + " "
            } else if ["->", "throws", "async", "inout", "some", "any", "&"].contains(piece) {
                text += (text.isEmpty || text.hasSuffix(" ") ? "" : " ") + piece + " "
            } else {
                text += piece
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The combined `#if` condition around `node`, up to (not beyond) the nearest ancestor of kind `boundary`
    /// (a member block, for members: their type's own condition is recorded on the type).
    static func condition(of node: Syntax, stoppingAt boundary: SyntaxKind?) -> String? {
        var parts: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let boundary, ancestor.kind == boundary { break }
            if let clause = ancestor.as(IfConfigClauseSyntax.self),
                let list = clause.parent?.as(IfConfigClauseListSyntax.self)
            {
                var clauseParts: [String] = []
                for sibling in list {
                    let text = sibling.condition.map { "(" + $0.trimmedDescription + ")" }
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
        return simplify(parts.joined(separator: " && "))
    }

    /// `(DEBUG)` → `DEBUG`, when the whole condition is one parenthesised term.
    private static func simplify(_ condition: String) -> String {
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

    private static func accessKeyword(_ modifier: DeclModifierSyntax) -> AccessLevel? {
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
    static func literalType(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true, !genericStandardTypes.contains(callee.baseName.text)
        {
            return identifierText(callee.baseName.text)
        }
        return nil
    }
}

/// Finds `super.init(…)` calls and their argument labels.
private final class SuperInitFinder: SyntaxVisitor {
    var labels: [[String]] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.tokenKind == .keyword(.`init`)
        {
            labels.append(node.arguments.map { $0.label?.text ?? "_" })
        }
        return .visitChildren
    }
    // Closures inside the initializer do not call this class's super.init.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension String {
    /// `` `default` `` → `default`.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
