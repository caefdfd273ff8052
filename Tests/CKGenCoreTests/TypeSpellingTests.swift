import SwiftParser
import SwiftSyntax
import Testing

@testable import CKGenCore

/// A type's spelling copied from the file's bytes (when it is written without anything typeText would change)
/// equals the spelling typeText builds from its tokens, for every type in a file, nested ones included.
@Suite("Type spellings")
struct TypeSpellingTests {
    static let source = """
        struct Sample {
            var a: String
            var b: String?
            var c: [String: Int]
            var d: [String:Int]
            var e: Outer.Inner<T>
            var f: (Int) -> Void
            var g: (@escaping () -> Void)?
            var h: any P
            var i: some P
            var j: P & Q
            var k: Foo<Bar<Baz>>?
            var l: [[Int]]
            var m: `Type`.`default`
            var n: Int/* comment */?
            var o: Foo.Type
            var p: (any P)?
            var q: Set<
                String
            >
            var r: ((Int))
            var s: Array<(a: Int, b: String)>
            func t(_ x: inout[Int], _ y: borrowing Foo, _ z: __owned Bar, _ w: sending Baz) async throws -> Ünïcödé?
            func u() -> Optional<some P> { fatalError() }
            func v(_ x: repeat each T) {}
        }
        """

    @Test("spellings copied from the bytes match token-built ones, for every type in the file")
    func copiedSpellingsMatch() {
        let tree = Parser.parse(source: Self.source)
        let bytes = Array(Self.source.utf8)
        let finder = TypeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        #expect(finder.types.count > 40)
        for type in finder.types {
            #expect(TypeReference(type, source: bytes) == TypeReference(type), "\(type.trimmedDescription)")
        }
    }
}

private final class TypeFinder: SyntaxAnyVisitor {
    var types: [TypeSyntax] = []
    override func visitAnyPost(_ node: Syntax) {
        if let type = node.as(TypeSyntax.self) { types.append(type) }
    }
}
