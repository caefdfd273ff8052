import Testing

@testable import CKGenCore

/// Code without annotations gets no diagnostics: a `private` type in one file and one of the same name in another
/// are two types (test targets do this all the time), not a duplicate.
@Suite("File-private types of the same name")
struct FilePrivateTypeTests {
    @Test("private and fileprivate types in different files, and types nested in them, are not duplicates")
    func filePrivateTypesAreNotDuplicates() {
        let snippets = Snippets(
            ("A.swift", "private struct Foo { struct Event {} }\nfileprivate final class Recorder {}\n"),
            ("B.swift", "private struct Foo { struct Event {} }\nfinal class Recorder {}\n")
        )
        #expect(snippets.diagnosticLines() == [])
    }

    @Test("internal components of the same name in two files are still reported")
    func internalDuplicatesAreReported() {
        let snippets = Snippets(
            ("A.swift", "final class FooComponent: Component {}\n"),
            ("B.swift", "final class FooComponent: Component {}\n")
        )
        #expect(snippets.lint().diagnostics.map(\.id) == ["ckgen.validation.duplicateType"])
    }
}
