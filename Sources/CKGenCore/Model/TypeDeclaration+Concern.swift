extension TypeDeclaration {
    /// Whether ckgen acts on this declaration: it or one of its members carries an annotation, or it is named, or
    /// inherits from a type named, like a component, a controller or an event proxy. Problems in other code (a
    /// syntax error, a type declared twice) are the compiler's to report, not ckgen's.
    var concernsCKGen: Bool {
        let annotated =
            !annotations.isEmpty
            || properties.contains { !$0.annotations.isEmpty }
            || methods.contains { !$0.annotations.isEmpty }
            || initializers.contains { !$0.annotations.isEmpty }
        if annotated { return true }
        if ["Component", "Controller", "EventProxy"].contains(where: { name.hasSuffix($0) }) { return true }
        return inheritedTypes.flatMap(\.allReferences).contains { reference in
            reference.baseName.map { ByteSearch.contains($0, "Component") || ByteSearch.contains($0, "Controller") }
                ?? false
        }
    }
}
