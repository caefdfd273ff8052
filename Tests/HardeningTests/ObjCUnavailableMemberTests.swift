import Foundation
import Testing

@testable import CKGenCore

/// Issue 41, item 4: an Objective-C member Swift cannot call (`NS_UNAVAILABLE`, `API_UNAVAILABLE`) gets no
/// attribute or factory, with a located warning, as `@available(*, unavailable)` in Swift does.
@Suite("Adversarial: unavailable Objective-C members")
struct ObjCUnavailableMemberTests {
    static var hasLibClang: Bool { (try? LibClang.load()) != nil }

    @Test(
        "unavailable initializer and property: left out with a warning; their near misses kept",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func unavailableMembers() throws {
        let header = """
            #define NS_UNAVAILABLE __attribute__((unavailable))
            @interface NSObject
            @end
            @interface UIView : NSObject
            @end
            typedef long NSInteger;
            /// @ck.view
            @interface LegacyView : UIView
            - (instancetype)initWithStyle:(NSInteger)style;
            - (instancetype)initWithLegacyStyle:(NSInteger)style NS_UNAVAILABLE;
            @property (nonatomic) NSInteger count;
            @property (nonatomic) NSInteger legacyCount NS_UNAVAILABLE;
            @end
            """
        let scenario = try Scenario("objc-unavailable", files: ["Sources/Empty.swift": "", "LegacyView.h": header])
        let (run, _) = try scenario.generate(extra: ["--objc-header", "LegacyView.h"])
        #expect(run.status == 0, "\(run.standardError)")
        let warning = run.standardError.components(separatedBy: "\n").first { $0.contains("'init(legacyStyle:)'") }
        #expect(warning?.hasPrefix("LegacyView.h:10:") == true, "\(run.standardError)")
        #expect(
            warning?.contains(
                "warning: 'init(legacyStyle:)' of 'LegacyView' gets no factory: it is marked 'NS_UNAVAILABLE'"
            ) == true,
            "\(run.standardError)"
        )
        #expect(
            run.standardError.contains(
                "warning: 'legacyCount' of 'LegacyView' cannot be used by the code ckgen generates: it is marked "
                    + "'NS_UNAVAILABLE'"
            ),
            "\(run.standardError)"
        )
        let output = scenario.output ?? ""
        #expect(output.contains("static func legacyView(style: Int) -> Self"), "\(output)")
        #expect(output.contains("static func count(_ value: Int) -> Self"), "\(output)")
        #expect(!output.contains("legacyStyle"), "\(output)")
        #expect(!output.contains("legacyCount"), "\(output)")
    }
}
