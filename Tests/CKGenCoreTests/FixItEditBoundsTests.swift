import Testing

@testable import CKGenCore

/// `FixItApplier.apply` takes every edit that lies inside the text, up to and including its last byte, and
/// refuses one that reaches past it: shown at the end of the text (n − 1, n, n + 1 bytes), with and without a
/// final newline.
@Suite("Fix-its: edits at the end of the text")
struct FixItEditBoundsTests {
    private func edit(line: Int = 1, column: Int, length: Int, _ replacement: String) -> TextEdit {
        TextEdit(
            location: SourceLocation(file: "A.swift", line: line, column: column),
            length: length,
            replacement: replacement
        )
    }

    @Test("an edit that ends one byte before the end, or at the end, is applied")
    func endingInside() throws {
        #expect(try FixItApplier.apply([edit(column: 2, length: 2, "Z")], to: "abcd") == "aZd")
        #expect(try FixItApplier.apply([edit(column: 2, length: 3, "Z")], to: "abcd") == "aZ")
        #expect(try FixItApplier.apply([edit(column: 4, length: 1, "Z")], to: "abcd") == "abcZ")
    }

    @Test("an insertion at the very end, and an edit of a last line without a newline, are applied")
    func atTheEnd() throws {
        #expect(try FixItApplier.apply([edit(column: 5, length: 0, "!")], to: "abcd") == "abcd!")
        #expect(try FixItApplier.apply([edit(line: 2, column: 1, length: 3, "xyz")], to: "a\nbcd") == "a\nxyz")
        #expect(try FixItApplier.apply([edit(line: 2, column: 1, length: 0, "z")], to: "a\n") == "a\nz")
    }

    @Test("an edit that reaches one byte past the end is refused")
    func pastTheEnd() {
        #expect(throws: FixItApplier.Failure.self) {
            try FixItApplier.apply([edit(column: 2, length: 4, "Z")], to: "abcd")
        }
        #expect(throws: FixItApplier.Failure.self) {
            try FixItApplier.apply([edit(column: 6, length: 0, "!")], to: "abcd")
        }
    }
}
