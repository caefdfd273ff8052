import Foundation
import Testing

@testable import CKGenCore

/// `FixItApplier` at the edges fresh bugs move (issue 34): edits that touch without overlapping, several edits in
/// one text, lines and columns at 0 and 1, and `lint --fix` over files (a fix-it given twice is applied once, one
/// spanning two files is left out).
@Suite("Fix-its: edits that touch, several at once, and files")
struct FixItApplierRuleTests {
    static func edit(line: Int = 1, column: Int, length: Int, _ replacement: String, file: String = "A.swift")
        -> TextEdit
    {
        TextEdit(
            location: CKGenCore.SourceLocation(file: file, line: line, column: column),
            length: length,
            replacement: replacement
        )
    }

    @Test("two edits that touch are both applied, in either order; one byte of overlap is refused")
    func touchingEdits() throws {
        let first = Self.edit(column: 1, length: 2, "X")
        let second = Self.edit(column: 3, length: 2, "Y")
        #expect(try FixItApplier.apply([first, second], to: "abcdef") == "XYef")
        #expect(try FixItApplier.apply([second, first], to: "abcdef") == "XYef")
        let overlapping = Self.edit(column: 2, length: 2, "Y")
        #expect(throws: FixItApplier.Failure.self) { try FixItApplier.apply([first, overlapping], to: "abcdef") }
        // An insertion right where another edit ends touches it too.
        #expect(try FixItApplier.apply([first, Self.edit(column: 3, length: 0, "+")], to: "abcdef") == "X+cdef")
    }

    @Test("edits on several lines are applied where each says, whatever the order given")
    func severalLines() throws {
        let text = "let a = 1\nlet bb = 2\nlet c = 3\n"
        let edits = [
            Self.edit(line: 3, column: 5, length: 1, "see"),
            Self.edit(line: 1, column: 5, length: 1, "ay"),
            Self.edit(line: 2, column: 5, length: 2, "b"),
        ]
        #expect(try FixItApplier.apply(edits, to: text) == "let ay = 1\nlet b = 2\nlet see = 3\n")
    }

    @Test("line and column start at 1: 0 is refused, 1 is the first byte")
    func zeroAndOne() throws {
        #expect(try FixItApplier.apply([Self.edit(line: 1, column: 1, length: 1, "Z")], to: "ab") == "Zb")
        #expect(throws: FixItApplier.Failure.self) {
            try FixItApplier.apply([Self.edit(line: 0, column: 1, length: 1, "Z")], to: "ab")
        }
        #expect(throws: FixItApplier.Failure.self) {
            try FixItApplier.apply([Self.edit(line: 1, column: 0, length: 1, "Z")], to: "ab")
        }
        // The last line (after the final newline) exists; the one after it does not.
        #expect(try FixItApplier.apply([Self.edit(line: 2, column: 1, length: 0, "Z")], to: "ab\n") == "ab\nZ")
        #expect(throws: FixItApplier.Failure.self) {
            try FixItApplier.apply([Self.edit(line: 3, column: 1, length: 0, "Z")], to: "ab\n")
        }
    }

    @Test("the refusal says where the edit was")
    func refusalText() throws {
        do {
            _ = try FixItApplier.apply([Self.edit(line: 4, column: 2, length: 1, "Z")], to: "ab")
            Issue.record("applied")
        } catch let error as FixItApplier.Failure {
            #expect(error.description == "the edit at A.swift:4:2 is outside the file")
        }
        do {
            _ = try FixItApplier.apply(
                [Self.edit(column: 1, length: 2, "X"), Self.edit(column: 2, length: 1, "Y")],
                to: "abc"
            )
            Issue.record("applied")
        } catch let error as FixItApplier.Failure {
            #expect(error.description == "two fix-its change the same text; apply them one at a time")
        }
    }

    @Test("in place: each file gets its fix-its once; a fix-it spanning two files or with no edit is left out")
    func inPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-fixits-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift").path
        let b = folder.appendingPathComponent("B.swift").path
        try "veiw a\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "x veiw\n".write(toFile: b, atomically: true, encoding: .utf8)
        let inA = FixIt("replace", edits: [Self.edit(column: 1, length: 4, "view", file: a)])
        let inB = FixIt("replace", edits: [Self.edit(column: 3, length: 4, "view", file: b)])
        let spanning = FixIt(
            "both",
            edits: [Self.edit(column: 6, length: 1, "Q", file: a), Self.edit(column: 1, length: 1, "Q", file: b)]
        )
        let empty = FixIt("nothing", edits: [])
        let diagnostics = [
            Diagnostic(.error, id: .validationUnknownAnnotation, "one", at: nil, fixIts: [inA, spanning]),
            Diagnostic(.error, id: .validationUnknownAnnotation, "the same again", at: nil, fixIts: [inA, empty]),
            Diagnostic(.error, id: .validationUnknownAnnotation, "other file", at: nil, fixIts: [inB]),
        ]
        let applied = try FixItApplier.applyInPlace(diagnostics)
        #expect(applied == [a: 1, b: 1])
        #expect(try String(contentsOfFile: a, encoding: .utf8) == "view a\n")
        #expect(try String(contentsOfFile: b, encoding: .utf8) == "x view\n")
    }
}
