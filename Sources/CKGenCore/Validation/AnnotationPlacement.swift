/// V1 (unknown or malformed annotations) and V2 (annotations on the wrong kind of declaration).
extension ValidationContext {
    mutating func checkAnnotationPlacement() {
        for declaration in model.declarations {
            for annotation in declaration.annotations {
                guard let name = checked(annotation) else { continue }
                switch name {
                case .view, .eventProxy:
                    if declaration.kind != .class {
                        let what = declaration.kind == .extension ? "an extension" : "a \(declaration.kind.rawValue)"
                        error(
                            .validationMisplacedAnnotation,
                            "'@ck.\(name.rawValue)' belongs on a class declaration, not on \(what) ('\(declaration.qualifiedName)')",
                            at: annotation.location
                        )
                    }
                case .attribute, .ignore, .action, .event:
                    error(
                        .validationMisplacedAnnotation,
                        "'@ck.\(name.rawValue)' belongs on a member, not on the type '\(declaration.qualifiedName)'",
                        at: annotation.location
                    )
                }
            }
            for property in declaration.properties {
                for annotation in property.annotations {
                    guard let name = checked(annotation) else { continue }
                    if name != .attribute && name != .ignore {
                        error(
                            .validationMisplacedAnnotation,
                            "'@ck.\(name.rawValue)' cannot go on the property '\(property.name)'; "
                                + (name == .action || name == .event ? "put it on a method" : "put it on a class"),
                            at: annotation.location
                        )
                    }
                }
            }
            for method in declaration.methods {
                for annotation in method.annotations {
                    guard let name = checked(annotation) else { continue }
                    if name == .view || name == .eventProxy {
                        error(
                            .validationMisplacedAnnotation,
                            "'@ck.\(name.rawValue)' belongs on a class, not on the method '\(method.fullName)'",
                            at: annotation.location
                        )
                    }
                }
            }
            for initializer in declaration.initializers {
                for annotation in initializer.annotations where checked(annotation) != nil {
                    error(
                        .validationMisplacedAnnotation,
                        "'@ck.\(annotation.name)' cannot go on an initializer; "
                            + "ckgen makes a factory for every '@ck.view' initializer with arguments by itself",
                        at: annotation.location
                    )
                }
            }
        }
    }

    /// Checks an annotation once, remembering the malformed ones so later checks skip them silently.
    private mutating func checked(_ annotation: Annotation) -> AnnotationName? {
        let name = known(annotation)
        if name == nil { malformedAnnotations.insert(annotation.location) }
        return name
    }

    /// The annotation's name if ckgen knows it and its arguments have the right shape; reports V1 otherwise.
    private func known(_ annotation: Annotation) -> AnnotationName? {
        guard let name = AnnotationName(rawValue: annotation.name) else {
            let suggestion = NameSuggestions.closest(to: annotation.name, in: AnnotationName.allCases.map(\.rawValue))
            error(
                .validationUnknownAnnotation,
                "unknown annotation '@ck.\(annotation.name)'"
                    + (suggestion.map { "; did you mean '@ck.\($0)'?" }
                        ?? "; ckgen knows @ck.view, @ck.attribute, @ck.ignore, @ck.action, @ck.eventProxy and @ck.event"),
                at: annotation.location,
                fixIts: suggestion.map {
                    [.replace("@ck.\(annotation.name)", with: "@ck.\($0)", at: annotation.location)]
                } ?? []
            )
            return nil
        }
        let arguments = annotation.arguments ?? []
        switch name {
        case .view, .ignore, .action, .eventProxy:
            if !arguments.isEmpty {
                error(.validationMalformedAnnotation, "'@ck.\(name.rawValue)' takes no arguments", at: arguments[0].location)
                return nil
            }
        case .attribute:
            let id = arguments.first { $0.label == "id" }
            if let unexpected = arguments.first(where: { $0.label != "id" }) {
                error(
                    .validationMalformedAnnotation,
                    "'@ck.attribute' takes one argument, 'id:'; write '@ck.attribute(id: \"MyApp.View.name\")'",
                    at: unexpected.location
                )
                return nil
            }
            if annotation.arguments == nil || id == nil {
                error(
                    .validationMalformedAnnotation,
                    "'@ck.attribute' needs an identifier: write '@ck.attribute(id: \"MyApp.View.name\")'",
                    at: annotation.location
                )
                return nil
            }
            if arguments.count > 1 {
                error(.validationMalformedAnnotation, "'@ck.attribute' takes 'id:' once", at: arguments[1].location)
                return nil
            }
            if id?.value.isEmpty == true {
                error(.validationMalformedAnnotation, "the attribute identifier is empty", at: id?.location)
                return nil
            }
        case .event:
            guard arguments.count == 1, arguments[0].label == nil else {
                error(
                    .validationMalformedAnnotation,
                    "'@ck.event' takes the event's name as one string: write '@ck.event(\"CustomButtonEvent\")'",
                    at: arguments.first?.location ?? annotation.location
                )
                return nil
            }
            if arguments[0].value.isEmpty {
                error(.validationMalformedAnnotation, "the event name is empty", at: arguments[0].location)
                return nil
            }
        }
        return name
    }

    /// The first well-formed annotation named `name` among `annotations` (malformed ones were reported by
    /// ``checkAnnotationPlacement()``).
    func annotation(_ name: AnnotationName, in annotations: [Annotation]) -> Annotation? {
        annotations.first { $0.name == name.rawValue && !malformedAnnotations.contains($0.location) }
    }
}
