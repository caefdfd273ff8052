import Foundation
import Testing

@testable import CKGenCore

/// ckgen.yml may nest flow collections (`[`, `{`) up to `UserConfig.nestingLimit` deep; one level more is refused
/// before the YAML reader sees it, located at the bracket that goes too deep. Shown at n − 1, n and n + 1.
@Suite("ckgen.yml: the nesting limit")
struct ConfigNestingLimitTests {
    /// `objc-flags:` with a list nested `depth` deep.
    private func nested(_ depth: Int) -> String {
        "objc-flags: " + String(repeating: "[", count: depth) + "\"-DA\"" + String(repeating: "]", count: depth) + "\n"
    }

    @Test(
        "up to the limit the nesting is let through (the nested list is then reported as not a string)",
        arguments: [UserConfig.nestingLimit - 1, UserConfig.nestingLimit]
    )
    func withinLimit(depth: Int) throws {
        let diagnostic = try ConfigNullTests.error(nested(depth))
        #expect(diagnostic.id == .configValue, "\(diagnostic.message)")
        #expect(diagnostic.message.contains("'objc-flags' must be a non-empty string"))
    }

    @Test("one level more is refused, located at the bracket past the limit")
    func pastLimit() throws {
        let diagnostic = try ConfigNullTests.error(nested(UserConfig.nestingLimit + 1))
        #expect(diagnostic.id == .configTooDeep)
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.location?.column == "objc-flags: ".count + UserConfig.nestingLimit + 1)
    }

    @Test("the near miss: one flat list of flags is read")
    func flatList() throws {
        let config = try ConfigNullTests.load("objc-flags: [\"-DA\", \"-DB\"]\n")
        #expect(config.objcFlags == ["-DA", "-DB"])
    }
}
