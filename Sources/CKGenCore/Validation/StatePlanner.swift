/// G5: typed state for components and struct descriptions that declare a `State` type.
extension ValidationContext {
    mutating func planStates() {
        for entry in index.entries where index.isComponent(entry) || index.isDescription(entry) {
            let name = entry.qualifiedName
            let stateType = index[name + ".State"]
            let alias = entry.all.lazy.flatMap(\.typeAliases).first { $0.name == "State" }
            guard stateType != nil || alias != nil else { continue }
            // A description's typed state is `DescribedStatefulComponent` (its component is the runtime's).
            let isDescription = !entry.isClass
            let conformance = isDescription ? RuntimeNames.describedStatefulComponent : RuntimeNames.statefulComponent
            if entry.inheritedTypes.contains(where: { $0.baseName == conformance }) {
                continue
            }
            // The runtime keeps and hands out copies of state: a `~Copyable` State cannot be typed state.
            let stateEntry = stateType ?? alias.flatMap { index.resolve($0.target) }
            if let stateEntry, Self.suppressesCopyable(stateEntry) {
                report(.nonCopyableState(component: name), at: stateEntry.location)
                continue
            }
            let declaresInitialState = entry.properties.contains { $0.isStatic && $0.name == "initialState" }
            if declaresInitialState {
                plan.states.append(
                    StatePlan(
                        component: name,
                        synthesizesInitialState: false,
                        typeIsPublic: index.effectiveAccess(of: entry) >= .public,
                        condition: entry.condition,
                        isDescription: isDescription
                    )
                )
                continue
            }
            if canMakeState(nested: stateType, alias: alias) {
                plan.states.append(
                    StatePlan(
                        component: name,
                        synthesizesInitialState: true,
                        typeIsPublic: index.effectiveAccess(of: entry) >= .public,
                        condition: entry.condition,
                        isDescription: isDescription
                    )
                )
                continue
            }
            report(
                .missingInitialState(component: name),
                at: stateType?.location ?? entry.location
            )
        }
    }

    /// Whether a type is declared `~Copyable` (in its declaration or an extension's list).
    static func suppressesCopyable(_ entry: TypeIndex.Entry) -> Bool {
        entry.inheritedTypes.contains { reference in
            let spelling = reference.spelling.filter { !$0.isWhitespace }
            return spelling == "~Copyable" || spelling == "~Swift.Copyable"
        }
    }

    /// Whether `State()` compiles, for a nested `State` type or a `typealias State = …`.
    private func canMakeState(nested: TypeIndex.Entry?, alias: TypeAliasDeclaration?) -> Bool {
        if let state = nested?.primary { return canBeMadeWithoutArguments(state, entry: nested) }
        guard let target = alias?.target else { return false }
        if Self.isStandardTypeWithEmptyInitializer(target) { return true }
        guard let aliased = index.resolve(target), let state = aliased.primary else { return false }
        return canBeMadeWithoutArguments(state, entry: aliased)
    }

    /// Standard library and Foundation types whose `init()` makes a value: `Bool()` is `false`, `[Item]()` is
    /// empty. Optionals are not among them: `Optional<T>` has no `init()`.
    static func isStandardTypeWithEmptyInitializer(_ type: TypeReference) -> Bool {
        switch type.shape {
        case .array, .dictionary: return true
        case .named(var path, let arguments):
            if path.count == 2, ["Swift", "Foundation"].contains(path[0]) { path.removeFirst() }
            guard path.count == 1 else { return false }
            if !arguments.isEmpty { return ["Array", "Dictionary", "Set", "ContiguousArray"].contains(path[0]) }
            return standardTypesWithEmptyInitializer.contains(path[0])
        default: return false
        }
    }

    static let standardTypesWithEmptyInitializer: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "CGFloat", "String", "Substring", "Data", "Date",
    ]

    /// Whether `State()` compiles in another file of the module, on the main actor: a struct whose stored
    /// properties all start with a value and that declares no initializer, or any type with an `init()` of its own
    /// that generated code can call (not private, failable, throwing, async, unavailable or isolated elsewhere).
    private func canBeMadeWithoutArguments(_ state: TypeDeclaration, entry: TypeIndex.Entry?) -> Bool {
        let initializers = entry?.initializers ?? state.initializers
        let callable = initializers.contains {
            $0.parameters.allSatisfy(\.hasDefault) && !$0.isFailable && !$0.isThrowing && !$0.isAsync
                && $0.access.isReachableFromOtherFiles
                && whyUnusable(unavailability: $0.unavailability, attributeNames: $0.attributeNames) == nil
        }
        if callable { return true }
        guard state.kind == .struct, initializers.isEmpty else { return false }
        return state.properties.filter { !$0.isStatic && $0.isStored }.allSatisfy(\.hasInitialValue)
    }
}
