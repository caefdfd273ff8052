import Foundation
import Testing

/// The plugin's reading of `ckgen.yml` (compiled here from the plugin's own file, linked into this target): the
/// headers it names become inputs of the build command, so editing only a header runs ckgen again.
@Suite("CKGenPlugin: the Objective-C headers ckgen.yml names")
struct ConfigHeadersTests {
    let folder = URL(fileURLWithPath: "/work/App/Sources/App")

    func names(_ yaml: String) -> [String] {
        ConfigHeaders.headers(inConfig: yaml, folder: folder).map(\.path)
    }

    @Test("a block list, relative to the config's folder, with comments and quotes")
    func blockList() {
        let yaml = """
            module-name: App   # the module
            objc-headers:
              - Legacy/ProfileView.h
              - "Legacy/Badge View.h"  # quoted
            # a comment between keys
            objc-flags:
              - -ILegacy
            """
        #expect(names(yaml) == [folder.path + "/Legacy/ProfileView.h", folder.path + "/Legacy/Badge View.h"])
    }

    @Test("a flow list, a single value and an absolute path")
    func flowList() {
        #expect(names("objc-headers: [A.h, 'B.h']\n") == [folder.path + "/A.h", folder.path + "/B.h"])
        #expect(names("objc-headers: /abs/C.h\n") == ["/abs/C.h"])
    }

    @Test("no headers: other keys' lists are not taken for headers")
    func none() {
        #expect(names("module-name: App\nobjc-flags:\n  - -DX\n").isEmpty)
        #expect(names("").isEmpty)
    }
}
