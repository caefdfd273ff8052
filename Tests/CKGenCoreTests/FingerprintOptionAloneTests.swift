import Foundation
import Testing

@testable import CKGenCore

/// Issue 34, item 4: every option in the unchanged-run cache key, changed alone, changes the run's fingerprint
/// (whether the last run's output still stands) and, for a setting, the settings fingerprint (whether its plan
/// does); the same options spelt again change neither.
@Suite("Unchanged-run and settings fingerprints: each option changed alone, and spelt again")
struct FingerprintOptionAloneTests {
    enum Change: String, CaseIterable, Sendable {
        case moduleName, accessLevel, objcFlag, objcHeader, importAllInterfaces, template

        func apply(to options: inout GeneratorOptions, _ templates: inout TemplateSet) {
            switch self {
            case .moduleName: options.moduleName = "OtherApp"
            case .accessLevel: options.accessLevel = .public
            case .objcFlag: options.objc.flags = ["-DFEATURE=1"]
            case .objcHeader: options.objc.headers = ["/nonexistent/Legacy.h"]
            case .importAllInterfaces: options.objc.importAllInterfaces = true
            case .template:
                var sources = templates.sources
                sources[TemplateSet.mainTemplate, default: ""] += "\n"
                templates = TemplateSet(sources: sources)
            }
        }

        /// A header's declarations reach the plan through the model, so only the run's fingerprint names it.
        var isSetting: Bool { self != .objcHeader }
    }

    private static let inputs = [
        InputFile(path: "A.swift", data: Data("x".utf8), hash: ContentHash.of(Data("x".utf8)), readError: nil)
    ]

    private static func keys(_ options: GeneratorOptions, _ templates: TemplateSet) -> (run: UInt64, settings: UInt64) {
        (
            LastRun.fingerprint(inputs: inputs, options: options, templates: templates),
            LastRun.settingsFingerprint(options: options, templates: templates)
        )
    }

    @Test(
        "changing one option changes the fingerprint, and a setting the settings fingerprint",
        arguments: Change.allCases
    )
    func changed(_ change: Change) {
        let options = GeneratorOptions(inputs: [], moduleName: "MyApp")
        let base = Self.keys(options, .defaults)
        var changedOptions = options
        var templates = TemplateSet.defaults
        change.apply(to: &changedOptions, &templates)
        let changed = Self.keys(changedOptions, templates)
        #expect(changed.run != base.run)
        #expect((changed.settings != base.settings) == change.isSetting)
    }

    @Test("the near miss: the same options made again, defaults spelt out, give the same keys")
    func sameOptionsSameKeys() {
        let base = Self.keys(GeneratorOptions(inputs: [], moduleName: "MyApp"), .defaults)
        let spelt = GeneratorOptions(
            inputs: [],
            moduleName: "MyApp",
            accessLevel: .internal,
            objc: ObjCHeaderImporter.Options(headers: [], flags: [], importAllInterfaces: false)
        )
        let again = Self.keys(spelt, .defaults)
        #expect(again.run == base.run)
        #expect(again.settings == base.settings)
    }
}
