/// Builds the values the templates read: every piece of Swift is prepared here, so templates only place it.
enum TemplateContext {
    static func make(_ plan: GenerationPlan, accessLevel: GeneratedAccessLevel) -> [String: Any] {
        let access = accessLevel == .public ? "public " : ""
        let hasActions = !plan.selectors.isEmpty || !plan.actionTables.isEmpty
        let hasEvents = !plan.events.isEmpty || !plan.proxies.isEmpty
        return [
            "module": Identifiers.commentText(plan.moduleName),
            "access": access,
            "hasContent": !plan.isEmpty,
            "hasViews": !plan.views.isEmpty,
            "views": plan.views.map { view(for: $0, access: access) },
            "hasPairings": !plan.pairings.isEmpty,
            "pairings": plan.pairings.map {
                conditioned(
                    [
                        "component": $0.component, "controller": $0.controller,
                        "access": witnessAccess(access, $0.typeIsPublic),
                    ],
                    $0.condition
                )
            },
            "hasActions": hasActions,
            "hasSelectors": !plan.selectors.isEmpty,
            "selectors": plan.selectors.map {
                ["constant": $0.constant, "nameLiteral": Identifiers.stringLiteral($0.name), "access": access]
            },
            "actionTables": plan.actionTables.map { table in
                actionTable(table, access: access)
            },
            "hasEvents": hasEvents,
            "hasEventNames": !plan.events.isEmpty,
            "events": plan.events.map {
                ["constant": $0.constant, "nameLiteral": Identifiers.stringLiteral($0.name), "access": access]
            },
            "proxies": plan.proxies.map { proxy in
                conformance(
                    typeName: proxy.typeName,
                    access: witnessAccess(access, proxy.typeIsPublic),
                    rowsKey: "strategies",
                    rows: proxy.strategies.map {
                        conditioned(["eventConstant": $0.eventConstant, "closure": closure(for: $0)], $0.condition)
                    },
                    condition: proxy.condition
                )
            },
            "hasStates": !plan.states.isEmpty,
            "states": plan.states.map {
                conditioned(
                    [
                        "component": $0.component, "synthesizesInitialState": $0.synthesizesInitialState,
                        "access": witnessAccess(access, $0.typeIsPublic),
                    ],
                    $0.condition
                )
            },
        ]
    }

    // MARK: G1

    private static func view(for view: ViewPlan, access: String) -> [String: Any] {
        var argumentTypes: [[String: Any]] = []
        let attributes: [[String: Any]] = view.attributes.map { attribute in
            let parameterList = attribute.parameters.map(declaration).joined(separator: ", ")
            let applyStatement: String
            let valueExpression: String
            switch (attribute.setter, attribute.argumentsType) {
            case (.property(let name), _):
                applyStatement = "view.\(name) = value"
                valueExpression = "value"
            case (.method(let name), let argumentsType?):
                let arguments = attribute.parameters.map {
                    argument($0, value: "value.\(Identifiers.escapeKeyword($0.name))")
                }
                applyStatement = "view.\(name)(\(arguments.joined(separator: ", ")))"
                let fields = attribute.parameters.map { "\($0.name): \(Identifiers.escapeKeyword($0.name))" }
                valueExpression = "\(view.typeName).\(argumentsType)(\(fields.joined(separator: ", ")))"
                argumentTypes.append(
                    conditioned(
                        [
                            "name": argumentsType,
                            "conformance": "Equatable",
                            "access": access,
                            "doc": Identifiers.commentText(
                                "The arguments of `\(attribute.member)`, as one `Equatable` attribute value."
                            ),
                            "fields": attribute.parameters.map {
                                [
                                    "name": Identifiers.escapeKeyword($0.name), "type": $0.type.spelling,
                                    "access": access,
                                ]
                            },
                        ],
                        attribute.condition
                    )
                )
            case (.method(let name), nil):
                let parameter = attribute.parameters[0]
                applyStatement = "view.\(name)(\(argument(parameter, value: "value")))"
                valueExpression = Identifiers.escapeKeyword(parameter.name)
            }
            let doc: String
            switch attribute.setter {
            case .property: doc = "Sets `\(attribute.member)`."
            case .method: doc = "Calls `\(attribute.member)`."
            }
            return conditioned(
                [
                    "name": attribute.name,
                    "access": access,
                    "doc": Identifiers.commentText(doc),
                    "parameterList": parameterList,
                    "identifierLiteral": identifierExpression(attribute),
                    "applyStatement": applyStatement,
                    "valueExpression": valueExpression,
                ],
                attribute.condition
            )
        }
        let factories: [[String: Any]] = view.factories.map { factory in
            let fields = factory.parameters.map { "\($0.name): \(Identifiers.escapeKeyword($0.name))" }
            let arguments = factory.parameters.map { argument($0, value: Identifiers.escapeKeyword($0.name)) }
            argumentTypes.append(
                conditioned(
                    [
                        "name": factory.argumentsType,
                        "conformance": "Hashable",
                        "access": access,
                        "doc": Identifiers.commentText(
                            "The arguments of `\(view.typeName)" + initializerName(factory)
                                + "`, which tell interchangeable views apart."
                        ),
                        "fields": factory.parameters.map {
                            ["name": Identifiers.escapeKeyword($0.name), "type": $0.type.spelling, "access": access]
                        },
                    ],
                    factory.condition
                )
            )
            return conditioned(
                [
                    "name": factory.name,
                    "access": access,
                    "initializer": "\(view.typeName)" + initializerName(factory),
                    "parameterList": factory.parameters.map(declaration).joined(separator: ", "),
                    "identifierLiteral": Identifiers.stringLiteral(factory.identifier),
                    "argumentsExpression":
                        "\(view.typeName).\(factory.argumentsType)(\(fields.joined(separator: ", ")))",
                    "construction": "\(view.typeName)(\(arguments.joined(separator: ", ")))",
                ],
                factory.condition
            )
        }
        let (subject, aliasDeclaration) = whereClauseSubject(view.typeName, access: access)
        var values: [String: Any] = [
            "typeName": view.typeName,
            "subject": subject,
            "attributes": attributes,
            "hasArgumentTypes": !argumentTypes.isEmpty,
            "argumentTypes": argumentTypes,
            "hasFactories": !factories.isEmpty,
            "factories": factories,
        ]
        if let aliasDeclaration { values["aliasDeclaration"] = aliasDeclaration }
        return conditioned(values, view.condition)
    }

    /// The attribute's identifier as a Swift expression: a literal, with the state appended for a per-state
    /// setter in the runtime's own form (`….setTitle(_:for:).1`), so `.normal` and `.highlighted` on one view are
    /// two attributes rather than a duplicate.
    static func identifierExpression(_ attribute: AttributePlan) -> String {
        let literal = Identifiers.stringLiteral(attribute.identifier)
        guard let state = attribute.stateParameter else { return literal }
        return Identifiers.stringLiteral(attribute.identifier + ".") + " + String("
            + Identifiers.escapeKeyword(state) + ".rawValue)"
    }

    /// The generic parameter of the runtime types whose extensions the templates constrain
    /// (`extension ComponentRuntime.AttributeValue where V: …`, `extension ComponentRuntime.ViewClass where V == …`).
    static let runtimeGenericParameters: Set<String> = ["V"]

    /// How a where clause names `typeName`: as written, unless its first component is the generic parameter's name
    /// (a view named `V` would read `where V: V`, the parameter constrained by itself). Then through a type alias
    /// ckgen declares beside the extension, with ckgen's `_CKGen` prefix.
    static func whereClauseSubject(_ typeName: String, access: String) -> (String, String?) {
        let first = typeName.split(separator: ".").first.map(String.init) ?? typeName
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
        rowsKey: String,
        rows: [[String: Any]],
        condition: String?
    ) -> [String: Any] {
        conditioned(
            [
                "typeName": typeName,
                "access": access,
                rowsKey: rows,
                "hasConditionalEntries": rows.contains { $0["condition"] != nil },
                "unconditionalEntries": rows.filter { $0["condition"] == nil },
                "conditionalEntries": rows.filter { $0["condition"] != nil },
            ],
            condition
        )
    }

    /// A conformance of a public type to a runtime protocol needs public members, whatever the access level.
    private static func witnessAccess(_ access: String, _ typeIsPublic: Bool) -> String {
        typeIsPublic ? "public " : access
    }

    /// `values` plus a `condition` key when there is a condition (templates test for the key's presence).
    private static func conditioned(_ values: [String: Any], _ condition: String?) -> [String: Any] {
        guard let condition else { return values }
        var copy = values
        copy["condition"] = condition
        return copy
    }

    private static func initializerName(_ factory: FactoryPlan) -> String {
        ".init(" + factory.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// `_ image: Image?`, `for state: ControlState`, `style: AvatarStyle`.
    private static func declaration(_ parameter: Parameter) -> String {
        let name = Identifiers.escapeKeyword(parameter.name)
        switch parameter.label {
        case nil: return "_ \(name): \(parameter.type)"
        case parameter.name?: return "\(name): \(parameter.type)"
        case let label?: return "\(label) \(name): \(parameter.type)"
        }
    }

    /// `value.image` or `for: value.state`, as an argument in a call.
    private static func argument(_ parameter: Parameter, value: String) -> String {
        parameter.label.map { "\($0): \(value)" } ?? value
    }

    // MARK: G3, G4

    /// One class's dispatch table. A class alone in its hierarchy declares the conformance with the table as
    /// `actionTable`. In a hierarchy where several classes have tables, the topmost declares the conformance, each
    /// class keeps its table in a property of its own, and `actionTable` answers with the table of the object's
    /// own class (a static member's `self` is the dynamic class): a static property cannot be overridden.
    private static func actionTable(_ table: ActionTablePlan, access: String) -> [String: Any] {
        let inHierarchy = table.superclassWithTable != nil || !table.subclassesWithTables.isEmpty
        var values = conformance(
            typeName: table.typeName,
            access: witnessAccess(access, table.typeIsPublic),
            rowsKey: "entries",
            rows: table.entries.map {
                conditioned(["selectorConstant": $0.selectorConstant, "handler": handler(for: $0)], $0.condition)
            },
            condition: table.condition
        )
        values["declaresConformance"] = table.superclassWithTable == nil
        values["tableProperty"] = inHierarchy ? tableProperty(of: table.typeName) : "actionTable"
        // Outside the conformance's extension, nothing makes the table's property main-actor isolated, as the
        // table's initializer is.
        values["tableAccess"] = inHierarchy ? "@MainActor " + access : witnessAccess(access, table.typeIsPublic)
        values["hasSubclassTables"] = !table.subclassesWithTables.isEmpty
        values["subclassTables"] = table.subclassesWithTables.map { subclass -> [String: Any] in
            var row: [String: Any] = [
                "subclassName": subclass.typeName, "subclassProperty": tableProperty(of: subclass.typeName),
            ]
            if let condition = subclass.condition { row["subclassCondition"] = condition }
            return row
        }
        return values
    }

    /// `_CKGenActionTable_Outer_Inner`: the property holding one class's table in a hierarchy of tables.
    static func tableProperty(of typeName: String) -> String {
        "_CKGenActionTable_"
            + typeName.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: ".", with: "_")
    }

    private static func handler(for entry: ActionEntryPlan) -> String {
        switch entry.kind {
        case .withoutSender:
            return ".withoutSender { target in target.\(entry.method)() }"
        case .withSender, .predicate:
            let call = "target.\(entry.method)(\(entry.senderLabel.map { "\($0): sender" } ?? "sender"))"
            return ".\(entry.kind.rawValue) { (target, sender: \(entry.senderType ?? "AnyObject?")) in \(call) }"
        case .withArgument:
            let sender = entry.senderLabel.map { "\($0): sender" } ?? "sender"
            let argument = entry.argumentLabel.map { "\($0): argument" } ?? "argument"
            return ".withArgument { (target, sender: \(entry.senderType ?? "AnyObject?"), "
                + "argument: \(entry.argumentType ?? "Any")) in target.\(entry.method)(\(sender), \(argument)) }"
        }
    }

    private static func closure(for strategy: StrategyPlan) -> String {
        guard strategy.takesUserInfo else { return "{ proxy, _ in proxy.\(strategy.method)() }" }
        let argument = strategy.userInfoLabel.map { "\($0): userInfo" } ?? "userInfo"
        return "{ proxy, userInfo in proxy.\(strategy.method)(\(argument)) }"
    }
}
