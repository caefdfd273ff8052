/// G3: selector constants and dispatch tables for `@ck.action` methods; V4 (signatures) and V5 (clashes).
extension ValidationContext {
    /// Selectors the runtime already declares.
    static let runtimeSelectors: [String: String] = ["gestureRecognizerShouldBegin": "gestureRecognizerShouldBegin:"]

    mutating func planActions() {
        var tables: [String: (entry: TypeIndex.Entry, rows: [(ActionEntryPlan, SourceLocation)])] = [:]
        for name in index.names {
            guard let entry = index[name] else { continue }
            for (method, condition) in entry.conditionedMethods {
                guard let action = annotation(.action, in: method.annotations) else { continue }
                annotatedActionNames.insert(method.name)
                guard entry.isClass else {
                    error(
                        "misplacedAnnotation",
                        "'@ck.action' needs a class (a component, controller, view or other Responder); "
                            + "'\(entry.qualifiedName)' is not one declared in this module",
                        at: action.location
                    )
                    continue
                }
                if entry.isGeneric {
                    error(
                        "unsupportedDeclaration",
                        "'@ck.action' cannot be used in the generic class '\(entry.qualifiedName)': its dispatch "
                            + "table is a static stored property, which Swift does not allow in a generic type; move "
                            + "the action to a non-generic superclass or subclass, or to the component's controller",
                        at: action.location
                    )
                    continue
                }
                guard checkReachable(method.access, member: method.fullName, annotation: "action", at: method.location),
                    var row = actionEntry(for: method)
                else { continue }
                row.condition = condition
                let selectorName = Self.selectorName(of: method)
                guard registerSelector(constant: method.name, name: selectorName, at: method.location) else { continue }
                var table = tables[name] ?? (entry, [])
                if let clash = table.rows.first(where: { $0.0.selectorConstant == row.selectorConstant }) {
                    error(
                        "duplicateSelector",
                        "'\(entry.qualifiedName)' has two actions for selector '\(selectorName)'",
                        at: method.location,
                        notes: [note("the other one is here", at: clash.1)]
                    )
                    continue
                }
                table.rows.append((row, method.location))
                tables[name] = table
            }
        }
        // Each table's ancestors with tables, worked out once: the subclasses of a root are found from them.
        let ancestorsByName = tables.mapValues { ancestorsWithTables(of: $0.entry, tables: tables) }
        let subclassesByRoot = Self.subclassesWithTables(tables: tables, ancestors: ancestorsByName)
        for (name, table) in tables.sorted(by: { $0.key < $1.key }) {
            if table.entry.inheritedTypes.contains(where: { TypeName.baseName(of: $0) == "ActionResponder" }) {
                error(
                    "handWrittenConformance",
                    "'\(name)' already conforms to 'ActionResponder' by hand; remove that conformance (and its table) "
                        + "and let ckgen write it from the '@ck.action' methods",
                    at: table.entry.location
                )
                continue
            }
            let ancestors = ancestorsByName[name] ?? []
            // A subclass answers for its superclasses' actions too, unless it handles the selector itself.
            var rows = table.rows.map(\.0)
            for ancestor in ancestors {
                for (row, _) in tables[ancestor]?.rows ?? []
                where !rows.contains(where: { $0.selectorConstant == row.selectorConstant }) {
                    rows.append(row)
                }
            }
            plan.actionTables.append(
                ActionTablePlan(
                    typeName: name,
                    entries: rows.sorted { $0.selectorConstant < $1.selectorConstant },
                    typeIsPublic: table.entry.access >= .public,
                    condition: table.entry.condition,
                    superclassWithTable: ancestors.first,
                    subclassesWithTables: ancestors.isEmpty ? subclassesByRoot[name] ?? [] : []
                )
            )
        }
        plan.selectors =
            selectorNames
            .filter { Self.runtimeSelectors[$0.key] != $0.value.name }
            .map { SelectorPlan(constant: Identifiers.escapeKeyword($0.key), name: $0.value.name) }
            .sorted { $0.constant < $1.constant }
    }

    /// The classes above `entry` that have tables, nearest first.
    private func ancestorsWithTables(
        of entry: TypeIndex.Entry,
        tables: [String: (entry: TypeIndex.Entry, rows: [(ActionEntryPlan, SourceLocation)])]
    ) -> [String] {
        index.superclassChain(of: entry).compactMap { index.resolve($0)?.qualifiedName }.filter { tables[$0] != nil }
    }

    /// For each class with a table and no ancestor with one: every class below it with a table, deepest first (an
    /// object's own class must be tested before its superclasses). One pass over the tables, so validation stays
    /// linear in the number of classes with actions.
    private static func subclassesWithTables(
        tables: [String: (entry: TypeIndex.Entry, rows: [(ActionEntryPlan, SourceLocation)])],
        ancestors: [String: [String]]
    ) -> [String: [SubclassTablePlan]] {
        var byRoot: [String: [(depth: Int, plan: SubclassTablePlan)]] = [:]
        for (name, table) in tables {
            guard let chain = ancestors[name], let root = chain.last else { continue }
            byRoot[root, default: []].append(
                (chain.count, SubclassTablePlan(typeName: name, condition: table.entry.condition))
            )
        }
        return byRoot.mapValues { subclasses in
            subclasses.sorted { $0.depth > $1.depth || ($0.depth == $1.depth && $0.plan.typeName < $1.plan.typeName) }
                .map(\.plan)
        }
    }

    /// The Objective-C-style name of an action's selector: `didTap` (no argument), `didTap:` (a sender),
    /// `didSelect:item:` (a sender and an argument labelled `item`).
    static func selectorName(of method: MethodDeclaration) -> String {
        guard method.parameters.count > 1 else {
            return method.name + String(repeating: ":", count: method.parameters.count)
        }
        return method.name + ":" + method.parameters.dropFirst().map { ($0.label ?? "") + ":" }.joined()
    }

    /// V4: which signatures an action may have.
    private func actionEntry(for method: MethodDeclaration) -> ActionEntryPlan? {
        let unsupported = {
            error(
                "unsupportedSignature",
                "'\(method.fullName)' cannot be an action: an action method takes nothing, a sender, or a sender and "
                    + "one argument (use a tuple for several), and returns nothing (or 'Bool', to answer a forwarded "
                    + "delegate question), without static, async, throws, inout or generic parameters",
                at: method.location
            )
        }
        if method.isStatic || method.isAsync || method.isThrowing || method.isGeneric || method.hasInoutParameter
            || method.parameters.count > 2
        {
            unsupported()
            return nil
        }
        let returnsBool = method.returnType.map { ["Bool", "Swift.Bool"].contains($0) } ?? false
        let returnsNothing = method.returnType == nil || method.returnType == "Void" || method.returnType == "()"
        guard (returnsNothing && method.parameters.count <= 2) || (returnsBool && method.parameters.count == 1) else {
            unsupported()
            return nil
        }
        let constant = Identifiers.escapeKeyword(method.name)
        guard let parameter = method.parameters.first else {
            return ActionEntryPlan(
                selectorConstant: constant,
                kind: .withoutSender,
                method: constant,
                senderLabel: nil,
                senderType: nil,
                condition: nil
            )
        }
        var entry = ActionEntryPlan(
            selectorConstant: constant,
            kind: returnsBool ? .predicate : .withSender,
            method: constant,
            senderLabel: parameter.label,
            senderType: parameter.type,
            condition: nil
        )
        if method.parameters.count == 2 {
            // ComponentKit's `CKAction<T>`: the sender, then one typed argument.
            entry.kind = .withArgument
            entry.argumentLabel = method.parameters[1].label
            entry.argumentType = method.parameters[1].type
        }
        return entry
    }

    /// V5: a selector constant names one selector in the whole module.
    private mutating func registerSelector(constant: String, name: String, at location: SourceLocation) -> Bool {
        if let existing = selectorNames[constant] {
            guard existing.name == name else {
                error(
                    "duplicateSelector",
                    "selector constant '\(constant)' would name both '\(existing.name)' and '\(name)'; actions with the "
                        + "same name must take the same number of arguments everywhere in the module",
                    at: location,
                    notes: [note("'\(existing.name)' is declared here", at: existing.location)]
                )
                return false
            }
            return true
        }
        if let builtin = Self.runtimeSelectors[constant], builtin != name {
            error(
                "duplicateSelector",
                "'\(constant)' is a selector ComponentRuntime already declares as '\(builtin)'; rename the method",
                at: location
            )
            return false
        }
        selectorNames[constant] = (name, location)
        return true
    }

    /// V7 (action attribute on a view that is statically not a control) and V8 (selector no responder handles).
    func checkAttributeUses() {
        for file in model.files {
            for use in file.attributeUses {
                if use.attribute == "controlAction", let viewType = use.viewType, index.isKnownNonControl(viewType) {
                    error(
                        "controlActionOnNonControl",
                        "'.controlAction' needs a UIControl, but '\(viewType)' is not one; use a UIControl subclass "
                            + "(such as UIButton) or a gesture attribute such as '.tapGesture'",
                        at: use.location
                    )
                }
                if let selector = use.selector, selectorNames[selector] == nil, Self.runtimeSelectors[selector] == nil,
                    !annotatedActionNames.contains(selector)
                {
                    warning(
                        "unhandledSelector",
                        "no responder in module '\(model.moduleName)' handles selector '\(selector)'; add '/// @ck.action' "
                            + "to a method named '\(selector)' (or ignore this if another module handles it)",
                        at: use.location
                    )
                }
            }
        }
    }
}
