/// G3: selector constants and dispatch tables for `@ck.action` methods, of classes and of struct descriptions; V4
/// (signatures) and V5 (clashes).
extension ValidationContext {
    /// Selectors the runtime already declares.
    static let runtimeSelectors: [String: String] = ["gestureRecognizerShouldBegin": "gestureRecognizerShouldBegin:"]

    mutating func planActions() {
        var tables: [String: (entry: TypeIndex.Entry, rows: [(ActionEntryPlan, SourceLocation)])] = [:]
        // The names of the types with tables, in order: types are walked sorted by name.
        var tableNames: [String] = []
        for entry in index.entries where !entry.annotatedConditionedMethods.isEmpty {
            let name = entry.qualifiedName
            // One type's rows are gathered here, and stored once: they were copied out of the tables and back for
            // each method.
            var rows: [(ActionEntryPlan, SourceLocation)] = []
            // The rows of each selector constant, by index: a type may have thousands of actions, and looking
            // through all its rows for each method made checking it quadratic.
            var rowsBySelector: [String: [Int]] = [:]
            // A description's component is in the responder chain and forwards to the current description.
            let isDescription = !entry.isClass && index.isDescription(entry)
            for (method, condition) in entry.annotatedConditionedMethods {
                guard let action = annotation(.action, in: method.annotations) else { continue }
                annotatedActionNames.insert(method.name)
                guard entry.isClass || isDescription else {
                    report(.actionOutsideClass(type: entry.qualifiedName), at: action.location)
                    continue
                }
                if entry.isGeneric {
                    report(
                        isDescription
                            ? .genericActionDescription(entry.qualifiedName) : .genericActionClass(entry.qualifiedName),
                        at: action.location
                    )
                    continue
                }
                guard checkReachable(method.access, member: method.fullName, annotation: "action", at: method.location),
                    checkUsable(method, in: entry, annotation: action),
                    var row = actionEntry(for: method)
                else { continue }
                if isDescription && method.isMutating {
                    report(
                        .mutatingDescriptionAction(method: method.fullName, type: entry.qualifiedName),
                        at: method.location
                    )
                    continue
                }
                row.condition = condition
                // The handler is written in an extension of the type, outside the types around it.
                if row.senderType != nil { row.senderType = qualified(method.parameters[0].type, in: entry).spelling }
                if row.argumentType != nil {
                    row.argumentType = qualified(method.parameters[1].type, in: entry).spelling
                }
                let selectorName = Self.selectorName(of: method)
                guard registerSelector(constant: method.name, name: selectorName, at: method.location) else { continue }
                // An action in each branch of `#if A … #else` is one action per configuration, a row under each.
                let sameSelector = rowsBySelector[row.selectorConstant] ?? []
                if let clash = sameSelector.first(where: {
                    !ConditionExclusion.excludes(rows[$0].0.condition, condition)
                }) {
                    report(
                        .duplicateAction(type: entry.qualifiedName, selector: selectorName),
                        at: method.location,
                        notes: [note(.otherActionIsHere, at: rows[clash].1)]
                    )
                    continue
                }
                rowsBySelector[row.selectorConstant, default: []].append(rows.count)
                rows.append((row, method.location))
            }
            if !rows.isEmpty {
                tables[name] = (entry, rows)
                tableNames.append(name)
            }
        }
        // Each table's ancestors with tables, worked out once: the subclasses of a root are found from them.
        let ancestorsByName = tables.mapValues { ancestorsWithTables(of: $0.entry, tables: tables) }
        let subclassesByRoot = Self.subclassesWithTables(tables: tables, ancestors: ancestorsByName)
        for name in tableNames {
            guard let table = tables[name] else { continue }
            let isDescription = !table.entry.isClass
            let conformance = isDescription ? RuntimeNames.describedActionResponder : RuntimeNames.actionResponder
            if table.entry.inheritedTypes.contains(where: { $0.baseName == conformance }) {
                report(
                    .handWrittenConformance(
                        type: name,
                        conformance: conformance,
                        remedy: "remove that conformance (and its table) and let ckgen write it from the '@ck.action' "
                            + "methods"
                    ),
                    at: table.entry.location
                )
                continue
            }
            let ancestors = ancestorsByName[name] ?? []
            // A subclass answers for its superclasses' actions too, unless it handles the selector itself.
            var rows = table.rows.map(\.0)
            // The selectors answered so far, looked up rather than searched for (a table may have thousands).
            var answered = Set(rows.map(\.selectorConstant))
            for ancestor in ancestors {
                for (row, _) in tables[ancestor]?.rows ?? [] where answered.insert(row.selectorConstant).inserted {
                    rows.append(row)
                }
            }
            rows.sort { $0.selectorConstant < $1.selectorConstant }
            plan.actionTables.append(
                ActionTablePlan(
                    typeName: name,
                    entries: rows,
                    typeIsPublic: index.effectiveAccess(of: table.entry) >= .public,
                    condition: table.entry.condition,
                    superclassWithTable: ancestors.first,
                    subclassesWithTables: ancestors.isEmpty ? subclassesByRoot[name] ?? [] : [],
                    isDescription: isDescription
                )
            )
        }
        plan.selectors = selectorNames.compactMap { constant, selector in
            Self.runtimeSelectors[constant] == selector.name
                ? nil : SelectorPlan(constant: constant, name: selector.name)
        }
        plan.selectors.sort { $0.constant < $1.constant }
    }

    /// Whether the dispatch table (or strategy map) can call the annotated `method`; reports an error at the
    /// annotation when not.
    func checkUsable(_ method: MethodDeclaration, in entry: TypeIndex.Entry, annotation: Annotation) -> Bool {
        guard let reason = whyUnusable(unavailability: method.unavailability, attributeNames: method.attributeNames)
        else { return true }
        report(
            .unusableMember(method.fullName, type: entry.qualifiedName, reason: reason, annotation: annotation.name),
            at: annotation.location
        )
        return false
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
            report(.unsupportedAction(method: method.fullName), at: method.location)
        }
        if method.isStatic || method.isAsync || method.isThrowing || method.isGeneric || method.hasInoutParameter
            || method.parameters.count > 2
        {
            unsupported()
            return nil
        }
        if let (name, specifier) = Self.unpassableParameter(in: method.parameters) {
            report(
                .unpassableParameter(method: method.fullName, parameter: name, specifier: specifier, role: "an action"),
                at: method.location
            )
            return nil
        }
        let returnsBool = method.returnType?.names("Bool") ?? false
        let returnsNothing =
            method.returnType.map { $0.names("Void") || $0.isEmptyTuple } ?? true
        guard (returnsNothing && method.parameters.count <= 2) || (returnsBool && method.parameters.count == 1) else {
            unsupported()
            return nil
        }
        let constant = method.name
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
            senderType: parameter.type.spelling,
            condition: nil
        )
        if method.parameters.count == 2 {
            // ComponentKit's `CKAction<T>`: the sender, then one typed argument.
            entry.kind = .withArgument
            entry.argumentLabel = method.parameters[1].label
            entry.argumentType = method.parameters[1].type.spelling
        }
        return entry
    }

    /// V5: a selector constant names one selector in the whole module.
    private mutating func registerSelector(constant: String, name: String, at location: SourceLocation) -> Bool {
        if let existing = selectorNames[constant] {
            guard existing.name == name else {
                report(
                    .selectorConstantClash(constant, existing: existing.name, new: name),
                    at: location,
                    notes: [note(.declaredHere(existing.name), at: existing.location)]
                )
                return false
            }
            return true
        }
        if let builtin = Self.runtimeSelectors[constant], builtin != name {
            report(.runtimeSelectorClash(constant, builtin: builtin), at: location)
            return false
        }
        selectorNames[constant] = (name, location)
        return true
    }

    /// V7 (action attribute on a view that is statically not a control) and V8 (selector no responder handles).
    ///
    /// V8 reads every attribute use of the module, in a class's `render()` or a description's `body` alike, and asks
    /// whether any responder (a class or a description with `@ck.action` methods) handles its selector. When one
    /// method of such a type has the selector's name but no annotation, the warning points at it and its fix-it
    /// adds the annotation; otherwise, when the selector's name is close to one the module declares
    /// (`.didTapRefesh` beside `didTapRefresh`), the warning asks whether that one was meant, and its fix-it
    /// renames the use.
    func checkAttributeUses() {
        // Made at the first unhandled selector: nearly every module has none.
        var unannotated: [String: [(type: TypeIndex.Entry, method: MethodDeclaration)]]?
        // The selectors a misspelt one may be near, made at the first unhandled selector too.
        var known: [(name: String, length: Int)]?
        for file in model.files {
            for use in file.attributeUses {
                if use.attribute == "controlAction", let viewType = use.viewType, index.isKnownNonControl(viewType) {
                    report(
                        .controlActionOnNonControl(viewType: viewType),
                        at: use.location,
                        notes: index.resolve(viewType).map { [note(.declaredHere($0.qualifiedName), at: $0.location)] }
                            ?? []
                    )
                }
                if let selector = use.selector, selectorNames[selector] == nil, Self.runtimeSelectors[selector] == nil,
                    !annotatedActionNames.contains(selector)
                {
                    if unannotated == nil { unannotated = unannotatedHandlers() }
                    let candidates = unannotated?[selector] ?? []
                    let candidate = candidates.count == 1 ? candidates[0] : nil
                    let method = candidate.map { ($0.type.qualifiedName + "." + $0.method.fullName, $0.method) }
                    // `.didTapRefesh` beside `didTapRefresh`: a misspelling, unless a method of that name exists.
                    if known == nil {
                        known = Set(selectorNames.keys).union(annotatedActionNames)
                            .union(Self.runtimeSelectors.keys).map { ($0, $0.count) }
                    }
                    if method == nil, let at = use.selectorLocation,
                        let suggestion = Self.misspelling(of: selector, in: known ?? [])
                    {
                        report(
                            .unhandledSelector(selector, module: model.moduleName, suggestion: suggestion),
                            at: at,
                            fixIts: [FixIt.replace(selector, with: suggestion, at: at)]
                        )
                        continue
                    }
                    report(
                        .unhandledSelector(selector, module: model.moduleName),
                        at: use.location,
                        notes: method.map { [note(.declaredHere($0.0), at: $0.1.location)] } ?? [],
                        fixIts: method.flatMap { Self.annotationFixIt(for: $0.1) }.map { [$0] } ?? []
                    )
                }
            }
        }
    }

    /// The selector among `known` (the module's and the runtime's) whose name is close to `selector`, if one is.
    /// Only names of about the same length are compared, so a module with thousands of selectors and of unhandled
    /// uses is not checked pair by pair.
    private static func misspelling(of selector: String, in known: [(name: String, length: Int)]) -> String? {
        let length = selector.count
        let limit = max(2, length / 4)
        let near = known.filter { abs($0.length - length) <= limit }.map(\.name)
        return near.isEmpty ? nil : NameSuggestions.closest(to: selector, in: near)
    }

    /// The methods, by name, that could handle an action if they were annotated: instance methods of the module's
    /// classes and descriptions that generated code can reach, with at most a sender and an argument, none of the
    /// modifiers an action may not have, and no annotation.
    private func unannotatedHandlers() -> [String: [(type: TypeIndex.Entry, method: MethodDeclaration)]] {
        var handlers: [String: [(type: TypeIndex.Entry, method: MethodDeclaration)]] = [:]
        for entry in index.entries where entry.isClass || index.isDescription(entry) {
            for method in entry.methods
            where method.annotations.isEmpty && method.parameters.count <= 2 && method.access.isReachableFromOtherFiles
                && !(method.isStatic || method.isAsync || method.isThrowing || method.isGeneric
                    || method.hasInoutParameter || method.isMutating || method.unavailability != nil)
            {
                handlers[method.name, default: []].append((entry, method))
            }
        }
        return handlers
    }

    /// Adds `/// @ck.action` on a line of its own above `method`, indented as the declaration is. When the method
    /// has the annotation in a plain comment (`// @ck.action`), makes that comment a doc comment instead: the same
    /// fix-it as the parser's warning about it, so `lint --fix` applies it once and adds no second line.
    static func annotationFixIt(for method: MethodDeclaration) -> FixIt? {
        if let comment = method.plainCommentAnnotation { return FixIt.replace("//", with: "///", at: comment) }
        guard let start = method.start else { return nil }
        let indentation = String(repeating: " ", count: max(start.column - 1, 0))
        return FixIt(
            "add '/// @ck.action' to '\(method.fullName)'",
            edits: [TextEdit(location: start, length: 0, replacement: "/// @ck.action\n" + indentation)]
        )
    }
}
