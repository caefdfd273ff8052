import CLibClang
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The libclang functions `ckgen migrate` needs beyond those the header importer uses: where a cursor's source
/// range ends, so the reader can keep each expression's own text. Looked up in the library ``LibClang`` already
/// loaded (`dlopen` of a loaded library hands back the same one).
final class MigrationClang: @unchecked Sendable {
    typealias RangeEnd = @convention(c) (CKClangSourceRange) -> CKClangSourceLocation

    let clang: LibClang
    let rangeEnd: RangeEnd

    /// The functions, or `nil` when the library lacks them (every libclang since 3.x has them).
    init?(_ clang: LibClang) {
        guard let handle = dlopen(clang.path, RTLD_NOW | RTLD_LOCAL),
            let end = dlsym(handle, "clang_getRangeEnd")
        else { return nil }
        self.clang = clang
        self.rangeEnd = unsafeBitCast(end, to: RangeEnd.self)
    }

    /// Where a location is spelt: its file (as libclang names it), 1-based line and column, and byte offset.
    func spelling(_ location: CKClangSourceLocation) -> (file: String, line: Int, column: Int, offset: Int) {
        resolve(location, with: clang.spellingLocation)
    }

    /// Where a location is after macro expansion: for a token a macro wrote (`NO`, `nil`), the macro's use.
    func expansion(_ location: CKClangSourceLocation) -> (file: String, line: Int, column: Int, offset: Int) {
        resolve(location, with: clang.expansionLocation)
    }

    private func resolve(_ location: CKClangSourceLocation, with function: LibClang.SpellingLocation)
        -> (file: String, line: Int, column: Int, offset: Int)
    {
        var file: CKClangFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        var offset: UInt32 = 0
        function(location, &file, &line, &column, &offset)
        let name = file.map { clang.string(clang.fileName($0)) } ?? ""
        return (name, Int(line), Int(column), Int(offset))
    }

    /// The byte range a cursor covers in its file, with where it starts. `expanded` reads the range where macros
    /// are used rather than where they are defined; its end is then where the last macro's name starts.
    func extent(of cursor: CKClangCursor, expanded: Bool = false)
        -> (file: String, line: Int, column: Int, range: Range<Int>)?
    {
        let range = clang.cursorExtent(cursor)
        let start = expanded ? expansion(clang.rangeStart(range)) : spelling(clang.rangeStart(range))
        let end = expanded ? expansion(rangeEnd(range)) : spelling(rangeEnd(range))
        guard !start.file.isEmpty, start.file == end.file, start.offset <= end.offset else { return nil }
        return (start.file, start.line, start.column, start.offset..<end.offset)
    }
}
