import Testing

@testable import CKGenCore

/// `duplicateType`: a type declared twice in the module is a warning (ckgen reads the first declaration), except
/// when each declaration sits in its own `#if` branch, which is one type declared per platform.
@Suite("Types declared twice")
struct DuplicateTypeTests {
    @Test("declared twice, or once conditionally and once not: a warning at the second, a note at the first")
    func duplicates() throws {
        try assertDiagnostics(
            """
            final class Badge {}
            final class 1️⃣Badge {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        try assertDiagnostics(
            """
            #if os(iOS)
            final class Badge {}
            #endif
            final class 1️⃣Badge {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        try assertDiagnostics(
            """
            final class Badge {}
            #if os(iOS)
            final class 1️⃣Badge {}
            #endif
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.duplicateType", severity: .warning)]
        )
        let notes = Snippets("final class Badge {}\nfinal class Badge {}\n").lint().diagnostics.first?.notes
        #expect(notes?.map(\.location?.line) == [1])
    }

    @Test("one declaration per #if branch is one type: no warning")
    func alternatives() throws {
        try assertDiagnostics(
            """
            #if os(iOS)
            final class Badge {}
            #else
            final class Badge {}
            #endif
            """,
            []
        )
    }
}
