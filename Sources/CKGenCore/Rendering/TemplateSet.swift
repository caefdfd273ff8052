public import Foundation
import Mustache

/// The templates Rendering uses: the defaults embedded from the repository's Templates/ folder, with any file of
/// the same name in a user's templates folder taking its place.
public struct TemplateSet: Sendable {
    /// The name of the main template; the others are its partials.
    public static let mainTemplate = "CKGen.swift"

    let sources: [String: String]
    /// Where each template that replaced a default came from (the others are the defaults in `Templates/`).
    var paths: [String: String] = [:]

    /// ckgen's own templates, compiled once per process; `nil` if they use Mustache beyond what
    /// ``CompiledTemplates`` reads.
    private static let compiledDefaults = CompiledTemplates(sources: defaults.sources)

    /// The compiled form of these templates when they are ckgen's own, unchanged: a user's templates always go
    /// through the general engine, which reads all of Mustache.
    var compiled: CompiledTemplates? { paths.isEmpty ? Self.compiledDefaults : nil }

    /// The file a template comes from, for locations.
    func path(of name: String) -> String { paths[name] ?? "Templates/\(name).mustache" }

    /// The default templates.
    public static var defaults: TemplateSet {
        TemplateSet(
            sources: Dictionary(
                uniqueKeysWithValues: EmbeddedTemplates.byName.map { (Self.templateName($0.key), $0.value) }
            )
        )
    }

    /// The defaults, with every `*.mustache` file in `folder` replacing the default of the same name (or adding a
    /// partial). Throws a diagnostic when the folder cannot be read, located at `location` (where ckgen.yml names
    /// the folder) when given.
    public static func overriding(with folder: URL, namedAt location: SourceLocation? = nil) throws -> TemplateSet {
        var sources = defaults.sources
        var paths: [String: String] = [:]
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".mustache")
            }
        } catch {
            throw Diagnostic(
                RenderingMessage.unreadableFolder(folder.path, reason: error.localizedDescription),
                at: location
            )
        }
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            guard let text = (try? FileBytes.read(url.path)).flatMap({ String(data: $0, encoding: .utf8) }) else {
                throw Diagnostic(
                    RenderingMessage.unreadableTemplate(url.path),
                    at: SourceLocation(file: url.relativePath, line: 1, column: 1)
                )
            }
            sources[templateName(name)] = text
            paths[templateName(name)] = url.relativePath
        }
        return TemplateSet(sources: sources, paths: paths)
    }

    /// `CKGen.swift.mustache` → `CKGen.swift`.
    static func templateName(_ fileName: String) -> String {
        fileName.hasSuffix(".mustache") ? String(fileName.dropLast(".mustache".count)) : fileName
    }

    /// Parses every template; V10 when one does not parse.
    func library() throws -> MustacheLibrary {
        // Before the engine parses them: it parses nested sections recursively.
        try TemplateBounds.check(sources: sources, main: Self.mainTemplate, path: path(of:))
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in sources {
            do {
                templates[name] = try MustacheTemplate(string: source)
            } catch {
                throw Diagnostic(
                    RenderingMessage.templateSyntax(name: name, reason: "\(error)"),
                    at: SourceLocation(file: path(of: name), line: 1, column: 1)
                )
            }
        }
        guard templates[Self.mainTemplate] != nil else {
            throw Diagnostic(RenderingMessage.missingTemplate(Self.mainTemplate), at: nil)
        }
        // V10: a missing partial would render as nothing, and one that includes itself would never end.
        try TemplatePartials.check(sources: sources, main: Self.mainTemplate, path: path(of:))
        return MustacheLibrary(templates: templates)
    }
}
