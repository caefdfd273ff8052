import Foundation
import Testing

@testable import CKGenCore

/// Issue 34, item 4: every option in the unchanged-run fingerprint, changed alone, changes it; and two different
/// settings never spell the same key.
extension FingerprintTests {
    static let baseOptions = GeneratorOptions(
        inputs: [],
        moduleName: "MyApp",
        objc: ObjCHeaderImporter.Options(headers: [], flags: ["-DA=1"])
    )

    /// The fingerprint of `options` over one fixed input.
    func key(_ options: GeneratorOptions, templates: TemplateSet = .defaults) -> UInt64 {
        LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: templates)
    }

    @Test(
        "each option changed alone changes the fingerprint, and the settings' fingerprint",
        arguments: ["module", "access", "flag value", "flag added", "flag order", "import all", "cache folder"]
    )
    func eachOption(_ option: String) {
        let base = Self.baseOptions
        var changed = base
        switch option {
        case "module": changed.moduleName = "Other"
        case "access": changed.accessLevel = .public
        case "flag value": changed.objc.flags = ["-DA=2"]
        case "flag added": changed.objc.flags = ["-DA=1", "-DB"]
        case "flag order":
            changed.objc.flags = ["-DB", "-DA=1"]
            var reordered = base
            reordered.objc.flags = ["-DA=1", "-DB"]
            #expect(key(changed) != key(reordered))
            return
        case "import all": changed.objc.importAllInterfaces = true
        // The near miss: where the cache lives changes nothing the run writes.
        case "cache folder":
            changed.cacheFolder = URL(fileURLWithPath: "/tmp/elsewhere")
            #expect(key(changed) == key(base))
            return
        default: Issue.record("unknown option \(option)")
        }
        #expect(key(changed) != key(base), "\(option)")
        #expect(
            LastRun.settingsFingerprint(options: changed, templates: .defaults)
                != LastRun.settingsFingerprint(options: base, templates: .defaults),
            "\(option)"
        )
    }

    @Test("a flag and 'import every interface' never read as each other: '-W' with it is not '-Wall' without")
    func flagsAndImportAllApart() {
        var withAll = Self.baseOptions
        withAll.objc.flags = ["-W"]
        withAll.objc.importAllInterfaces = true
        var withoutAll = Self.baseOptions
        withoutAll.objc.flags = ["-Wall"]
        #expect(key(withAll) != key(withoutAll))
        // Nor one flag two: the separator is part of the key.
        var one = Self.baseOptions
        one.objc.flags = ["-DA", "-DB"]
        var joined = Self.baseOptions
        joined.objc.flags = ["-DA-DB"]
        #expect(key(one) != key(joined))
    }

    @Test("a template renamed with the same text, or a template added, changes the fingerprint")
    func templateNames() {
        let sources = ["CKGen.swift": "{{> Part}}", "Part": "text"]
        let base = key(Self.baseOptions, templates: TemplateSet(sources: sources))
        #expect(key(Self.baseOptions, templates: TemplateSet(sources: sources)) == base)
        let renamed = ["CKGen.swift": "{{> Part}}", "Other": "text"]
        #expect(key(Self.baseOptions, templates: TemplateSet(sources: renamed)) != base)
        var added = sources
        added["Extra"] = ""
        #expect(key(Self.baseOptions, templates: TemplateSet(sources: added)) != base)
    }

    @Test("a header's bytes changed alone change the fingerprint; the same bytes again give the same key")
    func headerBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-header-key-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = folder.appendingPathComponent("View.h")
        try "@interface View\n@end\n".write(to: header, atomically: true, encoding: .utf8)
        var options = Self.baseOptions
        options.objc.headers = [header.path]
        let first = key(options)
        #expect(key(options) == first)
        try "@interface View\n@end\n// changed\n".write(to: header, atomically: true, encoding: .utf8)
        #expect(key(options) != first)
    }
}
