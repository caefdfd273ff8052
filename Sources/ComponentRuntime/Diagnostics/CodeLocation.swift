/// A place in the source, captured with `#fileID` and `#line` by the APIs that change state, so that a change
/// that cannot apply is reported where it was made (or, for a `@ScopedState` property set through its
/// `wrappedValue`, which cannot capture its caller, where the property is declared).
struct CodeLocation: Sendable, CustomStringConvertible {
    let fileID: StaticString
    let line: UInt

    /// `Module/File.swift:12`.
    var description: String { "\(fileID):\(line)" }
}
