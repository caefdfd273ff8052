// The libFuzzer entry point for ckgen's parse → validate → render path. `.ci/fuzz` compiles it into the CKGenCore
// module (instrumented for coverage with -sanitize=fuzzer) and links it against the dependencies `swift build`
// already built; it is not part of the package.
//
// One input is one Swift file, or (starting with `{{!`) a set of templates. ckgen must not crash, hang (libFuzzer's
// -timeout) or use unbounded memory (-rss_limit_mb) on it; when it reports no error, what it renders must parse as
// Swift. A failure is a crash libFuzzer saves as an artifact: add that input to Tools/fuzz/regressions/.
import Foundation
import SwiftParser

@_cdecl("LLVMFuzzerTestOneInput")
public func ckgenFuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    // An input that starts with `{{!` is a set of templates, not Swift (see fuzzTemplates).
    if data.starts(with: Array("{{!".utf8)) {
        fuzzTemplates(String(decoding: data, as: UTF8.self))
        return 0
    }
    let file = SourceFileParser.parse(path: "Fuzz.swift", data: data)
    checkPlainReaderAgrees(data)
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

/// The module every template input renders: a view, an action table, an event proxy and typed state.
private let templatePlan: GenerationPlan = {
    let source = """
        /// @ck.view
        final class CardView: UIView {
            var title: String = ""
            init(style: Int) { super.init(frame: .zero) }
        }
        final class CardComponent: CompositeComponent {
            struct State { var count = 0 }
            /// @ck.action
            func didTap() {}
        }
        /// @ck.eventProxy
        final class Proxy {
            /// @ck.event("tap")
            func onTap() {}
        }
        """
    let file = SourceFileParser.parse(path: "Fuzz.swift", source: source)
    return Validator.validate(ModuleModel(moduleName: "Fuzz", files: [file]), diagnostics: Diagnostics())
}()

/// Templates from one input: its text up to a line `{{!---}}` is the main template, each later part a partial
/// named `P0`, `P1`, … beside ckgen's own. Whatever they hold (nesting, partials including partials), rendering
/// must end with text or with a located error naming a template, never a crash, a hang or unbounded memory.
private func fuzzTemplates(_ text: String) {
    let parts = text.components(separatedBy: "\n{{!---}}\n")
    var sources = TemplateSet.defaults.sources
    var paths: [String: String] = [TemplateSet.mainTemplate: "Fuzz.mustache"]
    sources[TemplateSet.mainTemplate] = parts[0]
    for (index, part) in parts.dropFirst().enumerated() {
        sources["P\(index)"] = part
        paths["P\(index)"] = "P\(index).mustache"
    }
    do {
        let templates = TemplateSet(sources: sources, paths: paths)
        _ = try Renderer.render(templatePlan, accessLevel: .internal, templates: templates)
    } catch let diagnostic as Diagnostic {
        let located =
            diagnostic.location != nil || diagnostic.id == .renderingMissingTemplate
            || diagnostic.id == .renderingRender
        if !located { fatalError("an unlocated template diagnostic: \(diagnostic)") }
    } catch {
        // The template engine's own errors are reported by ckgen as they come.
    }
}

/// The plain reader (``PlainDeclarationReader``) must read exactly what swift-syntax reads from every file it
/// accepts, and decline the rest: each input is read both ways when the plain reader takes it. (A file with a NUL
/// is reported before either reader sees it, and so is a file nested past ``NestingScan``'s limits.)
private func checkPlainReaderAgrees(_ data: Data) {
    let bytes = Array(data)
    guard SourceFileParser.isWithinLimits(bytes), let source = String(validating: bytes, as: UTF8.self),
        let plain = PlainDeclarationReader.read(path: "Fuzz.swift", source: bytes, scan: NestingScan(bytes))
    else { return }
    let syntax = SourceFileParser.parse(path: "Fuzz.swift", source: source, skippingBodies: true, plainReading: false)
    if plain != syntax {
        fatalError("the plain reader and swift-syntax read this file differently:\n\(source)")
    }
}
