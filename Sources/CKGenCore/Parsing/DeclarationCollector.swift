import SwiftSyntax

/// Walks one syntax tree and records every type, extension and member ckgen may need, with its annotations.
final class DeclarationCollector: SyntaxVisitor {
    let path: String
    let lines: LineTable

    var declarations: [TypeDeclaration] = []
    /// The `typealias` declarations at file scope (see ``ParsedFile/typeAliases``).
    var fileTypeAliases: [TypeAliasDeclaration] = []
    var attributeUses: [AttributeUse] = []
    var diagnostics: [Diagnostic] = []
    var imports: [ImportDeclaration] = []
    /// Byte ranges of the declarations whose syntax errors matter (V9).
    var relevantRanges: [Range<Int>] = []

    var scope: [String] = []
    /// The generic parameters in scope of each type being walked (its own and those of the types around it): a
    /// type nested in a generic type is generic too.
    var genericScope: [[String]] = []

    /// The file's bytes, to look for annotations in bodies it skips; without them every body is walked.
    let source: [UInt8]?

    /// Whether the file holds `@ck.` anywhere: a file that does not has no annotations to read in any doc comment
    /// (most files of a module; reading every declaration's comments was a twentieth of linting real code).
    let mentionsMarker: Bool
    /// Whether the file holds `#if` anywhere: a file that does not has no member under a condition, and working
    /// the condition out by walking every member's ancestors was a fiftieth of linting real code.
    let hasConditionals: Bool

    init(path: String, lines: LineTable, source: [UInt8]? = nil) {
        self.path = path
        self.lines = lines
        self.source = source
        mentionsMarker = source.map { ByteSearch.contains($0[...], Self.marker) } ?? true
        hasConditionals = source.map { ByteSearch.contains($0[...], Array("#if".utf8)) } ?? true
        super.init(viewMode: .sourceAccurate)
    }

    /// The `#if` condition around `node`, as ``condition(of:stoppingAt:)`` works it out, when the file has any.
    func conditionIfAny(of node: Syntax, stoppingAt boundary: SyntaxKind?) -> String? {
        hasConditionals ? condition(of: node, stoppingAt: boundary) : nil
    }

    // MARK: Types

    // One visitor per kind of type declaration (SyntaxVisitor dispatches on the node's type); they differ only in
    // the kind, the name and whether the declaration can have generic parameters.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.class, node, name: node.name.text, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.struct, node, name: node.name.text, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.enum, node, name: node.name.text, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.actor, node, name: node.name.text, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.protocol, node, name: node.name.text, generics: nil)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.extension, node, name: Self.extendedTypeName(node.extendedType), generics: nil)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    /// `Foo` in `ComponentController<Foo>` or `ComponentRuntime.ComponentController<Foo>`.
    static func firstGenericArgument(of type: TypeSyntax) -> Syntax? {
        let clause =
            type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
            ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.first.map { Syntax($0.argument) }
    }

    /// The name an extension extends, as the type's own declaration is named (`Outer.Inner`, without backticks),
    /// so the two meet; an extension of a specialised type (`Foo<Int>`) keeps its spelling.
    static func extendedTypeName(_ type: TypeSyntax) -> String {
        let reference = TypeReference(type)
        if case .named(let path, let arguments) = reference.shape, arguments.isEmpty {
            return path.joined(separator: ".")
        }
        return reference.spelling
    }

    private func enterType(
        _ kind: TypeDeclaration.Kind,
        _ node: some DeclGroupSyntax,
        name: String,
        generics: GenericParameterClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        enterType(
            kind,
            // Names are kept without backticks (`` `Type` `` → `Type`); rendering alone adds them where Swift needs them.
            name: kind == .extension ? name : name.trimmingBackticks,
            node: Syntax(node),
            modifiers: node.modifiers,
            generics: generics,
            inheritance: node.inheritanceClause,
            members: node.memberBlock,
            isExtension: kind == .extension
        )
    }

    // The walk looks for types. Members and statements hold none that ckgen reads (members are read from their
    // type, by collectMembers, and attribute uses are found from the text, by collectAttributeUses): their
    // children are only walked when their text holds `@ck.`, so an annotated local type is still reported.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        // Members' aliases are read with their type; one at file scope may name a type others extend.
        if scope.isEmpty && !Self.isLocal(Syntax(node)) {
            fileTypeAliases.append(
                TypeAliasDeclaration(
                    name: node.name.text.trimmingBackticks,
                    target: TypeReference(node.initializer.value, source: source)
                )
            )
        }
        return walkIfAnnotated(node)
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append(
            ImportDeclaration(
                path: node.path.map { $0.name.text.trimmingBackticks },
                kind: node.importKindSpecifier?.text,
                access: node.modifiers.lazy.compactMap(Self.accessKeyword).first,
                attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedDescription },
                condition: conditionIfAny(of: Syntax(node), stoppingAt: nil),
                location: locate(node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
            )
        )
        return .skipChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { walkIfAnnotated(node) }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if case .decl = node.item { return .visitChildren }
        return walkIfAnnotated(node)
    }

    private func walkIfAnnotated(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        mentionsAnnotation(Syntax(node)) ? .visitChildren : .skipChildren
    }

    /// Whether the text of `node` holds `@ck.`.
    private func mentionsAnnotation(_ node: Syntax) -> Bool {
        guard mentionsMarker else { return false }
        guard let source else { return true }
        let range = node.position.utf8Offset..<min(node.endPosition.utf8Offset, source.count)
        return ByteSearch.contains(source[range], Self.marker)
    }
    static let marker = Array(AnnotationParser.prefix.utf8)

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
            (generics?.parameters.map { $0.name.text.trimmingBackticks } ?? [])
            + (isExtension ? [] : genericScope.last ?? [])
        genericScope.append(genericParameters)
        // A type declared inside a function, closure or accessor is local: generated code, at file scope, cannot
        // name it. Whether bodies are walked at all depends on the file, so such types are never read.
        if Self.isLocal(node) {
            let annotations = annotations(of: node)
            if let first = annotations.first {
                diagnostics.append(
                    Diagnostic(
                        ParsingMessage.localType(name, annotation: first.name),
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
            inheritedTypes: inheritance?.inheritedTypes.map { TypeReference($0.type, source: source) } ?? [],
            access: access,
            isFinal: modifiers.contains { $0.name.tokenKind == .keyword(.final) },
            condition: conditionIfAny(of: node, stoppingAt: nil),
            annotations: annotations(of: node),
            location: location(of: node, name: true)
        )
        if let first = inheritance?.inheritedTypes.first?.type {
            declaration.firstInheritedType = WrittenText(
                text: writtenText(of: first),
                location: locate(first.positionAfterSkippingLeadingTrivia.utf8Offset)
            )
        }
        declaration.hasGenericParameterClause = generics != nil
        declaration.isGlobalActor = Self.marksGlobalActor(
            node.asProtocol((any WithAttributesSyntax).self)?.attributes
        )
        if let argument = inheritance?.inheritedTypes.first.flatMap({ Self.firstGenericArgument(of: $0.type) }) {
            declaration.superclassArgument = WrittenText(
                text: writtenText(of: argument),
                location: locate(argument.positionAfterSkippingLeadingTrivia.utf8Offset)
            )
        }
        collectMembers(members.members, into: &declaration, defaultAccess: memberDefault)
        declarations.append(declaration)

        if declaration.mayConcernCKGen {
            relevantRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
            // Generated code repeats the `#if` conditions around the declaration: a syntax error in one is ckgen's
            // to report too (the fuzzer found `#if os(Lenum inux)` copied into output that did not parse).
            var ancestor = node.parent
            while let current = ancestor {
                if let condition = current.as(IfConfigClauseSyntax.self)?.condition {
                    relevantRanges.append(condition.position.utf8Offset..<condition.endPosition.utf8Offset)
                }
                // So does one in the header of a type around it, whose name generated code writes too (the fuzzer
                // found `enum {` around an annotated view, whose missing name made `.Divider`).
                if let group = current.asProtocol((any DeclGroupSyntax).self) {
                    relevantRanges.append(
                        group.position.utf8Offset..<group.memberBlock.leftBrace.endPosition.utf8Offset
                    )
                }
                ancestor = current.parent
            }
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
}
