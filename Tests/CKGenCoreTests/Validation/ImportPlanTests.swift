import Testing

@testable import CKGenCore

/// Issue 41, item 4: a member's type may come from a module its file imports (`import Models`,
/// `var user: UserID?`). The generated file imports what the files declaring the members it uses import, once per
/// module, sorted, under the condition they are imported under, with the access level written on them (never above
/// the generated code's own).
@Suite("Imports: the generated file imports what the files of the members it uses import")
struct ImportPlanTests {
    static let view = """
        import ComponentRuntime
        import Foundation
        import Models
        @testable import Store
        public import Shared
        import struct Catalog.ProductID
        import MyApp

        /// @ck.view
        final class ProfileView: UIView {
            var user: UserID?
        }
        """

    static let component = """
        import ComponentRuntime
        #if canImport(Models)
        import Models
        #endif
        #if DEBUG
        import Debugging
        #endif

        final class ListComponent: CompositeComponent {
            /// @ck.action
            func didPick(_ sender: Component, user: UserID) {}
        }
        """

    /// A file that declares nothing the generated code uses: its imports are not carried.
    static let unrelated = """
        import Unrelated
        struct Helper {}
        """

    @Test("one import per module, sorted, from the files whose members are used; not the runtime, Foundation or self")
    func planned() throws {
        let snippets = Snippets(
            ("Profile.swift", Self.view),
            ("List.swift", Self.component),
            ("Helper.swift", Self.unrelated)
        )
        let (plan, diagnostics) = snippets.lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            plan.imports.map { ($0.kind.map { $0 + " " } ?? "") + $0.path.joined(separator: ".") } == [
                "struct Catalog.ProductID", "Debugging", "Models", "Shared", "Store",
            ]
        )
        // Imported unconditionally by one file and under a condition by another: unconditionally.
        #expect(plan.imports.first { $0.path == ["Models"] }?.condition == nil)
        #expect(plan.imports.first { $0.path == ["Debugging"] }?.condition == "DEBUG")

        let internalOutput = try snippets.render()
        #expect(
            internalOutput.contains(
                """
                import ComponentRuntime
                import Foundation
                import struct Catalog.ProductID
                #if DEBUG
                import Debugging
                #endif
                import Models
                internal import Shared
                @testable import Store

                """
            ),
            "\(internalOutput)"
        )
        // Generated public code keeps the `public` written on the import.
        #expect(try snippets.render(access: .public).contains("\npublic import Shared\n"))
    }

    @Test("no member used, no import; a file with no annotated member used adds none")
    func nothingUsed() throws {
        let output = try Snippets(
            ("Helper.swift", Self.unrelated),
            (
                "Controller.swift",
                """
                import Models
                final class CardComponent: CompositeComponent {
                    /// @ck.action
                    func didTap() {}
                }
                """
            )
        ).render()
        #expect(!output.contains("import Models"), "\(output)")
        #expect(!output.contains("import Unrelated"))
    }

    @Test("the plain reader and swift-syntax read the same imports")
    func bothReaders() {
        let source = """
            import Models
            @testable public import struct Store.Item
            private import `Self`.Inner

            struct Plain {}
            """
        let plain = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: true, plainReading: true)
        let syntax = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false, plainReading: false)
        #expect(plain == syntax)
        #expect(
            syntax.imports == [
                ImportDeclaration(path: ["Models"], location: SourceLocation(file: "A.swift", line: 1, column: 1)),
                ImportDeclaration(
                    path: ["Store", "Item"],
                    kind: "struct",
                    access: .public,
                    attributes: ["@testable"],
                    location: SourceLocation(file: "A.swift", line: 2, column: 18)
                ),
                ImportDeclaration(
                    path: ["Self", "Inner"],
                    access: .private,
                    location: SourceLocation(file: "A.swift", line: 3, column: 9)
                ),
            ]
        )
        let bytes = Array(source.utf8)
        #expect(PlainDeclarationReader.whyDeclined(path: "A.swift", source: bytes, scan: NestingScan(bytes)) == nil)
    }
}
