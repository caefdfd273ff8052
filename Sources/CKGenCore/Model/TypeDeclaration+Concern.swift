extension TypeDeclaration {
    /// Whether the declaration or one of its members carries an annotation.
    var isAnnotated: Bool {
        !annotations.isEmpty
            || properties.contains { !$0.annotations.isEmpty }
            || methods.contains { !$0.annotations.isEmpty }
            || initializers.contains { !$0.annotations.isEmpty }
    }

    /// Whether the name says component, controller or event proxy (`FeedComponent`, `FeedComponentController`):
    /// ckgen pairs components and controllers by name.
    var isNamedLikeCKGenType: Bool {
        ["Component", "Controller", "EventProxy"].contains { name.hasSuffix($0) }
    }

    /// Whether ckgen may act on this declaration, as far as its own text tells: annotated, named like a
    /// component, controller or event proxy, or inheriting from a type whose name says component or controller.
    /// Loose on purpose: parsing uses it to decide whose syntax errors to report, before it knows the module.
    var mayConcernCKGen: Bool {
        if isAnnotated || isNamedLikeCKGenType { return true }
        return inheritedTypes.contains { type in
            type.containsReference { reference in
                reference.baseName.map { ByteSearch.contains($0, "Component") || ByteSearch.contains($0, "Controller") }
                    ?? false
            }
        }
    }
}

extension TypeReference {
    /// Whether it, or a type it is made of, satisfies `predicate`: ``allReferences`` without building the list
    /// (parsing asks this of every type it reads).
    fileprivate func containsReference(where predicate: (TypeReference) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch shape {
        case .named(_, let arguments), .tuple(let arguments), .composition(let arguments):
            return arguments.contains { $0.containsReference(where: predicate) }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped):
            return wrapped.containsReference(where: predicate)
        case .dictionary(let key, let value):
            return key.containsReference(where: predicate) || value.containsReference(where: predicate)
        case .function, .other:
            return false
        }
    }
}
