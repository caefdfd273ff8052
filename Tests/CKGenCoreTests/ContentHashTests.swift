import Foundation
import Testing

@testable import CKGenCore

/// The hash that keys the caches: the same value everywhere (pinned below, so a change to it is seen), and a
/// different one for any one byte changed, added or removed.
@Suite("Content hash")
struct ContentHashTests {
    @Test("pinned values: the same on every machine and in every run")
    func pinned() {
        #expect(ContentHash.of("") == 0xaf63_bd4c_8601_b7df)
        #expect(ContentHash.of("ckgen") == ContentHash.of(Data("ckgen".utf8)))
    }

    @Test("a file hashed a chunk at a time: the hash of its bytes around chunk boundaries; nil for another size")
    func file() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-hash-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for count in [0, 7, 8, 9, 65_535, 65_536, 65_537, 131_072, 200_003] {
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
            #expect(ContentHash.ofFile(path) == ContentHash.of(bytes), "\(count) bytes")
            #expect(ContentHash.ofFile(path, expectedSize: count) == ContentHash.of(bytes), "\(count) bytes")
            #expect(ContentHash.ofFile(path, expectedSize: count + 1) == nil, "\(count) bytes")
        }
        #expect(ContentHash.ofFile(path + "-missing") == nil)
    }

    @Test("combined hashes: the hash of their little-endian bytes, in order")
    func combine() {
        let bytes: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 0, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01]
        #expect(ContentHash.combine([1, 0x0102_0304_0506_0708]) == ContentHash.of(Data(bytes)))
        #expect(ContentHash.combine([]) == ContentHash.of(Data()))
        #expect(ContentHash.combine([1, 2]) != ContentHash.combine([2, 1]))
    }

    @Test("one byte changed anywhere, one added or one removed: another hash")
    func sensitivity() {
        let text = Array("/// @ck.view\nfinal class FeedView: UIView { var title = \"\" }\n".utf8)
        let original = ContentHash.of(Data(text))
        var seen: Set<UInt64> = [original]
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            #expect(seen.insert(ContentHash.of(Data(changed))).inserted, "byte \(index) changed")
        }
        #expect(ContentHash.of(Data(text + [0])) != original)
        #expect(ContentHash.of(Data(text.dropLast())) != original)
        #expect(ContentHash.of(Data([0, 0, 0, 0, 0, 0, 0, 0])) != ContentHash.of(Data([0, 0, 0, 0, 0, 0, 0])))
    }
}
