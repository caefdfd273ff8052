import CKGenCore
import Foundation
import Testing

/// Issue 33, item 2: `ckgen --version` through the built executable, and the release it names written down where
/// a client looks for it.
@Suite("ckgen --version")
struct VersionTests {
    @Test("prints the release and the build, and exits 0")
    func version() async throws {
        let result = try await CKGenExecutable.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == CKGenVersion.description + "\n")
        #expect(result.standardError.isEmpty)
        // `0.x.y (debug build, x86_64 Linux)`: a version a tag can carry, then how this executable was built.
        let line = result.standardOutput.trimmingCharacters(in: .newlines)
        #expect(line.wholeMatch(of: /\d+\.\d+\.\d+ \((debug|release) build, [^()]+ [^()]+\)/) != nil, "\(line)")
        #expect(line.hasPrefix(CKGenVersion.current + " "))
    }

    @Test("CHANGELOG.md's newest release heading is the release ckgen reports")
    func changelogNamesTheRelease() throws {
        let root = FixtureCase.root.deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.components(separatedBy: "\n").first { $0.wholeMatch(of: /## \d+\.\d+\.\d+.*/) != nil }
        #expect(newest?.hasPrefix("## \(CKGenVersion.current) ") == true, "\(newest ?? "no release heading")")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("LICENSE").path))
    }
}
