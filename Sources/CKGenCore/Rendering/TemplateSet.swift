public import Foundation
import Mustache

/// The templates Rendering uses: the defaults embedded from the repository's Templates/ folder, with any file of
/// the same name in a user's templates folder taking its place.
public struct TemplateSet: Sendable {
    /// The name of the main template; the others are its partials.
    public static let mainTemplate = "CKGen.swift"

    let sources: [String: String]

    /// The default templates.
    public static var defaults: TemplateSet {
        TemplateSet(
            sources: Dictionary(
                uniqueKeysWithValues: EmbeddedTemplates.byName.map { (Self.templateName($0.key), $0.value) }
            )
        )
    }

    /// The defaults, with every `*.mustache` file in `folder` replacing the default of the same name (or adding a
    /// partial). Throws a located diagnostic when the folder cannot be read.
    public static func overriding(with folder: URL) throws -> TemplateSet {
        var sources = defaults.sources
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".mustache")
            }
        } catch {
            throw Diagnostic(
                .error,
                id: "ckgen.rendering.templatesFolder",
                "cannot read the templates folder '\(folder.path)': \(error.localizedDescription)",
                at: nil
            )
        }
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw Diagnostic(
                    .error,
                    id: "ckgen.rendering.templatesFolder",
                    "cannot read template '\(url.path)' as UTF-8 text",
                    at: nil
                )
            }
            sources[templateName(name)] = text
        }
        return TemplateSet(sources: sources)
    }

    /// `CKGen.swift.mustache` → `CKGen.swift`.
    static func templateName(_ fileName: String) -> String {
        fileName.hasSuffix(".mustache") ? String(fileName.dropLast(".mustache".count)) : fileName
    }

    /// Parses every template; V10 when one does not parse.
    func library() throws -> MustacheLibrary {
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in sources {
            do {
                templates[name] = try MustacheTemplate(string: source)
            } catch {
                throw Diagnostic(
                    .error,
                    id: "ckgen.rendering.templateSyntax",
                    "template '\(name).mustache' does not parse: \(error)",
                    at: nil
                )
            }
        }
        guard templates[Self.mainTemplate] != nil else {
            throw Diagnostic(
                .error,
                id: "ckgen.rendering.missingTemplate",
                "there is no '\(Self.mainTemplate).mustache' template to render",
                at: nil
            )
        }
        return MustacheLibrary(templates: templates)
    }
}
