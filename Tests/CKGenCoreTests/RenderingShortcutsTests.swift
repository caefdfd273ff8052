import Testing

@testable import CKGenCore

/// Rendering's shortcuts give the answers of the general code they stand in front of.
@Suite("Rendering shortcuts answer as the general code does")
struct RenderingShortcutsTests {
    static let names: [String] =
        Identifiers.swiftKeywords.sorted() + [
            "Type", "Protocol", "_", "__", "_private", "x", "title", "attribute3", "setTitle", "URLString", "Self_",
            "Any2", "3D", "a.b", "Outer.Inner", "Outer.Type", "Foo<Int>", "`default`", "`", "``", "café", "naïveView",
            "with space", "", "ALLCAPS", "snake_case_name", "Protocol2", "selfish",
        ]

    @Test("names and type names are spelled as Identifiers spells them")
    func names() {
        for name in Self.names {
            #expect(SwiftSpelling.name(name) == Identifiers.escapeKeyword(name), "\(name)")
            #expect(SwiftSpelling.typeName(name) == Identifiers.swiftTypeName(name), "\(name)")
        }
    }

    @Test("string literals are written as Identifiers writes them")
    func stringLiterals() {
        let texts =
            Self.names + [
                "MyApp.AvatarView.cornerRadius", "didTapFollow:", "say \"hi\"", "back\\slash", "tab\there",
                "line\nbreak",
                "nul\0", "\u{7F}", "émoji 🎉", "~ ! @ # $ % ^ & * ( ) { } [ ]",
            ]
        for text in texts {
            #expect(SwiftSpelling.stringLiteral(text) == Identifiers.stringLiteral(text), "\(text)")
        }
    }

    @Test("tidying bytes and tidying a string give the same text")
    func tidy() {
        let texts = [
            "", "\n", "\n\n\n", "a", "a\n", "  a  \n\n\n b\t\n\n", "\t\n x \n\n\ny", "é  \n\n\nü\t", "a\n \n\t\nb\n\n",
        ]
        for text in texts {
            #expect(Renderer.tidy(Array(text.utf8)) == Renderer.tidy(text), "\(text.debugDescription)")
            var inPlace = Array(text.utf8)
            Renderer.tidyInPlace(&inPlace)
            #expect(inPlace == Array(Renderer.tidy(text).utf8), "in place: \(text.debugDescription)")
        }
        #expect(Renderer.tidy("\n\n  a  \n\n\n b\t\n\n") == "  a\n\n b\n")
        #expect(Renderer.tidy("") == "\n")
    }

    @Test("an absent value is not found, and the general engine does not see its key")
    func absentValues() {
        let object: RenderObject = [.name: .text("n"), .condition: nil]
        #expect(object[.condition] == nil)
        if case .text(let name)? = object[.name] { #expect(name == "n") } else { Issue.record("no name") }
        #expect(Set(object.untyped.keys) == ["name"])
    }
}
