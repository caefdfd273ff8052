import Testing

@testable import CKGenCore

/// Issue 19, item 2: Parsing reads a type's structure once; validation asks the structure.
@Suite("Type references")
struct TypeReferenceTests {
    @Test(
        "each kind of type is read into its shape",
        arguments: [
            (
                "ComponentRuntime.ComponentController<FooComponent>",
                "named ComponentRuntime.ComponentController <named FooComponent>"
            ),
            ("Int?", "optional named Int"),
            ("String!", "optional named String"),
            ("[Item]", "array named Item"),
            ("[String: any Model]", "dictionary named String, existential named Model"),
            ("(x: Int, y: Int)", "tuple named Int, named Int"),
            ("(Int)", "named Int"),
            ("()", "tuple "),
            ("@escaping (Int) -> Void", "function"),
            ("some View", "opaque named View"),
            ("Codable & Sendable", "composition named Codable, named Sendable"),
            ("UIView.Type", "metatype named UIView"),
            ("`Type`", "named Type"),
        ]
    )
    func shapes(_ text: String, _ expected: String) {
        #expect(Self.describe(TypeReference(parsing: text)) == expected)
    }

    @Test("a text that is not a type keeps its spelling, with no structure")
    func notAType() {
        let reference = TypeReference(parsing: "->")
        #expect(reference.spelling == "->" && reference.shape == .other)
    }

    @Test("names(_:) accepts the type with or without its module, and nothing else")
    func names() {
        #expect(TypeReference(parsing: "Bool").names("Bool"))
        #expect(TypeReference(parsing: "Swift.Bool").names("Bool"))
        #expect(!TypeReference(parsing: "MyModule.Bool").names("Bool"))
        #expect(!TypeReference(parsing: "Bool?").names("Bool"))
    }

    @Test("structure, not text, decides: '(Bool)' returns Bool, and 'Any' nested in a dictionary is found")
    func validationReadsStructure() {
        let (plan, diagnostics) = Snippets(
            """
            final class Row: CompositeComponent {
                /// @ck.action
                func canTap(_ sender: Any) -> (Bool) { true }
            }
            /// @ck.view
            final class V: UIView {
                var payload: [String: Any] = [:]
                var anyObjectLike: AnyObjectBox = AnyObjectBox()
            }
            struct AnyObjectBox: Equatable {}
            """
        ).lint()
        #expect(plan.actionTables.flatMap(\.entries).map(\.kind) == [.predicate])
        #expect(diagnostics.map(\.message).contains { $0.contains("'payload'") && $0.contains("'Any'") })
        #expect(!diagnostics.map(\.message).contains { $0.contains("anyObjectLike") }, "a name containing 'Any'")
    }

    private static func describe(_ reference: TypeReference) -> String {
        switch reference.shape {
        case .named(let path, let arguments):
            "named " + path.joined(separator: ".")
                + (arguments.isEmpty ? "" : " <" + arguments.map(describe).joined(separator: ", ") + ">")
        case .optional(let wrapped): "optional " + describe(wrapped)
        case .array(let element): "array " + describe(element)
        case .dictionary(let key, let value): "dictionary " + describe(key) + ", " + describe(value)
        case .tuple(let elements): "tuple " + elements.map(describe).joined(separator: ", ")
        case .function: "function"
        case .existential(let constraint): "existential " + describe(constraint)
        case .opaque(let constraint): "opaque " + describe(constraint)
        case .composition(let elements): "composition " + elements.map(describe).joined(separator: ", ")
        case .metatype(let base): "metatype " + describe(base)
        case .other: "other"
        }
    }
}
