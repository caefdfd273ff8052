import Foundation
import Testing

@testable import CKGenCore

/// Issue 17, item 11: Objective-C types Swift imports as something other than their name are mapped as Swift's
/// importer maps them, or the member is left out with a warning at its line; never copied through verbatim.
@Suite("Adversarial: Objective-C types")
struct ObjCTypeTests {
    static var hasLibClang: Bool { (try? LibClang.load()) != nil }

    static let header = """
        #import "Stubs.h"
        NS_ASSUME_NONNULL_BEGIN
        @protocol Themed
        @end
        /// @ck.view
        @interface WeirdView : UIView
        @property (nonatomic, copy) void (^onTap)(BOOL animated);
        @property (nonatomic) int (*callback)(int);
        - (void)setTriple:(int[3])triple;
        @property (nonatomic) char *name;
        @property (nonatomic) const char *constName;
        @property (nonatomic) NSInteger *counter;
        @property (nonatomic) SEL action;
        @property (nonatomic, strong) id<Themed> theme;
        @property (nonatomic, strong) id anything;
        @property (nonatomic) void *context;
        - (void)setValues:(NSInteger)first, ...;
        @property (nonatomic) NSInteger count;
        @end
        NS_ASSUME_NONNULL_END
        """

    @Test(
        "blocks, function pointers, SEL, id, id<P> and variadic methods and C arrays are left out with a located warning; C pointers are mapped",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func unsupported() throws {
        let stubs = try String(
            contentsOf: fixturesFolder.appendingPathComponent("objc-views/input/Stubs.h"),
            encoding: .utf8
        )
        let scenario = try Scenario(
            "objc-types",
            files: ["Sources/Empty.swift": "", "WeirdView.h": Self.header, "Stubs.h": stubs]
        )
        let (run, _) = try scenario.generate(extra: ["--objc-header", "WeirdView.h"])
        #expect(run.status == 0, "\(run.standardError)")
        let expected = [
            (7, "onTap", "a closure (an Objective-C block)"),
            (8, "callback", "a C function pointer"),
            (9, "setTriple:", "a C array"),
            (13, "action", "an Objective-C selector"),
            (14, "theme", "'any Themed', which is not Equatable"),
            (15, "anything", "'Any', which is not Equatable"),
        ]
        for (line, member, what) in expected {
            #expect(
                run.standardError.contains("WeirdView.h:\(line):") && run.standardError.contains("type of '\(member)'")
                    && run.standardError.contains(what),
                "\(member): \(run.standardError)"
            )
        }
        #expect(
            run.standardError.contains("WeirdView.h:17:9: warning: 'setValues:' takes a variable number of arguments")
        )
        let output = scenario.output ?? ""
        #expect(output.contains("static func name(_ value: UnsafeMutablePointer<CChar>) -> Self"), "\(output)")
        #expect(output.contains("static func constName(_ value: UnsafePointer<CChar>) -> Self"))
        #expect(output.contains("static func counter(_ value: UnsafeMutablePointer<Int>) -> Self"))
        #expect(output.contains("static func context(_ value: UnsafeMutableRawPointer) -> Self"))
        #expect(output.contains("static func count(_ value: Int) -> Self"))
        for member in ["onTap", "callback", "triple", "action", "theme", "anything", "values"] {
            #expect(!output.contains("func \(member)("), "\(member) was generated")
        }

        // What Swift's importer gives for the header: the generated file type-checks against it.
        try scenario.write(
            "Standin/WeirdView.swift",
            """
            import ComponentRuntime
            protocol Themed {}
            final class WeirdView: UIView {
                var name: UnsafeMutablePointer<CChar> = UnsafeMutablePointer(bitPattern: 1)!
                var constName: UnsafePointer<CChar> = UnsafePointer(bitPattern: 1)!
                var counter: UnsafeMutablePointer<Int> = UnsafeMutablePointer(bitPattern: 8)!
                var context: UnsafeMutableRawPointer = UnsafeMutableRawPointer(bitPattern: 1)!
                var count: Int = 0
            }
            """
        )
        #expect(try scenario.typeCheckErrors(extraFiles: ["Standin/WeirdView.swift"]) == "")
    }
}
