// How the parse cache stores the diagnostics Parsing reports, and the locations every model value carries.

extension SourceLocation: BinaryCodable {
    /// The file is left out (an absent optional, one byte) when it is the parsed file's own, as nearly always:
    /// repeating the path in every location made most of an entry's bytes.
    func write(to writer: inout BinaryWriter) {
        let otherFile: String? = file == writer.path ? nil : file
        writer.write(otherFile)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        let file = try reader.read(String?.self)
        self.init(file: file ?? reader.path, line: try reader.read(), column: try reader.read())
    }
}

extension Diagnostic: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(severity)
        writer.write(id)
        writer.write(message)
        writer.write(location)
        writer.write(notes)
        writer.write(fixIts)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        try reader.enterNested()
        defer { reader.leaveNested() }
        self.init(
            try reader.read(),
            id: try reader.read(),
            try reader.read(),
            at: try reader.read(),
            notes: try reader.read(),
            fixIts: try reader.read()
        )
    }
}

extension Diagnostic.Severity: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .error: writer.writeByte(0)
        case .warning: writer.writeByte(1)
        case .note: writer.writeByte(2)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = .error
        case 1: self = .warning
        case 2: self = .note
        default: throw DamagedCacheEntry()
        }
    }
}

/// Stored as its identifier; one the catalogue does not have is damage.
extension DiagnosticID: BinaryCodable {
    func write(to writer: inout BinaryWriter) { writer.write(rawValue) }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        guard let known = DiagnosticID(rawValue: try reader.read()) else { throw DamagedCacheEntry() }
        self = known
    }
}

extension FixIt: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(message)
        writer.write(edits)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(try reader.read(), edits: try reader.read())
    }
}

extension TextEdit: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(location)
        writer.write(length)
        writer.write(replacement)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(location: try reader.read(), length: try reader.read(), replacement: try reader.read())
    }
}
