import Foundation
import Testing

/// Issue 17, item 10: two setters, or two initializers, whose argument structs got the same name declared the
/// struct twice, and the generated file did not compile.
@Suite("Adversarial: argument struct names")
struct ArgumentStructNameTests {
    @Test("setImage(_:for:) and setImage(_:at:), init(x:) and init(_ x:): distinct structs, code that type-checks")
    func distinctNames() throws {
        let source = """
            import ComponentRuntime

            /// @ck.view
            final class Gallery: UIView {
                func setImage(_ image: String, for state: Int) {}
                func setImage(_ image: String, at index: Int) {}
                init(x: Int) { super.init(frame: .zero) }
                init(_ x: String) { super.init(frame: .zero) }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            """
        let scenario = try Scenario("argument-structs", files: ["Sources/Gallery.swift": source])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        let output = scenario.output ?? ""
        #expect(output.contains("struct SetImageArguments: Equatable"), "\(output)")
        #expect(output.contains("struct SetImageArguments2: Equatable"))
        #expect(output.contains("struct InitXArguments: Hashable"))
        #expect(output.contains("struct InitXArguments2: Hashable"))
        let errors = try scenario.typeCheckErrors()
        #expect(errors == "", "\(errors)")
    }
}
