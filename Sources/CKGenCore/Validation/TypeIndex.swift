/// The module's types with their extensions merged, and the class hierarchy as far as the module (and the
/// runtime's own classes) can tell.
struct TypeIndex {
    /// One type: its primary declaration (if the module declares it) and every extension.
    struct Entry {
        var qualifiedName: String
        var primary: TypeDeclaration?
        var extensions: [TypeDeclaration] = []
        var hasAlternativeDeclarations = false

        /// The `#if` condition under which the type exists, if any.
        var condition: String? { hasAlternativeDeclarations ? nil : primary?.condition }

        /// A member's condition as seen from generated code wrapped in the type's condition: the condition of the
        /// declaration (extension) it sits in, when that differs from the type's, and its own.
        func condition(ofMemberIn declaration: TypeDeclaration, own: String?) -> String? {
            let outer = declaration.condition == condition ? nil : declaration.condition
            let parts = [outer, own].compactMap { $0 }
            return parts.isEmpty ? nil : parts.map { parts.count > 1 ? "(\($0))" : $0 }.joined(separator: " && ")
        }

        var all: [TypeDeclaration] { (primary.map { [$0] } ?? []) + extensions }
        var name: String { primary?.name ?? TypeName.baseName(of: qualifiedName) }
        var location: SourceLocation { (primary ?? extensions[0]).location }
        var isClass: Bool { primary?.kind == .class }
        var isGeneric: Bool { !(primary?.genericParameters.isEmpty ?? true) }
        var properties: [PropertyDeclaration] { all.flatMap(\.properties) }
        /// Members with the condition the generated code must repeat (see ``condition(ofMemberIn:own:)``).
        var conditionedProperties: [(PropertyDeclaration, String?)] {
            all.flatMap { declaration in
                declaration.properties.map { ($0, condition(ofMemberIn: declaration, own: $0.condition)) }
            }
        }
        var conditionedMethods: [(MethodDeclaration, String?)] {
            all.flatMap { declaration in
                declaration.methods.map { ($0, condition(ofMemberIn: declaration, own: $0.condition)) }
            }
        }
        /// ``conditionedMethods`` of the methods that carry annotations: the action and event planners read no
        /// others, and most types of a module have none (working out every method's condition is wasted there).
        var annotatedConditionedMethods: [(MethodDeclaration, String?)] {
            all.flatMap { declaration in
                declaration.methods.filter { !$0.annotations.isEmpty }.map {
                    ($0, condition(ofMemberIn: declaration, own: $0.condition))
                }
            }
        }
        var conditionedInitializers: [(InitializerDeclaration, String?)] {
            all.flatMap { declaration in
                declaration.initializers.map { ($0, condition(ofMemberIn: declaration, own: $0.condition)) }
            }
        }
        var methods: [MethodDeclaration] { all.flatMap(\.methods) }
        var initializers: [InitializerDeclaration] { all.flatMap(\.initializers) }
        var inheritedTypes: [TypeReference] { all.flatMap(\.inheritedTypes) }
        var superclass: TypeReference? { primary?.kind == .class ? primary?.inheritedTypes.first : nil }
        var access: AccessLevel { primary?.access ?? .internal }
    }

    private(set) var entries: [String: Entry] = [:]
    /// Superclass chains, worked out once per type: every check asks for them.
    private var chains: [String: [TypeReference]] = [:]
    /// Qualified names in a stable order.
    private(set) var names: [String] = []
    private var bySimpleName: [String: [String]] = [:]

    init(declarations: [TypeDeclaration], diagnostics: Diagnostics) {
        let filePrivate = FilePrivateTypes(declarations)
        var duplicates: [(first: TypeDeclaration, again: TypeDeclaration)] = []
        // Entries are changed in place (`entries[key]?…`): copying one out and back copied every declaration
        // in it, most of indexing a large module.
        for declaration in declarations {
            let key = declaration.qualifiedName
            if entries[key] == nil {
                entries[key] = Entry(qualifiedName: key)
                names.append(key)
                bySimpleName[TypeName.baseName(of: key), default: []].append(key)
            }
            if declaration.kind == .extension {
                entries[key]?.extensions.append(declaration)
            } else if let existing = entries[key]?.primary {
                if existing.isConditional && declaration.isConditional {
                    // `#if os(iOS) class Foo … #else class Foo … #endif`: one type, read both branches, and
                    // generate for it unconditionally (each branch declares it).
                    entries[key]?.extensions.append(declaration)
                    entries[key]?.hasAlternativeDeclarations = true
                } else if existing.location.file != declaration.location.file
                    && (filePrivate.contains(existing) || filePrivate.contains(declaration))
                {
                    // `private struct Foo` in two files: two types, each seen only in its own file (tests do this
                    // all the time). Not a duplicate; ckgen reads the first, as for any name it cannot tell apart.
                } else {
                    duplicates.append((first: existing, again: declaration))
                }
            } else {
                entries[key]?.primary = declaration
            }
        }
        names.sort()
        for name in names {
            guard let entry = entries[name] else { continue }
            chains[name] = computeSuperclassChain(of: entry)
        }
        // A name declared twice matters when ckgen acts on the type (under either declaration, or an extension):
        // it reads only the first. Code ckgen does not act on is left to the compiler, which knows the modules
        // apart (a folder of several targets declares the same names in each).
        for (first, again) in duplicates {
            let extensions = entries[first.qualifiedName]?.extensions ?? []
            guard actsOn(first) || actsOn(again) || extensions.contains(where: actsOn) else { continue }
            diagnostics.report(
                Diagnostic(
                    ValidationMessage.duplicateType(first.qualifiedName),
                    at: again.location,
                    notes: [Diagnostic(ValidationNote.firstDeclaredHere, at: first.location)]
                )
            )
        }
    }

    /// Whether ckgen acts on a declaration: annotated, named like a component, controller or event proxy, or
    /// inheriting from the runtime's component and controller classes or protocols, directly or through the
    /// module's classes.
    private func actsOn(_ declaration: TypeDeclaration) -> Bool {
        if declaration.isAnnotated || declaration.isNamedLikeCKGenType { return true }
        return declaration.inheritedTypes.contains { reference in
            guard let base = reference.baseName else { return false }
            if Self.runtimeSupertypes.contains(base) { return true }
            guard let entry = resolve(reference) else { return false }
            return isComponent(entry) || isController(entry)
        }
    }

    private static let runtimeSupertypes = RuntimeNames.componentClasses.union(RuntimeNames.controllerClasses)
        .union([
            RuntimeNames.eventProxy, RuntimeNames.statefulComponent, RuntimeNames.actionResponder,
            RuntimeNames.controllerProviding,
        ])

    subscript(name: String) -> Entry? { entries[name] }

    /// The entry a type reference (as written in an inheritance clause) names, if the module declares it.
    func resolve(_ reference: String) -> Entry? {
        let base = reference.split(separator: "<", maxSplits: 1).first.map(String.init) ?? reference
        return resolve(qualifiedName: base)
    }

    /// The module's type a named type reference names, as ``resolve(_:)-(String)`` finds it.
    func resolve(_ reference: TypeReference) -> Entry? {
        guard case .named(let path, _) = reference.shape else { return nil }
        return resolve(qualifiedName: path.joined(separator: "."))
    }

    private func resolve(qualifiedName base: String) -> Entry? {
        if let entry = entries[base] { return entry }
        if let candidates = bySimpleName[TypeName.baseName(of: base)], candidates.count == 1 {
            return entries[candidates[0]]
        }
        return nil
    }

    /// The chain of superclass references (as written) from `entry` up, ending at the first class outside the
    /// module. Stops on cycles.
    func superclassChain(of entry: Entry) -> [TypeReference] {
        chains[entry.qualifiedName] ?? computeSuperclassChain(of: entry)
    }

    private func computeSuperclassChain(of entry: Entry) -> [TypeReference] {
        var chain: [TypeReference] = []
        var current = entry
        var seen: Set<String> = [entry.qualifiedName]
        while let superclass = current.superclass {
            chain.append(superclass)
            guard let next = resolve(superclass), seen.insert(next.qualifiedName).inserted else { break }
            current = next
        }
        return chain
    }

    /// Whether `entry` is a subclass of one of `bases` (runtime class names).
    func inherits(_ entry: Entry, from bases: Set<String>) -> Bool {
        superclassChain(of: entry).contains { $0.baseName.map(bases.contains) ?? false }
    }

    func isComponent(_ entry: Entry) -> Bool { entry.isClass && inherits(entry, from: RuntimeNames.componentClasses) }
    func isController(_ entry: Entry) -> Bool { entry.isClass && inherits(entry, from: RuntimeNames.controllerClasses) }

    /// The component type a controller is for: the first generic argument of the `ComponentController<…>`
    /// (or `StatefulViewComponentController<…>`) in its superclass chain.
    func componentType(ofController entry: Entry) -> TypeReference? {
        for superclass in superclassChain(of: entry)
        where superclass.baseName.map(RuntimeNames.controllerClasses.contains) ?? false {
            return superclass.genericArguments.first
        }
        return nil
    }

    /// Where a controller's component type is written: in the declaration (the controller's own, or a superclass's
    /// in the module) whose superclass is the runtime's controller class.
    func writtenComponentType(ofController entry: Entry) -> WrittenText? {
        var current: Entry? = entry
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.qualifiedName).inserted {
            guard let superclass = candidate.superclass else { return nil }
            if superclass.baseName.map(RuntimeNames.controllerClasses.contains) ?? false {
                return candidate.primary?.superclassArgument
            }
            current = resolve(superclass)
        }
        return nil
    }

    /// Whether a view type is statically known not to be a control: a runtime view that is not one, or a module
    /// class whose superclass chain reaches such a view before any control. `nil` when it cannot tell.
    func isKnownNonControl(_ typeName: String) -> Bool {
        let base = TypeName.baseName(of: typeName)
        if RuntimeNames.controlViews.contains(base) { return false }
        if RuntimeNames.nonControlViews.contains(base) { return true }
        guard let entry = resolve(typeName) else { return false }
        for superclass in superclassChain(of: entry) {
            let name = superclass.baseName ?? ""
            if RuntimeNames.controlViews.contains(name) { return false }
            if RuntimeNames.nonControlViews.contains(name) { return true }
        }
        return false
    }
}

/// The types visible only in their own file: declared `private` or `fileprivate` at file scope, or nested in
/// such a type.
struct FilePrivateTypes {
    private struct Key: Hashable {
        var file: String
        var qualifiedName: String
    }

    private let keys: Set<Key>

    init(_ declarations: [TypeDeclaration]) {
        keys = Set(
            declarations.lazy.filter { $0.kind != .extension && $0.access <= .fileprivate }.map {
                Key(file: $0.location.file, qualifiedName: $0.qualifiedName)
            }
        )
    }

    /// Whether `declaration`, or a type it is nested in, is file-private in its file.
    func contains(_ declaration: TypeDeclaration) -> Bool {
        guard !keys.isEmpty else { return false }
        var name = Substring(declaration.qualifiedName)
        while true {
            if keys.contains(Key(file: declaration.location.file, qualifiedName: String(name))) { return true }
            guard let dot = name.lastIndex(of: ".") else { return false }
            name = name[..<dot]
        }
    }
}
