import Foundation
import Testing

@testable import CKGenCore

/// Small pieces of the pipeline, each rule from both sides (issue 34, fresh bugs in the pipeline): which warnings a
/// run adds to the last one's, which flags name include folders, the progress line's words.
@Suite("Pipeline pieces: added warnings, include folders, progress words")
struct PipelinePieceTests {
    static func warning(_ message: String) -> Diagnostic {
        Diagnostic(.warning, id: .validationDuplicateType, message, at: nil)
    }

    @Test("warnings added since the last run are counted: one more of the same is added, one fewer adds nothing")
    func addedWarnings() {
        let a = Self.warning("a")
        let b = Self.warning("b")
        #expect(UnchangedModel.added([a, a, b], since: [a]).map(\.message) == ["a", "b"])
        #expect(UnchangedModel.added([a], since: [a, a]).isEmpty)
        #expect(UnchangedModel.added([a, b], since: [a, b]).isEmpty)
        #expect(UnchangedModel.added([b, a], since: []).map(\.message) == ["b", "a"])
        #expect(UnchangedModel.added([], since: [a]).isEmpty)
    }

    @Test(
        "include folders: '-I<folder>', '-I <folder>', '-iquote <folder>'; not '-isystem', a bare '-I' or a last flag"
    )
    func includeFolders() {
        #expect(LastRun.includeFolders(["-Ia", "-I", "b", "-iquote", "c"]) == ["a", "b", "c"])
        #expect(LastRun.includeFolders(["-isystem", "d", "-DX", "-I"]) == [])
        #expect(LastRun.includeFolders(["-iquote"]) == [])
        #expect(LastRun.includeFolders(["-I", "-Ie"]) == ["-Ie"])
        #expect(LastRun.includeFolders(["-Ix", "-I", "y"]) == ["x", "y"])
        #expect(LastRun.includeFolders(["-iquotez"]) == [])
    }

    @Test("the Objective-C flags text: the import mark first, then each flag after a NUL")
    func objcFlagsText() {
        let annotated = ObjCHeaderImporter.Options(headers: [], flags: ["-DA", "-I", "x"])
        #expect(LastRun.objcFlagsText(annotated) == "annotated\u{0}-DA\u{0}-I\u{0}x")
        var all = annotated
        all.importAllInterfaces = true
        #expect(LastRun.objcFlagsText(all) == "all\u{0}-DA\u{0}-I\u{0}x")
        #expect(LastRun.objcFlagsText(ObjCHeaderImporter.Options(headers: [])) == "annotated")
    }

    @Test("a listing's inputs: sorted, each once, however many times and in whatever order they were named")
    func normalizedInputs() {
        #expect(InputListing.normalized(["b", "a", "b", "a", "c"]) == ["a", "b", "c"])
        #expect(InputListing.normalized(["b", "b", "b"]) == ["b"])
        #expect(InputListing.normalized(["x"]) == ["x"])
        #expect(InputListing.normalized([]) == [])
        #expect(InputListing.normalized(["a/", "a", "./a"]) == ["./a", "a", "a/"])
    }
}
