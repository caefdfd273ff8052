// swift-format-ignore-file
// (Declarations transcribed from Apple's documentation, kept in its layout.)
// A test-only stand-in for the part of Apple's `ObjectiveC` module that ComponentRuntime's UIKit code path
// uses, so that path can be type-checked on Linux (with `-enable-objc-interop`, the compiler needs this module
// for `#selector` and `@objc`). Written from Apple's documentation; bodies are never run.

/// Apple: `struct Selector` — "In Objective-C, a selector is a type that refers to the name of an Objective-C
/// method." `init(_ str: String)`, `ExpressibleByStringLiteral`, `Hashable`.
public struct Selector: Hashable, ExpressibleByStringLiteral {
    public init(_ str: String) {}
    public init(stringLiteral value: String) {}
}

/// Apple: `enum objc_AssociationPolicy : UInt` — the memory policy of an associated object.
public enum objc_AssociationPolicy: UInt {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Apple: `func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
/// _ policy: objc_AssociationPolicy)`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
