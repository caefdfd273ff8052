import Testing

@testable import CKGenCore

/// Issue 34, item 5: a view property whose property wrapper (declared in the module) has a get-only
/// `wrappedValue` has no setter, so it gets no attribute; asked for with `@ck.attribute`, it is a located error.
/// A wrapper whose `wrappedValue` can be set, or one ckgen cannot see, leaves the property an attribute.
@Suite("Property wrappers with a get-only wrappedValue")
struct PropertyWrapperAttributeTests {
    static func source(wrappedValue: String, annotation: String = "", wrapper: String = "@ReadOnly") -> String {
        """
        import UIKit
        @propertyWrapper
        struct ReadOnly {
            \(wrappedValue)
            init(wrappedValue: Int) { self.stored = wrappedValue }
            private var stored: Int
        }
        /// @ck.view
        final class CardView: UIView {
            \(annotation)
            \(wrapper) var count: Int = 0
            var title: String = ""
        }
        """
    }

    @Test(
        "a get-only wrappedValue: no attribute",
        arguments: ["var wrappedValue: Int { stored }", "var wrappedValue: Int { get { stored } }"]
    )
    func getOnly(_ wrappedValue: String) throws {
        let source = Self.source(wrappedValue: wrappedValue)
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["title"])
        // Both readers record the wrapper.
        let bytes = Array(source.utf8)
        let written = SourceFileParser.parse(path: "Input.swift", source: source, skippingBodies: false)
        #expect(written.declarations.flatMap(\.properties).first { $0.name == "count" }?.wrapperNames == ["ReadOnly"])
        if let plain = PlainDeclarationReader.read(path: "Input.swift", source: bytes, scan: NestingScan(bytes)) {
            #expect(plain == written)
        }
    }

    @Test("asked for with @ck.attribute: a located error naming the wrapper")
    func annotated() throws {
        let source = Self.source(
            wrappedValue: "var wrappedValue: Int { stored }",
            annotation: "/// @ck.attribute(id: \"count\")"
        )
        let diagnostics = Snippets(source).lint().diagnostics
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == "ckgen.validation.misplacedAnnotation")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 10)
        #expect(diagnostic.message.contains("its property wrapper 'ReadOnly' has a get-only 'wrappedValue'"))
    }

    @Test(
        "near misses: a settable wrappedValue, or a wrapper ckgen cannot see, leaves an attribute",
        arguments: [
            ("var wrappedValue: Int { get { stored } set { stored = newValue } }", "@ReadOnly"),
            ("var wrappedValue: Int { stored }", "@Elsewhere"),
            ("var wrappedValue: Int { stored }", "@objc"),
        ]
    )
    func settable(_ wrappedValue: String, _ wrapper: String) {
        let (plan, diagnostics) = Snippets(Self.source(wrappedValue: wrappedValue, wrapper: wrapper)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["count", "title"])
    }
}
