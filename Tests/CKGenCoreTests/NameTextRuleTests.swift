import Testing

@testable import CKGenCore

/// Text ckgen writes into generated code and messages (issue 34, fresh bugs at boundaries): comment text and
/// string literals escape exactly what they must, byte by byte at the edges of printable ASCII; suggestions come
/// within their edit distance and not one beyond.
@Suite("Names as text: comments, string literals, suggestions")
struct NameTextRuleTests {
    @Test("comment text: printable ASCII as it is; line breaks, controls, separators and format characters escaped")
    func commentText() {
        #expect(Identifiers.commentText(" ~plain text~ ") == " ~plain text~ ")
        #expect(Identifiers.commentText("a\nb") == "a\\u{A}b")
        #expect(Identifiers.commentText("a\rb") == "a\\u{D}b")
        #expect(Identifiers.commentText("a\tb") == "a\\u{9}b")
        #expect(Identifiers.commentText("\u{1F}") == "\\u{1F}")
        #expect(Identifiers.commentText("\u{7F}") == "\\u{7F}")
        #expect(Identifiers.commentText("a\u{2028}b\u{2029}") == "a\\u{2028}b\\u{2029}")
        #expect(Identifiers.commentText("zero\u{200B}width") == "zero\\u{200B}width")
        // Printable text beyond ASCII stays as it is.
        #expect(Identifiers.commentText("Größe 😀") == "Größe 😀")
        #expect(Identifiers.commentText("é\n") == "é\\u{A}")
    }

    @Test("string literals: quotes, backslashes and the named escapes; anything outside printable ASCII as \\u{…}")
    func stringLiteral() {
        #expect(Identifiers.stringLiteral("a b~") == "\"a b~\"")
        #expect(Identifiers.stringLiteral("\"\\") == "\"\\\"\\\\\"")
        #expect(Identifiers.stringLiteral("\n\r\t\0") == "\"\\n\\r\\t\\0\"")
        #expect(Identifiers.stringLiteral("\u{1F}\u{7F}") == "\"\\u{1F}\\u{7F}\"")
        #expect(Identifiers.stringLiteral("é😀") == "\"\\u{E9}\\u{1F600}\"")
        #expect(Identifiers.stringLiteral("") == "\"\"")
    }

    @Test("suggestions: within a quarter of the name's length (at least 2) edits, not one more")
    func suggestionDistance() {
        // 8 characters: 2 edits allowed.
        #expect(NameSuggestions.closest(to: "abcdefgh", in: ["abcdefXY"]) == "abcdefXY")
        #expect(NameSuggestions.closest(to: "abcdefgh", in: ["abcdeXYZ"]) == nil)
        // 12 characters: 3 edits allowed.
        #expect(NameSuggestions.closest(to: "abcdefghijkl", in: ["abcdefghiXYZ"]) == "abcdefghiXYZ")
        #expect(NameSuggestions.closest(to: "abcdefghijkl", in: ["abcdefghWXYZ"]) == nil)
        // Short names: still 2.
        #expect(NameSuggestions.closest(to: "ab", in: ["XY"]) == "XY")
        #expect(NameSuggestions.closest(to: "ab", in: ["XYZ"]) == nil)
    }

    @Test("suggestions: the nearest wins, ties go to the first in order, the name itself is never suggested")
    func suggestionChoice() {
        #expect(NameSuggestions.closest(to: "viewx", in: ["vieww", "view"]) == "view")
        #expect(NameSuggestions.closest(to: "abcd", in: ["abcY", "abcX"]) == "abcX")
        #expect(NameSuggestions.closest(to: "view", in: ["view"]) == nil)
        #expect(NameSuggestions.closest(to: "view", in: ["view", "veiw"]) == "veiw")
        #expect(NameSuggestions.closest(to: "x", in: []) == nil)
    }

    @Test("edit distance: insertions, deletions, substitutions, and empty text")
    func editDistance() {
        #expect(NameSuggestions.editDistance("", "abc") == 3)
        #expect(NameSuggestions.editDistance("abc", "") == 3)
        #expect(NameSuggestions.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestions.editDistance("ab", "ba") == 2)
        #expect(NameSuggestions.editDistance("same", "same") == 0)
        #expect(NameSuggestions.editDistance("é", "e") == 1)
    }
}
