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
