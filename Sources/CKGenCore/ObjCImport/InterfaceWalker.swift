import CLibClang
import Foundation

/// Visits a translation unit's cursors and collects the Objective-C interfaces (and categories) declared in
/// the header being imported, as Model declarations.
final class InterfaceWalker {
    // CXCursorKind values (clang-c/Index.h).
    enum Kind {
        static let parameter: Int32 = 10
        static let templateTypeParameter: Int32 = 27
        static let interface: Int32 = 11
        static let category: Int32 = 12
        static let property: Int32 = 14
        static let instanceMethod: Int32 = 16
        static let superclassReference: Int32 = 40
        static let classReference: Int32 = 42
        static let unexposedAttribute: Int32 = 400
    }

    // CXObjCPropertyAttrKind bits.
    static let readonly: UInt32 = 0x01
    static let classProperty: UInt32 = 0x1000

    let clang: LibClang
    let header: String
    let importAll: Bool
    var declarations: [TypeDeclaration] = []
    var diagnostics: [Diagnostic] = []
    private let headerPath: String
    /// The Swift names of the classes imported so far, by Objective-C name, for their categories.
    private var swiftClassNames: [String: String] = [:]
    /// Classes left out for their lightweight generics: their categories are left out too.
    private var genericClasses: Set<String> = []
    /// The bytes of the files attributes are spelled in, read once each.
    var fileBytes: [String: [UInt8]] = [:]

    /// Line ranges of the header inside `NS_ASSUME_NONNULL_BEGIN` … `END` (or the pragma they expand to), where
    /// an unannotated object pointer is non-null, as Swift's importer reads it.
    private let nonnullLines: [ClosedRange<Int>]

    init(clang: LibClang, header: String, importAll: Bool) {
        self.clang = clang
        self.header = header
        self.importAll = importAll
        self.headerPath = URL(fileURLWithPath: header).standardizedFileURL.resolvingSymlinksInPath().path
        let text = (try? FileBytes.read(header)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        self.nonnullLines = Self.assumeNonnullRegions(in: text)
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private let lines: [String]

    /// The source text that declares `cursor`'s type: for a parameter, the parenthesised type before its name;
    /// for a property, its line up to its name. libclang reports these types without their nullability, so
    /// ckgen reads the qualifiers from the text.
    private func declaredTypeText(of cursor: CKClangCursor) -> String {
        let location = location(of: cursor)
        guard location.file == header, location.line - 1 < lines.count else { return "" }
        let line = Array(lines[location.line - 1].utf8)
        let prefix = String(decoding: line.prefix(max(location.column - 1, 0)), as: UTF8.self)
        if clang.cursorKind(cursor) == Kind.parameter, let open = prefix.lastIndex(of: "(") {
            return String(prefix[open...])
        }
        return prefix
    }

    static func assumeNonnullRegions(in text: String) -> [ClosedRange<Int>] {
        var regions: [ClosedRange<Int>] = []
        var start: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("NS_ASSUME_NONNULL_BEGIN") || trimmed.hasPrefix("#pragma clang assume_nonnull begin") {
                start = index + 1
            } else if trimmed.hasPrefix("NS_ASSUME_NONNULL_END")
                || trimmed.hasPrefix("#pragma clang assume_nonnull end"),
                let begin = start
            {
                regions.append(begin...(index + 1))
                start = nil
            }
        }
        return regions
    }

    func walk(_ root: CKClangCursor) {
        for cursor in children(of: root) where isInHeader(cursor) {
            let kind = clang.cursorKind(cursor)
            if kind == Kind.interface || kind == Kind.category {
                if let declaration = declaration(for: cursor, isCategory: kind == Kind.category) {
                    declarations.append(declaration)
                }
            }
        }
        // A category extends the class under the name Swift gives it.
        for index in declarations.indices where declarations[index].kind == .extension {
            let objcName = declarations[index].qualifiedName
            if let swiftName = swiftClassNames[objcName] { declarations[index].qualifiedName = swiftName }
        }
        // Categories of classes that are not imported add nothing.
        let imported = Set(declarations.filter { $0.kind == .class }.map(\.qualifiedName))
        declarations.removeAll {
            $0.kind == .extension
                && ((!imported.contains($0.qualifiedName) && !importAll) || genericClasses.contains($0.qualifiedName))
        }
    }

    // MARK: Declarations

    private func declaration(for cursor: CKClangCursor, isCategory: Bool) -> TypeDeclaration? {
        let members = children(of: cursor)
        var name = clang.string(clang.cursorSpelling(cursor))
        var superclass: String?
        for member in members {
            switch clang.cursorKind(member) {
            case Kind.superclassReference: superclass = clang.string(clang.cursorSpelling(member))
            case Kind.classReference where isCategory: name = clang.string(clang.cursorSpelling(member))
            default: break
            }
        }
        let annotations = self.annotations(of: cursor)
        if !isCategory && !importAll && !annotations.contains(where: { $0.name == AnnotationName.view.rawValue }) {
            return nil
        }
        if !isCategory {
            let parameters = members.filter { clang.cursorKind($0) == Kind.templateTypeParameter }
            if !parameters.isEmpty {
                genericClasses.insert(name)
                diagnostics.append(
                    Diagnostic(
                        ObjCMessage.genericClass(
                            name,
                            parameters: parameters.map { clang.string(clang.cursorSpelling($0)) }
                        ),
                        at: location(of: cursor)
                    )
                )
                return nil
            }
            let swiftName = SwiftImportNames.typeName(name, attribute: swiftNameAttribute(of: cursor))
            swiftClassNames[name] = swiftName
            name = swiftName
        }

        var declaration = TypeDeclaration(
            kind: isCategory ? .extension : .class,
            qualifiedName: name,
            inheritedTypes: superclass.map { [TypeReference.named($0)] } ?? [],
            access: .public,
            annotations: isCategory
                ? []
                : (annotations.isEmpty
                    ? [Annotation(name: "view", arguments: nil, location: location(of: cursor))] : annotations),
            location: location(of: cursor)
        )
        var accessorSelectors: Set<String> = []
        for member in members where clang.cursorKind(member) == Kind.property {
            let attributes = clang.propertyAttributes(member, 0)
            let propertyName = clang.string(clang.cursorSpelling(member))
            let setter = clang.string(clang.propertySetterName(member))
            let getter = clang.propertyGetterName.map { clang.string($0(member)) } ?? ""
            accessorSelectors.insert(propertyName)
            accessorSelectors.insert(getter)
            accessorSelectors.insert(
                setter.isEmpty ? "set" + propertyName.prefix(1).uppercased() + propertyName.dropFirst() + ":" : setter
            )
            guard attributes & Self.classProperty == 0 else { continue }
            guard let type = swiftType(clang.cursorType(member), member: propertyName, at: member) else { continue }
            declaration.properties.append(
                PropertyDeclaration(
                    name: SwiftImportNames.propertyName(
                        SwiftImportNames.propertyName(
                            propertyName,
                            getter: getter,
                            typeSpelling: clang.string(clang.typeSpelling(clang.cursorType(member)))
                        ),
                        attribute: swiftNameAttribute(of: member)
                    ),
                    type: TypeReference(parsing: type),
                    // Readonly properties still report a setter name: the attribute bits decide.
                    isSettable: attributes & Self.readonly == 0,
                    isStatic: false,
                    isStored: true,
                    hasInitialValue: false,
                    access: .public,
                    setterAccess: nil,
                    annotations: self.annotations(of: member),
                    location: location(of: member),
                    unavailability: unavailability(of: member)
                )
            )
        }
        for member in members where clang.cursorKind(member) == Kind.instanceMethod {
            let selector = clang.string(clang.cursorSpelling(member))
            // Property accessors also appear as (implicit) methods: they are the properties above.
            if accessorSelectors.contains(selector) { continue }
            if (selector.hasPrefix("init") || selector.hasPrefix("set")) && isVariadic(member) {
                diagnostics.append(
                    Diagnostic(ObjCMessage.variadic(selector: selector), at: location(of: member))
                )
                continue
            }
            let attribute = swiftNameAttribute(of: member)
            if selector.hasPrefix("init"), selector.contains(":") {
                if let initializer = initializer(member, selector: selector, attribute: attribute) {
                    declaration.initializers.append(initializer)
                }
                continue
            }
            guard selector.hasSuffix(":") else { continue }
            // Swift's name decides what is a set… method (`NS_SWIFT_NAME(configure(mode:))` makes `setMode:` none);
            // an annotated method goes on for Validation to report what it cannot be.
            let baseName = Self.swiftName(selector: selector, labels: nil, attribute: attribute).base
            guard baseName.hasPrefix("set") || clang.string(clang.cursorRawComment(member)).contains("@ck.attribute")
            else { continue }
            if let method = setter(member, selector: selector, attribute: attribute) {
                declaration.methods.append(method)
            }
        }
        return declaration
    }

    private func parameters(of method: CKClangCursor, selector: String, droppingFirstPrefix prefix: String?)
        -> [Parameter]?
    {
        let pieces = selector.split(separator: ":").map(String.init)
        let count = Int(clang.cursorNumArguments(method))
        guard count == pieces.count else { return nil }
        var result: [Parameter] = []
        for index in 0..<count {
            let argument = clang.cursorArgument(method, UInt32(index))
            let name = clang.string(clang.cursorSpelling(argument))
            guard let type = swiftType(clang.cursorType(argument), member: selector, at: argument) else { return nil }
            let label: String?
            if index == 0 {
                if let prefix {
                    var rest = String(pieces[0].dropFirst(prefix.count))
                    if rest.hasPrefix("With") { rest = String(rest.dropFirst(4)) }
                    label = rest.isEmpty ? nil : Identifiers.lowercasingLeadingCapitals(rest)
                } else {
                    label = nil
                }
            } else {
                label = Self.label(for: pieces[index], type: type)
            }
            result.append(
                Parameter(
                    label: label,
                    name: name.isEmpty ? "value\(index)" : name,
                    type: TypeReference(parsing: type),
                    hasDefault: false
                )
            )
        }
        return result
    }

    /// Swift's importer drops a selector piece's words that repeat the parameter's type: `forState:` with a
    /// `ControlState` parameter becomes the label `for`.
    static func label(for piece: String, type: String) -> String {
        let prepositions = ["for", "with", "at", "in", "to", "from", "by", "of", "on", "as"]
        let base = TypeName.baseName(of: type.replacingOccurrences(of: "?", with: ""))
        for preposition in prepositions where piece.hasPrefix(preposition) {
            let rest = piece.dropFirst(preposition.count)
            if let first = rest.first, first.isUppercase, base.hasSuffix(rest) { return preposition }
        }
        return piece
    }

    private func setter(_ method: CKClangCursor, selector: String, attribute: SwiftNameAttribute?)
        -> MethodDeclaration?
    {
        let result = clang.string(clang.typeSpelling(clang.cursorResultType(method)))
        guard result == "void" else { return nil }
        guard let parameters = parameters(of: method, selector: selector, droppingFirstPrefix: nil) else { return nil }
        let name = Self.swiftName(selector: selector, labels: parameters.map(\.label), attribute: attribute)
        return MethodDeclaration(
            name: name.base,
            parameters: Self.relabel(parameters, with: name),
            returnType: nil,
            isStatic: false,
            isAsync: false,
            isThrowing: false,
            isGeneric: false,
            hasInoutParameter: false,
            access: .public,
            annotations: annotations(of: method),
            location: location(of: method),
            unavailability: unavailability(of: method)
        )
    }

    private func initializer(_ method: CKClangCursor, selector: String, attribute: SwiftNameAttribute?)
        -> InitializerDeclaration?
    {
        guard let parameters = parameters(of: method, selector: selector, droppingFirstPrefix: "init") else {
            return nil
        }
        let name = Self.swiftName(selector: selector, labels: parameters.map(\.label), attribute: attribute)
        // `NS_SWIFT_NAME(make(style:))` makes an initializer a method, which is no view factory.
        guard name.base == "init" else { return nil }
        return InitializerDeclaration(
            parameters: Self.relabel(parameters, with: name),
            isConvenience: false,
            isRequired: false,
            isFailable: false,
            access: .public,
            superInitLabels: [],
            annotations: [],
            location: location(of: method),
            unavailability: unavailability(of: method)
        )
    }

    /// Whether clang marks the member unavailable (`NS_UNAVAILABLE`, `API_UNAVAILABLE(ios)`), which Swift code
    /// cannot call, named as most headers write it.
    private func unavailability(of cursor: CKClangCursor) -> String? {
        guard let availability = clang.cursorAvailability, availability(cursor) == 2 else { return nil }
        return "NS_UNAVAILABLE"
    }

    /// Whether the method declared at `method` ends its parameters with `...` (read from the header's text, up to
    /// the `;` that ends the declaration).
    private func isVariadic(_ method: CKClangCursor) -> Bool {
        let start = location(of: method)
        guard start.file == header else { return false }
        for index in (start.line - 1)..<min(start.line + 9, lines.count) {
            let line = lines[index]
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
            if code.contains("...") { return true }
            if code.contains(";") || code.contains("{") { return false }
        }
        return false
    }

    // MARK: Types

    /// The Swift type the importer gives an Objective-C type, for the common cases; `nil` (with a warning) when
    /// the type could not be resolved, such as a type from a header that was not found.
    private func swiftType(_ type: CKClangType, member: String, at cursor: CKClangCursor) -> String? {
        if let invalid = clang.cursorIsInvalidDeclaration, invalid(cursor) != 0 {
            diagnostics.append(
                Diagnostic(ObjCMessage.unresolvedType(member: member), at: location(of: cursor))
            )
            return nil
        }
        let spelling = clang.string(clang.typeSpelling(type))
        let canonical = clang.canonicalType(type)
        if let what = Self.unimportedKind(
            type.kind,
            canonical: canonical.kind,
            canonicalSpelling: clang.string(clang.typeSpelling(canonical))
        ) {
            diagnostics.append(
                Diagnostic(
                    ObjCMessage.unsupportedType(member: member, spelling: spelling, importedAs: what),
                    at: location(of: cursor)
                )
            )
            return nil
        }
        var text = spelling
        for qualifier in [
            "_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "null_unspecified", "__kindof",
            "const", "__strong", "__weak",
        ] {
            text = text.replacingOccurrences(of: qualifier, with: " ")
        }
        let isPointer = text.contains("*")
        let base = text.replacingOccurrences(of: "*", with: " ").split(separator: " ").joined(separator: " ")
        switch Self.importedShape(spelling: spelling, text: text, base: base) {
        case .unsupported(let what):
            diagnostics.append(
                Diagnostic(
                    ObjCMessage.unsupportedType(member: member, spelling: spelling, importedAs: what),
                    at: location(of: cursor)
                )
            )
            return nil
        case .mapped(let swift):
            return optionalIfNullable(
                Self.renaming(swift, typeArgumentNames(of: type)),
                type: type,
                spelling: spelling,
                at: cursor
            )
        case .ordinary:
            break
        }
        let mapped: String
        switch base {
        case "NSString": mapped = "String"
        // UIKit's option sets that Swift imports as nested types.
        case "UIControlState": mapped = "UIControl.State"
        case "UIControlEvents": mapped = "UIControl.Event"
        // Foundation's collections without type arguments.
        case "NSArray": mapped = "[Any]"
        case "NSDictionary": mapped = "[AnyHashable: Any]"
        case "NSSet": mapped = "Set<AnyHashable>"
        default: mapped = Self.scalarValueTypes[base] ?? renamedTypeName(type)?.swift ?? base
        }
        guard isPointer || base == "id" else { return mapped }
        return optionalIfNullable(mapped, type: type, spelling: spelling, at: cursor)
    }

    /// What Swift's importer makes of a type ckgen does not copy as a plain name.
    enum ImportedShape: Equatable {
        /// A name ckgen maps as usual (scalars, object pointers, `NSString`, collections).
        case ordinary
        /// Imported as this Swift type, before nullability.
        case mapped(String)
        /// Imported as something ckgen does not make attributes of (described).
        case unsupported(String)
    }

    /// C scalar types (and their common typedefs) as Swift imports a value of them: `unsigned char` is `UInt8`,
    /// `long long` is `Int64` (not `Int`), `BOOL` is `Bool`.
    static let scalarValueTypes: [String: String] = [
        "BOOL": "Bool", "bool": "Bool", "_Bool": "Bool", "Boolean": "Bool", "char": "CChar", "signed char": "Int8",
        "unsigned char": "UInt8", "short": "Int16", "unsigned short": "UInt16", "int": "Int32",
        "unsigned int": "UInt32", "long": "Int", "unsigned long": "UInt", "long long": "Int64",
        "unsigned long long": "UInt64", "float": "Float", "double": "Double", "NSInteger": "Int",
        "NSUInteger": "UInt", "CGFloat": "CGFloat", "NSTimeInterval": "Double", "int8_t": "Int8",
        "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64", "uint8_t": "UInt8", "uint16_t": "UInt16",
        "uint32_t": "UInt32", "uint64_t": "UInt64", "size_t": "Int", "unichar": "UInt16",
    ]

    /// What a type Swift's importer does not import as a value (or as ckgen can write it) is, read from its kind
    /// and its canonical type (every typedef resolved: `typedef void (^TapHandler)(int)` is a block); `nil` for the
    /// rest. CXTypeKind values (clang-c/Index.h).
    static func unimportedKind(_ kind: Int32, canonical: Int32, canonicalSpelling: String) -> String? {
        if kind == 162 { return "the class's generic parameter, which the generated code cannot name" }
        switch canonical {
        case 100: return "nothing: Swift does not import C's '_Complex' types"
        case 102: return "a closure (an Objective-C block), which is not Equatable"
        case 101 where canonicalSpelling.contains("("): return "a C function pointer"
        case 12, 20: return "nothing: Swift does not import '__int128'"
        case 23: return "'Float80' on Intel only, and nothing elsewhere ('long double')"
        case 30: return "nothing: Swift does not import '__float128'"
        case 113, 176: return "a SIMD vector, which ckgen does not map"
        default: return nil
        }
    }

    /// C scalar types, as Swift imports them (pointers to them become `UnsafePointer`s of these).
    static let scalarTypes: [String: String] = [
        "char": "CChar", "signed char": "CSignedChar", "unsigned char": "CUnsignedChar", "short": "CShort",
        "unsigned short": "CUnsignedShort", "int": "CInt", "unsigned int": "CUnsignedInt", "long": "CLong",
        "unsigned long": "CUnsignedLong", "long long": "CLongLong", "unsigned long long": "CUnsignedLongLong",
        "float": "CFloat", "double": "CDouble", "BOOL": "ObjCBool", "bool": "Bool", "_Bool": "Bool",
        "NSInteger": "Int", "NSUInteger": "UInt", "CGFloat": "CGFloat", "NSTimeInterval": "TimeInterval",
        "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64", "uint8_t": "UInt8",
        "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64", "size_t": "Int", "unichar": "unichar",
    ]

    /// Blocks, function pointers, C arrays, pointers to scalars or to pointers, `SEL`, `Class`, `id<Protocol>`:
    /// the types Swift's importer does not take by name. `text` is `spelling` without qualifiers; `base` is `text`
    /// without its `*`s.
    static func importedShape(spelling: String, text: String, base: String) -> ImportedShape {
        if text.contains("^") { return .unsupported("a closure (an Objective-C block)") }
        if text.contains("(") { return .unsupported("a C function pointer") }
        if text.contains("[") { return .unsupported("a C array (a tuple, or a pointer when a parameter)") }
        let stars = text.filter { $0 == "*" }.count
        if base == "SEL" {
            return .unsupported("an Objective-C selector, which ComponentRuntime has no counterpart for")
        }
        if base == "Class" || base.hasPrefix("Class<") { return .unsupported("'AnyClass', which is not Equatable") }
        if let collection = bridgedCollection(text) { return collection }
        if stars > 1 || (stars == 1 && base.hasPrefix("id")) {
            return .unsupported(
                "a pointer to a pointer ('AutoreleasingUnsafeMutablePointer' or 'UnsafeMutablePointer')"
            )
        }
        let isConst = spelling.contains("const")
        if stars == 1, base == "void" {
            return .mapped(isConst ? "UnsafeRawPointer" : "UnsafeMutableRawPointer")
        }
        if stars == 1, let scalar = scalarTypes[base] {
            return .mapped((isConst ? "UnsafePointer<" : "UnsafeMutablePointer<") + scalar + ">")
        }
        if stars == 1, ["CGRect", "CGPoint", "CGSize", "NSRange", "CGAffineTransform", "UIEdgeInsets"].contains(base) {
            return .unsupported("an unsafe pointer ('UnsafeMutablePointer<\(base)>')")
        }
        // `id<P>` is `any P` and `UIView<P> *` is `UIView & P`: existentials, which are not Equatable. Generic
        // classes (`NSArray<NSString *>`) have pointers among their arguments; protocol lists do not.
        if let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close,
            !text[open..<close].contains("*")
        {
            let name = text[..<open].trimmingCharacters(in: .whitespaces)
            let protocols = text[text.index(after: open)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let swift =
                name == "id"
                ? "any " + protocols.joined(separator: " & ") : ([name] + protocols).joined(separator: " & ")
            return .unsupported("'\(swift)', which is not Equatable")
        }
        if base == "id" { return .unsupported("'Any', which is not Equatable") }
        if !base.allSatisfy({
            $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "<" || $0 == ">" || $0 == ","
        }) {
            return .unsupported("a type ckgen cannot read ('\(spelling)')")
        }
        return .ordinary
    }

    /// `mapped`, optional when the declaration makes it nullable (or leaves it unspecified outside an assume-nonnull
    /// region), as Swift's importer reads pointers.
    private func optionalIfNullable(_ mapped: String, type: CKClangType, spelling: String, at cursor: CKClangCursor)
        -> String
    {
        // CXTypeNullability: 0 non-null, 1 nullable, 2 unspecified. Unspecified inside an assume-nonnull region is
        // non-null; elsewhere Swift imports it as `T!`, and an attribute value is then `T?`.
        let declared = declaredTypeText(of: cursor) + " " + spelling
        if declared.contains("nullable") || declared.contains("_Nullable") || declared.contains("null_unspecified") {
            return mapped + "?"
        }
        if declared.contains("nonnull") || declared.contains("_Nonnull") { return mapped }
        switch clang.typeNullability(type) {
        case 0: return mapped
        case 1: return mapped + "?"
        default:
            let line = location(of: cursor).line
            return nonnullLines.contains { $0.contains(line) } ? mapped : mapped + "?"
        }
    }

    // MARK: Comments and locations

    private func annotations(of cursor: CKClangCursor) -> [Annotation] {
        let comment = clang.string(clang.cursorRawComment(cursor))
        guard comment.contains(AnnotationParser.prefix) else { return [] }
        let where_ = location(of: cursor)
        var result: [Annotation] = []
        for rawLine in comment.split(separator: "\n") {
            var line = rawLine.drop { $0 == " " || $0 == "\t" }
            for marker in ["///", "/**", "/*", "*/", "*"] where line.hasPrefix(marker) {
                line = line.dropFirst(marker.count)
                break
            }
            let parsed = AnnotationParser.parse(AnnotationParser.Line(text: line) { _ in where_ })
            switch parsed {
            case .annotation(let annotation)?: result.append(annotation)
            case .malformed(let diagnostic)?: diagnostics.append(diagnostic)
            case nil: break
            }
        }
        return result
    }

    private func isInHeader(_ cursor: CKClangCursor) -> Bool {
        var file: CKClangFile?
        clang.spellingLocation(clang.cursorLocation(cursor), &file, nil, nil, nil)
        guard let file else { return false }
        let path = URL(fileURLWithPath: clang.string(clang.fileName(file))).standardizedFileURL
            .resolvingSymlinksInPath().path
        return path == headerPath
    }

    private func location(of cursor: CKClangCursor) -> SourceLocation {
        Self.location(clang.cursorLocation(cursor), clang: clang, header: header)
    }

    /// A location in the compiler's terms; in the imported header, with the header's path as the user gave it.
    static func location(_ location: CKClangSourceLocation, clang: LibClang, header: String) -> SourceLocation {
        var file: CKClangFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        clang.spellingLocation(location, &file, &line, &column, nil)
        var path = file.map { clang.string(clang.fileName($0)) } ?? header
        let given = URL(fileURLWithPath: header).standardizedFileURL.resolvingSymlinksInPath().path
        if URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path == given { path = header }
        return SourceLocation(file: path, line: max(Int(line), 1), column: max(Int(column), 1))
    }

    // MARK: Children

    func children(of cursor: CKClangCursor) -> [CKClangCursor] {
        clang.children(of: cursor)
    }
}
