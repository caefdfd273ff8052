import CLibClang

/// Where the cursors `ckgen migrate` reads are in their files: each location as file, line, column and offset,
/// and the byte range a cursor covers, so the reader can keep each expression's own text.
struct MigrationClang: Sendable {
    let clang: LibClang

    init(_ clang: LibClang) { self.clang = clang }

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
        let end = expanded ? expansion(clang.rangeEnd(range)) : spelling(clang.rangeEnd(range))
        guard !start.file.isEmpty, start.file == end.file, start.offset <= end.offset else { return nil }
        return (start.file, start.line, start.column, start.offset..<end.offset)
    }
}
