import CLibClang
import Foundation

/// The names Swift's importer gives what the walker imports: `NS_SWIFT_NAME` and `NS_REFINED_FOR_SWIFT` on a class,
/// member or type, read where clang spells the attribute (see ``SwiftImportNames``).
extension InterfaceWalker {
    /// The Swift name of a method with `selector` whose parameters have `labels` (as ckgen derives them without
    /// attributes), after `attribute`.
    static func swiftName(selector: String, labels: [String?]?, attribute: SwiftNameAttribute?) -> SwiftDeclarationName
    {
        let isInitializer = selector.hasPrefix("init") && selector.contains(":")
        let base = isInitializer ? "init" : String(selector.split(separator: ":").first ?? "")
        let labels = labels ?? Array(repeating: nil, count: selector.filter { $0 == ":" }.count)
        return SwiftImportNames.memberName(
            SwiftDeclarationName(base: base, labels: labels),
            attribute: attribute,
            isInitializer: isInitializer
        )
    }

    /// `parameters` with the labels of `name`.
    static func relabel(_ parameters: [Parameter], with name: SwiftDeclarationName) -> [Parameter] {
        guard let labels = name.labels, labels.count == parameters.count else { return parameters }
        return zip(parameters, labels).map { parameter, label in
            var parameter = parameter
            parameter.label = label
            return parameter
        }
    }

    /// The name Swift gives the class, enum or typedef `type` names when its declaration is renamed
    /// (`NS_SWIFT_NAME(CardStyle)` on `CKCardStyle`, `NS_REFINED_FOR_SWIFT`), wherever it is declared; `nil` when
    /// it keeps its own. An object pointer names the class it points to; a typedef, or the enum it stands for.
    func renamedTypeName(_ type: CKClangType) -> (objc: String, swift: String)? {
        let canonical = clang.canonicalType(type)
        for candidate in [type, canonical, clang.pointeeType(canonical)] {
            let declaration = clang.typeDeclaration(candidate)
            // CXCursor_InvalidFile (70) and above: no declaration.
            let kind = clang.cursorKind(declaration)
            guard kind > 0, kind < 70, let attribute = swiftNameAttribute(of: declaration) else { continue }
            let name = clang.string(clang.cursorSpelling(declaration))
            return (name, SwiftImportNames.typeName(name, attribute: attribute))
        }
        return nil
    }

    /// The renamed classes among the type arguments of an object pointer (`CKBadge` in `NSArray<CKBadge *> *`,
    /// at any depth), by Objective-C name.
    func typeArgumentNames(of type: CKClangType, depth: Int = 0) -> [String: String] {
        guard depth < 8, let count = clang.objcTypeArgumentCount, let argumentAt = clang.objcTypeArgument else {
            return [:]
        }
        let object = clang.pointeeType(clang.canonicalType(type))
        var names: [String: String] = [:]
        for index in 0..<count(object) {
            let argument = argumentAt(object, index)
            if let renamed = renamedTypeName(argument) { names[renamed.objc] = renamed.swift }
            names.merge(typeArgumentNames(of: argument, depth: depth + 1)) { first, _ in first }
        }
        return names
    }

    /// `swift` (a type as ckgen spells it) with each whole name among `names`' keys replaced by its value.
    static func renaming(_ swift: String, _ names: [String: String]) -> String {
        guard !names.isEmpty else { return swift }
        var result = ""
        var word = ""
        for character in swift + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += names[word] ?? word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// The `swift_name` or `swift_private` attribute of `cursor`, read where clang spells it.
    func swiftNameAttribute(of cursor: CKClangCursor) -> SwiftNameAttribute? {
        for child in children(of: cursor) where clang.cursorKind(child) == Kind.unexposedAttribute {
            let start = clang.rangeStart(clang.cursorExtent(child))
            guard let spelling = position(start, using: clang.spellingLocation),
                let use = position(start, using: clang.expansionLocation),
                let attribute = SwiftImportNames.attribute(
                    spelling: bytes(of: spelling.file),
                    at: spelling.offset,
                    use: bytes(of: use.file),
                    at: use.offset
                )
            else { continue }
            return attribute
        }
        return nil
    }

    private func position(_ location: CKClangSourceLocation, using resolve: LibClang.SpellingLocation)
        -> (file: String, offset: Int)?
    {
        var file: CKClangFile?
        var offset: UInt32 = 0
        resolve(location, &file, nil, nil, &offset)
        guard let file else { return nil }
        return (clang.string(clang.fileName(file)), Int(offset))
    }

    private func bytes(of file: String) -> [UInt8] {
        if let known = fileBytes[file] { return known }
        let read = (try? FileBytes.read(file)).map { [UInt8]($0) } ?? []
        fileBytes[file] = read
        return read
    }
}
