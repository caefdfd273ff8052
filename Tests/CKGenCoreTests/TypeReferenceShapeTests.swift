import Foundation
import Testing

@testable import CKGenCore

/// Type references as the model keeps them (issue 34, fresh bugs in the model): every shape survives a JSON round
/// trip (what `ckgen dump` writes), and the questions validation asks of them answer each case.
@Suite("Type references: every shape stored and read back, and the questions asked of them")
struct TypeReferenceShapeTests {
    static let int = TypeReference.named("Int")
    static let every: [TypeReference] = [
        int,
        TypeReference(spelling: "Swift.Array<Int>", shape: .named(path: ["Swift", "Array"], genericArguments: [int])),
        TypeReference(spelling: "Int?", shape: .optional(int)),
        TypeReference(spelling: "[Int]", shape: .array(int)),
        TypeReference(
            spelling: "[Int: Int?]",
            shape: .dictionary(key: int, value: .init(spelling: "Int?", shape: .optional(int)))
        ),
        TypeReference(spelling: "(Int, Int)", shape: .tuple([int, int])),
        TypeReference(spelling: "()", shape: .tuple([])),
        TypeReference(spelling: "() -> Void", shape: .function),
        TypeReference(spelling: "any P", shape: .existential(.named("P"))),
        TypeReference(spelling: "some P", shape: .opaque(.named("P"))),
        TypeReference(spelling: "P & Q", shape: .composition([.named("P"), .named("Q")])),
        TypeReference(spelling: "Int.Type", shape: .metatype(int)),
        TypeReference(spelling: "~Copyable", shape: .other),
    ]

    @Test("every shape reads back as it was written, and different shapes are written differently")
    func roundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var seen: Set<Data> = []
        for reference in Self.every {
            let data = try encoder.encode(reference)
            #expect(try JSONDecoder().decode(TypeReference.self, from: data) == reference, "\(reference)")
            #expect(seen.insert(data).inserted, "\(reference) written like another")
        }
        // Shapes alone (the spelling set aside) are told apart too.
        let shapes = try Self.every.map { try encoder.encode($0.shape) }
        #expect(Set(shapes).count == Self.every.count)
        for (reference, data) in zip(Self.every, shapes) {
            #expect(try JSONDecoder().decode(TypeReference.Shape.self, from: data) == reference.shape)
        }
    }

    @Test("base names and generic arguments are a named type's; every other shape has none")
    func namedParts() {
        #expect(Self.every[1].baseName == "Array")
        #expect(Self.every[1].genericArguments == [Self.int])
        #expect(Self.int.genericArguments == [])
        for reference in Self.every.dropFirst(2) {
            #expect(reference.baseName == nil, "\(reference)")
            #expect(reference.genericArguments.isEmpty, "\(reference)")
        }
    }

    @Test("'names': the plain or module-qualified name, without generic arguments")
    func names() {
        let bool = TypeReference.named("Bool")
        let qualified = TypeReference(
            spelling: "Swift.Bool",
            shape: .named(path: ["Swift", "Bool"], genericArguments: [])
        )
        let other = TypeReference(spelling: "Other.Bool", shape: .named(path: ["Other", "Bool"], genericArguments: []))
        #expect(bool.names("Bool") && qualified.names("Bool"))
        #expect(!other.names("Bool"))
        #expect(other.names("Bool", module: "Other"))
        #expect(!Self.every[1].names("Array"))
        #expect(!TypeReference(spelling: "Bool?", shape: .optional(bool)).names("Bool"))
    }

    @Test("functions and the empty tuple are told from the rest")
    func functionAndEmptyTuple() {
        #expect(Self.every.filter(\.isFunction).map(\.spelling) == ["() -> Void"])
        #expect(Self.every.filter(\.isEmptyTuple).map(\.spelling) == ["()"])
    }

    @Test("every reference within, itself first, depth first")
    func allReferences() {
        #expect(Self.every[4].allReferences.map(\.spelling) == ["[Int: Int?]", "Int", "Int?", "Int"])
        #expect(Self.every[10].allReferences.map(\.spelling) == ["P & Q", "P", "Q"])
        #expect(Self.every[11].allReferences.map(\.spelling) == ["Int.Type", "Int"])
        #expect(Self.every[7].allReferences.map(\.spelling) == ["() -> Void"])
    }
}
