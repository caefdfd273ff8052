/// A Mustache engine that renders ckgen's templates over the values ``TemplateContext`` builds.
///
/// There are two, and ``Renderer`` picks one:
/// - ``CompiledTemplates``: ckgen's own templates, compiled once into a tree and rendered into one buffer; it reads
///   only the part of Mustache those templates use, and declines (returns `nil`) anything else;
/// - ``MustacheTemplateEngine`` (swift-mustache): every template set, including a user's templates folder.
///
/// The contract: whatever the compiled engine renders, the general one renders to the same bytes, so which engine
/// ran never shows in the generated file (`TemplateEngineContractTests` checks it over every fixture's plan).
protocol TemplateEngine {
    /// Template `main` rendered over `values`, as UTF-8 bytes before ``Renderer/tidy(_:)``; `nil` when this engine
    /// declines to render them.
    func render(_ values: RenderObject, main: String) throws -> [UInt8]?
}
