/// The names Swift's importer gives Objective-C members, for the cases ckgen supports, so generated code calls
/// what Swift code sees (swiftlang/swift `docs/CToSwiftNameTranslation.md`, "Objective-C Properties").
enum SwiftImportNames {
    /// A property's Swift name. Properties of type `BOOL` or `Boolean` take their getter's name
    /// (`@property (getter=isVerified) BOOL verified` is `isVerified`); C's `bool` and every other type keep the
    /// property's own name.
    /// - Parameters:
    ///   - name: the property's Objective-C name.
    ///   - getter: the getter's selector (the property's name when no `getter=` is written).
    ///   - typeSpelling: the property's type as clang spells it (`BOOL`, `_Nonnull NSString *`).
    static func propertyName(_ name: String, getter: String, typeSpelling: String) -> String {
        let words = typeSpelling.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let type = words.filter { !qualifiers.contains(String($0)) }
        guard type == ["BOOL"] || type == ["Boolean"], !getter.isEmpty else { return name }
        return getter
    }

    private static let qualifiers: Set<String> = [
        "_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "null_unspecified", "const", "volatile",
    ]
}

/// What `NS_SWIFT_NAME` and `NS_REFINED_FOR_SWIFT` tell Swift's importer about a declaration
/// (`__attribute__((swift_name("…")))` and `__attribute__((swift_private))`).
enum SwiftNameAttribute: Equatable {
    /// `swift_private`: the importer puts `__` before the name (`count` is `__count`, `init(style:)` is
    /// `init(__style:)`), for a Swift refinement to wrap.
    case refined
    /// `swift_name`: the Swift name, as written (`configure(mode:)`, `renamed`).
    case renamed(String)
}

/// A Swift name as `swift_name` writes it: `configure(mode:)` is the base `configure` with the labels `["mode"]`,
/// `renamed` a bare name (no labels). `_` is no label.
struct SwiftDeclarationName: Equatable {
    var base: String
    var labels: [String?]?

    init(base: String, labels: [String?]?) {
        self.base = base
        self.labels = labels
    }

    /// `nil` when `text` is not a Swift name for a member: dotted (`Type.member` moves a global into a type) or
    /// not made of identifiers.
    init?(_ text: String) {
        let text = text.filter { !$0.isWhitespace }
        guard let open = text.firstIndex(of: "(") else {
            guard Self.isIdentifier(text) else { return nil }
            self.init(base: text, labels: nil)
            return
        }
        guard text.hasSuffix(")") else { return nil }
        let base = String(text[..<open])
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard Self.isIdentifier(base), inside.isEmpty || inside.hasSuffix(":") else { return nil }
        var labels: [String?] = []
        for piece in inside.split(separator: ":", omittingEmptySubsequences: false).dropLast() {
            if piece == "_" {
                labels.append(nil)
            } else if Self.isIdentifier(String(piece)) {
                labels.append(String(piece))
            } else {
                return nil
            }
        }
        self.init(base: base, labels: labels)
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}

extension SwiftImportNames {
    /// The `swift_name` or `swift_private` attribute whose name is spelled at `offset` in `spelling` (where clang
    /// reports the attribute: in a macro's definition when a macro wrote it), or `nil` for any other attribute.
    /// A macro that stringifies its parameter (`swift_name(#_name)`, as `NS_SWIFT_NAME` does) takes the name from
    /// its use, the macro call at `useOffset` in `use`.
    static func attribute(spelling: [UInt8], at offset: Int, use: [UInt8], at useOffset: Int) -> SwiftNameAttribute? {
        var reader = ByteReader(bytes: spelling, position: offset)
        switch reader.identifier() {
        case "swift_private": return .refined
        case "swift_name": break
        default: return nil
        }
        reader.skipSpace()
        guard reader.take(UInt8(ascii: "(")) else { return nil }
        reader.skipSpace()
        if let literal = reader.stringLiteral() { return .renamed(literal) }
        guard reader.take(UInt8(ascii: "#")) else { return nil }
        var call = ByteReader(bytes: use, position: useOffset)
        guard !call.identifier().isEmpty else { return nil }
        call.skipSpace()
        return call.parenthesized().map { .renamed($0.filter { !$0.isWhitespace }) }
    }

    /// The Swift name of a class `name`: `swift_name` may nest it in another type (`Outer.Inner`).
    static func typeName(_ name: String, attribute: SwiftNameAttribute?) -> String {
        switch attribute {
        case nil: return name
        case .refined: return "__" + name
        case .renamed(let text):
            let parts = text.filter { !$0.isWhitespace }.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ SwiftDeclarationName.isIdentifier(String($0)) }) else { return name }
            return parts.joined(separator: ".")
        }
    }

    /// The Swift name of a property `name` (already named after its getter where Swift does that).
    static func propertyName(_ name: String, attribute: SwiftNameAttribute?) -> String {
        switch attribute {
        case nil: return name
        case .refined: return "__" + name
        case .renamed(let text):
            guard let renamed = SwiftDeclarationName(text), renamed.labels == nil else { return name }
            return renamed.base
        }
    }

    /// The Swift name of a method or initializer whose Objective-C name is `name`: `swift_name` replaces it when it
    /// gives one label per parameter (clang ignores it otherwise, and so does Swift); `swift_private` puts `__`
    /// before the base name, or before an initializer's first label.
    static func memberName(_ name: SwiftDeclarationName, attribute: SwiftNameAttribute?, isInitializer: Bool)
        -> SwiftDeclarationName
    {
        switch attribute {
        case nil: return name
        case .refined:
            guard isInitializer else { return SwiftDeclarationName(base: "__" + name.base, labels: name.labels) }
            var labels = name.labels ?? []
            if !labels.isEmpty { labels[0] = "__" + (labels[0] ?? "") }
            return SwiftDeclarationName(base: name.base, labels: labels)
        case .renamed(let text):
            guard let renamed = SwiftDeclarationName(text), renamed.labels?.count == name.labels?.count else {
                return name
            }
            return renamed
        }
    }
}

/// Reads C tokens from bytes, for the few attribute shapes ckgen looks at.
private struct ByteReader {
    let bytes: [UInt8]
    var position: Int

    mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                position += 1
            } else if byte == UInt8(ascii: "\\"), position + 1 < bytes.count,
                bytes[position + 1] == UInt8(ascii: "\n")
            {
                position += 2  // a line continuation inside a macro
            } else {
                return
            }
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    mutating func identifier() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isPart =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            guard isPart else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A `"…"` literal's contents (no escapes: a Swift name has none).
    mutating func stringLiteral() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\n") {
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        defer { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The text between a `(` here and its matching `)`.
    mutating func parenthesized() -> String? {
        guard take(UInt8(ascii: "(")) else { return nil }
        let start = position
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "(") { depth += 1 }
            if bytes[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    defer { position += 1 }
                    return String(decoding: bytes[start..<position], as: UTF8.self)
                }
            }
            position += 1
        }
        return nil
    }
}
