/// V1 (unknown or malformed annotations) and V2 (annotations on the wrong kind of declaration).
extension ValidationContext {
    mutating func checkAnnotationPlacement() {
        // The files' declarations are read in place: `ModuleModel.declarations` copies them all.
        for file in model.files {
            for declaration in file.declarations {
                for annotation in declaration.annotations {
                    guard let name = checked(annotation) else { continue }
                    switch name {
                    case .view, .eventProxy:
                        if declaration.kind != .class {
                            let kind = declaration.kind.rawValue
                            let what = ["a", "e", "i", "o", "u"].contains(kind.prefix(1)) ? "an \(kind)" : "a \(kind)"
                            report(
                                .classAnnotationOnNonClass(name, kind: what, type: declaration.qualifiedName),
                                at: annotation.location
                            )
                        }
                    case .attribute, .ignore, .action, .event:
                        report(.memberAnnotationOnType(name, type: declaration.qualifiedName), at: annotation.location)
                    }
                }
                for property in declaration.properties {
                    for annotation in property.annotations {
                        guard let name = checked(annotation) else { continue }
                        if name != .attribute && name != .ignore {
                            report(.annotationOnProperty(name, property: property.name), at: annotation.location)
                        }
                    }
                }
                for method in declaration.methods {
                    for annotation in method.annotations {
                        guard let name = checked(annotation) else { continue }
                        if name == .view || name == .eventProxy {
                            report(.classAnnotationOnMethod(name, method: method.fullName), at: annotation.location)
                        }
                    }
                }
                for initializer in declaration.initializers {
                    for annotation in initializer.annotations {
                        // `@ck.ignore` leaves a view's initializer without a factory.
                        guard let name = checked(annotation), name != .ignore else { continue }
                        report(.annotationOnInitializer(annotation.name), at: annotation.location)
                    }
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
            report(
                .unknownAnnotation(annotation.name, suggestion: suggestion),
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
                report(.annotationTakesNoArguments(name), at: arguments[0].location)
                return nil
            }
        case .attribute:
            let id = arguments.first { $0.label == "id" }
            if let unexpected = arguments.first(where: { $0.label != "id" }) {
                report(.attributeTakesOnlyID, at: unexpected.location)
                return nil
            }
            if annotation.arguments == nil || id == nil {
                report(.attributeNeedsID, at: annotation.location)
                return nil
            }
            if arguments.count > 1 {
                report(.attributeIDTwice, at: arguments[1].location)
                return nil
            }
            if id?.value.isEmpty == true {
                report(.emptyAttributeID, at: id?.location)
                return nil
            }
        case .event:
            guard arguments.count == 1, arguments[0].label == nil else {
                report(.eventNeedsName, at: arguments.first?.location ?? annotation.location)
                return nil
            }
            if arguments[0].value.isEmpty {
                report(.emptyEventName, at: arguments[0].location)
                return nil
            }
        }
        return name
    }

    /// The first well-formed annotation named `name` among `annotations` (malformed ones were reported by
    /// ``checkAnnotationPlacement()``).
    func annotation(_ name: AnnotationName, in annotations: [Annotation]) -> Annotation? {
        // Checked for every type and member: the malformed set (empty in nearly every module) is hashed into only
        // when it holds something.
        annotations.first {
            $0.name == name.rawValue && (malformedAnnotations.isEmpty || !malformedAnnotations.contains($0.location))
        }
    }
}
