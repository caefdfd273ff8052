/// A type as written in source, read once by Parsing into its structure. Validation asks the structure (the base
/// name, the generic arguments, whether it is a function or an existential) instead of reading the text again;
/// generated code writes ``spelling``.
public struct TypeReference: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The type as written, on one line (a formatter may wrap a type over several).
    public var spelling: String
    /// What kind of type it is.
    public var shape: Shape

    /// The kinds of type ckgen tells apart.
    public indirect enum Shape: Codable, Sendable, Hashable {
        /// `Outer.Inner<Argument>`: the dotted names (without backticks), and the last one's generic arguments.
        case named(path: [String], genericArguments: [TypeReference])
        /// `T?` or `T!`.
        case optional(TypeReference)
        /// `[T]`.
        case array(TypeReference)
        /// `[K: V]`.
        case dictionary(key: TypeReference, value: TypeReference)
        /// `(A, B)`; `()` has no elements.
        case tuple([TypeReference])
        /// `(A) -> B`, with any attributes or effects.
        case function
        /// `any P`.
        case existential(TypeReference)
        /// `some P`.
        case opaque(TypeReference)
        /// `A & B`.
        case composition([TypeReference])
        /// `T.Type` or `T.Protocol`.
        case metatype(TypeReference)
        /// Anything else (packs, `inout`, …).
        case other
    }

    /// A type with this spelling and structure.
    public init(spelling: String, shape: Shape) {
        self.spelling = spelling
        self.shape = shape
    }

    /// A plain name: `Int`, `FooView`.
    public static func named(_ name: String) -> TypeReference {
        TypeReference(spelling: name, shape: .named(path: [name], genericArguments: []))
    }

    /// The spelling.
    public var description: String { spelling }

    /// The last name of a named type, without generic arguments: `ComponentController` for
    /// `ComponentRuntime.ComponentController<Foo>`; `nil` for any other kind.
    public var baseName: String? {
        if case .named(let path, _) = shape { return path.last }
        return nil
    }

    /// The generic arguments of a named type: `[Foo]` for `ComponentController<Foo>`.
    public var genericArguments: [TypeReference] {
        if case .named(_, let arguments) = shape { return arguments }
        return []
    }

    /// Whether it is a function type.
    public var isFunction: Bool {
        if case .function = shape { return true }
        return false
    }

    /// Whether it is `()`.
    public var isEmptyTuple: Bool { shape == .tuple([]) }

    /// Whether it names `name` (`Bool` or `Swift.Bool` for `"Bool"`).
    public func names(_ name: String, module: String = "Swift") -> Bool {
        guard case .named(let path, let arguments) = shape, arguments.isEmpty else { return false }
        return path == [name] || path == [module, name]
    }

    /// Whether it names the runtime's `ComponentDescription` protocol (`ComponentDescription` or
    /// `ComponentRuntime.ComponentDescription`): a type whose inheritance clause does is a struct description.
    public var namesComponentDescription: Bool {
        names(RuntimeNames.componentDescription, module: "ComponentRuntime")
    }

    /// Every type it is made of, itself first, depth first.
    public var allReferences: [TypeReference] {
        var result = [self]
        switch shape {
        case .named(_, let arguments), .tuple(let arguments), .composition(let arguments):
            for argument in arguments { result += argument.allReferences }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped):
            result += wrapped.allReferences
        case .dictionary(let key, let value): result += key.allReferences + value.allReferences
        case .function, .other: break
        }
        return result
    }
}

/// Stored as a kind number and its values in order, without keys: the parse cache's compact format keeps no
/// field names, so the synthesized form (one key per case) could not be read back.
extension TypeReference.Shape {
    private enum Kind: UInt8, Codable {
        case named, optional, array, dictionary, tuple, function, existential, opaque, composition, metatype, other
    }

    /// Writes the kind, then the values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch self {
        case .named(let path, let arguments):
            try container.encode(Kind.named)
            try container.encode(path)
            try container.encode(arguments)
        case .optional(let wrapped): try container.encode(Kind.optional); try container.encode(wrapped)
        case .array(let element): try container.encode(Kind.array); try container.encode(element)
        case .dictionary(let key, let value):
            try container.encode(Kind.dictionary)
            try container.encode(key)
            try container.encode(value)
        case .tuple(let elements): try container.encode(Kind.tuple); try container.encode(elements)
        case .function: try container.encode(Kind.function)
        case .existential(let constraint): try container.encode(Kind.existential); try container.encode(constraint)
        case .opaque(let constraint): try container.encode(Kind.opaque); try container.encode(constraint)
        case .composition(let elements): try container.encode(Kind.composition); try container.encode(elements)
        case .metatype(let base): try container.encode(Kind.metatype); try container.encode(base)
        case .other: try container.encode(Kind.other)
        }
    }

    /// Reads what ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch try container.decode(Kind.self) {
        case .named:
            self = .named(
                path: try container.decode([String].self),
                genericArguments: try container.decode([TypeReference].self)
            )
        case .optional: self = .optional(try container.decode(TypeReference.self))
        case .array: self = .array(try container.decode(TypeReference.self))
        case .dictionary:
            self = .dictionary(
                key: try container.decode(TypeReference.self),
                value: try container.decode(TypeReference.self)
            )
        case .tuple: self = .tuple(try container.decode([TypeReference].self))
        case .function: self = .function
        case .existential: self = .existential(try container.decode(TypeReference.self))
        case .opaque: self = .opaque(try container.decode(TypeReference.self))
        case .composition: self = .composition(try container.decode([TypeReference].self))
        case .metatype: self = .metatype(try container.decode(TypeReference.self))
        case .other: self = .other
        }
    }
}
