/// How far a type can be seen from outside the module: `public class Inner` inside an internal `Outer` is internal,
/// whatever it declares. Generated members that name a type cannot be more visible than it (`public static func
/// style(_ value: Style)` does not compile when `Style` is internal), so ckgen lowers them to what compiles.
extension TypeIndex {
    /// `entry`'s declared access, lowered to that of every module type it is nested in.
    func effectiveAccess(of entry: Entry) -> AccessLevel {
        var access = entry.access
        guard entry.primary != nil else { return access }
        var name = Substring(entry.qualifiedName)
        // Each enclosing name is a prefix ending before a dot: `A.B.C` is inside `A.B`, inside `A`.
        while let dot = name.lastIndex(of: ".") {
            name = name[..<dot]
            if let outer = self[String(name)], outer.primary != nil { access = min(access, outer.access) }
        }
        return access
    }

    /// Whether every type `type` names is public outside the module: types the module does not declare are
    /// (they come from other modules); the module's own are when their effective access is `public` or `open`.
    func isPublic(_ type: TypeReference) -> Bool {
        switch type.shape {
        case .named(_, let arguments):
            if let entry = resolve(type), entry.primary != nil, effectiveAccess(of: entry) < .public { return false }
            return arguments.allSatisfy(isPublic)
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped):
            return isPublic(wrapped)
        case .dictionary(let key, let value): return isPublic(key) && isPublic(value)
        case .tuple(let elements), .composition(let elements): return elements.allSatisfy(isPublic)
        case .function, .other: return true
        }
    }
}
