import Foundation
import Testing

@testable import CKGenCore

/// The parse cache stores files in a compact format without field names: what it writes must read back equal, a
/// damaged entry must read as nothing, and the recorded layout must match the model's types.
@Suite("Parse cache format")
struct ParseCacheFormatTests {
    @Test("the recorded layout fingerprint matches the model's types")
    func layoutIsRecorded() {
        #expect(
            ParseCacheLayout.current == ParseCacheLayout.recorded,
            "a model type changed shape: set ParseCacheLayout.recorded to \(ParseCacheLayout.current)"
        )
    }

    @Test("a parsed file with every kind of value encodes and decodes to itself")
    func roundTrip() throws {
        let sample = ParseCacheLayout.sample
        #expect(try CompactDecoder.decode(ParsedFile.self, from: Data(CompactEncoder.encode(sample))) == sample)

        let parsed = SourceFileParser.parse(
            path: "Sources/Ünïcode/Card.swift",
            source: """
                /// @ck.view
                final class CardView: UIView {
                    /// @ck.attribute(id: "Shop.CardView.title")
                    var title: String = ""
                    var subtitle: String?
                    func setImage(_ image: UIImage?, for state: UIControl.State) {}
                    init(style: Int = -3) { super.init() }
                }
                #if DEBUG
                /// @ck.eventProxy
                final class Proxy { /// @ck.event("Tap")
                    func tap() {} }
                #endif
                """
        )
        #expect(!parsed.declarations.isEmpty)
        #expect(try CompactDecoder.decode(ParsedFile.self, from: Data(CompactEncoder.encode(parsed))) == parsed)
    }

    @Test("a truncated or extended entry is rejected, not misread")
    func damagedEntries() throws {
        let bytes = try CompactEncoder.encode(ParseCacheLayout.sample)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: (any Error).self) {
                try CompactDecoder.decode(ParsedFile.self, from: Data(bytes[..<length]))
            }
        }
        #expect(throws: (any Error).self) { try CompactDecoder.decode(ParsedFile.self, from: Data(bytes + [0])) }
    }
}
