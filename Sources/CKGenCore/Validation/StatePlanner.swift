/// G5: typed state for components that declare a `State` type.
extension ValidationContext {
    mutating func planStates() {
        for name in index.names {
            guard let entry = index[name], index.isComponent(entry) else { continue }
            let stateType = index[name + ".State"]
            let hasAlias = entry.all.contains { $0.typeAliases.contains("State") }
            guard stateType != nil || hasAlias else { continue }
            if entry.inheritedTypes.contains(where: { TypeName.baseName(of: $0) == "StatefulComponent" }) { continue }
            if entry.isGeneric {
                error(
                    "unsupportedDeclaration",
                    "ckgen cannot give the generic component '\(name)' typed state yet",
                    at: entry.location
                )
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
            if let state = stateType?.primary, canBeMadeWithoutArguments(state, entry: stateType) {
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
            error(
                "missingInitialState",
                "component '\(name)' has a State type but no 'static var initialState: State', and 'State()' cannot "
                    + "make one; declare the initial state",
                at: stateType?.location ?? entry.location
            )
        }
    }

    /// Whether `State()` compiles: a struct whose stored properties all start with a value, or any type with an
    /// `init()` of its own.
    private func canBeMadeWithoutArguments(_ state: TypeDeclaration, entry: TypeIndex.Entry?) -> Bool {
        let initializers = entry?.initializers ?? state.initializers
        if initializers.contains(where: { $0.parameters.allSatisfy(\.hasDefault) && !$0.isFailable }) { return true }
        guard state.kind == .struct, initializers.isEmpty else { return false }
        return state.properties.filter { !$0.isStatic && $0.isStored }.allSatisfy(\.hasInitialValue)
    }
}
