import Testing

@testable import CKGenCore

/// The byte search every file goes through (for `@ck.`, `#if` and attribute names): found wherever it is, and
/// never found in part.
@Suite("Byte search")
struct ByteSearchTests {
    @Test("found at the start, in the middle and at the very end; not when only a prefix is there")
    func positions() {
        let needle = Array("@ck.".utf8)
        #expect(ByteSearch.contains(Array("@ck.view".utf8), needle))
        #expect(ByteSearch.contains(Array("/// @ck.view".utf8), needle))
        #expect(ByteSearch.contains(Array("ends with @ck.".utf8), needle))
        #expect(!ByteSearch.contains(Array("ends with @ck".utf8), needle))
        #expect(!ByteSearch.contains(Array("@c@ck@ck,@".utf8), needle))
        #expect(ByteSearch.contains(Array("@c@ck@ck,@ck.".utf8), needle))
    }

    @Test("a needle longer than the text, an empty text, an empty needle, and a slice that stops short")
    func edges() {
        #expect(!ByteSearch.contains(Array("@c".utf8), Array("@ck.".utf8)))
        #expect(!ByteSearch.contains([UInt8](), Array("#if".utf8)))
        #expect(ByteSearch.contains(Array("anything".utf8), []))
        let bytes = Array("x #if y".utf8)
        #expect(!ByteSearch.contains(bytes[0..<4], Array("#if".utf8)))
        #expect(ByteSearch.contains(bytes[2..<5], Array("#if".utf8)))
    }

    @Test("strings: compared as UTF-8, multi-byte characters included")
    func strings() {
        #expect(ByteSearch.contains("MDocComponent", "Component"))
        #expect(!ByteSearch.contains("Compo", "Component"))
        #expect(ByteSearch.contains("ÜberController", "Controller"))
    }
}
