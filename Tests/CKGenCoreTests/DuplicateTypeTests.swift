import Testing

@testable import CKGenCore

/// `duplicateType`: a type ckgen acts on declared twice in the module is a warning (ckgen reads the first
/// declaration), except when each declaration sits in its own `#if` branch, which is one type declared per platform.
/// A type ckgen does not act on may be declared twice without a word: a folder of several targets does that.
@Suite("Types declared twice")
struct DuplicateTypeTests {
    @Test("declared twice, or once conditionally and once not: a warning at the second, a note at the first")
    func duplicates() throws {
        try assertDiagnostics(
            """
            final class Badge: Component {}
            final class 1️⃣Badge: Component {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        try assertDiagnostics(
            """
            #if os(iOS)
            final class Badge: Component {}
            #endif
            final class 1️⃣Badge: Component {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        try assertDiagnostics(
            """
            final class Badge: Component {}
            #if os(iOS)
            final class 1️⃣Badge: Component {}
            #endif
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        let twice = "final class Badge: Component {}\nfinal class Badge: Component {}\n"
        let notes = Snippets(twice).lint().diagnostics.first?.notes
        #expect(notes?.map(\.location?.line) == [1])
    }

    @Test("annotated under one declaration, named like a controller, or a component by inheritance: a warning")
    func concernedUnderOneDeclaration() throws {
        try assertDiagnostics(
            """
            final class Badge: UIView {}
            /// @ck.view
            final class 1️⃣Badge: UIView {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        try assertDiagnostics(
            """
            final class BadgeController {}
            struct 1️⃣BadgeController {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        try assertDiagnostics(
            """
            class Base: CompositeComponent {}
            final class Leaf: Base {}
            final class 1️⃣Leaf: Base {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
    }

    @Test("types ckgen does not act on, declared twice (several targets in one folder), even named alike: silent")
    func unconcerned() throws {
        try assertDiagnostics(
            """
            final class Badge {}
            struct Badge {}
            enum Name {}
            enum Name {}
            struct Author: MDocComponent {}
            struct Author: MDocComponent {}
            """,
            []
        )
    }

    @Test("one declaration per #if branch is one type: no warning")
    func alternatives() throws {
        try assertDiagnostics(
            """
            #if os(iOS)
            final class Badge: Component {}
            #else
            final class Badge: Component {}
            #endif
            """,
            []
        )
    }
}
