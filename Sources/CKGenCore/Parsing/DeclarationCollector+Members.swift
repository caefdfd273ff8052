import SwiftSyntax

/// Members: properties, methods and initializers, read into Model values.
extension DeclarationCollector {
    func collectMembers(
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
                        target: TypeReference(alias.initializer.value, source: source)
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

    func properties(_ node: VariableDeclSyntax, defaultAccess: AccessLevel) -> [PropertyDeclaration] {
        let (access, setterAccess) = Self.accessLevel(node.modifiers, default: defaultAccess)
        let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let annotations = annotations(of: Syntax(node))
        let wrapperNames = Self.capitalizedAttributeNames(node.attributes)
        let unavailability = Self.unavailability(node.attributes)
        var result: [PropertyDeclaration] = []
        // `var a, b: Int` writes the type once, on the last binding.
        var trailingType: TypeReference?
        for binding in node.bindings.reversed() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let written = binding.typeAnnotation.map { TypeReference($0.type, source: source) }
            if let written { trailingType = written }
            let type =
                written ?? Self.literalType(binding.initializer?.value)
                ?? (binding.initializer == nil ? trailingType : nil)
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
            let optionalVar: Bool
            if !isLet, case .optional? = type?.shape { optionalVar = true } else { optionalVar = false }
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
                    condition: conditionIfAny(of: Syntax(node), stoppingAt: SyntaxKind.memberBlock),
                    wrapperNames: wrapperNames,
                    unavailability: unavailability
                )
            )
        }
        return result.reversed()
    }

    func method(_ node: FunctionDeclSyntax, defaultAccess: AccessLevel) -> MethodDeclaration {
        let (access, _) = Self.accessLevel(node.modifiers, default: defaultAccess)
        let signature = node.signature
        let reported = diagnostics.count
        let annotations = annotations(of: Syntax(node))
        return MethodDeclaration(
            name: node.name.text.trimmingBackticks,
            parameters: signature.parameterClause.parameters.map(parameter),
            returnType: signature.returnClause.map { TypeReference($0.type, source: source) },
            isStatic: node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) },
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: signature.effectSpecifiers?.throwsClause != nil,
            isGeneric: node.genericParameterClause != nil,
            hasInoutParameter: signature.parameterClause.parameters.contains {
                $0.type.is(AttributedTypeSyntax.self) && writtenText(of: $0.type).hasPrefix("inout")
            },
            isMutating: node.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) },
            access: access,
            annotations: annotations,
            location: location(of: Syntax(node.name), name: false),
            condition: conditionIfAny(of: Syntax(node), stoppingAt: SyntaxKind.memberBlock),
            start: location(of: Syntax(node), name: false),
            attributeNames: Self.capitalizedAttributeNames(node.attributes),
            unavailability: Self.unavailability(node.attributes),
            plainCommentAnnotation: Self.plainCommentAnnotation(in: diagnostics[reported...])
        )
    }

    func initializer(_ node: InitializerDeclSyntax, defaultAccess: AccessLevel) -> InitializerDeclaration {
        let (access, _) = Self.accessLevel(node.modifiers, default: defaultAccess)
        var superCalls: [[String]] = []
        if let body = node.body {
            let finder = SuperInitFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            superCalls = finder.labels
        }
        return InitializerDeclaration(
            parameters: node.signature.parameterClause.parameters.map(parameter),
            isConvenience: node.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) },
            isRequired: node.modifiers.contains { $0.name.tokenKind == .keyword(.required) },
            isFailable: node.optionalMark != nil,
            access: access,
            superInitLabels: superCalls,
            annotations: annotations(of: Syntax(node)),
            location: location(of: Syntax(node.initKeyword), name: false),
            condition: conditionIfAny(of: Syntax(node), stoppingAt: SyntaxKind.memberBlock),
            isGeneric: node.genericParameterClause != nil
                || node.signature.parameterClause.parameters.contains {
                    $0.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
                },
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            attributeNames: Self.capitalizedAttributeNames(node.attributes),
            unavailability: Self.unavailability(node.attributes)
        )
    }

    func parameter(_ node: FunctionParameterSyntax) -> Parameter {
        let first = node.firstName.text.trimmingBackticks
        let label = first == "_" ? nil : first
        let name = node.secondName?.text.trimmingBackticks ?? first
        return Parameter(
            label: label,
            name: name,
            type: TypeReference(node.type, source: source),
            hasDefault: node.defaultValue != nil
        )
    }
}

/// Finds `super.init(…)` calls and their argument labels.
final class SuperInitFinder: SyntaxVisitor {
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
