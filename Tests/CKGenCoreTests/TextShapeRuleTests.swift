import Testing

@testable import CKGenCore

/// Exact shapes of text ckgen writes (issue 34, fresh bugs at boundaries): the generated file's blank lines and
/// trailing blanks, and leading capitals lowered in names, each at the counts where the rule changes.
@Suite("Text shapes: tidied output, lowered capitals")
struct TextShapeRuleTests {
    @Test(
        "tidying: trailing blanks go, leading and repeated blank lines go, the end has exactly one newline",
        arguments: [
            ("", "\n"), ("\n", "\n"), ("   ", "\n"), ("a", "a\n"), ("a\n", "a\n"), ("a\n\n", "a\n"),
            ("a\n\n\n\n", "a\n"), ("a  \t\nb", "a\nb\n"), ("\n\na", "a\n"), (" \n\t\na", "a\n"),
            ("a\n\nb", "a\n\nb\n"), ("a\n\n\nb", "a\n\nb\n"), ("a\n \n\t\nb", "a\n\nb\n"), ("  a", "  a\n"),
            ("a\nb\n\n", "a\nb\n"),
        ]
    )
    func tidy(_ text: String, _ expected: String) {
        #expect(Renderer.tidy(text) == expected, "\(text.debugDescription)")
        var bytes = Array(text.utf8)
        Renderer.tidyInPlace(&bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, "in place: \(text.debugDescription)")
    }

    @Test(
        "leading capitals: one is lowered; a run is lowered but for its last before a lower-case letter; all of a word",
        arguments: [
            ("A", "a"), ("Ab", "ab"), ("AB", "ab"), ("ABc", "aBc"), ("IDs", "iDs"), ("URLString", "urlString"),
            ("URL", "url"), ("ab", "ab"), ("aB", "aB"), ("", ""), ("X1", "x1"), ("XY1", "xY1"),
        ]
    )
    func leadingCapitals(_ word: String, _ expected: String) {
        #expect(Identifiers.lowercasingLeadingCapitals(word) == expected)
        #expect(Identifiers.lowercasingLeadingCapitalsOfAnyText(word) == expected)
    }

    @Test("beyond ASCII, the same rule by characters")
    func leadingCapitalsBeyondASCII() {
        #expect(Identifiers.lowercasingLeadingCapitals("État") == "état")
        #expect(Identifiers.lowercasingLeadingCapitals("ÉTAT") == "état")
        #expect(Identifiers.lowercasingLeadingCapitals("ÉTats") == "éTats")
        #expect(Identifiers.lowercasingLeadingCapitals("été") == "été")
    }
}
