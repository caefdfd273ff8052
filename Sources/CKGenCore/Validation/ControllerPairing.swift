/// G2: pairs `FooComponent` with `FooComponentController` by name, for component classes and for struct descriptions
/// (whose controller is a `ComponentController<DescribedComponent<FooComponent>>`); V6: controller naming problems
/// and components with a controller but no scope.
extension ValidationContext {
    mutating func planPairings() {
        var paired: Set<String> = []
        for controller in index.entries where index.isController(controller) {
            guard let primary = controller.primary else { continue }
            guard let componentReference = index.componentType(ofController: controller) else {
                // `AnyComponentController` subclasses name no component type; nothing to pair.
                continue
            }
            // A description's controller is for the component it inflates into: `DescribedComponent<Foo>`.
            let described = TypeIndex.describedType(in: componentReference)
            guard let component = pairedComponent(of: controller, named: componentReference, described: described)
            else { continue }
            let isDescription = described != nil
            let named = described ?? componentReference
            let expected = (named.baseName ?? named.spelling) + "Controller"
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
            let conformance =
                isDescription ? RuntimeNames.describedControllerProviding : RuntimeNames.controllerProviding
            if component.inheritedTypes.contains(where: { $0.baseName == conformance }) {
                report(
                    .handWrittenConformance(
                        type: component.qualifiedName,
                        conformance: conformance,
                        remedy: "remove that conformance and let ckgen pair it with '\(controller.qualifiedName)'"
                    ),
                    at: component.location,
                    notes: [note(.declaredHere(controller.qualifiedName), at: controller.location)]
                )
                continue
            }
            // A description gets a scope whenever it has a controller: only classes declare theirs.
            if !isDescription { checkDeclaresScope(component, controller: controller) }
            let condition = [component.condition, controller.condition].compactMap { $0 }
            plan.pairings.append(
                PairingPlan(
                    component: component.qualifiedName,
                    controller: controller.qualifiedName,
                    typeIsPublic: index.effectiveAccess(of: component) >= .public,
                    condition: condition.isEmpty ? nil : Set(condition).sorted().joined(separator: " && "),
                    isDescription: isDescription
                )
            )
        }
        // Classes that look like controllers by name but are not paired: near misses (`FooControler`).
        let index = index
        // A description's controller is named after it as a component's is.
        let pairable = { (entry: TypeIndex.Entry) in index.isComponent(entry) || index.isDescription(entry) }
        for entry in index.entries where entry.isClass && !index.isController(entry) {
            guard let primary = entry.primary else { continue }
            guard entry.name.hasSuffix("Controller") || entry.name.hasSuffix("Controler") else { continue }
            let stem =
                entry.name.hasSuffix("Controler") ? String(entry.name.dropLast(9)) : String(entry.name.dropLast(10))
            if index.resolve(stem).map(pairable) == true || index.resolve(stem + "Component").map(pairable) == true {
                let component = index.resolve(stem).map(pairable) == true ? stem : stem + "Component"
                let componentEntry = index.resolve(component)
                if paired.contains(componentEntry?.qualifiedName ?? component) { continue }
                let isDescription = componentEntry.map { index.isDescription($0) } ?? false
                report(
                    isDescription
                        ? .notADescriptionController(entry.qualifiedName, description: component)
                        : .notAController(entry.qualifiedName, component: component),
                    at: primary.location,
                    notes: componentEntry.map { [note(.declaredHere($0.qualifiedName), at: $0.location)] } ?? [],
                    fixIts: Self.controllerFixIt(for: primary, component: component, isDescription: isDescription)
                        .map { [$0] } ?? []
                )
            }
        }
        plan.pairings.sort { $0.component < $1.component }
    }

    /// The component (or description) a controller is for, as its superclass names it: `componentReference`, or
    /// `described` when that is written `DescribedComponent<described>`. `nil`, with the problem reported, when the
    /// module has no such component or description.
    private func pairedComponent(
        of controller: TypeIndex.Entry,
        named componentReference: TypeReference,
        described: TypeReference?
    ) -> TypeIndex.Entry? {
        let location = controller.primary?.location ?? controller.location
        // The fix-its edit the name where it is written, and only when it is written as ckgen read it.
        let written = index.writtenComponentType(ofController: controller)
        if let described {
            if let description = index.resolve(described), index.isDescription(description) { return description }
            let suggestion = NameSuggestions.closest(
                to: described.baseName ?? described.spelling,
                in: index.entries.filter { index.isDescription($0) }.map(\.qualifiedName)
            )
            let name = written.flatMap { Self.describedName(in: $0, spelled: described.spelling) }
            let fixIts: [FixIt] =
                if let suggestion, let name {
                    [.replace(name.text, with: Identifiers.swiftTypeName(suggestion), at: name.location)]
                } else { [] }
            report(
                .missingDescription(described.spelling, controller: controller.qualifiedName, suggestion: suggestion),
                at: location,
                fixIts: fixIts
            )
            return nil
        }
        if let component = index.resolve(componentReference), index.isComponent(component) { return component }
        if let description = index.resolve(componentReference), index.isDescription(description) {
            let fixIts: [FixIt] =
                if let written, written.text == componentReference.spelling {
                    [.replace(written.text, with: "DescribedComponent<\(written.text)>", at: written.location)]
                } else { [] }
            report(
                .descriptionControllerNeedsDescribedComponent(
                    controller: controller.qualifiedName,
                    description: description.qualifiedName
                ),
                at: location,
                notes: [note(.declaredHere(description.qualifiedName), at: description.location)],
                fixIts: fixIts
            )
            return nil
        }
        let suggestion = NameSuggestions.closest(
            to: componentReference.baseName ?? componentReference.spelling,
            in: index.entries.filter { index.isComponent($0) }.map(\.qualifiedName)
        )
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
            at: location,
            fixIts: fixIts
        )
        return nil
    }

    /// Where `Foo` is written in `DescribedComponent<Foo>` (or `ComponentRuntime.DescribedComponent<Foo>`), when the
    /// argument is written exactly so, on one line, with the name spelt `spelling`.
    static func describedName(in written: WrittenText, spelled spelling: String) -> WrittenText? {
        for prefix in ["DescribedComponent<", "ComponentRuntime.DescribedComponent<"]
        where written.text == prefix + spelling + ">" {
            var location = written.location
            location.column += prefix.utf8.count
            return WrittenText(text: spelling, location: location)
        }
        return nil
    }

    /// What "did you mean 'final class FooComponentController: ComponentController<FooComponent>'" says: the
    /// class renamed, and its superclass replaced (or added, when it has none); for a description, the superclass is
    /// `ComponentController<DescribedComponent<FooComponent>>`. None for a generic class, whose inheritance clause
    /// comes after its parameters.
    static func controllerFixIt(for declaration: TypeDeclaration, component: String, isDescription: Bool = false)
        -> FixIt?
    {
        let name = Identifiers.swiftTypeName(component) + "Controller"
        let componentType =
            isDescription
            ? "DescribedComponent<\(Identifiers.swiftTypeName(component))>" : Identifiers.swiftTypeName(component)
        let superclass = "ComponentController<\(componentType)>"
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
