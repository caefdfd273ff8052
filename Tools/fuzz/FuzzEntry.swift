// The libFuzzer entry point for ckgen's parse → validate → render path. `.ci/fuzz` compiles it into the CKGenCore
// module (instrumented for coverage with -sanitize=fuzzer) and links it against the dependencies `swift build`
// already built; it is not part of the package.
//
// One input is one Swift file. ckgen must not crash, hang (libFuzzer's -timeout) or use unbounded memory
// (-rss_limit_mb) on it; when it reports no error, what it renders must parse as Swift. A failure is a crash
// libFuzzer saves as an artifact: add that input to Tools/fuzz/regressions/.
import Foundation
import SwiftParser

@_cdecl("LLVMFuzzerTestOneInput")
public func ckgenFuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let file = SourceFileParser.parse(path: "Fuzz.swift", data: data)
    let diagnostics = Diagnostics()
    let plan = Validator.validate(ModuleModel(moduleName: "Fuzz", files: [file]), diagnostics: diagnostics)
    for diagnostic in diagnostics.all where diagnostic.location == nil {
        fatalError("an unlocated diagnostic about an input file: \(diagnostic)")
    }
    guard !diagnostics.hasErrors else { return 0 }
    let rendered: GeneratedFile
    do {
        rendered = try Renderer.render(plan, accessLevel: .internal, templates: .defaults)
    } catch {
        fatalError("the default templates did not render: \(error)")
    }
    if Parser.parse(source: rendered.contents).hasError {
        fatalError("ckgen exited 0 with output that does not parse:\n\(rendered.contents)")
    }
    return 0
}
