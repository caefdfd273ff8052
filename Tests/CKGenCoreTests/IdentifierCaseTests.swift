import Testing

@testable import CKGenCore

/// Event and attribute names made from what users wrote: the ASCII fast path and the `Character` path agree, and
/// both give the documented results.
@Suite("Identifier case")
struct IdentifierCaseTests {
    static let samples = [
        "CustomButtonEvent", "user.tapped-image", "URLTapped", "URL", "Image", "URLString", "a", "", "-", "_",
        "__", "9lives", "tapped9", "x_y", "ABC.def", "  spaced  words ", "HTTPServer2Ready", "image.URL",
        "already camel", "_private", "a..b", "Z",
    ]

    @Test("the ASCII path gives what the Character path gives", arguments: samples)
    func asciiMatchesCharacters(_ raw: String) {
        #expect(Identifiers.lowerCamel(raw) == Identifiers.lowerCamelOfAnyText(raw))
        #expect(
            Identifiers.lowercasingLeadingCapitals(raw) == Identifiers.lowercasingLeadingCapitalsOfAnyText(raw)
        )
    }

    @Test("documented results, and text that is not ASCII")
    func results() {
        #expect(Identifiers.lowerCamel("CustomButtonEvent") == "customButtonEvent")
        #expect(Identifiers.lowerCamel("user.tapped-image") == "userTappedImage")
        #expect(Identifiers.lowerCamel("URLTapped") == "urlTapped")
        #expect(Identifiers.lowerCamel("9lives") == "event9lives")
        #expect(Identifiers.lowerCamel("--") == "event")
        #expect(Identifiers.lowercasingLeadingCapitals("URLString") == "urlString")
        #expect(Identifiers.lowerCamel("Größe.ändern") == "größeÄndern")
        #expect(ASCIIWords.lowerCamel("Größe") == nil)
    }
}
