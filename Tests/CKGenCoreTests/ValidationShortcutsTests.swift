import Testing

@testable import CKGenCore

/// Validation's shortcuts give the answers of the general code they stand in front of.
@Suite("Validation shortcuts answer as the general code does")
struct ValidationShortcutsTests {
    /// A view whose attributes clash twice (an identifier, and a constructor), with `padding` more attributes.
    static func view(padding: Int) -> String {
        let extra = (0..<padding).map { "    var extra\($0): Int = 0\n" }.joined()
        return """
            /// @ck.view
            final class AvatarView: UIView {
                /// @ck.attribute(id: "shared")
                var first: Int = 0
                /// @ck.attribute(id: "shared")
                var second: Int = 0
                var title: String = ""
                func setTitle(_ title: String) {}
            \(extra)}
            """
    }

    @Test("V5 finds the same clashes in a view's few attributes (scanned) and its many (looked up in tables)")
    func duplicateAttributes() throws {
        func clashes(padding: Int) -> [String] {
            Snippets(Self.view(padding: padding)).lint().diagnostics.filter { $0.id == .validationDuplicateAttribute }
                .map { "\($0)" + $0.notes.map { " | \($0)" }.joined() }
        }
        let few = clashes(padding: 0)
        #expect(few.count == 2, "\(few)")
        #expect(clashes(padding: ValidationContext.attributesCheckedByScanning * 2) == few)

        let many = Snippets(Self.view(padding: ValidationContext.attributesCheckedByScanning * 2)).lint().plan
        let view = try #require(many.views.first)
        #expect(view.attributes.map(\.name).filter { !$0.hasPrefix("extra") } == ["first", "title"])
    }

    @Test("a factory label's first character is uppercased as String.uppercased() does it")
    func capitalizingFirst() {
        for word in ["style", "Style", "_x", "x", "", "3d", "éclair", "ßharp", "a\u{301}b", "ǆemal", "zz"] {
            #expect(
                ValidationContext.capitalizingFirst(word) == word.prefix(1).uppercased() + word.dropFirst(),
                "\(word)"
            )
        }
    }
}
