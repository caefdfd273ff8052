/// Builds the values the templates read: every piece of Swift is prepared here, so templates only place it.
///
/// The values are typed (``RenderValue``) from the start: building `[String: Any]` dictionaries and then
/// finding out what each value was cost more than rendering them. The general template engine gets the same
/// values as `[String: Any]` (``make(_:accessLevel:)``).
enum TemplateContext {
    typealias Object = RenderObject

    /// The values as the general template engine reads them.
    static func make(_ plan: GenerationPlan, accessLevel: GeneratedAccessLevel) -> [String: Any] {
        values(plan, accessLevel: accessLevel).untyped
    }

    /// The values for `plan`. With `items` (the plan items' hashes), the lists of the root carry them as their
    /// elements' keys, for ``RenderedPieces``.
    static func values(_ plan: GenerationPlan, accessLevel: GeneratedAccessLevel, items: PlanHash.Items? = nil)
        -> Object
    {
        let access = accessLevel == .public ? "public " : ""
        let hasActions = !plan.selectors.isEmpty || !plan.actionTables.isEmpty
        let hasEvents = !plan.events.isEmpty || !plan.proxies.isEmpty
        return [
            .module: .text(Identifiers.commentText(plan.moduleName)),
            .access: .text(access),
            .hasContent: .flag(!plan.isEmpty),
            .imports: text(importLines(plan.imports, publicCode: accessLevel == .public)),
            .hasViews: .flag(!plan.views.isEmpty),
            .views: .objects(plan.views, keys: items?.views) { view(for: $0, access: access) },
            .hasPairings: .flag(!plan.pairings.isEmpty),
            .pairings: .objects(plan.pairings, keys: items?.pairings) {
                let component = swiftType($0.component)
                return [
                    .component: .text(component), .controller: .text(swiftType($0.controller)),
                    .access: .text(witnessAccess($0.typeIsPublic)), .condition: text($0.condition),
                    .componentType: .text($0.isDescription ? describedComponent(component) : component),
                    .describedConformance: describedConformance(
                        RuntimeNames.describedControllerProviding,
                        $0.isDescription
                    ),
                ]
            },
            .hasActions: .flag(hasActions),
            .hasSelectors: .flag(!plan.selectors.isEmpty),
            .selectors: .objects(plan.selectors, keys: items?.selectors) {
                [
                    .constant: .text(swift($0.constant)), .nameLiteral: .text(SwiftSpelling.stringLiteral($0.name)),
                    .access: .text(access),
                ]
            },
            .actionTables: .objects(plan.actionTables, keys: items?.actionTables) { table in
                actionTable(table, access: access)
            },
            .hasEvents: .flag(hasEvents),
            .hasEventNames: .flag(!plan.events.isEmpty),
            .events: .objects(plan.events, keys: items?.events) {
                [
                    .constant: .text(swift($0.constant)), .nameLiteral: .text(SwiftSpelling.stringLiteral($0.name)),
                    .access: .text(access),
                ]
            },
            .proxies: .objects(plan.proxies, keys: items?.proxies) { proxy in
                conformance(
                    typeName: swiftType(proxy.typeName),
                    access: witnessAccess(proxy.typeIsPublic),
                    rowsKey: .strategies,
                    rows: proxy.strategies.map {
                        [
                            .eventConstant: .text(swift($0.eventConstant)), .closure: .text(closure(for: $0)),
                            .condition: text($0.condition),
                        ]
                    },
                    condition: proxy.condition
                )
            },
            .hasStates: .flag(!plan.states.isEmpty),
            .states: .objects(plan.states, keys: items?.states) {
                [
                    .component: .text(swiftType($0.component)),
                    .synthesizesInitialState: .flag($0.synthesizesInitialState),
                    .access: .text(witnessAccess($0.typeIsPublic)), .condition: text($0.condition),
                    .describedConformance: describedConformance(
                        RuntimeNames.describedStatefulComponent,
                        $0.isDescription
                    ),
                ]
            },
        ]
    }

    // MARK: Imports

    /// The lines importing what the files of the members used import (see ``ImportPlan``), each under its
    /// condition; `nil` for none. An access level written on them is kept, but no higher than the generated
    /// code's own: a `public import` that no public declaration uses is a compiler warning.
    static func importLines(_ imports: [ImportPlan], publicCode: Bool) -> String? {
        guard !imports.isEmpty else { return nil }
        var lines: [String] = []
        for plan in imports {
            var line = plan.attributes.map { $0 + " " }.joined()
            if let access = plan.access { line += (publicCode ? access : min(access, .internal)).rawValue + " " }
            line += "import "
            if let kind = plan.kind { line += kind + " " }
            line += plan.path.map(swift).joined(separator: ".")
            if let condition = plan.condition {
                lines += ["#if " + condition, line, "#endif"]
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: G1

    private static func view(for view: ViewPlan, access requested: String) -> Object {
        let typeName = swiftType(view.typeName)
        // Public only where that compiles: a public member cannot name an internal type (the view, nested in an
        // internal type or not, or a parameter's).
        let viewAccess = view.typeIsPublic ? requested : ""
        var argumentTypes: [RenderValue] = []
        let attributes: [RenderValue] = view.attributes.map { attribute in
            let access = attribute.canBePublic ? viewAccess : ""
            let parameterList = commaSeparated(attribute.parameters.map(declaration))
            let applyStatement: String
            let valueExpression: String
            switch (attribute.setter, attribute.argumentsType) {
            case (.property(let name), _):
                applyStatement = concat("view.", swift(name), " = value")
                valueExpression = "value"
            case (.method(let name), let argumentsType?):
                let arguments = attribute.parameters.map {
                    argument($0, value: concat("value.", swift($0.name)))
                }
                applyStatement = concat("view.", swift(name), "(", commaSeparated(arguments), ")")
                let fields = attribute.parameters.map { concat($0.name, ": ", swift($0.name)) }
                valueExpression = concat(typeName, ".", argumentsType, "(", commaSeparated(fields), ")")
                argumentTypes.append(
                    .object([
                        .name: .text(argumentsType),
                        .conformance: "Equatable",
                        .access: .text(access),
                        .doc: .text(
                            Identifiers.commentText(
                                "The arguments of `\(attribute.member)`, as one `Equatable` attribute value."
                            )
                        ),
                        .fields: argumentFields(attribute.parameters, access: access),
                        .condition: text(attribute.condition),
                    ])
                )
            case (.method(let name), nil):
                let parameter = attribute.parameters[0]
                applyStatement = concat("view.", swift(name), "(", argument(parameter, value: "value"), ")")
                valueExpression = swift(parameter.name)
            }
            let doc: String
            switch attribute.setter {
            case .property: doc = concat("Sets `", attribute.member, "`.")
            case .method: doc = concat("Calls `", attribute.member, "`.")
            }
            return .object([
                .name: .text(swift(attribute.name)),
                .access: .text(access),
                .doc: .text(Identifiers.commentText(doc)),
                .parameterList: .text(parameterList),
                .identifierLiteral: .text(identifierExpression(attribute)),
                .applyStatement: .text(applyStatement),
                .valueExpression: .text(valueExpression),
                .condition: text(attribute.condition),
            ])
        }
        let factories: [RenderValue] = view.factories.map { factory in
            let access = factory.canBePublic ? viewAccess : ""
            // A factory named as the view's type (`_ThemedView`, `🎨View`: no leading capital to lower) hides
            // the type inside its extension; there the constrained `V` names it.
            let made = hidesTypeName(factory.name, view.typeName) ? "V" : typeName
            let fields = factory.parameters.map { concat($0.name, ": ", swift($0.name)) }
            let arguments = factory.parameters.map { argument($0, value: swift($0.name)) }
            argumentTypes.append(
                .object([
                    .name: .text(factory.argumentsType),
                    .conformance: "Hashable",
                    .access: .text(access),
                    .doc: .text(
                        Identifiers.commentText(
                            "The arguments of `\(typeName)" + initializerName(factory)
                                + "`, which tell interchangeable views apart."
                        )
                    ),
                    .fields: argumentFields(factory.parameters, access: access),
                    .condition: text(factory.condition),
                ])
            )
            return .object([
                .name: .text(swift(factory.name)),
                .access: .text(access),
                .initializer: .text(concat(typeName, initializerName(factory))),
                .parameterList: .text(commaSeparated(factory.parameters.map(declaration))),
                .identifierLiteral: .text(SwiftSpelling.stringLiteral(factory.identifier)),
                .argumentsExpression: .text(
                    concat(made, ".", factory.argumentsType, "(", commaSeparated(fields), ")")
                ),
                .construction: .text(concat(made, "(", commaSeparated(arguments), ")")),
                .condition: text(factory.condition),
            ])
        }
        let (subject, aliasDeclaration) = whereClauseSubject(typeName, access: viewAccess)
        return [
            .typeName: .text(typeName),
            .subject: .text(subject),
            .aliasDeclaration: text(aliasDeclaration),
            .attributes: .list(attributes),
            .hasArgumentTypes: .flag(!argumentTypes.isEmpty),
            .argumentTypes: .list(argumentTypes),
            .hasFactories: .flag(!factories.isEmpty),
            .factories: .list(factories),
            .condition: text(view.condition),
        ]
    }

    /// Whether a member named `member` hides the type `typeName` (a qualified name without backticks) inside an
    /// extension: it has the name of the type's first component.
    static func hidesTypeName(_ member: String, _ typeName: String) -> Bool {
        let first = typeName.utf8.prefix { $0 != UInt8(ascii: ".") }
        return first.elementsEqual(member.utf8)
    }

    /// The attribute's identifier as a Swift expression: a literal, with the state appended for a per-state
    /// setter in the runtime's own form (`….setTitle(_:for:).1`), so `.normal` and `.highlighted` on one view are
    /// two attributes rather than a duplicate.
    static func identifierExpression(_ attribute: AttributePlan) -> String {
        let literal = SwiftSpelling.stringLiteral(attribute.identifier)
        guard let state = attribute.stateParameter else { return literal }
        return SwiftSpelling.stringLiteral(attribute.identifier + ".") + " + String("
            + swift(state) + ".rawValue)"
    }

    /// The generic parameter of the runtime types whose extensions the templates constrain
    /// (`extension ComponentRuntime.AttributeValue where V: …`, `extension ComponentRuntime.ViewClass where V == …`).
    static let runtimeGenericParameters: Set<String> = ["V"]

    /// How a where clause names `typeName`: as written, unless its first component is the generic parameter's name
    /// (a view named `V` would read `where V: V`, the parameter constrained by itself). Then through a type alias
    /// ckgen declares beside the extension, with ckgen's `_CKGen` prefix.
    static func whereClauseSubject(_ typeName: String, access: String) -> (String, String?) {
        // A name of one component without backticks (nearly all) is its own first component: not split.
        let first =
            isSimple(typeName) ? typeName : typeName.split(separator: ".").first.map(String.init) ?? typeName
        guard runtimeGenericParameters.contains(first.trimmingBackticks) else { return (typeName, nil) }
        let alias =
            "_CKGenView_" + typeName.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: ".", with: "_")
        return (alias, "\(access)typealias \(alias) = \(typeName)")
    }

    /// A conformance whose table (dispatch table or strategy map) has rows, some perhaps inside `#if`: the
    /// templates write a literal when no row is conditional, and build the table step by step when one is.
    private static func conformance(
        typeName: String,
        access: String,
        rowsKey: RenderKey,
        rows: [Object],
        condition: String?,
        more: [(RenderKey, RenderValue?)] = []
    ) -> Object {
        // The rows are sorted into both lists in one pass, and the object is made with all its values at once
        // (setting values after made its list grow).
        var all: [RenderValue] = []
        all.reserveCapacity(rows.count)
        var unconditional: [RenderValue] = []
        var conditional: [RenderValue] = []
        for row in rows {
            all.append(.object(row))
            if row[.condition] == nil { unconditional.append(.object(row)) } else { conditional.append(.object(row)) }
        }
        let values: [(RenderKey, RenderValue?)] = [
            (.typeName, .text(typeName)),
            (.access, .text(access)),
            (rowsKey, .list(all)),
            (.hasConditionalEntries, .flag(!conditional.isEmpty)),
            (.unconditionalEntries, .list(unconditional)),
            (.conditionalEntries, .list(conditional)),
            (.condition, text(condition)),
        ]
        return Object(fields: more.isEmpty ? values : values + more)
    }

    /// A conformance of a public type to a runtime protocol needs public members, whatever the access level asked
    /// for; any other type's take none: `public` there does not compile when the type is public only by its own
    /// declaration, nested in an internal one.
    private static func witnessAccess(_ typeIsPublic: Bool) -> String {
        typeIsPublic ? "public " : ""
    }

    /// `ComponentRuntime.DescribedComponent<Type>`: the component a description inflates into.
    private static func describedComponent(_ typeName: String) -> String {
        concat("ComponentRuntime.", RuntimeNames.describedComponent, "<", typeName, ">")
    }

    /// For a description, the runtime protocol its conformance names instead of the class's (written in full:
    /// `ComponentRuntime.DescribedActionResponder`); absent for a class, whose templates name the class's own.
    private static func describedConformance(_ name: String, _ isDescription: Bool) -> RenderValue? {
        isDescription ? .text(concat("ComponentRuntime.", name)) : nil
    }

    /// An optional text, absent when `nil`: templates test for the presence of a `condition` or an
    /// `aliasDeclaration`.
    private static func text(_ value: String?) -> RenderValue? {
        value.map(RenderValue.text)
    }

    /// The fields of an arguments struct.
    private static func argumentFields(_ parameters: [Parameter], access: String) -> RenderValue {
        .list(
            parameters.map {
                .object([
                    .name: .text(swift($0.name)), .type: .text($0.type.spelling),
                    .access: .text(access),
                ])
            }
        )
    }

    private static func initializerName(_ factory: FactoryPlan) -> String {
        ".init(" + factory.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// `_ image: Image?`, `for state: ControlState`, `style: AvatarStyle`.
    private static func declaration(_ parameter: Parameter) -> String {
        let name = swift(parameter.name)
        switch parameter.label {
        case nil: return concat("_ ", name, ": ", parameter.type.spelling)
        case parameter.name?: return concat(name, ": ", parameter.type.spelling)
        case let label?: return concat(label, " ", name, ": ", parameter.type.spelling)
        }
    }

    /// `value.image` or `for: value.state`, as an argument in a call.
    private static func argument(_ parameter: Parameter, value: String) -> String {
        parameter.label.map { concat($0, ": ", value) } ?? value
    }

    // MARK: G3, G4

    /// One class's dispatch table. A class alone in its hierarchy declares the conformance with the table as
    /// `actionTable`. In a hierarchy where several classes have tables, the topmost declares the conformance, each
    /// class keeps its table in a property of its own, and `actionTable` answers with the table of the object's
    /// own class (a static member's `self` is the dynamic class): a static property cannot be overridden.
    ///
    /// A description's table declares `DescribedActionResponder`; its target is the description's
    /// `DescribedComponent`, and each row runs the method on the current description (`target.perform { … }`).
    private static func actionTable(_ table: ActionTablePlan, access: String) -> Object {
        let inHierarchy = table.superclassWithTable != nil || !table.subclassesWithTables.isEmpty
        let typeName = swiftType(table.typeName)
        let describedConformance = describedConformance(RuntimeNames.describedActionResponder, table.isDescription)
        return conformance(
            typeName: typeName,
            access: witnessAccess(table.typeIsPublic),
            rowsKey: .entries,
            rows: table.entries.map {
                [
                    .selectorConstant: .text(swift($0.selectorConstant)),
                    .handler: .text(handler(for: $0, onDescription: table.isDescription)),
                    .condition: text($0.condition),
                ]
            },
            condition: table.condition,
            more: [
                // A description declares the described protocol's conformance instead of the class's.
                (.declaresConformance, .flag(table.superclassWithTable == nil && describedConformance == nil)),
                (.describedConformance, describedConformance),
                (.tableTarget, .text(table.isDescription ? describedComponent(typeName) : typeName)),
                (.tableProperty, .text(inHierarchy ? tableProperty(of: table.typeName) : "actionTable")),
                // Outside the conformance's extension, nothing makes the table's property main-actor isolated, as
                // the table's initializer is.
                (
                    .tableAccess,
                    .text(
                        inHierarchy
                            ? "@MainActor " + (table.typeIsPublic ? access : "") : witnessAccess(table.typeIsPublic)
                    )
                ),
                (.hasSubclassTables, .flag(!table.subclassesWithTables.isEmpty)),
                (
                    .subclassTables,
                    .objects(table.subclassesWithTables) { subclass in
                        [
                            .subclassName: .text(swiftType(subclass.typeName)),
                            .subclassProperty: .text(tableProperty(of: subclass.typeName)),
                            .subclassCondition: text(subclass.condition),
                        ]
                    }
                ),
            ]
        )
    }

    /// `_CKGenActionTable_Outer_Inner`: the property holding one class's table in a hierarchy of tables.
    static func tableProperty(of typeName: String) -> String {
        "_CKGenActionTable_"
            + (isSimple(typeName)
                ? typeName : typeName.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: ".", with: "_"))
    }

    /// Whether a type name has one component and no backticks: what splitting it at dots and removing backticks
    /// leave as it is.
    private static func isSimple(_ typeName: String) -> Bool {
        !typeName.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "`") }
    }

    /// A row's handler: `target.method(…)`, or for a description `target.perform { $0.method(…) }`, which runs the
    /// method on the current description with its component as the handler (so its state updates reach the scope).
    private static func handler(for entry: ActionEntryPlan, onDescription: Bool) -> String {
        let method = onDescription ? concat("perform { $0.", swift(entry.method)) : swift(entry.method)
        let close = onDescription ? " } }" : " }"
        switch entry.kind {
        case .withoutSender:
            return concat(".withoutSender { target in target.", method, "()", close)
        case .withSender, .predicate:
            let sender = entry.senderLabel.map { concat($0, ": sender") } ?? "sender"
            return concat(
                ".",
                entry.kind.rawValue,
                " { (target, sender: ",
                entry.senderType ?? "AnyObject?",
                ") in target.",
                method,
                "(",
                sender,
                ")",
                close
            )
        case .withArgument:
            let sender = entry.senderLabel.map { "\($0): sender" } ?? "sender"
            let argument = entry.argumentLabel.map { "\($0): argument" } ?? "argument"
            return ".withArgument { (target, sender: \(entry.senderType ?? "AnyObject?"), "
                + "argument: \(entry.argumentType ?? "Any")) in target.\(method)(\(sender), \(argument))\(close)"
        }
    }

    private static func closure(for strategy: StrategyPlan) -> String {
        let method = swift(strategy.method)
        guard strategy.takesUserInfo else { return concat("{ proxy, _ in proxy.", method, "() }") }
        let argument = strategy.userInfoLabel.map { concat($0, ": userInfo") } ?? "userInfo"
        return concat("{ proxy, userInfo in proxy.", method, "(", argument, ") }")
    }

    // MARK: Text

    /// `parts` one after another, as ``Identifiers/concatenated(_:)-([String])`` writes them.
    private static func concat(_ parts: String...) -> String { Identifiers.concatenated(parts) }

    /// `a, b, c`: a list of arguments or parameters. Most have one element, which is the list.
    private static func commaSeparated(_ items: [String]) -> String {
        items.count == 1 ? items[0] : items.joined(separator: ", ")
    }

    // MARK: Names

    /// A member name as Swift writes it: in backticks when it is a keyword or not a plain identifier. The plan
    /// holds names without backticks; rendering alone adds them.
    static func swift(_ name: String) -> String { SwiftSpelling.name(name) }

    /// A qualified type name as Swift writes it, each component escaped: `` Outer.`Type` ``.
    static func swiftType(_ name: String) -> String { SwiftSpelling.typeName(name) }
}
