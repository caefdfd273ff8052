/// The imports of the generated file. It names the types of the members it uses (an attribute's value, a
/// factory's arguments, an action's sender and argument), and a file declaring such a member may have found them
/// in another module (`import Models`, `var user: UserID?`): `CKGen.swift` imports what those files import, so the
/// names mean there what they mean where they were written.
extension ValidationContext {
    /// Modules generated code always imports, or must not: the runtime and Foundation (the template imports
    /// them), the standard library.
    private static let importedAnyway: Set<String> = ["ComponentRuntime", "Foundation", "Swift"]

    /// The imports of the files declaring the members `plan` uses, one per imported module (or declaration),
    /// sorted by path.
    func plannedImports(for plan: GenerationPlan) -> [ImportPlan] {
        let files = filesDeclaringUsedMembers(plan)
        guard !files.isEmpty else { return [] }
        var merged: [String: (plan: ImportPlan, implementationOnlyEverywhere: Bool)] = [:]
        for file in model.files where files.contains(file.path) {
            for declaration in file.imports {
                let module = declaration.module
                guard !Self.importedAnyway.contains(module), module != model.moduleName else { continue }
                let key = (declaration.kind.map { $0 + " " } ?? "") + declaration.path.joined(separator: ".")
                let implementationOnly = declaration.attributes.contains("@_implementationOnly")
                // `@_exported` re-exports the module from the user's file already; `@_implementationOnly` is kept
                // only when every file imports it so (mixing the two is a compiler warning).
                let attributes = declaration.attributes.filter { $0 != "@_exported" && $0 != "@_implementationOnly" }
                guard var entry = merged[key] else {
                    merged[key] = (
                        ImportPlan(
                            path: declaration.path,
                            kind: declaration.kind,
                            attributes: attributes,
                            access: declaration.access,
                            condition: declaration.condition
                        ),
                        implementationOnly
                    )
                    continue
                }
                for attribute in attributes where !entry.plan.attributes.contains(attribute) {
                    entry.plan.attributes.append(attribute)
                }
                entry.implementationOnlyEverywhere = entry.implementationOnlyEverywhere && implementationOnly
                if let access = declaration.access { entry.plan.access = max(entry.plan.access ?? access, access) }
                entry.plan.condition = Self.either(entry.plan.condition, declaration.condition)
                merged[key] = entry
            }
        }
        func order(_ plan: ImportPlan) -> (String, String) { (plan.path.joined(separator: "."), plan.kind ?? "") }
        return merged.values.sorted { order($0.plan) < order($1.plan) }.map { entry in
            var plan = entry.plan
            if entry.implementationOnlyEverywhere { plan.attributes.insert("@_implementationOnly", at: 0) }
            return plan
        }
    }

    /// The condition under which one of two imports holds: `nil` (always) when either is unconditional.
    private static func either(_ first: String?, _ second: String?) -> String? {
        guard let first, let second else { return nil }
        if first == second { return first }
        return "(\(first)) || (\(second))"
    }

    /// The paths of the files that declare a member the plan's generated code names the types of: a view's
    /// attributes and factories, an action's handler.
    private func filesDeclaringUsedMembers(_ plan: GenerationPlan) -> Set<String> {
        var files: Set<String> = []
        for view in plan.views {
            guard let entry = index[view.typeName] else { continue }
            var properties: Set<String> = []
            var methods: Set<String> = []
            for attribute in view.attributes {
                switch attribute.setter {
                case .property(let name): properties.insert(name)
                case .method(let name): methods.insert(name)
                }
            }
            for declaration in entry.all
            where declaration.properties.contains(where: { properties.contains($0.name) })
                || declaration.methods.contains(where: { methods.contains($0.name) })
                || (!view.factories.isEmpty && !declaration.initializers.isEmpty)
            {
                files.insert(declaration.location.file)
            }
        }
        for table in plan.actionTables {
            guard let entry = index[table.typeName] else { continue }
            let methods = Set(table.entries.filter { $0.senderType != nil }.map(\.method))
            guard !methods.isEmpty else { continue }
            for declaration in entry.all where declaration.methods.contains(where: { methods.contains($0.name) }) {
                files.insert(declaration.location.file)
            }
        }
        return files
    }
}
