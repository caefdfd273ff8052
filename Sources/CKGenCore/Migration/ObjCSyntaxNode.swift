/// One node of an Objective-C++ method body as libclang parsed it: an expression, a statement or a declaration,
/// with its own source text. The migration's later stages read these and never libclang's cursors, so they are
/// plain values a test can build.
struct ObjCSyntaxNode: Sendable, Equatable {
    /// libclang's cursor kind (`CXCursorKind`); the ones migration reads are ``Kind``'s constants.
    var kind: Int32
    /// The cursor's spelling: a selector for a message, a name for a reference.
    var spelling: String
    /// The type clang gave it, as spelt.
    var type: String
    /// Its source text, exactly as written (empty when a macro or an implicit conversion made it).
    var text: String
    /// Where it starts in the file being migrated.
    var location: SourceLocation
    /// Its children, in source order.
    var children: [ObjCSyntaxNode]

    /// The `CXCursorKind` values migration reads (clang-c/Index.h).
    enum Kind {
        static let variable: Int32 = 9
        static let parameter: Int32 = 10
        static let memberReference: Int32 = 47
        static let unexposedExpression: Int32 = 100
        static let declarationReference: Int32 = 101
        static let memberReferenceExpression: Int32 = 102
        static let call: Int32 = 103
        static let message: Int32 = 104
        static let block: Int32 = 105
        static let integerLiteral: Int32 = 106
        static let floatingLiteral: Int32 = 107
        static let stringLiteral: Int32 = 109
        static let parenthesis: Int32 = 111
        static let unaryOperator: Int32 = 112
        static let binaryOperator: Int32 = 114
        static let conditional: Int32 = 116
        static let cStyleCast: Int32 = 117
        static let initList: Int32 = 119
        static let boolLiteral: Int32 = 129
        static let nullPointer: Int32 = 131
        static let objcStringLiteral: Int32 = 137
        static let selector: Int32 = 139
        static let objcBoolLiteral: Int32 = 145
        static let objcSelf: Int32 = 146
        static let compound: Int32 = 202
        static let ifStatement: Int32 = 205
        static let returnStatement: Int32 = 214
        static let declarationStatement: Int32 = 231
        static let classReference: Int32 = 42
        static let typeReference: Int32 = 43
        static let unexposedDeclaration: Int32 = 1
    }

    /// This node without the wrappers clang adds for implicit conversions and parentheses: an unexposed
    /// expression, a parenthesis or a converting constructor call with one child that covers the same text.
    var unwrapped: ObjCSyntaxNode {
        var node = self
        while node.children.count == 1 {
            let child = node.children[0]
            let wraps =
                node.kind == Kind.unexposedExpression || node.kind == Kind.parenthesis
                || (node.kind == Kind.call && (child.text == node.text || node.text.isEmpty))
            guard wraps else { break }
            node = child
        }
        return node
    }

    /// Whether this is a designated initializer, `.name = value` in a brace list: clang shows it as an unexposed
    /// expression holding a member reference and the value.
    var designatedField: (name: String, value: ObjCSyntaxNode)? {
        guard kind == Kind.unexposedExpression, children.count == 2, children[0].kind == Kind.memberReference else {
            return nil
        }
        return (children[0].spelling, children[1])
    }

    /// The receiver's class when this is a message to a class (`[UIColor whiteColor]`).
    var receiverClass: String? {
        guard kind == Kind.message, let first = children.first, first.kind == Kind.classReference else { return nil }
        return first.spelling
    }

    /// A message's arguments: its children after the receiver (a message to `super` has no receiver child).
    var messageArguments: [ObjCSyntaxNode] {
        guard kind == Kind.message else { return [] }
        let pieces = spelling.split(separator: ":", omittingEmptySubsequences: false).count - 1
        return Array(children.suffix(max(pieces, 0)))
    }
}
