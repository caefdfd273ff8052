import Foundation
import Testing

@testable import CKGenCore

extension FingerprintTests {
    @Test("every option that changes the output changes the fingerprint: access level, templates, Objective-C flags")
    func keyedOnOptions() {
        let options = GeneratorOptions(inputs: [], moduleName: "MyApp")
        let inputs = [input("A.swift", "x")]
        let base = LastRun.fingerprint(inputs: inputs, options: options, templates: .defaults)
        var publicAccess = options
        publicAccess.accessLevel = .public
        #expect(LastRun.fingerprint(inputs: inputs, options: publicAccess, templates: .defaults) != base)
        var flags = options
        flags.objc.flags = ["-DFEATURE=1"]
        #expect(LastRun.fingerprint(inputs: inputs, options: flags, templates: .defaults) != base)
        var sources = TemplateSet.defaults.sources
        sources[TemplateSet.mainTemplate, default: ""] += "\n"
        #expect(LastRun.fingerprint(inputs: inputs, options: options, templates: TemplateSet(sources: sources)) != base)
    }
}
