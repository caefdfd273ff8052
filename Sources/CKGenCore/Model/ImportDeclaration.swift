/// An `import` of a file. Generated code names the types a view's or a component's members are written with, and
/// those may come from another module (`import Models`, `var user: UserID?`): `CKGen.swift` imports what the files
/// declaring those members import.
public struct ImportDeclaration: Codable, Sendable, Equatable {
    /// The imported module, or for a scoped import the declaration, without backticks: `["Models"]`,
    /// `["Models", "UserID"]`.
    public var path: [String]
    /// The kind of a scoped import (`struct` in `import struct Models.UserID`), `nil` for a whole module.
    public var kind: String?
    /// The access level written before `import` (`public import Models`), `nil` when none is.
    public var access: AccessLevel?
    /// Its attributes as written, on one line: `@testable`, `@_spi(Internal)`, `@preconcurrency`.
    public var attributes: [String]
    /// The `#if` condition under which the file imports it, if any.
    public var condition: String?
    /// Where `import` is.
    public var location: SourceLocation

    /// An import as Parsing reads it.
    public init(
        path: [String],
        kind: String? = nil,
        access: AccessLevel? = nil,
        attributes: [String] = [],
        condition: String? = nil,
        location: SourceLocation
    ) {
        self.path = path
        self.kind = kind
        self.access = access
        self.attributes = attributes
        self.condition = condition
        self.location = location
    }

    /// The imported module: the first name of the path.
    public var module: String { path.first ?? "" }
}
