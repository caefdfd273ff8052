/// G5: typed state for components that declare a `State` type.
extension ValidationContext {
    mutating func planStates() {
        for name in index.names {
            guard let entry = index[name], index.isComponent(entry) else { continue }
            let stateType = index[name + ".State"]
            let alias = entry.all.lazy.flatMap(\.typeAliases).first { $0.name == "State" }
            guard stateType != nil || alias != nil else { continue }
            if entry.inheritedTypes.contains(where: { TypeName.baseName(of: $0) == RuntimeNames.statefulComponent }) {
                continue
            }
            let declaresInitialState = entry.properties.contains { $0.isStatic && $0.name == "initialState" }
            if declaresInitialState {
                plan.states.append(
                    StatePlan(
                        component: name,
                        synthesizesInitialState: false,
                        typeIsPublic: entry.access >= .public,
                        condition: entry.condition
                    )
                )
                continue
            }
            if canMakeState(nested: stateType, alias: alias) {
                plan.states.append(
                    StatePlan(
                        component: name,
                        synthesizesInitialState: true,
                        typeIsPublic: entry.access >= .public,
                        condition: entry.condition
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
    static func isStandardTypeWithEmptyInitializer(_ type: String) -> Bool {
        var text = Substring(type.filter { !$0.isWhitespace })
        for prefix in ["Swift.", "Foundation."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("["), text.hasSuffix("]") { return true }  // [T] and [K: V]
        let base = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? String(text)
        if text.contains("<") { return ["Array", "Dictionary", "Set", "ContiguousArray"].contains(base) }
        return standardTypesWithEmptyInitializer.contains(base)
    }

    static let standardTypesWithEmptyInitializer: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "CGFloat", "String", "Substring", "Data", "Date",
    ]

    /// Whether `State()` compiles: a struct whose stored properties all start with a value, or any type with an
    /// `init()` of its own.
    private func canBeMadeWithoutArguments(_ state: TypeDeclaration, entry: TypeIndex.Entry?) -> Bool {
        let initializers = entry?.initializers ?? state.initializers
        if initializers.contains(where: { $0.parameters.allSatisfy(\.hasDefault) && !$0.isFailable }) { return true }
        guard state.kind == .struct, initializers.isEmpty else { return false }
        return state.properties.filter { !$0.isStatic && $0.isStored }.allSatisfy(\.hasInitialValue)
    }
}
