// How the parse cache stores what Parsing finds in a file: the fields of each type in declaration order.

extension ParsedFile: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(declarations)
        writer.write(attributeUses)
        writer.write(diagnostics)
        writer.write(imports)
        writer.write(typeAliases)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        let path = try reader.read(String.self)
        reader.path = path
        self.init(
            path: path,
            declarations: try reader.read(),
            attributeUses: try reader.read(),
            diagnostics: try reader.read(),
            imports: try reader.read(),
            typeAliases: try reader.read()
        )
    }
}

extension ImportDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(kind)
        writer.write(access)
        writer.write(attributes)
        writer.write(condition)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            path: try reader.read(),
            kind: try reader.read(),
            access: try reader.read(),
            attributes: try reader.read(),
            condition: try reader.read(),
            location: try reader.read()
        )
    }
}

extension TypeDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(kind)
        writer.write(qualifiedName)
        writer.write(genericParameters)
        writer.write(inheritedTypes)
        writer.write(access)
        writer.write(isFinal)
        writer.write(condition)
        writer.write(annotations)
        writer.write(properties)
        writer.write(methods)
        writer.write(initializers)
        writer.write(typeAliases)
        writer.write(location)
        writer.write(superclassArgument)
        writer.write(firstInheritedType)
        writer.write(hasGenericParameterClause)
        writer.write(isGlobalActor)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            kind: try reader.read(),
            qualifiedName: try reader.read(),
            genericParameters: try reader.read(),
            inheritedTypes: try reader.read(),
            access: try reader.read(),
            isFinal: try reader.read(),
            condition: try reader.read(),
            annotations: try reader.read(),
            properties: try reader.read(),
            methods: try reader.read(),
            initializers: try reader.read(),
            typeAliases: try reader.read(),
            location: try reader.read()
        )
        // Not parameters of the initializer: Parsing sets them once it has read the inheritance clause.
        superclassArgument = try reader.read()
        firstInheritedType = try reader.read()
        hasGenericParameterClause = try reader.read()
        isGlobalActor = try reader.read()
    }
}

extension TypeDeclaration.Kind: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .class: writer.writeByte(0)
        case .struct: writer.writeByte(1)
        case .enum: writer.writeByte(2)
        case .actor: writer.writeByte(3)
        case .protocol: writer.writeByte(4)
        case .extension: writer.writeByte(5)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = .class
        case 1: self = .struct
        case 2: self = .enum
        case 3: self = .actor
        case 4: self = .protocol
        case 5: self = .extension
        default: throw DamagedCacheEntry()
        }
    }
}

extension AccessLevel: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .private: writer.writeByte(0)
        case .fileprivate: writer.writeByte(1)
        case .internal: writer.writeByte(2)
        case .package: writer.writeByte(3)
        case .public: writer.writeByte(4)
        case .open: writer.writeByte(5)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = .private
        case 1: self = .fileprivate
        case 2: self = .internal
        case 3: self = .package
        case 4: self = .public
        case 5: self = .open
        default: throw DamagedCacheEntry()
        }
    }
}

extension PropertyDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(type)
        writer.write(isSettable)
        writer.write(isStatic)
        writer.write(isStored)
        writer.write(hasInitialValue)
        writer.write(access)
        writer.write(setterAccess)
        writer.write(annotations)
        writer.write(location)
        writer.write(condition)
        writer.write(wrapperNames)
        writer.write(unavailability)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            name: try reader.read(),
            type: try reader.read(),
            isSettable: try reader.read(),
            isStatic: try reader.read(),
            isStored: try reader.read(),
            hasInitialValue: try reader.read(),
            access: try reader.read(),
            setterAccess: try reader.read(),
            annotations: try reader.read(),
            location: try reader.read(),
            condition: try reader.read(),
            wrapperNames: try reader.read(),
            unavailability: try reader.read()
        )
    }
}

extension TypeAliasDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(target)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(name: try reader.read(), target: try reader.read())
    }
}

extension Parameter: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(label)
        writer.write(name)
        writer.write(type)
        writer.write(hasDefault)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            label: try reader.read(),
            name: try reader.read(),
            type: try reader.read(),
            hasDefault: try reader.read()
        )
    }
}

extension MethodDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(parameters)
        writer.write(returnType)
        writer.write(isStatic)
        writer.write(isAsync)
        writer.write(isThrowing)
        writer.write(isGeneric)
        writer.write(hasInoutParameter)
        writer.write(isMutating)
        writer.write(access)
        writer.write(annotations)
        writer.write(location)
        writer.write(condition)
        writer.write(start)
        writer.write(attributeNames)
        writer.write(unavailability)
        writer.write(plainCommentAnnotation)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            name: try reader.read(),
            parameters: try reader.read(),
            returnType: try reader.read(),
            isStatic: try reader.read(),
            isAsync: try reader.read(),
            isThrowing: try reader.read(),
            isGeneric: try reader.read(),
            hasInoutParameter: try reader.read(),
            isMutating: try reader.read(),
            access: try reader.read(),
            annotations: try reader.read(),
            location: try reader.read(),
            condition: try reader.read(),
            start: try reader.read(),
            attributeNames: try reader.read(),
            unavailability: try reader.read(),
            plainCommentAnnotation: try reader.read()
        )
    }
}

extension InitializerDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(parameters)
        writer.write(isConvenience)
        writer.write(isRequired)
        writer.write(isFailable)
        writer.write(access)
        writer.write(superInitLabels)
        writer.write(annotations)
        writer.write(location)
        writer.write(condition)
        writer.write(isGeneric)
        writer.write(isAsync)
        writer.write(isThrowing)
        writer.write(attributeNames)
        writer.write(unavailability)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            parameters: try reader.read(),
            isConvenience: try reader.read(),
            isRequired: try reader.read(),
            isFailable: try reader.read(),
            access: try reader.read(),
            superInitLabels: try reader.read(),
            annotations: try reader.read(),
            location: try reader.read(),
            condition: try reader.read(),
            isGeneric: try reader.read(),
            isAsync: try reader.read(),
            isThrowing: try reader.read(),
            attributeNames: try reader.read(),
            unavailability: try reader.read()
        )
    }
}

extension AttributeUse: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(attribute)
        writer.write(selector)
        writer.write(viewType)
        writer.write(location)
        writer.write(selectorLocation)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            attribute: try reader.read(),
            selector: try reader.read(),
            viewType: try reader.read(),
            location: try reader.read(),
            selectorLocation: try reader.read()
        )
    }
}

extension WrittenText: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(text)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(text: try reader.read(), location: try reader.read())
    }
}

extension Annotation: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(arguments)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(name: try reader.read(), arguments: try reader.read(), location: try reader.read())
    }
}

extension Annotation.Argument: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(label)
        writer.write(value)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(label: try reader.read(), value: try reader.read(), location: try reader.read())
    }
}
