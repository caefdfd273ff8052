/// G1: attribute tables for `@ck.view` classes, with V2, V3 and V5 checks on their members.
extension ValidationContext {
    /// The attribute tables of the types at `positions` in ``TypeIndex/entries``, in that order.
    func viewPlans(for positions: Range<Int>) -> [ViewPlan] {
        var views: [ViewPlan] = []
        for entry in index.entries[positions] {
            let viewAnnotation = annotation(.view, in: entry.primary?.annotations ?? [])
            reportStrayAttributeAnnotations(entry, isView: viewAnnotation != nil && entry.isClass)
            guard let viewAnnotation, entry.isClass, let primary = entry.primary else { continue }
            if entry.isGeneric {
                report(.genericView(entry.qualifiedName), at: viewAnnotation.location)
                continue
            }
            if let shadow = modulesOwnUIView(above: entry) {
                report(
                    .viewOfModulesOwnUIView(view: entry.qualifiedName, shadow: shadow.qualifiedName),
                    at: viewAnnotation.location,
                    notes: [note(.declaredHere(shadow.qualifiedName), at: shadow.location)]
                )
                continue
            }
            guard checkReachable(primary.access, member: entry.qualifiedName, annotation: "view", at: primary.location)
            else {
                continue
            }
            var attributes = attributes(of: entry)
            var factories = factories(of: entry)
            Self.makeArgumentTypesUnique(&attributes, &factories)
            // What may be public outside the module, whatever access level the generated code is asked for: a
            // public member's own signature names public types only, which the compiler checks; the types are
            // checked too, for what Swift lets an internal member name.
            for index in attributes.indices where attributes[index].canBePublic {
                attributes[index].canBePublic = attributes[index].parameters.allSatisfy { self.index.isPublic($0.type) }
            }
            for index in factories.indices where factories[index].canBePublic {
                factories[index].canBePublic = factories[index].parameters.allSatisfy { self.index.isPublic($0.type) }
            }
            views.append(
                ViewPlan(
                    typeName: entry.qualifiedName,
                    attributes: attributes,
                    factories: factories,
                    condition: entry.condition,
                    typeIsPublic: index.effectiveAccess(of: entry) >= .public
                )
            )
        }
        return views
    }

    /// A class named `UIView` that the module declares in Swift and `entry` derives from, if any: the generated
    /// `extension AttributeValue where V: …` constrains the runtime's view type, which such a class is not. (An
    /// Objective-C header's `@interface UIView` stands for UIKit's, as headers declare what they import.)
    private func modulesOwnUIView(above entry: TypeIndex.Entry) -> TypeIndex.Entry? {
        for superclass in index.superclassChain(of: entry) {
            guard case .named(let path, _) = superclass.shape, path == [RuntimeNames.uiView] else { continue }
            guard let shadow = index.resolve(superclass), let primary = shadow.primary, primary.kind == .class,
                primary.location.file.hasSuffix(".swift")
            else { return nil }
            return shadow
        }
        return nil
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
        // Most types have no annotated member to report.
        guard !isView, entry.hasAnnotatedMembers else { return }
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
            // `@Clamped var x` is settable only when the wrapper's `wrappedValue` is.
            if let wrapper = getOnlyWrapper(of: property) {
                if let custom {
                    report(.unsettableWrappedAttribute(property: property.name, wrapper: wrapper), at: custom.location)
                }
                continue
            }
            if let reason = whyUnusable(
                unavailability: property.unavailability,
                attributeNames: property.wrapperNames
            ) {
                report(
                    .unusableMember(property.name, type: entry.qualifiedName, reason: reason, annotation: custom?.name),
                    at: custom?.location ?? property.location
                )
                continue
            }
            guard let type = property.type else {
                report(.unknownPropertyType(property: property.name), at: property.location)
                continue
            }
            guard checkAttributeValueType(type, of: property.name, in: entry, custom: custom, at: property.location)
            else { continue }
            let identifier =
                custom?.argument("id")?.value
                ?? Identifiers.concatenated(module, ".", entry.qualifiedName, ".", property.name)
            result.append(
                (
                    AttributePlan(
                        name: property.name,
                        identifier: identifier,
                        member: property.name,
                        parameters: [
                            Parameter(label: nil, name: "value", type: qualified(type, in: entry), hasDefault: false)
                        ],
                        argumentsType: nil,
                        setter: .property(property.name),
                        condition: condition,
                        canBePublic: setterAccess >= .public
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
            if let (name, specifier) = Self.unpassableParameter(in: method.parameters) {
                if let custom {
                    report(
                        .unpassableParameter(
                            method: method.fullName,
                            parameter: name,
                            specifier: specifier,
                            role: "an attribute"
                        ),
                        at: custom.location
                    )
                }
                continue
            }
            // Built once: the checks, the identifier and the plan all name the method.
            let fullName = method.fullName
            if let reason = whyUnusable(unavailability: method.unavailability, attributeNames: method.attributeNames) {
                report(
                    .unusableMember(fullName, type: entry.qualifiedName, reason: reason, annotation: custom?.name),
                    at: custom?.location ?? method.location
                )
                continue
            }
            let valueTypesOK = method.parameters.allSatisfy {
                checkAttributeValueType($0.type, of: fullName, in: entry, custom: custom, at: method.location)
            }
            guard valueTypesOK else { continue }
            let name = Identifiers.lowercasingLeadingCapitals(String(method.name.dropFirst(3)))
            let identifier =
                custom?.argument("id")?.value
                ?? Identifiers.concatenated(module, ".", entry.qualifiedName, ".", fullName)
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
                        member: fullName,
                        parameters: method.parameters.enumerated().map { index, parameter in
                            Parameter(
                                label: parameter.label,
                                name: Self.usableName(parameter.name, index: index),
                                type: qualified(parameter.type, in: entry),
                                hasDefault: false
                            )
                        },
                        argumentsType: argumentsType,
                        setter: .method(method.name),
                        condition: condition,
                        stateParameter: stateIndex.map {
                            Self.usableName(method.parameters[$0].name, index: $0)
                        },
                        canBePublic: method.access >= .public
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

    /// The property wrapper among `property`'s attributes, declared in the module, whose `wrappedValue` cannot be
    /// set (`var wrappedValue: T { get }`, `let wrappedValue`), if any: the wrapped property then has no setter.
    private func getOnlyWrapper(of property: PropertyDeclaration) -> String? {
        for name in property.wrapperNames {
            guard let wrapper = index.resolve(TypeReference.named(name)),
                let wrappedValue = wrapper.properties.first(where: { $0.name == "wrappedValue" && !$0.isStatic })
            else { continue }
            if !wrappedValue.isSettable { return wrapper.qualifiedName }
        }
        return nil
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
        // Asked of the type as file scope names it, so a name the view nests, inherits or aliases is the one read.
        guard let reason = whyNotAttributeValue(qualified(type, in: entry)) else { return true }
        report(
            .unsupportedAttributeType(
                member: member,
                type: entry.qualifiedName,
                valueType: type.spelling,
                reason: reason,
                annotated: custom != nil
            ),
            at: custom?.location ?? location,
            fixIts: equatableFixIt(for: type).map { [$0] } ?? []
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
        guard !method.parameters.isEmpty else { return false }
        // Asked of every method of every view: an ASCII name (nearly all) is read as bytes, without counting
        // `Character`s and asking one whether it is uppercase.
        let utf8 = method.name.utf8
        if ASCIIWords.isASCII(method.name) {
            guard utf8.count > 3, utf8.starts(with: "set".utf8), let fourth = utf8.dropFirst(3).first else {
                return false
            }
            return fourth >= UInt8(ascii: "A") && fourth <= UInt8(ascii: "Z")
        }
        return method.name.count > 3 && method.name.hasPrefix("set")
            && method.name.dropFirst(3).first?.isUppercase == true
    }

    /// V5: duplicate identifiers, and two attributes whose constructors would clash. Linear in the number of
    /// attributes (a view may have thousands).
    private func checkDuplicates(
        _ attributes: [(plan: AttributePlan, location: SourceLocation)],
        in entry: TypeIndex.Entry
    ) -> [AttributePlan] {
        // Positions in `attributes` rather than copies of the plans (a copy retains every string of a plan). A view
        // has a handful of attributes: the kept ones' identifiers and signatures are scanned, which costs less than
        // hashing them; tables, sized once, take over for a view with many, so the check stays linear.
        let usesTables = attributes.count > Self.attributesCheckedByScanning
        var kept: [Int] = []
        kept.reserveCapacity(attributes.count)
        var keptIdentifiers: [String] = []
        var keptSignatures: [String] = []
        var byIdentifier: [String: Int] = [:]
        var bySignature: [String: Int] = [:]
        if usesTables {
            byIdentifier.reserveCapacity(attributes.count)
            bySignature.reserveCapacity(attributes.count)
        } else {
            keptIdentifiers.reserveCapacity(attributes.count)
            keptSignatures.reserveCapacity(attributes.count)
        }
        for position in attributes.indices {
            // The plan's fields are read where it lies; it is copied only to report a clash.
            let identifier = attributes[position].plan.identifier
            let signature = Self.constructorSignature(attributes[position].plan)
            let sameIdentifier =
                usesTables ? byIdentifier[identifier] : keptIdentifiers.firstIndex(of: identifier).map { kept[$0] }
            // A member in each branch of `#if A … #else` is one attribute per configuration: kept under its own
            // condition when it excludes every kept attribute with that identifier (or signature).
            func excludesKept(_ matches: (AttributePlan) -> Bool) -> Bool {
                let condition = attributes[position].plan.condition
                return kept.allSatisfy {
                    !matches(attributes[$0].plan)
                        || ConditionExclusion.excludes(attributes[$0].plan.condition, condition)
                }
            }
            if let index = sameIdentifier, !excludesKept({ $0.identifier == identifier }) {
                let clash = attributes[index]
                let candidate = attributes[position]
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
            let sameSignature =
                usesTables ? bySignature[signature] : keptSignatures.firstIndex(of: signature).map { kept[$0] }
            if let index = sameSignature, !excludesKept({ Self.constructorSignature($0) == signature }) {
                let clash = attributes[index]
                let candidate = attributes[position]
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
            if usesTables {
                if byIdentifier[identifier] == nil { byIdentifier[identifier] = position }
                if bySignature[signature] == nil { bySignature[signature] = position }
            } else {
                keptIdentifiers.append(identifier)
                keptSignatures.append(signature)
            }
            kept.append(position)
        }
        // Sorted in place: `sorted` copied every plan again.
        var plans = kept.map { attributes[$0].plan }
        plans.sort { ($0.name, $0.identifier) < ($1.name, $1.identifier) }
        return plans
    }

    /// Up to this many attributes, ``checkDuplicates(_:in:)`` scans for clashes instead of building tables.
    static let attributesCheckedByScanning = 16

    /// `name(label:_:)`: the attribute constructor's name and argument labels, which two constructors must not share.
    private static func constructorSignature(_ plan: AttributePlan) -> String {
        // A property's attribute (nearly all) takes one unlabelled value.
        if plan.parameters.count == 1 && plan.parameters[0].label == nil {
            return Identifiers.concatenated(plan.name, "(_:)")
        }
        var signature = plan.name
        signature += "("
        for parameter in plan.parameters {
            signature += parameter.label ?? "_"
            signature += ":"
        }
        signature += ")"
        return signature
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
        // The conditions of the initializers with factories, by full name: one in each branch of `#if A … #else`
        // is one initializer per configuration, with a factory under each condition.
        var seen: [String: [String?]] = [:]
        var factories: [FactoryPlan] = []
        for (initializer, condition) in entry.conditionedInitializers
        where !initializer.parameters.isEmpty && !initializer.isFailable && initializer.access.isReachableFromOtherFiles
        {
            // Built once: the checks and the identifier all name the initializer.
            let fullName = initializer.fullName
            if initializer.isGeneric {
                report(.genericInitializer(fullName, type: entry.qualifiedName), at: initializer.location)
                continue
            }
            guard !Self.uikitInitializers.contains(fullName),
                seen[fullName, default: []].allSatisfy({ ConditionExclusion.excludes($0, condition) })
            else { continue }
            if annotation(.ignore, in: initializer.annotations) != nil { continue }
            if let reason = whyNoFactory(for: initializer) {
                report(
                    .unsupportedFactory(fullName, type: entry.qualifiedName, reason: reason),
                    at: initializer.location
                )
                continue
            }
            seen[fullName, default: []].append(condition)
            var argumentsType = "Init"
            for parameter in initializer.parameters {
                argumentsType += Self.capitalizingFirst(parameter.label ?? parameter.name)
            }
            argumentsType += "Arguments"
            factories.append(
                FactoryPlan(
                    name: factoryName,
                    identifier: "\(model.moduleName).\(entry.qualifiedName).\(fullName)",
                    parameters: initializer.parameters.enumerated().map { index, parameter in
                        Parameter(
                            label: parameter.label,
                            name: Self.usableName(parameter.name, index: index),
                            type: qualified(parameter.type, in: entry),
                            hasDefault: false
                        )
                    },
                    argumentsType: argumentsType,
                    condition: condition,
                    canBePublic: initializer.access >= .public
                )
            )
        }
        return factories.sorted { ($0.identifier, $0.condition ?? "") < ($1.identifier, $1.condition ?? "") }
    }

    /// Why `initializer` can have no factory, or `nil` when it can: a factory is called while the runtime mounts
    /// views, synchronously and on the main actor, and keeps its arguments in a `Hashable` struct.
    private func whyNoFactory(for initializer: InitializerDeclaration) -> String? {
        if let reason = whyUnusable(
            unavailability: initializer.unavailability,
            attributeNames: initializer.attributeNames
        ) {
            return reason
        }
        if initializer.isThrowing {
            return "it throws, and a factory makes views while the runtime mounts them, where no error can be "
                + "handled (add an initializer that does not throw for views made this way)"
        }
        if initializer.isAsync {
            return "it is 'async', and a factory makes views synchronously while the runtime mounts them"
        }
        if let (name, specifier) = Self.unpassableParameter(in: initializer.parameters) {
            return "its parameter '\(name)' is '\(specifier)', and a factory keeps its arguments to make views later"
        }
        for parameter in initializer.parameters {
            if let reason = whyNotAttributeValue(parameter.type) {
                return "its parameter '\(parameter.name)' has the type '\(parameter.type.spelling)': \(reason); "
                    + "a factory's arguments must be Hashable, since they tell interchangeable views apart"
            }
        }
        return nil
    }

    /// `word` with its first character uppercased (`style` → `Style`). An ASCII word (nearly every label) is
    /// changed as bytes, without Unicode case mapping.
    static func capitalizingFirst(_ word: String) -> String {
        let utf8 = word.utf8
        guard let first = utf8.first, ASCIIWords.isASCII(word) else {
            return word.prefix(1).uppercased() + word.dropFirst()
        }
        guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return word }
        var bytes = Array(utf8)
        bytes[0] -= UInt8(ascii: "a") - UInt8(ascii: "A")
        return String(decoding: bytes, as: UTF8.self)
    }
}
