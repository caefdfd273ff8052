import Foundation
import Testing

@testable import CKGenCore

/// Issue 19, item 1: caches are keyed on the build of ckgen that wrote them, not only on its release: parsing and
/// rendering change between builds (this session changed how names are stored), and a stale parse cache would
/// give stale output.
@Suite("Cache keys: the build of ckgen")
struct CacheKeyTests {
    @Test("the build key is the release plus the running executable's size and modification time")
    func buildKey() throws {
        let executable = try #require(Bundle.main.executablePath)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: executable)[.size] as? Int)
        #expect(CKGenVersion.build.hasPrefix("\(CKGenVersion.current)+\(size)."))
    }

    @Test("a parse cache file written by another build reads as empty; one written by this build does not")
    func otherBuildIsNotReused() {
        let entries = [ParseCacheFile.Entry(path: "A.swift", hash: 1, blob: Data([1, 2, 3]))]
        let otherBuild = ContentHash.combine([ParseCacheLayout.recorded, ContentHash.of("0.1.0+1.0")])
        let stale = ParseCacheFile.data(of: entries, version: ParseCache.version, layout: otherBuild)
        #expect(ParseCacheFile.entries(in: stale, version: ParseCache.version, layout: ParseCache.layoutKey) == nil)
        let fresh = ParseCacheFile.data(of: entries, version: ParseCache.version, layout: ParseCache.layoutKey)
        #expect(
            ParseCacheFile.entries(in: fresh, version: ParseCache.version, layout: ParseCache.layoutKey)?.map(\.path)
                == ["A.swift"]
        )
    }
}
