import Foundation

/// A component shown with sample inputs, named, with the variants it is tested in: what a preview annotation
/// declares, and what generated snapshot tests and the gallery (``ComponentPreviewGallery``) are made from.
///
/// ```swift
/// ComponentPreview("Long name", component: "FollowRow") {
///     FollowRow(user: User(id: "1", name: "Wolfeschlegelsteinhausenbergerdorff"))
/// }
/// ```
public struct ComponentPreview: Sendable, Identifiable {
    /// The preview's name, unique for its component: "Long name", "Following".
    public var name: String
    /// The name of the component the preview shows (its type's name), which the gallery groups and searches by;
    /// may be empty.
    public var component: String
    /// The variants the preview is tested and shown in.
    public var variants: [ComponentPreviewVariant]
    /// Makes the component, anew on each call; it may run on any thread, as a description's body does.
    public let make: @Sendable () -> Component

    /// A preview.
    /// - Parameters:
    ///   - name: unique for its component.
    ///   - component: the name of the component's type.
    ///   - variants: where it is tested; ``ComponentPreviewVariant/standard`` by default.
    ///   - make: the component with its sample inputs.
    public init(
        _ name: String,
        component: String = "",
        variants: [ComponentPreviewVariant] = ComponentPreviewVariant.standard,
        @ComponentBuilder make: @escaping @Sendable () -> Component
    ) {
        self.name = name
        self.component = component
        self.variants = variants
        self.make = make
    }

    /// `Component/name`, or the name alone when the component's is empty: unique in a list of previews.
    public var id: String { component.isEmpty ? name : component + "/" + name }

    /// The previews whose component or name contains every word of `query` (ignoring case and diacritics), in
    /// their order; all of them for an empty query. What the gallery's search field shows.
    public static func matching(_ query: String, in previews: [ComponentPreview]) -> [ComponentPreview] {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return previews }
        return previews.filter { preview in
            let text = preview.component + " " + preview.name
            return words.allSatisfy { text.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }
}
