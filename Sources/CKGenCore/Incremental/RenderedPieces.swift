import Foundation

/// The text rendering made for each item of the plan's lists (one view's attribute table, one type's dispatch
/// table, one selector constant), as the last run left it: a run whose plan changed in one item copies the text
/// of every other item instead of building its values and rendering it again.
///
/// A piece is keyed on everything its text can depend on: the item's hash (``PlanHash/Items``), the template
/// section that rendered it, the values of the root object around it (the module's name, the access level, the
/// flags) and where it lies in its list (what `first()` and `last()` answer). A walk that reads a list or an
/// object from outside the item while rendering it keeps no piece for it: such text depends on other items.
/// Only ckgen's own templates, compiled, keep pieces, and the file is read only by the build of ckgen that wrote
/// it, so the templates and the code that makes the values are the same on both sides.
///
/// The pieces are text as the walk makes it, before ``Renderer/tidy(_:)``. The file holds a header, a table of
/// `(key, start, length)` sorted by key, and the text; a hash of the table and one of the text are checked when it
/// is read, and a file that fails any check reads as none.
struct RenderedPieces: Sendable {
    /// One item's text: `count` bytes at `start` of the rendered text.
    struct Piece: Sendable, Equatable {
        var key: UInt64
        var start: Int
        var count: Int
    }

    /// The file's name in the cache folder.
    static let fileName = "ckgen-rendered-pieces.bin"

    /// Bumped whenever the layout below changes.
    static let version: UInt64 = 1

    private static let magic: [UInt8] = Array("CKGR\0\0\0\0".utf8)
    /// Magic, version, build, piece count, table hash, text hash, text length.
    static let headerSize = 8 + 6 * 8
    /// A table entry: key, start, length.
    static let entrySize = 3 * 8

    private let data: Data
    private let count: Int
    private let textStart: Int

    /// The pieces a file holds, or `nil` when it is damaged, of another version or written by another build.
    init?(file data: Data) {
        let parsed: (count: Int, textStart: Int)? = data.withUnsafeBytes { bytes in
            guard bytes.count >= Self.headerSize, bytes.prefix(8).elementsEqual(Self.magic) else { return nil }
            func word(_ index: Int) -> UInt64 {
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8 + index * 8, as: UInt64.self))
            }
            guard word(0) == Self.version, word(1) == CKGenVersion.buildHash,
                word(2) <= UInt64(bytes.count / Self.entrySize), word(5) <= UInt64(bytes.count)
            else { return nil }
            let count = Int(word(2))
            let textStart = Self.headerSize + count * Self.entrySize
            guard textStart + Int(word(5)) == bytes.count else { return nil }
            let table = UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize..<textStart])
            let text = UnsafeRawBufferPointer(rebasing: bytes[textStart...])
            guard ContentHash.of(table) == word(3), ContentHash.of(text) == word(4) else { return nil }
            return (count, textStart)
        }
        guard let parsed else { return nil }
        self.data = data
        self.count = parsed.count
        self.textStart = parsed.textStart
    }

    /// The length of the text the pieces were cut from: about the length of the next run's text.
    var textCount: Int { data.count - textStart }

    /// Appends the text of the piece keyed `key` to `output`; `false` (and nothing appended) when there is none.
    func appendText(for key: UInt64, to output: inout [UInt8]) -> Bool {
        data.withUnsafeBytes { bytes in
            func word(_ entry: Int, _ field: Int) -> UInt64 {
                let offset = Self.headerSize + entry * Self.entrySize + field * 8
                return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            // Binary search: the table is sorted by key.
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if word(middle, 0) < key { low = middle + 1 } else { high = middle }
            }
            guard low < count, word(low, 0) == key else { return false }
            let start = word(low, 1)
            let length = word(low, 2)
            let textCount = UInt64(bytes.count - textStart)
            guard start <= textCount, length <= textCount - start else { return false }
            let from = textStart + Int(start)
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[from..<(from + Int(length))]))
            return true
        }
    }

    /// The file's header and table for `pieces` of `text`; the file is these bytes followed by `text`. Pieces are
    /// sorted by key, and a key kept twice (the same item in the same place gives the same text) is kept once.
    static func fileHead(for pieces: [Piece], text: UnsafeRawBufferPointer) -> [UInt8] {
        var sorted = pieces.sorted { ($0.key, $0.start) < ($1.key, $1.start) }
        var previous: UInt64?
        sorted.removeAll { piece in
            defer { previous = piece.key }
            return piece.key == previous
        }
        var table: [UInt8] = []
        table.reserveCapacity(sorted.count * entrySize)
        for piece in sorted {
            for word in [piece.key, UInt64(piece.start), UInt64(piece.count)] { append(word, to: &table) }
        }
        var head = magic
        head.reserveCapacity(headerSize + table.count)
        let tableHash = table.withUnsafeBytes { ContentHash.of($0) }
        let header = [
            version, CKGenVersion.buildHash, UInt64(sorted.count), tableHash, ContentHash.of(text), UInt64(text.count),
        ]
        for word in header { append(word, to: &head) }
        head.append(contentsOf: table)
        return head
    }

    private static func append(_ word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// The key of an item's piece: the item's hash, the hash of the section that renders it, the hash of the root
    /// object's values, and the item's place in its list.
    static func key(item: UInt64, section: UInt64, root: UInt64, first: Bool, last: Bool) -> UInt64 {
        let place: UInt64 = (first ? 1 : 0) | (last ? 2 : 0)
        return withUnsafeBytes(of: (item, section, root, place)) { ContentHash.of($0) }
    }

    /// The hash of what an item's template can read of `root` without reading another item: every name it holds,
    /// with the value of each text and flag (lists and objects by their kind only; reading one keeps no piece).
    static func rootHash(_ root: RenderValue) -> UInt64 {
        var writer = BinaryWriter(path: "")
        if case .object(let object) = root {
            for (key, value) in object.fields {
                writer.write(key.rawValue)
                switch value {
                case .text(let text)?:
                    writer.writeByte(0)
                    writer.write(text)
                case .flag(let flag)?:
                    writer.writeByte(flag ? 2 : 1)
                case .list?, .rows?, .object?:
                    writer.writeByte(3)
                case nil:
                    writer.writeByte(4)
                }
            }
        }
        return writer.contentHash
    }
}

extension RenderedPieces {
    /// What rendering keeps of its text for the next run, in `folder`, with the last run's pieces there for it to
    /// copy the text of unchanged items from.
    static func keeping(items: PlanHash.Items, templates: TemplateSet, in folder: URL) -> Renderer.PieceKeeping {
        let path = folder.appendingPathComponent(fileName).path
        // Mapped: the file is replaced, never written in place, so the mapping holds the last run's pieces while
        // this run writes its own.
        let previous =
            templates.compiled == nil
            ? nil : FileBytes.mapped(path, whole: true).flatMap(RenderedPieces.init(file:))
        return Renderer.PieceKeeping(items: items, previous: previous) { text, pieces in
            let head = fileHead(for: pieces, text: text)
            // A cache: when it cannot be written, the next run renders every item.
            _ = head.withUnsafeBytes { head in
                AtomicFile.writeMakingFolder(folder) { AtomicFile.writePlainly([head, text], to: path) }
            }
        }
    }
}
