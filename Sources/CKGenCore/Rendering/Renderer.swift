/// A file Rendering produced, for Output to write.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name (`CKGen.swift`).
    public var name: String
    /// The file's text.
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// How generated declarations are exposed.
public enum GeneratedAccessLevel: String, Codable, Sendable, CaseIterable {
    case `internal`, `public`
}

/// Turns a generation plan into Swift source through the templates. Reads only the plan.
public enum Renderer {
    /// The name of the generated file.
    public static let fileName = "CKGen.swift"

    /// Renders `plan`. Throws a V10 diagnostic when the templates cannot render it.
    public static func render(_ plan: GenerationPlan, accessLevel: GeneratedAccessLevel, templates: TemplateSet) throws
        -> GeneratedFile
    {
        let library = try templates.library()
        let context = TemplateContext.make(plan, accessLevel: accessLevel)
        guard let raw = library.render(context, withTemplate: TemplateSet.mainTemplate) else {
            throw Diagnostic(
                .error,
                id: "ckgen.rendering.render",
                "template '\(TemplateSet.mainTemplate)' did not render",
                at: nil
            )
        }
        return GeneratedFile(name: fileName, contents: tidy(raw))
    }

    /// Trailing spaces removed, runs of blank lines folded to one, exactly one final newline.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        var previousBlank = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var trimmed = line
            while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
            let blank = trimmed.isEmpty
            if blank && (previousBlank || lines.isEmpty) { continue }
            lines.append(trimmed)
            previousBlank = blank
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
