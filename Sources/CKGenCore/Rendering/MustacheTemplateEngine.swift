import Mustache

/// The general template engine: swift-mustache over a ``TemplateSet``, which reads all of Mustache. ckgen renders
/// through it every template set but its own unchanged templates (those go through ``CompiledTemplates``).
struct MustacheTemplateEngine: TemplateEngine {
    private let library: MustacheLibrary

    /// The engine for `templates`; throws a V10 diagnostic when they do not parse (see ``TemplateSet/library()``).
    init(_ templates: TemplateSet) throws {
        library = try templates.library()
    }

    /// Template `main` rendered over `values`; never declines.
    func render(_ values: RenderObject, main: String) throws -> [UInt8]? {
        Array(try text(of: main, over: values.untyped).utf8)
    }

    /// Template `main` rendered over `context`, the values as swift-mustache reads them (``RenderObject/untyped``).
    func text(of main: String, over context: [String: Any]) throws -> String {
        guard let text = library.render(context, withTemplate: main) else {
            throw Diagnostic(RenderingMessage.render(main), at: nil)
        }
        return text
    }
}
