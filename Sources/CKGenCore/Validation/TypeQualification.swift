import SwiftParser
import SwiftSyntax

/// Types as generated code must write them. A member's type is written inside the type that declares it, where a
/// plain name also finds the types nested in that type, in its superclasses and protocols, and in the types around
/// it (`var mode: Mode` inside `class CardView { enum Mode … }`). Generated code stands at file scope, in
/// extensions of the runtime's types, where `Mode` is no type at all ("cannot find type 'Mode' in scope"), or is
/// another one of that name. So every name that Swift would find as a member of a type of the module, or of the
/// UIKit view class a view inherits from, is written with that type in front (`CardView.Mode`, `UIView.ContentMode`);
/// other names (`String`, `UIColor`, a type of another module) are written as they are.
extension ValidationContext {
    /// `type`, written in a member of `entry`, as code at file scope names the same type.
    func qualified(_ type: TypeReference, in entry: TypeIndex.Entry) -> TypeReference {
        guard index.mayNameMemberType(type) else { return type }
        let prefix = "typealias T = "
        var parser = Parser(prefix + type.spelling)
        guard let alias = DeclSyntax.parse(from: &parser).as(TypeAliasDeclSyntax.self), !alias.hasError else {
            return type
        }
        let names = FirstTypeNames(viewMode: .sourceAccurate)
        names.walk(alias.initializer.value)
        var insertions: [(offset: Int, qualifier: String)] = []
        for (name, offset) in names.found {
            guard let scope = scopeDeclaringMemberType(named: name, from: entry) else { continue }
            insertions.append((offset - prefix.utf8.count, Identifiers.swiftTypeName(scope) + "."))
        }
        guard !insertions.isEmpty else { return type }
        var bytes = Array(type.spelling.utf8)
        // From the last, so the offsets before each insertion stay where they were.
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.qualifier.utf8), at: insertion.offset)
        }
        return TypeReference(parsing: String(decoding: bytes, as: UTF8.self))
    }

    /// The qualified name of the type whose member `name` is, as Swift looks a plain type name up inside `entry`:
    /// `entry`'s own members (and those of its superclasses and protocols the module declares), then those of each
    /// type around it, inside out. A nested type is named by the type that declares it (`BaseView.Style`), unless
    /// that type is generic; a type alias by the type it was looked up in. `nil` when the name is a generic
    /// parameter, or no type of the module has such a member (a top-level type, or one from another module).
    func scopeDeclaringMemberType(named name: String, from entry: TypeIndex.Entry) -> String? {
        if entry.primary?.genericParameters.contains(name) == true { return nil }
        var scopeName = Substring(entry.qualifiedName)
        while true {
            if let scope = index[String(scopeName)] {
                var seen: Set<Int> = []
                if let found = index.memberTypeScope(named: name, in: scope, lookedUpIn: scope, seen: &seen) {
                    return found
                }
            }
            guard let dot = scopeName.lastIndex(of: ".") else { return nil }
            scopeName = scopeName[..<dot]
        }
    }
}

extension TypeIndex {
    /// The name to write before `name` for a member type of `scope`, looked up in `origin` (which is `scope`, or a
    /// type that inherits from it): see ``ValidationContext/scopeDeclaringMemberType(named:from:)``.
    func memberTypeScope(named name: String, in scope: Entry, lookedUpIn origin: Entry, seen: inout Set<Int>)
        -> String?
    {
        guard seen.insert(scope.id).inserted else { return nil }
        if self[scope.qualifiedName + "." + name] != nil {
            return scope.isGeneric ? origin.qualifiedName : scope.qualifiedName
        }
        if memberTypeAlias(named: name, in: scope) != nil { return origin.qualifiedName }
        for inherited in scope.inheritedTypes {
            if let next = resolve(inherited) {
                if let found = memberTypeScope(named: name, in: next, lookedUpIn: origin, seen: &seen) {
                    return found
                }
            } else if let uikitClass = UIKitMemberTypes.declaringClass(of: name, lookedUpFrom: inherited) {
                // A UIKit view's own types (`UIView.ContentMode`) are found from its subclasses by plain name.
                return uikitClass
            }
        }
        return nil
    }

    /// The type alias `name` declared in `scope` (in its declaration or an extension), if any.
    func memberTypeAlias(named name: String, in scope: Entry) -> TypeReference? {
        for declaration in scope.all {
            if let alias = declaration.typeAliases.first(where: { $0.name == name }) { return alias.target }
        }
        return nil
    }

    /// The type a type alias of the module names: `Handler` for a file-scope `typealias Handler = () -> Void`,
    /// `CardView.Handler` for one a type declares or inherits (from a superclass or protocol of the module).
    func aliasTarget(_ path: [String]) -> TypeReference? {
        guard let name = path.last else { return nil }
        if path.count == 1 { return fileTypeAliases[name] }
        guard let scope = self[path.dropLast().joined(separator: ".")] else { return nil }
        var seen: Set<Int> = []
        var pending = [scope]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if let target = memberTypeAlias(named: name, in: next) { return target }
            pending += next.inheritedTypes.compactMap { resolve($0) }
        }
        return nil
    }

    /// Whether `type` may name a member type of a type of the module or of a UIKit view: one of its names is the
    /// name of a nested type or a type alias the module or a UIKit view declares (most types name none), or it is a
    /// function or another type whose parts ckgen does not record.
    func mayNameMemberType(_ type: TypeReference) -> Bool {
        for reference in type.allReferences {
            switch reference.shape {
            case .named(let path, _):
                guard let first = path.first else { continue }
                if memberTypeNames.contains(first) || UIKitMemberTypes.allNames.contains(first) { return true }
            case .function, .other: return true
            default: continue
            }
        }
        return false
    }
}

/// The first name of every type named in a type (`Mode` in `[Mode.Kind]`), with the offset of its token: the names
/// looked up in the scope the type is written in. Attributes (`@escaping`) are no types.
private final class FirstTypeNames: SyntaxVisitor {
    var found: [(name: String, offset: Int)] = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text.trimmingBackticks, node.name.positionAfterSkippingLeadingTrivia.utf8Offset))
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
