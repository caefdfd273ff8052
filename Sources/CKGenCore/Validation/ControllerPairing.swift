/// G2: pairs `FooComponent` with `FooComponentController` by name; V6: controller naming problems and
/// components with a controller but no scope.
extension ValidationContext {
    mutating func planPairings() {
        var paired: Set<String> = []
        for controller in index.entries where index.isController(controller) {
            guard let primary = controller.primary else { continue }
            guard let componentReference = index.componentType(ofController: controller) else {
                // `AnyComponentController` subclasses name no component type; nothing to pair.
                continue
            }
            let expected = (componentReference.baseName ?? componentReference.spelling) + "Controller"
            guard let component = index.resolve(componentReference), index.isComponent(component) else {
                let suggestion = NameSuggestions.closest(
                    to: componentReference.baseName ?? componentReference.spelling,
                    in: index.entries.filter { index.isComponent($0) }.map(\.qualifiedName)
                )
                // The fix-it edits the name where it is written, and only when it is written as ckgen read it.
                let written = index.writtenComponentType(ofController: controller)
                let fixIts: [FixIt] =
                    if let suggestion, let written, written.text == componentReference.spelling {
                        [.replace(written.text, with: Identifiers.swiftTypeName(suggestion), at: written.location)]
                    } else { [] }
                report(
                    .missingComponent(
                        componentReference.spelling,
                        controller: controller.qualifiedName,
                        suggestion: suggestion
                    ),
                    at: primary.location,
                    fixIts: fixIts
                )
                continue
            }
            guard controller.name == expected else {
                report(
                    .misnamedController(
                        controller.qualifiedName,
                        component: component.qualifiedName,
                        expected: expected
                    ),
                    at: primary.location,
                    notes: [note(.declaredHere(component.qualifiedName), at: component.location)],
                    fixIts: [.replace(controller.name, with: expected, at: primary.location)]
                )
                continue
            }
            guard paired.insert(component.qualifiedName).inserted else { continue }
            if component.isGeneric {
                report(.genericComponentWithController(component.qualifiedName), at: component.location)
                continue
            }
            if component.inheritedTypes.contains(where: { $0.baseName == RuntimeNames.controllerProviding }) {
                report(
                    .handWrittenConformance(
                        type: component.qualifiedName,
                        conformance: RuntimeNames.controllerProviding,
                        remedy: "remove that conformance and let ckgen pair it with '\(controller.qualifiedName)'"
                    ),
                    at: component.location,
                    notes: [note(.declaredHere(controller.qualifiedName), at: controller.location)]
                )
                continue
            }
            checkDeclaresScope(component, controller: controller)
            let condition = [component.condition, controller.condition].compactMap { $0 }
            plan.pairings.append(
                PairingPlan(
                    component: component.qualifiedName,
                    controller: controller.qualifiedName,
                    typeIsPublic: component.access >= .public,
                    condition: condition.isEmpty ? nil : Set(condition).sorted().joined(separator: " && ")
                )
            )
        }
        // Classes that look like controllers by name but are not paired: near misses (`FooControler`).
        for entry in index.entries where entry.isClass && !index.isController(entry) {
            guard let primary = entry.primary else { continue }
            guard entry.name.hasSuffix("Controller") || entry.name.hasSuffix("Controler") else { continue }
            let stem =
                entry.name.hasSuffix("Controler") ? String(entry.name.dropLast(9)) : String(entry.name.dropLast(10))
            if index.resolve(stem).map({ index.isComponent($0) }) == true
                || index.resolve(stem + "Component").map({ index.isComponent($0) }) == true
            {
                let component = index.resolve(stem).map { index.isComponent($0) } == true ? stem : stem + "Component"
                let componentEntry = index.resolve(component)
                if paired.contains(componentEntry?.qualifiedName ?? component) { continue }
                report(
                    .notAController(entry.qualifiedName, component: component),
                    at: primary.location,
                    notes: componentEntry.map { [note(.declaredHere($0.qualifiedName), at: $0.location)] } ?? [],
                    fixIts: Self.controllerFixIt(for: primary, component: component).map { [$0] } ?? []
                )
            }
        }
        plan.pairings.sort { $0.component < $1.component }
    }

    /// What "did you mean 'final class FooComponentController: ComponentController<FooComponent>'" says: the
    /// class renamed, and its superclass replaced (or added, when it has none). None for a generic class, whose
    /// inheritance clause comes after its parameters.
    static func controllerFixIt(for declaration: TypeDeclaration, component: String) -> FixIt? {
        let name = Identifiers.swiftTypeName(component) + "Controller"
        let superclass = "ComponentController<\(Identifiers.swiftTypeName(component))>"
        var edits: [TextEdit] = []
        if declaration.name != component + "Controller" {
            edits.append(
                TextEdit(location: declaration.location, length: declaration.name.utf8.count, replacement: name)
            )
        }
        if let inherited = declaration.firstInheritedType {
            edits.append(
                TextEdit(location: inherited.location, length: inherited.text.utf8.count, replacement: superclass)
            )
        } else if !declaration.hasGenericParameterClause {
            var end = declaration.location
            end.column += declaration.name.utf8.count
            edits.append(TextEdit(location: end, length: 0, replacement: ": " + superclass))
        } else {
            return nil
        }
        return FixIt("declare 'final class \(name): \(superclass)'", edits: edits)
    }

    /// A component with a controller must declare a scope, or it never gets its controller.
    private func checkDeclaresScope(_ component: TypeIndex.Entry, controller: TypeIndex.Entry) {
        let designated = component.initializers.filter { !$0.isConvenience }
        let declaresScope = designated.contains { initializer in
            initializer.superInitLabels.contains { $0.contains("scope") }
        }
        guard !declaresScope else { return }
        report(
            .missingScope(component: component.qualifiedName, controller: controller.qualifiedName),
            at: designated.first?.location ?? component.location,
            notes: [note(.declaredHere(controller.qualifiedName), at: controller.location)]
        )
    }
}
