import Foundation

/// Function bodies ckgen has no use for, blanked out before swift-syntax reads a file.
///
/// ckgen reads declarations. From bodies it needs only three things: the attribute uses of V7 and V8
/// (`.controlAction(…)`, the gestures), the labels of an initializer's `super.init(…)` call, and annotations on types
/// declared inside a body (an error). A body whose text names none of these has nothing for ckgen, and parsing it
/// costs as much as parsing the declarations around it, so it is replaced by spaces (line breaks kept, so every
/// offset, line and column stays where it was) and swift-syntax reads an empty body.
///
/// Syntax errors inside such a body are then not seen: they are the compiler's to report, as V9 says of all syntax
/// ckgen does not read. The bodies come from ``NestingScan``, a lexical look; if the text with bodies left out does
/// not parse cleanly, ``SourceFileParser`` parses the file as written instead, so a body found wrongly can never
/// change what is read.
enum SkippedBodies {
    /// Text whose presence in a body means ckgen must read it.
    private static let markers = [DeclarationCollector.marker] + DeclarationCollector.attributeNameParts
    /// An initializer's body is read for its `super.init(…)` call.
    private static let initializerMarker = Array("super".utf8)

    /// `bytes` with every body ckgen has no use for blanked, or `nil` when there is none.
    static func blanking(_ bytes: [UInt8], bodies: [NestingScan.FunctionBody]) -> [UInt8]? {
        guard !bodies.isEmpty else { return nil }
        var result = bytes
        var blanked = false
        result.withUnsafeMutableBufferPointer { buffer in
            for body in bodies {
                // Between the braces: `{ }` has nothing to leave out.
                let inside = (body.braces.lowerBound + 1)..<body.braces.upperBound
                guard inside.count > 1, isUnused(bytes[inside], isInitializer: body.isInitializer) else { continue }
                blanked = true
                for index in inside where buffer[index] != UInt8(ascii: "\n") && buffer[index] != UInt8(ascii: "\r") {
                    buffer[index] = UInt8(ascii: " ")
                }
            }
        }
        return blanked ? result : nil
    }

    static func isUnused(_ text: ArraySlice<UInt8>, isInitializer: Bool) -> Bool {
        if isInitializer && ByteSearch.contains(text, initializerMarker) { return false }
        return !markers.contains { ByteSearch.contains(text, $0) }
    }
}
