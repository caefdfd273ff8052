/// The module's types with their extensions merged, and the class hierarchy as far as the module (and the
/// runtime's own classes) can tell.
struct TypeIndex {
    /// One type: its primary declaration (if the module declares it) and every extension.
    ///
    /// A class, and everything the checks ask of it worked out once: every planner walks every type, and an entry
    /// held as a struct was copied by each lookup (retaining every field of every declaration in it), and built its
    /// member lists again for each question.
    final class Entry: Sendable {
        let qualifiedName: String
        let primary: TypeDeclaration?
        let extensions: [TypeDeclaration]
        let hasAlternativeDeclarations: Bool
        /// Its place in the order the module declares types (``TypeIndex/entries`` is sorted by name).
        let id: Int
        /// The primary declaration, then the extensions.
        let all: [TypeDeclaration]
        /// The `#if` condition under which the type exists, if any.
        let condition: String?
        let name: String
        let isClass: Bool
        let isGeneric: Bool
        let access: AccessLevel
        let superclass: TypeReference?
        let inheritedTypes: [TypeReference]
        /// Whether a property or method of any of its declarations carries an annotation: most types of a module
        /// have none, and the checks of annotated members skip them.
        let hasAnnotatedMembers: Bool
        /// ``conditionedMethods`` of the methods that carry annotations: the action and event planners read no
        /// others, and most types of a module have none (working out every method's condition is wasted there).
        let annotatedConditionedMethods: [(MethodDeclaration, String?)]

        fileprivate init(
            qualifiedName: String,
            primary: TypeDeclaration?,
            extensions: [TypeDeclaration],
            hasAlternativeDeclarations: Bool,
            id: Int
        ) {
            self.qualifiedName = qualifiedName
            self.primary = primary
            self.extensions = extensions
            self.hasAlternativeDeclarations = hasAlternativeDeclarations
            self.id = id
            // The primary declaration is unwrapped once: each `primary?.…` copied all of it.
            let all: [TypeDeclaration]
            let condition: String?
            if let primary {
                all = [primary] + extensions
                condition = hasAlternativeDeclarations ? nil : primary.condition
                name = primary.name
                isClass = primary.kind == .class
                isGeneric = !primary.genericParameters.isEmpty
                access = primary.access
                superclass = primary.kind == .class ? primary.inheritedTypes.first : nil
            } else {
                all = extensions
                condition = nil
                name = TypeName.baseName(of: qualifiedName)
                isClass = false
                isGeneric = false
                access = .internal
                superclass = nil
            }
            self.all = all
            self.condition = condition
            inheritedTypes = all.count == 1 ? all[0].inheritedTypes : all.flatMap(\.inheritedTypes)
            hasAnnotatedMembers = all.contains { declaration in
                declaration.properties.contains { !$0.annotations.isEmpty }
                    || declaration.methods.contains { !$0.annotations.isEmpty }
            }
            var annotatedMethods: [(MethodDeclaration, String?)] = []
            for declaration in all {
                for method in declaration.methods where !method.annotations.isEmpty {
                    annotatedMethods.append(
                        (
                            method,
                            Self.condition(ofMemberIn: declaration, own: method.condition, typeCondition: condition)
                        )
                    )
                }
            }
            annotatedConditionedMethods = annotatedMethods
        }

        /// A member's condition as seen from generated code wrapped in the type's condition: the condition of the
        /// declaration (extension) it sits in, when that differs from the type's, and its own.
        func condition(ofMemberIn declaration: TypeDeclaration, own: String?) -> String? {
            Self.condition(ofMemberIn: declaration, own: own, typeCondition: condition)
        }

        private static func condition(
            ofMemberIn declaration: TypeDeclaration,
            own: String?,
            typeCondition: String?
        ) -> String? {
            // Most members have no condition of either kind: no list is built for them.
            let outer = declaration.condition == typeCondition ? nil : declaration.condition
            guard let outer else { return own }
            guard let own else { return outer }
            return "(\(outer)) && (\(own))"
        }

        var location: SourceLocation { (primary ?? extensions[0]).location }
        var properties: [PropertyDeclaration] {
            all.count == 1 ? all[0].properties : all.flatMap(\.properties)
        }
        /// Members with the condition the generated code must repeat (see ``condition(ofMemberIn:own:)``).
        /// (A type declared once, as most are, has its list made directly, without one list per declaration.)
        var conditionedProperties: [(PropertyDeclaration, String?)] {
            if all.count == 1 {
                return all[0].properties.map { ($0, condition(ofMemberIn: all[0], own: $0.condition)) }
            }
            return all.flatMap { declaration in
                declaration.properties.map { ($0, condition(ofMemberIn: declaration, own: $0.condition)) }
            }
        }
        var conditionedMethods: [(MethodDeclaration, String?)] {
            if all.count == 1 {
                return all[0].methods.map { ($0, condition(ofMemberIn: all[0], own: $0.condition)) }
            }
            return all.flatMap { declaration in
                declaration.methods.map { ($0, condition(ofMemberIn: declaration, own: $0.condition)) }
            }
        }
        var conditionedInitializers: [(InitializerDeclaration, String?)] {
            if all.count == 1 {
                return all[0].initializers.map { ($0, condition(ofMemberIn: all[0], own: $0.condition)) }
            }
            return all.flatMap { declaration in
                declaration.initializers.map { ($0, condition(ofMemberIn: declaration, own: $0.condition)) }
            }
        }
        var methods: [MethodDeclaration] { all.count == 1 ? all[0].methods : all.flatMap(\.methods) }
        var initializers: [InitializerDeclaration] {
            all.count == 1 ? all[0].initializers : all.flatMap(\.initializers)
        }
    }

    /// Every type, sorted by qualified name.
    let entries: [Entry]
    /// Every type, by ``Entry/id``.
    private let byID: [Entry]
    /// Qualified name → ``Entry/id``.
    private let positions: [String: Int]
    /// Superclass chains, worked out once per type (by ``Entry/id``): every check asks for them.
    private var chains: [[TypeReference]] = []
    /// Whether each type (by ``Entry/id``) is a component or a controller class: every planner asks.
    private var components: [Bool] = []
    private var controllers: [Bool] = []
    /// Whether each type (by ``Entry/id``) is a struct description (see ``isDescription(_:)``).
    private var descriptions: [Bool] = []
    private let bySimpleName: [String: [Int]]
    /// What ``resolve(qualifiedName:)`` finds for a name of letters, digits and `_` alone (nearly every name
    /// asked for), which is its own simple name: the type of that qualified name, or else the only type of that
    /// simple name. One lookup instead of two, most of them for names the module does not declare (`UIView`).
    private let plainNames: [String: Int]
    /// The names of the module's nested types and type aliases: a type naming none of them names no member type
    /// (see ``mayNameMemberType(_:)``).
    let memberTypeNames: Set<String>
    /// The module's file-scope type aliases by name (the first, should two files declare one name).
    let fileTypeAliases: [String: TypeReference]

    /// An index of no types.
    init() { self.init(files: [], diagnostics: Diagnostics()) }

    init(files: [ParsedFile], diagnostics: Diagnostics) {
        /// An entry as it is gathered.
        struct Gathered {
            var primary: TypeDeclaration?
            var extensions: [TypeDeclaration] = []
            var hasAlternativeDeclarations = false
        }
        let filePrivate = FilePrivateTypes(files)
        var gathered: [Gathered] = []
        var gatheredNames: [String] = []
        var gatheredPositions: [String: Int] = [:]
        var duplicates: [(first: TypeDeclaration, again: TypeDeclaration)] = []
        let aliases = Self.aliasedNames(in: files)
        var memberTypeNames: Set<String> = []
        var fileTypeAliases: [String: TypeReference] = [:]
        // The files' declarations are read in place (`ModuleModel.declarations` is a copy of them all), and each
        // gathered entry is changed in place.
        for file in files {
            for alias in file.typeAliases where fileTypeAliases[alias.name] == nil {
                fileTypeAliases[alias.name] = alias.target
            }
            for declaration in file.declarations {
                // An extension of an alias (`typealias Card = CardComponent`, `extension Card`) extends the type.
                let key =
                    declaration.kind == .extension && !aliases.isEmpty
                    ? aliases[declaration.qualifiedName] ?? declaration.qualifiedName : declaration.qualifiedName
                if declaration.kind != .extension, key.utf8.contains(UInt8(ascii: ".")) {
                    memberTypeNames.insert(declaration.name)
                }
                for alias in declaration.typeAliases { memberTypeNames.insert(alias.name) }
                // Looked up and, for a new name, added in one step: the slot is made with `-1` and set here.
                let newPosition = gathered.count
                let position = Self.claim(&gatheredPositions[key, default: -1], with: newPosition)
                if position == newPosition {
                    gathered.append(Gathered())
                    gatheredNames.append(key)
                }
                if declaration.kind == .extension {
                    gathered[position].extensions.append(declaration)
                } else if let existing = gathered[position].primary {
                    if existing.isConditional && declaration.isConditional {
                        // `#if os(iOS) class Foo … #else class Foo … #endif`: one type, read both branches, and
                        // generate for it unconditionally (each branch declares it).
                        gathered[position].extensions.append(declaration)
                        gathered[position].hasAlternativeDeclarations = true
                    } else if existing.location.file != declaration.location.file
                        && (filePrivate.contains(existing) || filePrivate.contains(declaration))
                    {
                        // `private struct Foo` in two files: two types, each seen only in its own file (tests do
                        // this all the time). Not a duplicate; ckgen reads the first, as for any name it cannot
                        // tell apart.
                    } else {
                        duplicates.append((first: existing, again: declaration))
                    }
                } else {
                    gathered[position].primary = declaration
                }
            }
        }
        // Types keep the positions they were gathered at as their ids, so the table of positions by name serves
        // as it is; only the list planners walk is sorted.
        var byID: [Entry] = []
        byID.reserveCapacity(gathered.count)
        var bySimpleName: [String: [Int]] = [:]
        for (id, name) in gatheredNames.enumerated() {
            byID.append(
                Entry(
                    qualifiedName: name,
                    primary: gathered[id].primary,
                    extensions: gathered[id].extensions,
                    hasAlternativeDeclarations: gathered[id].hasAlternativeDeclarations,
                    id: id
                )
            )
            bySimpleName[Self.simpleName(of: name), default: []].append(id)
        }
        // Every plain qualified name is also a simple name (its own): it wins over nested types of that name, and
        // a simple name alone is found only when one type has it.
        var plainNames: [String: Int] = [:]
        plainNames.reserveCapacity(bySimpleName.count)
        for (name, candidates) in bySimpleName {
            if candidates.count == 1 {
                plainNames[name] = candidates[0]
            } else if let id = gatheredPositions[name] {
                plainNames[name] = id
            }
        }
        // Sorted as names with their ids: comparing entries' names went through the objects.
        entries = gatheredNames.enumerated().sorted { $0.element < $1.element }.map { byID[$0.offset] }
        self.byID = byID
        positions = gatheredPositions
        self.bySimpleName = bySimpleName
        self.plainNames = plainNames
        self.memberTypeNames = memberTypeNames
        self.fileTypeAliases = fileTypeAliases
        chains = byID.map { computeSuperclassChain(of: $0) }
        components = byID.map { $0.isClass && chainContains(chains[$0.id], RuntimeNames.componentClasses) }
        controllers = byID.map { $0.isClass && chainContains(chains[$0.id], RuntimeNames.controllerClasses) }
        descriptions = byID.map(Self.isDescription)
        // A name declared twice matters when ckgen acts on the type (under either declaration, or an extension):
        // it reads only the first. Code ckgen does not act on is left to the compiler, which knows the modules
        // apart (a folder of several targets declares the same names in each).
        for (first, again) in duplicates {
            let extensions = self[first.qualifiedName]?.extensions ?? []
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

    /// The types that file-scope aliases of a plain name stand for (`Card` → `CardComponent`), followed through
    /// aliases of aliases; an alias with generic arguments, or of another shape, stands for no type of its own.
    private static func aliasedNames(in files: [ParsedFile]) -> [String: String] {
        var targets: [String: String] = [:]
        for file in files {
            for alias in file.typeAliases {
                guard case .named(let path, let arguments) = alias.target.shape, arguments.isEmpty, !path.isEmpty
                else { continue }
                targets[alias.name] = path.joined(separator: ".")
            }
        }
        guard !targets.isEmpty else { return [:] }
        // Followed a few steps at most, so a cycle (which Swift refuses) or a long chain ends quickly.
        return targets.mapValues { target in
            var name = target
            for _ in 0..<aliasSteps {
                guard let next = targets[name], next != name else { break }
                name = next
            }
            return name
        }
    }

    /// How many aliases of aliases ``aliasedNames(in:)`` follows.
    static let aliasSteps = 8

    /// The position in `slot` (a table's slot for a name, `-1` when it is new), after setting a new one to
    /// `position`.
    private static func claim(_ slot: inout Int, with position: Int) -> Int {
        if slot < 0 { slot = position }
        return slot
    }

    /// `TypeName.baseName(of:)`, answered at once for a name of letters, digits and `_` alone (nearly all of them),
    /// which is its own base name.
    private static func simpleName(of name: String) -> String {
        isPlain(name) ? name : TypeName.baseName(of: name)
    }

    /// Whether `name` holds letters, digits and `_` alone. Read from the string's own storage: stepping through
    /// its UTF-8 view cost several times more.
    private static func isPlain(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(\.isASCIIIdentifierByte) }
            ?? name.utf8.allSatisfy(\.isASCIIIdentifierByte)
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
        .union(RuntimeNames.descriptionNames)

    subscript(name: String) -> Entry? { positions[name].map { byID[$0] } }

    /// The entry a type reference (as written in an inheritance clause) names, if the module declares it.
    func resolve(_ reference: String) -> Entry? {
        let base = reference.split(separator: "<", maxSplits: 1).first.map(String.init) ?? reference
        return resolve(qualifiedName: base)
    }

    /// The module's type a named type reference names, as ``resolve(_:)-(String)`` finds it.
    func resolve(_ reference: TypeReference) -> Entry? {
        guard case .named(let path, _) = reference.shape else { return nil }
        // Most names have one component: no joined copy of it.
        return resolve(qualifiedName: path.count == 1 ? path[0] : path.joined(separator: "."))
    }

    private func resolve(qualifiedName base: String) -> Entry? {
        if Self.isPlain(base) { return plainNames[base].map { byID[$0] } }
        if let position = positions[base] { return byID[position] }
        if let candidates = bySimpleName[Self.simpleName(of: base)], candidates.count == 1 {
            return byID[candidates[0]]
        }
        return nil
    }

    /// The chain of superclass references (as written) from `entry` up, ending at the first class outside the
    /// module. Stops on cycles.
    func superclassChain(of entry: Entry) -> [TypeReference] { chains[entry.id] }

    private func computeSuperclassChain(of entry: Entry) -> [TypeReference] {
        guard let superclass = entry.superclass else { return [] }
        var chain = [superclass]
        // Most superclasses are outside the module: the set of types seen is made only when one is not.
        guard var next = resolve(superclass) else { return chain }
        var seen: Set<Int> = [entry.id]
        while seen.insert(next.id).inserted, let above = next.superclass {
            chain.append(above)
            guard let resolved = resolve(above) else { break }
            next = resolved
        }
        return chain
    }

    private func chainContains(_ chain: [TypeReference], _ bases: Set<String>) -> Bool {
        chain.contains { $0.baseName.map(bases.contains) ?? false }
    }

    /// Whether `entry` is a subclass of one of `bases` (runtime class names).
    func inherits(_ entry: Entry, from bases: Set<String>) -> Bool {
        chainContains(superclassChain(of: entry), bases)
    }

    func isComponent(_ entry: Entry) -> Bool { components[entry.id] }
    func isController(_ entry: Entry) -> Bool { controllers[entry.id] }

    /// Whether `entry` is a description: a struct or enum of the module whose inheritance clause, in its declaration
    /// or an extension, names `ComponentDescription` (or `ComponentRuntime.ComponentDescription`). The runtime
    /// inflates it into a `DescribedComponent` of it, which renders its `body` as a composite renders `render()`.
    func isDescription(_ entry: Entry) -> Bool { descriptions[entry.id] }

    private static func isDescription(_ entry: Entry) -> Bool {
        guard let kind = entry.primary?.kind, kind == .struct || kind == .enum else { return false }
        return entry.inheritedTypes.contains { $0.namesComponentDescription }
    }

    /// The description `reference` names through the runtime's component for it: `Foo` in
    /// `DescribedComponent<Foo>` (or `ComponentRuntime.DescribedComponent<Foo>`); `nil` for any other type.
    static func describedType(in reference: TypeReference) -> TypeReference? {
        guard case .named(let path, let arguments) = reference.shape, arguments.count == 1,
            path == [RuntimeNames.describedComponent] || path == ["ComponentRuntime", RuntimeNames.describedComponent]
        else { return nil }
        return arguments[0]
    }

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
        var seen: Set<Int> = []
        while let candidate = current, seen.insert(candidate.id).inserted {
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

    init(_ files: [ParsedFile]) {
        var keys: Set<Key> = []
        for file in files {
            // Read in place: a `for … in` over the declarations copied each (retaining all its fields).
            let declarations = file.declarations
            for index in declarations.indices
            where declarations[index].kind != .extension && declarations[index].access <= .fileprivate {
                keys.insert(
                    Key(file: declarations[index].location.file, qualifiedName: declarations[index].qualifiedName)
                )
            }
        }
        self.keys = keys
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
