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
        let context = TemplateContext.make(plan, accessLevel: accessLevel)
        // ckgen's own templates go through their compiled form; anything it cannot render, and every template
        // set a user changed, through the general engine. Both give the same text (GoldenTests and
        // RenderingTests compare them).
        if let compiled = templates.compiled, let root = RenderValue(context),
            let raw = compiled.render(root, main: TemplateSet.mainTemplate)
        {
            return GeneratedFile(name: fileName, contents: tidy(raw))
        }
        return try renderWithTemplateEngine(context, templates: templates)
    }

    /// Renders through swift-mustache, which reads every template a user may write.
    static func renderWithTemplateEngine(_ context: [String: Any], templates: TemplateSet) throws -> GeneratedFile {
        let library = try templates.library()
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
    ///
    /// Works on UTF-8 bytes: the output is megabytes for large modules, and stepping through it as `Character`s
    /// cost a third of rendering. Only ASCII bytes (space, tab, newline) are tested, so multi-byte characters
    /// pass through whole.
    static func tidy(_ text: String) -> String {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 1)
        var previousBlank = false
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != newline { end += 1 }
                var trimmedEnd = end
                while trimmedEnd > start && (bytes[trimmedEnd - 1] == space || bytes[trimmedEnd - 1] == tab) {
                    trimmedEnd -= 1
                }
                let blank = trimmedEnd == start
                if !(blank && (previousBlank || output.isEmpty)) {
                    output.append(contentsOf: bytes[start..<trimmedEnd])
                    output.append(newline)
                    previousBlank = blank
                }
                start = end + 1
            }
        }
        // Blank lines at the end go; the last line keeps its newline.
        while output.count >= 2 && output[output.count - 1] == newline && output[output.count - 2] == newline {
            output.removeLast()
        }
        if output.isEmpty { output.append(newline) }
        return String(decoding: output, as: UTF8.self)
    }
}
