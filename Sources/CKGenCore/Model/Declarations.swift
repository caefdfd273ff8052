import Foundation

/// What Parsing keeps of one input file: plain values with locations, no syntax nodes.
public struct ParsedFile: Codable, Sendable, Equatable {
    /// The path as given.
    public var path: String
    /// Every type and extension declared in the file, nested ones included (with qualified names).
    public var declarations: [TypeDeclaration]
    /// Selectors used in action and gesture attributes (`.controlAction(.didTap)`), for V7 and V8.
    public var attributeUses: [AttributeUse]
    /// Problems found while reading the file (syntax errors where ckgen reads, malformed annotations,
    /// encoding).
    public var diagnostics: [Diagnostic]
    /// Its `import` declarations, in order.
    public var imports: [ImportDeclaration]
    /// Its type aliases at file scope (`typealias Handler = () -> Void`); a type's own are its members.
    public var typeAliases: [TypeAliasDeclaration]

    /// Creates a parsed file.
    public init(
        path: String,
        declarations: [TypeDeclaration] = [],
        attributeUses: [AttributeUse] = [],
        diagnostics: [Diagnostic] = [],
        imports: [ImportDeclaration] = [],
        typeAliases: [TypeAliasDeclaration] = []
    ) {
        self.path = path
        self.declarations = declarations
        self.attributeUses = attributeUses
        self.diagnostics = diagnostics
        self.imports = imports
        self.typeAliases = typeAliases
    }
}

/// Swift's access levels, as far as generated code cares.
public enum AccessLevel: String, Codable, Sendable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    /// Less visible first.
    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }

    /// Whether code generated into another file of the module can use the declaration.
    public var isReachableFromOtherFiles: Bool { self >= .internal }
}

/// A class, struct, enum, actor, protocol or extension.
public struct TypeDeclaration: Codable, Sendable, Equatable {
    /// What kind of declaration it is.
    public enum Kind: String, Codable, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    }

    /// What kind of declaration it is.
    public var kind: Kind
    /// The type's full name inside the module, `Outer.Inner`; for an extension, the extended type as written.
    public var qualifiedName: String
    /// Generic parameter names, if the type is generic.
    public var genericParameters: [String]
    /// The inheritance clause, as written (`ComponentController<FooComponent>`, `Equatable`).
    public var inheritedTypes: [TypeReference]
    /// The declared access level (`internal` when none is written).
    public var access: AccessLevel
    /// Whether it is marked `final`.
    public var isFinal: Bool
    /// Whether the declaration sits inside an `#if` block.
    public var isConditional: Bool { condition != nil }
    /// The `#if` condition under which the declaration exists (`DEBUG`, `!(os(iOS)) && (DEBUG)`), if any.
    public var condition: String?
    /// The `@ck.` annotations of its doc comment.
    public var annotations: [Annotation]
    /// Its `var` and `let` members.
    public var properties: [PropertyDeclaration]
    /// Its `func` members.
    public var methods: [MethodDeclaration]
    /// Its `init` members.
    public var initializers: [InitializerDeclaration]
    /// Its `typealias` members (`typealias State = Bool`).
    public var typeAliases: [TypeAliasDeclaration]
    /// The first generic argument of its first inherited type (`Foo` in `ComponentController<Foo>`), exactly as
    /// written and where: a fix-it that renames it edits these bytes.
    public var superclassArgument: WrittenText?
    /// Its first inherited type exactly as written and where, and whether a generic parameter clause follows its
    /// name: what a fix-it that changes the superclass edits.
    public var firstInheritedType: WrittenText?
    /// Whether a generic parameter clause follows the name (`class Foo<T>`).
    public var hasGenericParameterClause = false
    /// Whether it is marked `@globalActor`: its name, as an attribute, isolates a member to that actor.
    public var isGlobalActor = false
    /// Where the name is.
    public var location: SourceLocation

    /// The last component of the qualified name.
    public var name: String {
        guard let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualifiedName }
        return String(qualifiedName[qualifiedName.utf8.index(after: dot)...])
    }

    /// The superclass (or first inherited type) without generic arguments: `ComponentController`.
    public var firstInheritedBaseName: String? {
        inheritedTypes.first?.baseName
    }

    /// A declaration as Parsing records it; members and annotations are added as they are read.
    public init(
        kind: Kind,
        qualifiedName: String,
        genericParameters: [String] = [],
        inheritedTypes: [TypeReference] = [],
        access: AccessLevel = .internal,
        isFinal: Bool = false,
        condition: String? = nil,
        annotations: [Annotation] = [],
        properties: [PropertyDeclaration] = [],
        methods: [MethodDeclaration] = [],
        initializers: [InitializerDeclaration] = [],
        typeAliases: [TypeAliasDeclaration] = [],
        location: SourceLocation
    ) {
        self.kind = kind
        self.qualifiedName = qualifiedName
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.access = access
        self.isFinal = isFinal
        self.condition = condition
        self.annotations = annotations
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.typeAliases = typeAliases
        self.location = location
    }
}

/// A `var` or `let` member.
public struct PropertyDeclaration: Codable, Sendable, Equatable {
    /// The member's name, without backticks.
    public var name: String
    /// The declared type, or one inferred from a literal initial value; `nil` when neither is known.
    public var type: TypeReference?
    /// Whether code outside the type can assign it (a `var` with a setter that is not `private(set)`).
    public var isSettable: Bool
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether the property stores a value (rather than computing it).
    public var isStored: Bool
    /// Whether the declaration gives an initial value (`= 0`), or is an optional `var` (which starts as `nil`).
    public var hasInitialValue: Bool
    /// The declared access level (`internal` when none is written).
    public var access: AccessLevel
    /// The setter's access level (`private(set)`), when it differs from `access`.
    public var setterAccess: AccessLevel?
    /// The `@ck.` annotations of its doc comment.
    public var annotations: [Annotation]
    /// Where it is declared.
    public var location: SourceLocation
    /// The `#if` condition under which the member exists, inside its type or extension, if any.
    public var condition: String?
    /// The names of its attributes that may be property wrappers (`Clamped` for `@Clamped var x`): those whose
    /// name starts with a capital letter. Validation asks the module's types which are wrappers, and whether their
    /// `wrappedValue` can be set. A global actor's attribute (`@DatabaseActor`) is among them too.
    public var wrapperNames: [String] = []
    /// The `@available` attribute that makes the member unusable here (`@available(*, unavailable)`, or one with
    /// `obsoleted:`), as written, if any: generated code that used it would not compile.
    public var unavailability: String? = nil
}

/// A `typealias` member: `typealias State = Bool`.
public struct TypeAliasDeclaration: Codable, Sendable, Equatable {
    /// The alias, without backticks.
    public var name: String
    /// The aliased type, as written.
    public var target: TypeReference

    /// Creates a type alias.
    public init(name: String, target: TypeReference) {
        self.name = name
        self.target = target
    }
}

/// One parameter of a method or initializer.
public struct Parameter: Codable, Sendable, Equatable {
    /// The argument label, `nil` for `_`.
    public var label: String?
    /// The name used inside the body.
    public var name: String
    /// The type, as written.
    public var type: TypeReference
    /// Whether the parameter has a default value.
    public var hasDefault: Bool
}

/// A `func` member.
public struct MethodDeclaration: Codable, Sendable, Equatable {
    /// The member's name, without backticks.
    public var name: String
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// The return type as written; `nil` for none (`Void`).
    public var returnType: TypeReference?
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Whether it `throws`.
    public var isThrowing: Bool
    /// Whether it has generic parameters of its own.
    public var isGeneric: Bool
    /// Whether any parameter is `inout`.
    public var hasInoutParameter: Bool
    /// Whether it is `mutating` (a method of a struct or enum that changes the value).
    public var isMutating: Bool = false
    /// The declared access level (`internal` when none is written).
    public var access: AccessLevel
    /// The `@ck.` annotations of its doc comment.
    public var annotations: [Annotation]
    /// Where it is declared.
    public var location: SourceLocation
    /// The `#if` condition under which the member exists, inside its type or extension, if any.
    public var condition: String?
    /// Where the declaration starts, after its doc comment: its first attribute or modifier, or `func`. A fix-it
    /// that annotates the method inserts the annotation here. `nil` for a method not read from Swift source.
    public var start: SourceLocation? = nil
    /// The names of its attributes that start with a capital letter (`MainActor`, `DatabaseActor`): Validation
    /// asks which name a global actor, whose methods generated code on the main actor cannot call.
    public var attributeNames: [String] = []
    /// The `@available` attribute that makes the member unusable here, as written, if any (see
    /// ``PropertyDeclaration/unavailability``).
    public var unavailability: String? = nil
    /// Where a plain comment before it that holds an annotation (`// @ck.action`) starts, if any. ckgen warns about
    /// it with a fix-it that makes it a doc comment; a fix-it that annotates the method does the same instead of
    /// adding a second line, so the two applied together annotate it once.
    public var plainCommentAnnotation: SourceLocation? = nil

    /// `name(label:_:)`, as Swift spells a method's full name.
    public var fullName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// An `init` member.
public struct InitializerDeclaration: Codable, Sendable, Equatable {
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// Whether it is a `convenience` initializer.
    public var isConvenience: Bool
    /// Whether it is `required`.
    public var isRequired: Bool
    /// Whether it is failable (`init?`).
    public var isFailable: Bool
    /// The declared access level (`internal` when none is written).
    public var access: AccessLevel
    /// The argument labels of each `super.init(…)` call in the body, so Validation can see whether a
    /// component declares a scope.
    public var superInitLabels: [[String]]
    /// The `@ck.` annotations of its doc comment.
    public var annotations: [Annotation]
    /// Where it is declared.
    public var location: SourceLocation
    /// The `#if` condition under which the member exists, inside its type or extension, if any.
    public var condition: String?

    /// Whether it has generic parameters of its own (`init<T>(value: T)`, `init<each T>(_: repeat each T)`), or
    /// takes an opaque parameter (`init(value: some P)`, generic too): generated code cannot name their types.
    public var isGeneric: Bool = false
    /// Whether it is `async`.
    public var isAsync: Bool = false
    /// Whether it `throws` (or `rethrows`).
    public var isThrowing: Bool = false
    /// The names of its attributes that start with a capital letter (see ``MethodDeclaration/attributeNames``).
    public var attributeNames: [String] = []
    /// The `@available` attribute that makes the member unusable here, as written, if any (see
    /// ``PropertyDeclaration/unavailability``).
    public var unavailability: String? = nil

    /// `init(label:_:)`.
    public var fullName: String {
        "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A use of a selector in an action or gesture attribute: `.controlAction(.didTapFollow)` in a
/// `ViewConfiguration(Label.self, […])`.
public struct AttributeUse: Codable, Sendable, Equatable {
    /// The attribute: `controlAction`, `tapGesture`, `panGesture`, `longPressGesture` or `gesture`.
    public var attribute: String
    /// The selector constant's name (`didTapFollow`), when written as `.name`.
    public var selector: String?
    /// The view type of the enclosing `ViewConfiguration(X.self, …)`, when it is written that way.
    public var viewType: String?
    /// Where it is declared.
    public var location: SourceLocation
    /// Where the selector's name starts (`didTapFollow` in `.didTapFollow`), when ``selector`` is set: a fix-it
    /// for a misspelt selector replaces the name there.
    public var selectorLocation: SourceLocation? = nil
}

/// Names written as text: qualified names (`Outer.Inner`) and Objective-C imports' Swift spellings. Types read
/// from Swift source are ``TypeReference``s.
public enum TypeName {
    /// `ComponentController<Foo>` → `ComponentController`; `ComponentRuntime.View` → `View`.
    public static func baseName(of type: String) -> String {
        // Called for every type reference during validation. Nearly every name is ASCII: its bytes are searched
        // directly (stepping through `Character`s and asking each whether it is whitespace cost more than all the
        // rest of validation).
        let utf8 = type.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            var end = utf8.firstIndex(of: UInt8(ascii: "<")) ?? utf8.endIndex
            var start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map(utf8.index(after:)) ?? utf8.startIndex
            while start < end, isASCIIWhitespace(utf8[start]) { start = utf8.index(after: start) }
            while start < end, isASCIIWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
            return String(type[start..<end])
        }
        var text = Substring(type)
        if let open = text.firstIndex(of: "<") { text = text[..<open] }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return: the ASCII characters `isWhitespace` accepts.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
}

/// Source text exactly as written, and where it starts.
public struct WrittenText: Codable, Sendable, Equatable {
    /// The text.
    public var text: String
    /// Where it starts.
    public var location: SourceLocation

    /// Text at a location.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

extension Parameter {
    /// How the parameter is passed, when it is not a plain value generated code can store: `inout`, `isolated`
    /// or `@autoclosure`, written before its type. Generated code keeps arguments in struct fields and closure
    /// parameters, which can be none of these.
    public var passingSpecifier: String? {
        // Attributes and specifiers come first in the spelling (`@escaping @autoclosure () -> Int`, `inout Int`),
        // each a word, an `@` and a word, or an attribute with arguments.
        var rest = Substring(type.spelling)
        while true {
            rest = rest.drop { $0 == " " }
            let isAttribute = rest.first == "@"
            let word = rest.dropFirst(isAttribute ? 1 : 0).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !word.isEmpty else { return nil }
            if isAttribute {
                if word == "autoclosure" { return "@autoclosure" }
                rest = rest.dropFirst(1 + word.count)
                if rest.first == "(" {
                    // `@convention(c)`: skips to the closing parenthesis.
                    guard let close = rest.firstIndex(of: ")") else { return nil }
                    rest = rest[rest.index(after: close)...]
                }
                continue
            }
            if word == "inout" || word == "isolated" { return String(word) }
            return nil
        }
    }
}
