import Foundation
import Testing

@testable import CKGenCore

/// The parse cache stores files with a hand-written codec that keeps no field names: what it writes must read back
/// equal (so a model field the codec forgot shows), the same model must give the same bytes, a damaged entry must
/// read as nothing, and the recorded layout must match the model's types.
@Suite("Parse cache format")
struct ParseCacheFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test("the recorded layout fingerprint matches the model's types")
    func layoutIsRecorded() {
        #expect(
            ParseCacheLayout.current == ParseCacheLayout.recorded,
            """
            a model type changed shape: write and read the field in its BinaryCodable conformance \
            (Sources/CKGenCore/Incremental/Coding/*CacheCoding.swift), set it in ParseCacheSample, then set \
            ParseCacheLayout.recorded to \(ParseCacheLayout.current)
            """
        )
    }

    @Test("the sample encodes and decodes to itself, and equal files give equal bytes")
    func sampleRoundTrip() throws {
        let bytes = ParsedFileCodec.encode(ParseCacheSample.file)
        #expect(ParsedFileCodec.decode(Data(bytes)) == ParseCacheSample.file)
        #expect(ParsedFileCodec.encode(ParseCacheSample.file) == bytes)
    }

    @Test("every golden fixture's parsed files encode and decode to themselves")
    func fixturesRoundTrip() throws {
        let inputs = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.contains("/input/") && $0.hasSuffix(".swift") }
            .sorted()
        var declarations = 0
        for input in inputs {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(input))
            let parsed = ParseStage.parse(path: "Fixtures/\(input)", data: data)
            let bytes = ParsedFileCodec.encode(parsed)
            #expect(ParsedFileCodec.decode(Data(bytes)) == parsed, "\(input)")
            #expect(ParsedFileCodec.encode(ParseStage.parse(path: "Fixtures/\(input)", data: data)) == bytes)
            declarations += parsed.declarations.count
        }
        #expect(inputs.count > 20)
        #expect(declarations > 40)
    }

    @Test("a number's tenth byte holds only its 64th bit: any other bit there is damage")
    func tenthByte() {
        var writer = BinaryWriter(path: "")
        writer.writeUnsigned(.max)
        #expect(writer.bytes.count == 10)
        #expect(writer.bytes.last == 0x01)
        writer.bytes.withUnsafeBytes { buffer in
            var reader = BinaryReader(buffer)
            #expect((try? reader.readUnsigned()) == .max)
        }
        for damaged: UInt8 in [0x02, 0x11, 0x7F] {
            var bytes = writer.bytes
            bytes[9] = damaged
            bytes.withUnsafeBytes { buffer in
                var reader = BinaryReader(buffer)
                #expect(throws: DamagedCacheEntry.self) { try reader.readUnsigned() }
            }
        }
    }

    @Test("every case of the model's enums reads back as itself")
    func enumCases() {
        let accessLevels: [AccessLevel] = [.private, .fileprivate, .internal, .package, .public, .open]
        let kinds: [TypeDeclaration.Kind] = [.class, .struct, .enum, .actor, .protocol, .extension]
        let severities: [Diagnostic.Severity] = [.error, .warning, .note]
        for access in accessLevels {
            var file = ParseCacheSample.file
            file.declarations[0].access = access
            #expect(ParsedFileCodec.decode(Data(ParsedFileCodec.encode(file))) == file)
        }
        for kind in kinds {
            var file = ParseCacheSample.file
            file.declarations[0].kind = kind
            #expect(ParsedFileCodec.decode(Data(ParsedFileCodec.encode(file))) == file)
        }
        for severity in severities {
            var file = ParseCacheSample.file
            file.diagnostics[0].severity = severity
            #expect(ParsedFileCodec.decode(Data(ParsedFileCodec.encode(file))) == file)
        }
        let shapes = ParseCacheSample.file.declarations[0].inheritedTypes[0].allReferences.map(Self.caseName(of:))
        #expect(
            Set(shapes) == [
                "named", "optional", "array", "dictionary", "tuple", "function", "existential", "opaque",
                "composition", "metatype", "other",
            ]
        )
    }

    @Test("a truncated, extended or corrupt entry reads as nothing, without trapping")
    func damagedEntries() {
        let bytes = ParsedFileCodec.encode(ParseCacheSample.file)
        for length in 0..<bytes.count {
            #expect(ParsedFileCodec.decode(Data(bytes[..<length])) == nil, "cut at \(length)")
        }
        #expect(ParsedFileCodec.decode(Data(bytes + [0])) == nil)
        var misread = 0
        for offset in bytes.indices {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var damaged = bytes
                damaged[offset] = value
                if let file = ParsedFileCodec.decode(Data(damaged)), file != ParseCacheSample.file { misread += 1 }
            }
        }
        // Changed text or numbers still read (the cache keys entries on their source's hash, not on a checksum);
        // what matters above is that no damage traps.
        #expect(misread > 0)
    }

    @Test("an enum case, count or nesting no writer writes reads as nothing")
    func impossibleValues() {
        var badKind = BinaryWriter(path: "A.swift")
        badKind.write("A.swift")
        badKind.writeUnsigned(1)
        badKind.writeByte(6)
        #expect(ParsedFileCodec.decode(Data(badKind.bytes)) == nil)

        var hugeCount = BinaryWriter(path: "A.swift")
        hugeCount.write("A.swift")
        hugeCount.writeUnsigned(UInt64.max)
        #expect(ParsedFileCodec.decode(Data(hugeCount.bytes)) == nil)

        var longNumber = BinaryWriter(path: "A.swift")
        longNumber.writeByte(0x80)
        for _ in 0..<10 { longNumber.writeByte(0xFF) }
        #expect(ParsedFileCodec.decode(Data(longNumber.bytes)) == nil)

        var badFlag = BinaryWriter(path: "A.swift")
        badFlag.write("A.swift")
        badFlag.writeUnsigned(0)
        badFlag.writeUnsigned(1)
        badFlag.write("tapGesture")
        badFlag.writeByte(2)
        #expect(ParsedFileCodec.decode(Data(badFlag.bytes)) == nil)

        let limit = BinaryReader.maximumDepth
        #expect(ParsedFileCodec.decode(Data(ParsedFileCodec.encode(Self.file(nesting: limit - 1)))) != nil)
        #expect(ParsedFileCodec.decode(Data(ParsedFileCodec.encode(Self.file(nesting: limit)))) == nil)
    }

    @Test("a diagnostic identifier the catalogue does not have reads as nothing")
    func unknownIdentifier() throws {
        var file = ParsedFile(path: "A.swift")
        file.diagnostics = [Diagnostic(.error, id: .configYaml, "x", at: nil)]
        let encoded = Data(ParsedFileCodec.encode(file))
        // Every DiagnosticID is in the catalogue, so the unknown identifier is written into the stored bytes.
        let stored = try #require(encoded.firstRange(of: Data("ckgen.config.yaml".utf8)))
        var unknown = encoded
        unknown.replaceSubrange(stored, with: Data("ckgen.config.yamX".utf8))
        #expect(ParsedFileCodec.decode(encoded) != nil)
        #expect(ParsedFileCodec.decode(unknown) == nil)
    }

    @Test("a damaged entry in the cache file is parsed again, not returned")
    func damagedEntryInCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-codec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = Data(ParsedFileCodec.encode(ParseCacheSample.file))
        let entries = [
            ParseCacheFile.Entry(path: "Good.swift", hash: 1, blob: good),
            ParseCacheFile.Entry(path: "Bad.swift", hash: 2, blob: good.dropLast()),
        ]
        try ParseCacheFile.data(of: entries, version: ParseCache.version, layout: ParseCache.layoutKey)
            .write(to: folder.appendingPathComponent(ParseCache.fileName))
        let cache = ParseCache(folder: folder)
        #expect(cache.file(path: "Good.swift", hash: 1) == ParseCacheSample.file)
        #expect(cache.file(path: "Bad.swift", hash: 2) == nil)
    }

    @Test("each entry's blob hash is written beside it and read back; a file cut short reads as no entries")
    func blobHashRoundTrip() {
        let entries = [
            ParseCacheFile.Entry(path: "A.swift", hash: 1, blob: Data([1, 2, 3])),
            ParseCacheFile.Entry(path: "B.swift", hash: 2, blob: Data()),
        ]
        let data = ParseCacheFile.data(of: entries, version: 9, layout: 10)
        let read = ParseCacheFile.entries(in: data, version: 9, layout: 10)
        #expect(read?.map(\.path) == ["A.swift", "B.swift"])
        #expect(read?.map(\.blob) == [Data([1, 2, 3]), Data()])
        #expect(read?.map(\.blobHash) == [ContentHash.of(Data([1, 2, 3])), ContentHash.of(Data())])
        #expect(ParseCacheFile.entries(in: data.dropLast(), version: 9, layout: 10) == nil)
        #expect(ParseCacheFile.entries(in: data.dropFirst(), version: 9, layout: 10) == nil)
    }

    /// A file whose one property's type is optional `depth` times over.
    static func file(nesting depth: Int) -> ParsedFile {
        var type = TypeReference.named("Int")
        for _ in 0..<depth { type = TypeReference(spelling: "", shape: .optional(type)) }
        let location = SourceLocation(file: "A.swift", line: 1, column: 1)
        var declaration = TypeDeclaration(kind: .struct, qualifiedName: "A", location: location)
        declaration.properties = [
            PropertyDeclaration(
                name: "a",
                type: type,
                isSettable: false,
                isStatic: false,
                isStored: true,
                hasInitialValue: false,
                access: .internal,
                annotations: [],
                location: location
            )
        ]
        return ParsedFile(path: "A.swift", declarations: [declaration])
    }

    /// `named` for `.named(path: …, genericArguments: …)`.
    static func caseName(of type: TypeReference) -> String {
        Mirror(reflecting: type.shape).children.first?.label ?? "\(type.shape)"
    }
}

extension ParseCacheLayout {
    /// Worked out from the types themselves (through ``ParseCacheSample``, whose optionals and arrays are all
    /// filled), so nobody has to remember to change a version by hand: only to copy the value the test prints.
    static var current: UInt64 { ContentHash.of(shape(of: ParseCacheSample.file)) }

    /// The type of `value` with, for a struct, each field's label and shape in order; for an array or optional,
    /// the shape of its first element. (`Mirror` rather than printing the value: a type with a `description`
    /// prints that, without its fields.)
    static func shape(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?, .collection?:
            return "[" + (mirror.children.first.map { shape(of: $0.value) } ?? "") + "]"
        case .struct?, .class?:
            let fields = mirror.children.map { ($0.label ?? "") + ":" + shape(of: $0.value) }
            return "\(type(of: value)){" + fields.joined(separator: ",") + "}"
        default:
            return "\(type(of: value))"
        }
    }
}
