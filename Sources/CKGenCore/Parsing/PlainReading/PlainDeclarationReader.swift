import Foundation

/// Reads the declarations of a file written in plain Swift straight from its bytes, without building a syntax tree.
///
/// Most files ckgen reads are declarations with simple signatures: types, stored properties with a type or a
/// literal, methods and initializers whose bodies hold nothing ckgen reads. swift-syntax builds a full tree for
/// them, and reading it costs as much again; this reader gets the same ``ParsedFile`` in a fraction of the time.
///
/// It knows a deliberately small part of Swift, and declines (returns `nil`) at the first thing outside it:
/// `#if`, block comments, attributes or modifiers with arguments, operators, subscripts, computed properties,
/// initial values other than a literal, a name, a member or a call with such arguments, `where` clauses, and
/// anything it does not expect. ``SourceFileParser`` then parses the file with swift-syntax as before. What it
/// accepts is valid Swift, so a file it reads has no syntax error in what ckgen reads, and its result equals
/// swift-syntax's (tests compare the two over this package's sources and real packages).
///
/// Function bodies come from ``NestingScan``, as ``SkippedBodies`` uses them. The few that ckgen reads (attribute
/// uses, an initializer's `super.init(…)`) are parsed by swift-syntax on their own: see
/// ``PlainDeclarationReader/readKeptBodies()``.
final class PlainDeclarationReader: SwiftFileReader {
    /// The capitalised attribute names of the declaration being read (see ``PropertyDeclaration/wrapperNames``).
    var wrapperNames: [String] = []
    /// Whether the declaration being read is marked `@globalActor` (see ``TypeDeclaration/isGlobalActor``).
    var marksGlobalActor = false
    /// The attributes of the declaration being read, as written (`@testable`): an import keeps them.
    var attributeTexts: [String] = []
    /// The file's imports, in order.
    var imports: [ImportDeclaration] = []
    /// The `typealias` declarations read at file scope (see ``ParsedFile/typeAliases``).
    var fileTypeAliases: [TypeAliasDeclaration] = []
    /// Why reading stopped: the file is not plain enough. Never shown: the caller parses the file instead.
    struct Decline: Error {
        /// The reader's own source line that declined, for ``whyDeclined(path:source:scan:)``.
        var readerLine: UInt
        init(readerLine: UInt = #line) { self.readerLine = readerLine }
    }

    let path: String
    let source: [UInt8]
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let lines: LineTable
    /// The next byte to read.
    var index = 0

    /// The function bodies the scan found, in order, and the next one a declaration may open.
    let bodies: [NestingScan.FunctionBody]
    var nextBody = 0
    /// Declarations whose bodies ckgen reads, from their keyword to their closing brace.
    var keptDeclarations: [ClosedRange<Int>] = []
    /// Initializers whose bodies ckgen reads, by the offset of their `init` keyword, for their `super.init` labels.
    var keptInitializers: [Int] = []
    /// Bodies ckgen reads that were read here (see ``readPlainBody(open:close:)``), and the attribute uses in them.
    var plainBodies: [ClosedRange<Int>] = []
    var plainAttributeUses: [AttributeUse] = []

    /// How deep the reader is in its own recursion: a type in a type (generic arguments, a function's result, a
    /// tuple), an expression in an expression, a declaration in a declaration.
    var nesting = 0
    /// Where the reader went deeper than ``nestingLimit``: the file is refused there, never handed to swift-syntax.
    var tooDeepAt: Int?
    /// ``NestingScan/depthLimit``, with room for the scan's estimate falling a little short of the reader's count:
    /// the scan refuses files before the reader sees them, and this bound holds whatever the scan missed.
    static let nestingLimit = NestingScan.depthLimit + 8

    /// The qualified names of the types being read, and their generic parameters (see ``DeclarationCollector``).
    var scope: [String] = []
    var genericScope: [[String]] = []

    private init(path: String, source: [UInt8], bytes: UnsafeBufferPointer<UInt8>, bodies: [NestingScan.FunctionBody]) {
        self.path = path
        self.source = source
        self.bytes = bytes
        self.count = bytes.count
        self.lines = LineTable(bytes)
        self.bodies = bodies
    }

    /// What swift-syntax and ``DeclarationCollector`` would find in `source`, or `nil` when the file is not plain.
    /// A file nested deeper than the reader reads is refused, as ``SourceFileParser`` refuses one the scan measured.
    static func read(path: String, source: [UInt8], scan: NestingScan) -> ParsedFile? {
        source.withUnsafeBufferPointer { bytes in
            let reader = PlainDeclarationReader(path: path, source: source, bytes: bytes, bodies: scan.functionBodies)
            let file = try? reader.readFile()
            if let offset = reader.tooDeepAt {
                return SourceFileParser.refusal(
                    path: path,
                    bytes: source,
                    offset: offset,
                    what: "types, expressions or declarations nest more than \(nestingLimit) deep here (ckgen reads at "
                        + "most \(nestingLimit))"
                )
            }
            return file
        }
    }

    /// Goes one level deeper into the reader's recursion; call ``leaveNested()`` on the way out. Past
    /// ``nestingLimit`` it notes where, and stops reading: thousands of nested generic arguments or function
    /// arrows would otherwise overflow the stack.
    func enterNested() throws {
        guard nesting < Self.nestingLimit else {
            if tooDeepAt == nil { tooDeepAt = index }
            throw Decline()
        }
        nesting += 1
    }

    func leaveNested() { nesting -= 1 }

    /// ``enterNested()`` for `count` levels a loop reads one after another (a type's `?`, `!` and `.Member`
    /// suffixes), which nest the result as deeply as recursion would.
    func checkSuffixes(_ count: Int) throws {
        guard nesting + count <= Self.nestingLimit else {
            if tooDeepAt == nil { tooDeepAt = index }
            throw Decline()
        }
    }

    /// Where and why the reader declines `source`, or `nil` when it reads it: for tests and for working on the
    /// reader.
    static func whyDeclined(path: String, source: [UInt8], scan: NestingScan) -> String? {
        source.withUnsafeBufferPointer { bytes in
            let reader = PlainDeclarationReader(path: path, source: source, bytes: bytes, bodies: scan.functionBodies)
            do {
                _ = try reader.readFile()
                return nil
            } catch {
                let location = reader.locate(min(reader.index, max(reader.count - 1, 0)))
                let line = (error as? Decline)?.readerLine ?? 0
                return "declined at \(location.line):\(location.column) (reader line \(line))"
            }
        }
    }

    /// How many of the bodies ckgen reads in `source` are left to swift-syntax, or `nil` when the reader declines
    /// the file: for tests.
    static func bodiesLeftToSwiftSyntax(path: String, source: [UInt8], scan: NestingScan) -> Int? {
        source.withUnsafeBufferPointer { bytes in
            let reader = PlainDeclarationReader(path: path, source: source, bytes: bytes, bodies: scan.functionBodies)
            guard (try? reader.readFile()) != nil else { return nil }
            return reader.keptDeclarations.count
        }
    }

    // MARK: The file

    /// A type and the types nested in it, in the order swift-syntax's walk records them: the type, then each
    /// nested type's own output (a type's members are read before the types nested among them).
    struct Output {
        var declarations: [TypeDeclaration] = []
        var diagnostics: [Diagnostic] = []

        mutating func append(_ other: Output) {
            declarations += other.declarations
            diagnostics += other.diagnostics
        }
    }

    /// What declarations are read into: a type (`nil` at file scope), its members' default access, and the output
    /// of the types nested in it.
    struct Container {
        var declaration: TypeDeclaration?
        /// Whether it is a type, kept apart so asking does not copy the declaration (which is only ever changed in
        /// place, never set to another).
        let isType: Bool
        var memberDefault: AccessLevel = .internal

        init(
            declaration: TypeDeclaration? = nil,
            memberDefault: AccessLevel = .internal,
            diagnostics: [Diagnostic] = []
        ) {
            self.declaration = declaration
            self.isType = declaration != nil
            self.memberDefault = memberDefault
            self.diagnostics = diagnostics
        }
        var diagnostics: [Diagnostic] = []
        var nested = Output()
    }

    private func readFile() throws -> ParsedFile {
        var file = Container()
        var first = true
        while true {
            let trivia = try skipTrivia()
            guard index < count else { break }
            if !first && !trivia.newline { throw Decline() }
            // The file's first token's leading trivia starts at the file's start.
            try readDeclaration(leading: first ? 0 : trivia.leading, into: &file)
            first = false
        }
        var declarations = file.nested.declarations
        let attributeUses = try readKeptBodies(patching: &declarations)
        return ParsedFile(
            path: path,
            declarations: declarations,
            attributeUses: attributeUses,
            diagnostics: file.nested.diagnostics,
            imports: imports,
            typeAliases: fileTypeAliases
        )
    }

    // MARK: Bytes

    @inline(__always) func byte(_ at: Int) -> UInt8 { at < count ? bytes[at] : 0 }
    @inline(__always) var current: UInt8 { index < count ? bytes[index] : 0 }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func locate(_ offset: Int) -> SourceLocation {
        let location = lines.location(ofOffset: offset)
        return SourceLocation(file: path, line: location.line, column: location.column)
    }

    /// Skips blanks, line breaks and line comments. Returns where the next token's leading trivia starts (swift-syntax
    /// gives a token everything from the line break after the previous one: what comes before is that one's
    /// trailing trivia), and whether a line break was passed.
    @discardableResult
    func skipTrivia() throws -> (leading: Int, newline: Bool) {
        var firstBreak = -1
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if firstBreak < 0 { firstBreak = index }
                index += 1
            case UInt8(ascii: "/"):
                let next = self.byte(index + 1)
                if next == UInt8(ascii: "*") { throw Decline() }
                guard next == UInt8(ascii: "/") else { return (firstBreak < 0 ? index : firstBreak, firstBreak >= 0) }
                while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
            default:
                // Other control characters are trivia to swift-syntax in some places and errors in others.
                if byte < 0x20 || byte == 0x7F { throw Decline() }
                return (firstBreak < 0 ? index : firstBreak, firstBreak >= 0)
            }
        }
        return (firstBreak < 0 ? index : firstBreak, firstBreak >= 0)
    }

    /// Skips blanks on the current line only.
    func skipBlanks() {
        while index < count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
    }

    /// Moves past `byte` if it is next.
    func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    func expect(_ byte: UInt8) throws {
        guard consume(byte) else { throw Decline() }
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    var atWord: Bool { Self.isWordStart(current) || current == UInt8(ascii: "`") }

    /// An identifier or keyword, or a name in backticks (the backticks included). ASCII only: names with other
    /// characters are left to swift-syntax.
    func readWord() throws -> Range<Int> {
        let start = index
        if current == UInt8(ascii: "`") {
            index += 1
            guard Self.isWordStart(current) else { throw Decline() }
            while index < count && Self.isWordByte(bytes[index]) { index += 1 }
            try expect(UInt8(ascii: "`"))
            return start..<index
        }
        guard Self.isWordStart(current) else { throw Decline() }
        index += 1
        while index < count && Self.isWordByte(bytes[index]) { index += 1 }
        if current >= 0x80 { throw Decline() }
        return start..<index
    }

    /// A name: a word that is no keyword (swift-syntax reports a keyword where a name belongs), or any word in
    /// backticks.
    func readName() throws -> Range<Int> {
        let word = try readWord()
        if isKeyword(word) { throw Decline() }
        return word
    }

    /// A name a declaration introduces: ``readName()``, and none of the words Swift reserves there though they are
    /// no keywords elsewhere (`Self` and `Any` name types, `_` discards, `precedencegroup` declares one): swift-syntax
    /// reports each as an error. `_` is a parameter's name where the body does not use it.
    func readDeclaredName(allowingUnderscore: Bool = false) throws -> Range<Int> {
        let name = try readName()
        if matches(name, "Self") || matches(name, "Any") || matches(name, "precedencegroup")
            || (!allowingUnderscore && matches(name, "_"))
        {
            throw Decline()
        }
        return name
    }

    /// The word at the current position, without moving; `nil` when none starts here.
    func peekWord() -> Range<Int>? {
        guard Self.isWordStart(current) else { return nil }
        var end = index + 1
        while end < count && Self.isWordByte(bytes[end]) { end += 1 }
        return index..<end
    }

    func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base + range.lowerBound, word.utf8Start, range.count) == 0
    }

    /// Words compared by their bytes: most words a file holds are names, and making a `String` of each to look it
    /// up in a set cost more than reading the rest of the declaration.
    struct WordList {
        /// The words, by length.
        private let byLength: [[[UInt8]]]

        init(_ words: some Sequence<String>) {
            var byLength: [[[UInt8]]] = []
            for word in words {
                let bytes = Array(word.utf8)
                while byLength.count <= bytes.count { byLength.append([]) }
                byLength[bytes.count].append(bytes)
            }
            self.byLength = byLength
        }

        func contains(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard range.count < byLength.count, let base = bytes.baseAddress else { return false }
            for word in byLength[range.count] where memcmp(base + range.lowerBound, word, range.count) == 0 {
                return true
            }
            return false
        }
    }

    /// Swift's keywords, which are no names (``Identifiers/swiftKeywords``; `Self` and `Any` name types).
    private static let keywords = WordList(Identifiers.swiftKeywords.filter { $0 != "Self" && $0 != "Any" })

    func isKeyword(_ range: Range<Int>) -> Bool { Self.keywords.contains(range, in: bytes) }

    /// Whether `=` at the current position has blanks on both sides, as ckgen requires (swift-syntax wants the same
    /// on both sides, and `x=1` is rare enough to leave to it).
    func atSpacedEquals() -> Bool {
        guard current == UInt8(ascii: "="), index > 0 else { return false }
        func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        return isBlank(bytes[index - 1]) && isBlank(byte(index + 1))
    }
}
