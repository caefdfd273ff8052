/// G1: attribute tables for `@ck.view` classes, with V2, V3 and V5 checks on their members.
extension ValidationContext {
    mutating func planViews() {
        for name in index.names {
            guard let entry = index[name] else { continue }
            let viewAnnotation = entry.primary.flatMap { annotation(.view, in: $0.annotations) }
            reportStrayAttributeAnnotations(entry, isView: viewAnnotation != nil && entry.isClass)
            guard let viewAnnotation, entry.isClass, let primary = entry.primary else { continue }
            if entry.isGeneric {
                report(.genericView(entry.qualifiedName), at: viewAnnotation.location)
                continue
            }
            guard checkReachable(primary.access, member: entry.qualifiedName, annotation: "view", at: primary.location)
            else {
                continue
            }
            var attributes = attributes(of: entry)
            var factories = factories(of: entry)
            Self.makeArgumentTypesUnique(&attributes, &factories)
            plan.views.append(
                ViewPlan(
                    typeName: entry.qualifiedName,
                    attributes: attributes,
                    factories: factories,
                    condition: entry.condition
                )
            )
        }
    }

    /// The argument structs of one view's attributes and factories are nested in the same extension:
    /// `setImage(_:for:)` and `setImage(_:at:)` would both declare `SetImageArguments`, and `init(x:)` and `init(_ x:)`
    /// both `InitXArguments`. The first (in plan order) keeps the name; the others get `2`, `3`, … after it, which
    /// no natural name ends with.
    static func makeArgumentTypesUnique(_ attributes: inout [AttributePlan], _ factories: inout [FactoryPlan]) {
        var uses: [String: Int] = [:]
        func unique(_ name: String) -> String {
            let count = uses[name, default: 0] + 1
            uses[name] = count
            return count == 1 ? name : name + String(count)
        }
        for index in attributes.indices {
            if let name = attributes[index].argumentsType { attributes[index].argumentsType = unique(name) }
        }
        for index in factories.indices { factories[index].argumentsType = unique(factories[index].argumentsType) }
    }

    /// `@ck.attribute` and `@ck.ignore` only mean something inside a `@ck.view` class.
    private func reportStrayAttributeAnnotations(_ entry: TypeIndex.Entry, isView: Bool) {
        guard !isView else { return }
        // Members are named only when one is reported: a method's full name is built from its parameters, and
        // most annotated methods outside views are actions.
        func check(_ annotations: [Annotation], member: () -> String) {
            guard !annotations.isEmpty else { return }
            for name in [AnnotationName.attribute, .ignore] {
                if let annotation = annotation(name, in: annotations) {
                    report(
                        .viewMemberAnnotationOutsideView(name, member: member(), type: entry.qualifiedName),
                        at: annotation.location
                    )
                }
            }
        }
        for declaration in entry.all {
            for property in declaration.properties { check(property.annotations) { property.name } }
        }
        for declaration in entry.all {
            for method in declaration.methods { check(method.annotations) { method.fullName } }
        }
    }

    private func attributes(of entry: TypeIndex.Entry) -> [AttributePlan] {
        var result: [(plan: AttributePlan, location: SourceLocation)] = []
        let module = model.moduleName
        for (property, condition) in entry.conditionedProperties where !property.isStatic {
            let custom = annotation(.attribute, in: property.annotations)
            if annotation(.ignore, in: property.annotations) != nil { continue }
            let explicitlyWanted = custom != nil
            let setterAccess = property.setterAccess ?? property.access
            if !setterAccess.isReachableFromOtherFiles {
                if explicitlyWanted {
                    _ = checkReachable(
                        setterAccess,
                        member: property.name,
                        annotation: "attribute",
                        at: property.location
                    )
                }
                continue
            }
            guard property.isSettable else {
                if let custom {
                    report(.unsettableAttribute(property: property.name), at: custom.location)
                }
                continue
            }
            guard let type = property.type else {
                report(.unknownPropertyType(property: property.name), at: property.location)
                continue
            }
            guard checkAttributeValueType(type, of: property.name, in: entry, custom: custom, at: property.location)
            else { continue }
            let identifier = custom?.argument("id")?.value ?? "\(module).\(entry.qualifiedName).\(property.name)"
            result.append(
                (
                    AttributePlan(
                        name: property.name,
                        identifier: identifier,
                        member: property.name,
                        parameters: [Parameter(label: nil, name: "value", type: type, hasDefault: false)],
                        argumentsType: nil,
                        setter: .property(property.name),
                        condition: condition
                    ),
                    property.location
                )
            )
        }
        for (method, condition) in entry.conditionedMethods where !method.isStatic && isSetter(method) {
            let custom = annotation(.attribute, in: method.annotations)
            if annotation(.ignore, in: method.annotations) != nil { continue }
            if !method.access.isReachableFromOtherFiles {
                if custom != nil {
                    _ = checkReachable(
                        method.access,
                        member: method.fullName,
                        annotation: "attribute",
                        at: method.location
                    )
                }
                continue
            }
            if method.isAsync || method.isThrowing || method.isGeneric || method.hasInoutParameter
                || method.returnType != nil
            {
                if let custom {
                    report(.unsupportedSetter(method: method.fullName), at: custom.location)
                }
                continue
            }
            let valueTypesOK = method.parameters.allSatisfy {
                checkAttributeValueType($0.type, of: method.fullName, in: entry, custom: custom, at: method.location)
            }
            guard valueTypesOK else { continue }
            let name = Identifiers.lowercasingLeadingCapitals(String(method.name.dropFirst(3)))
            let identifier = custom?.argument("id")?.value ?? "\(module).\(entry.qualifiedName).\(method.fullName)"
            let argumentsType: String? =
                method.parameters.count > 1 ? "Set" + String(method.name.dropFirst(3)) + "Arguments" : nil
            let stateIndex = method.parameters.indices.dropFirst().first {
                Self.isControlState(method.parameters[$0].type)
            }
            result.append(
                (
                    AttributePlan(
                        name: name,
                        identifier: identifier,
                        member: method.fullName,
                        parameters: method.parameters.enumerated().map { index, parameter in
                            Parameter(
                                label: parameter.label,
                                name: Self.usableName(parameter.name, index: index),
                                type: parameter.type,
                                hasDefault: false
                            )
                        },
                        argumentsType: argumentsType,
                        setter: .method(method.name),
                        condition: condition,
                        stateParameter: stateIndex.map {
                            Self.usableName(method.parameters[$0].name, index: $0)
                        }
                    ),
                    method.location
                )
            )
        }
        // Methods annotated with @ck.attribute that are not set… methods.
        for method in entry.methods where !isSetter(method) {
            if let custom = annotation(.attribute, in: method.annotations) {
                report(.attributeOnNonSetter(method: method.fullName), at: custom.location)
            }
        }
        return checkDuplicates(result, in: entry)
    }

    /// V2: whether a value of `type` can be an attribute value (it must be `Equatable`); reports it when not: an
    /// error when the member asked for an attribute with `@ck.attribute`, otherwise a warning, and the member is
    /// left out, so the generated file still compiles.
    private func checkAttributeValueType(
        _ type: TypeReference,
        of member: String,
        in entry: TypeIndex.Entry,
        custom: Annotation?,
        at location: SourceLocation
    ) -> Bool {
        guard let reason = whyNotAttributeValue(type) else { return true }
        report(
            .unsupportedAttributeType(
                member: member,
                type: entry.qualifiedName,
                valueType: type.spelling,
                reason: reason,
                annotated: custom != nil
            ),
            at: custom?.location ?? location
        )
        return false
    }

    /// Whether a parameter type is `UIControl.State` (as written in Swift, or as ckgen imports `UIControlState`).
    static func isControlState(_ type: TypeReference) -> Bool {
        guard case .named(let path, let arguments) = type.shape, arguments.isEmpty else { return false }
        return [["UIControl", "State"], ["UIKit", "UIControl", "State"], ["ComponentRuntime", "UIControl", "State"]]
            .contains(path)
    }

    /// `setTitle(_:)`, `setImage(_:for:)`: a name that starts with `set` and a capital, and at least one parameter.
    private func isSetter(_ method: MethodDeclaration) -> Bool {
        method.name.count > 3 && method.name.hasPrefix("set") && method.name.dropFirst(3).first?.isUppercase == true
            && !method.parameters.isEmpty
    }

    /// V5: duplicate identifiers, and two attributes whose constructors would clash. Linear in the number of
    /// attributes (a view may have thousands).
    private func checkDuplicates(
        _ attributes: [(plan: AttributePlan, location: SourceLocation)],
        in entry: TypeIndex.Entry
    ) -> [AttributePlan] {
        var kept: [(plan: AttributePlan, location: SourceLocation)] = []
        var byIdentifier: [String: Int] = [:]
        var bySignature: [String: Int] = [:]
        for candidate in attributes {
            let signature =
                candidate.plan.name + "(" + candidate.plan.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            if let index = byIdentifier[candidate.plan.identifier] {
                let clash = kept[index]
                report(
                    .duplicateAttributeIdentifier(
                        candidate.plan.identifier,
                        first: clash.plan.member,
                        second: candidate.plan.member,
                        type: entry.qualifiedName
                    ),
                    at: candidate.location,
                    notes: [note(.memberIsHere(clash.plan.member), at: clash.location)]
                )
                continue
            }
            if let index = bySignature[signature] {
                let clash = kept[index]
                report(
                    .duplicateAttributeConstructor(
                        signature,
                        member: candidate.plan.member,
                        other: clash.plan.member,
                        type: entry.qualifiedName
                    ),
                    at: candidate.location,
                    notes: [note(.memberIsHere(clash.plan.member), at: clash.location)]
                )
                continue
            }
            byIdentifier[candidate.plan.identifier] = kept.count
            bySignature[signature] = kept.count
            kept.append(candidate)
        }
        return kept.map(\.plan).sorted { ($0.name, $0.identifier) < ($1.name, $1.identifier) }
    }

    /// The name generated code uses for a parameter: its own, or for an unnamed one (`_ _: Int`), one derived
    /// from its position, since generated code stores every argument in a property of that name.
    static func usableName(_ name: String, index: Int) -> String {
        name == "_" ? "argument\(index + 1)" : name
    }

    /// UIKit's own initializers, which every view overrides: `init(frame:)` (the runtime sizes views itself and
    /// makes them with `init()`, which calls it) and `init(coder:)` (archives). They get no factory.
    static let uikitInitializers: Set<String> = ["init(frame:)", "init(coder:)"]

    /// A factory per initializer that takes arguments (seed 003's `CKComponentViewClass(factory)`).
    private func factories(of entry: TypeIndex.Entry) -> [FactoryPlan] {
        let factoryName = Identifiers.lowercasingLeadingCapitals(entry.name)
        var seen: Set<String> = []
        return entry.conditionedInitializers
            .filter { !$0.0.parameters.isEmpty && !$0.0.isFailable && $0.0.access.isReachableFromOtherFiles }
            .filter { !Self.uikitInitializers.contains($0.0.fullName) }
            .compactMap { initializer, condition in
                guard seen.insert(initializer.fullName).inserted else { return nil }
                let labels = initializer.parameters.map {
                    ($0.label ?? $0.name).prefix(1).uppercased() + ($0.label ?? $0.name).dropFirst()
                }
                return FactoryPlan(
                    name: factoryName,
                    identifier: "\(model.moduleName).\(entry.qualifiedName).\(initializer.fullName)",
                    parameters: initializer.parameters.enumerated().map { index, parameter in
                        Parameter(
                            label: parameter.label,
                            name: Self.usableName(parameter.name, index: index),
                            type: parameter.type,
                            hasDefault: false
                        )
                    },
                    argumentsType: "Init" + labels.joined() + "Arguments",
                    condition: condition
                )
            }
            .sorted { $0.identifier < $1.identifier }
    }
}
