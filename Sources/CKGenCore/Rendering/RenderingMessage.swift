/// Every message about templates (rule V10) and rendering.
public enum RenderingMessage: DiagnosticMessage, Hashable {
    /// The templates folder cannot be listed (`reason` is the system's).
    case unreadableFolder(String, reason: String)
    /// A template that is not UTF-8 text.
    case unreadableTemplate(String)
    /// A template that does not parse (`reason` is the template engine's).
    case templateSyntax(name: String, reason: String)
    /// No main template.
    case missingTemplate(String)
    /// A partial included by a name known only at render time.
    case dynamicPartial(template: String, partial: String)
    /// A partial that does not exist, with the closest one that does, or else all of them.
    case missingPartial(template: String, partial: String, suggestion: String?, known: [String])
    /// A partial that includes itself (`cycle` lists the templates in order).
    case recursivePartial(template: String, partial: String, cycle: [String])
    /// The main template rendered nothing.
    case render(String)
    /// Sections and partials nested deeper than ckgen renders, counted along a chain of includes.
    case tooDeep(template: String, limit: Int)
    /// Templates that stand for more text than ckgen renders once every partial is written out in place.
    case tooLarge(template: String, partial: String, limitKB: Int)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .unreadableFolder, .unreadableTemplate: .renderingTemplatesFolder
        case .templateSyntax: .renderingTemplateSyntax
        case .missingTemplate: .renderingMissingTemplate
        case .dynamicPartial: .renderingDynamicPartial
        case .missingPartial: .renderingMissingPartial
        case .recursivePartial: .renderingRecursivePartial
        case .render, .tooDeep, .tooLarge: .renderingRender
        }
    }

    /// Templates ckgen cannot render stop the run.
    public var severity: Diagnostic.Severity { .error }

    /// What the user reads.
    public var text: String {
        switch self {
        case .unreadableFolder(let folder, let reason): "cannot read the templates folder '\(folder)': \(reason)"
        case .unreadableTemplate(let path): "cannot read template '\(path)' as UTF-8 text"
        case .templateSyntax(let name, let reason): "template '\(name).mustache' does not parse: \(reason)"
        case .missingTemplate(let name): "there is no '\(name).mustache' template to render"
        case .dynamicPartial(let template, let partial):
            "template '\(template).mustache' includes a partial named at render time ('*\(partial)'); "
                + "ckgen templates name their partials, so ckgen can check them before rendering"
        case .missingPartial(let template, let partial, let suggestion, let known):
            "template '\(template).mustache' includes '\(partial)', but there is no template '\(partial).mustache'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; templates: " + known.map { "'\($0)'" }.joined(separator: ", "))
        case .recursivePartial(let template, let partial, let cycle):
            "template '\(template).mustache' includes '\(partial)', which includes it again ("
                + cycle.joined(separator: " → ") + "); rendering would never end, so ckgen renders nothing"
        case .render(let name): "template '\(name)' did not render"
        case .tooDeep(let template, let limit):
            "template '\(template).mustache' nests sections and partials more than \(limit) deep (counting the "
                + "templates that include it); ckgen renders nothing"
        case .tooLarge(let template, let partial, let limitKB):
            "template '\(template).mustache' includes '\(partial)', and with every partial written out in place the "
                + "templates stand for more than \(limitKB) KB; ckgen renders nothing (include partials fewer times)"
        }
    }
}
