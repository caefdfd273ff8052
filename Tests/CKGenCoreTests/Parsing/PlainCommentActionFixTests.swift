import Testing

@testable import CKGenCore

/// Issue 41, item 5: `lint --fix` on an action annotated in a plain comment (`// @ck.action`) added a second line,
/// `/// @ck.action`, above the method and left the plain comment, so the warning came back on every build. The
/// plain comment is now made a doc comment in place, by the parser's warning and by the unhandled selector's
/// fix-it alike (the same fix-it, applied once), with either reader.
@Suite("lint --fix: an annotation in a plain comment becomes a doc comment in place")
struct PlainCommentActionFixTests {
    static let source = """
        struct LikeButton: ComponentDescription {
            var body: Component {
                ViewComponent<UIButton> { [.title("Like"), .controlAction(.didTapLike)] }
            }
            // @ck.action
            func didTapLike() {}
        }
        """

    /// Every diagnostic of `source` read by one reader, parse and validation alike, as `lint` reports them.
    static func diagnostics(_ source: String, plainReading: Bool) -> [Diagnostic] {
        let file = SourceFileParser.parse(
            path: "Input.swift",
            source: source,
            skippingBodies: false,
            plainReading: plainReading
        )
        // Validation reports the files' own diagnostics too, in order.
        let reported = Diagnostics()
        _ = Validator.validate(ModuleModel(moduleName: "MyApp", files: [file]), diagnostics: reported)
        return reported.all
    }

    /// `source` with the fix-its of `diagnostics` applied as `FixItApplier.applyInPlace` applies them: each
    /// distinct fix-it once.
    static func fixed(_ source: String, _ diagnostics: [Diagnostic]) throws -> String {
        var fixIts: [FixIt] = []
        for fixIt in diagnostics.flatMap(\.fixIts) where !fixIts.contains(fixIt) { fixIts.append(fixIt) }
        return try FixItApplier.apply(fixIts.flatMap(\.edits), to: source)
    }

    @Test("the plain comment is converted, no second line is added, and nothing is reported after", arguments: [
        true, false,
    ])
    func convertsInPlace(plainReading: Bool) throws {
        let before = Self.diagnostics(Self.source, plainReading: plainReading)
        #expect(
            before.map(\.id.rawValue).sorted() == [
                "ckgen.parsing.annotationInPlainComment", "ckgen.validation.unhandledSelector",
            ],
            "\(before)"
        )
        let after = try Self.fixed(Self.source, before)
        #expect(after == Self.source.replacingOccurrences(of: "    // @ck.action", with: "    /// @ck.action"))
        #expect(Self.diagnostics(after, plainReading: plainReading).isEmpty)
    }

    @Test("near miss: a method with no comment still gets '/// @ck.action' added above it", arguments: [true, false])
    func addsWhenThereIsNoComment(plainReading: Bool) throws {
        let source = Self.source.replacingOccurrences(of: "    // @ck.action\n", with: "")
        let after = try Self.fixed(source, Self.diagnostics(source, plainReading: plainReading))
        #expect(after == Self.source.replacingOccurrences(of: "    // @ck.action", with: "    /// @ck.action"))
    }

    @Test("a plain-comment annotation on a view is converted too", arguments: [true, false])
    func viewAnnotation(plainReading: Bool) throws {
        let source = "// @ck.view\nfinal class AvatarView: UIView {\n    var radius: Double = 0\n}\n"
        let diagnostics = Self.diagnostics(source, plainReading: plainReading)
        #expect(diagnostics.map(\.id.rawValue) == ["ckgen.parsing.annotationInPlainComment"])
        #expect(try Self.fixed(source, diagnostics).hasPrefix("/// @ck.view\nfinal class AvatarView"))
    }
}

/// Issue 41, item 5: a misspelt action name (`.didTapRefesh` beside `didTapRefresh`) got only "no responder
/// handles selector": now a "did you mean", at the misspelt name, with a fix-it that renames the use.
@Suite("A misspelt selector: did you mean, with a fix-it")
struct MisspeltSelectorTests {
    static func source(use: String) -> String {
        """
        struct FeedHeader: ComponentDescription {
            var body: Component {
                ViewComponent<UIButton> { [.title("Refresh"), .controlAction(.\(use))] }
            }
            /// @ck.action
            func didTapRefresh() {}
        }
        """
    }

    @Test("'.didTapRefesh' is reported at the name, suggests 'didTapRefresh', and the fix-it renames it", arguments: [
        true, false,
    ])
    func suggestsTheClosestSelector(plainReading: Bool) throws {
        let source = Self.source(use: "didTapRefesh")
        let diagnostics = PlainCommentActionFixTests.diagnostics(source, plainReading: plainReading)
        try #require(diagnostics.count == 1, "\(diagnostics)")
        let warning = diagnostics[0]
        #expect(warning.id.rawValue == "ckgen.validation.unhandledSelector")
        #expect(warning.message.hasSuffix("handles selector 'didTapRefesh'; did you mean 'didTapRefresh'?"))
        #expect(warning.location?.line == 3)
        #expect(warning.location?.column == 71)
        #expect(warning.fixIts.map(\.message) == ["replace 'didTapRefesh' with 'didTapRefresh'"])
        let fixed = try PlainCommentActionFixTests.fixed(source, diagnostics)
        #expect(fixed == Self.source(use: "didTapRefresh"))
        #expect(PlainCommentActionFixTests.diagnostics(fixed, plainReading: plainReading).isEmpty)
    }

    @Test("a backticked use is renamed inside its backticks", arguments: [true, false])
    func backticks(plainReading: Bool) throws {
        let source = Self.source(use: "`didTapRefesh`")
        let diagnostics = PlainCommentActionFixTests.diagnostics(source, plainReading: plainReading)
        #expect(try PlainCommentActionFixTests.fixed(source, diagnostics) == Self.source(use: "`didTapRefresh`"))
    }

    @Test("near miss: a name far from every selector gets the old advice and no fix-it", arguments: [true, false])
    func farNameHasNoSuggestion(plainReading: Bool) throws {
        let diagnostics = PlainCommentActionFixTests.diagnostics(
            Self.source(use: "shareProfile"),
            plainReading: plainReading
        )
        try #require(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics[0].message.contains("add '/// @ck.action' to a method named 'shareProfile'"))
        #expect(diagnostics[0].fixIts.isEmpty)
    }
}
