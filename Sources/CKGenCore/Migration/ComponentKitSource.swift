/// What the reader found in one Objective-C++ file: the classes it implements, each with its methods as syntax.
/// The first stage of `ckgen migrate` writes it; the recogniser reads it.
struct ComponentKitSource: Sendable, Equatable {
    /// The file, as the user named it.
    var path: String
    /// Every `@implementation` in the file, in order.
    var classes: [ImplementedClass]
    /// Declarations at file level that are not classes (C functions, statics, `@interface` blocks are left out),
    /// with their text: migration keeps them as comments.
    var otherDeclarations: [ObjCSyntaxNode]
    /// clang's errors in the file, located.
    var diagnostics: [Diagnostic]

    /// One `@implementation`.
    struct ImplementedClass: Sendable, Equatable {
        /// The class's name.
        var name: String
        /// Its superclass, from its `@interface` (in the file or in a header it imports); `nil` when none was seen.
        var superclass: String?
        /// Where `@implementation` is.
        var location: SourceLocation
        /// Its class methods (`+newWith…`, `+initialState`), in order.
        var classMethods: [Method]
        /// Its instance methods (action handlers, controller lifecycle), in order.
        var instanceMethods: [Method]
    }

    /// One method with its body.
    struct Method: Sendable, Equatable {
        /// The selector, `newWithQuote:context:`.
        var selector: String
        /// Its parameters, in order.
        var parameters: [Parameter]
        /// The return type, as spelt.
        var returnType: String
        /// The body's statements, each a syntax node (empty for a declaration without a body).
        var statements: [ObjCSyntaxNode]
        /// The whole method's text, kept for what cannot be converted.
        var text: String
        /// Where the method starts.
        var location: SourceLocation
    }

    /// One parameter of a method.
    struct Parameter: Sendable, Equatable {
        /// Its name inside the method.
        var name: String
        /// Its type as clang spells it (`Quote *`, `const CKAction<NSString *> &`).
        var type: String
        /// Whether it is declared nullable (`nullable`, `_Nullable`, or `__nullable` in its text).
        var isNullable: Bool
    }
}
