import Foundation

/// A screen an app can show to browse its previews: a search field above a card for each preview whose
/// component or name matches what is typed (``ComponentPreview/matching(_:in:)``), each card showing the
/// preview's name, its variants' names and the preview itself in the first of them (its text size and
/// appearance). Built with the runtime's own components, so it mounts and is tested headlessly like any screen.
///
/// ```swift
/// let host = ComponentHost { ComponentPreviewGallery(previews: CKGenPreviews.all) }
/// host.followsViewWidth = true
/// host.mount(in: scrollView)
/// ```
public struct ComponentPreviewGallery: ComponentDescription {
    /// The previews it lists.
    public let previews: [ComponentPreview]
    /// What the search field holds.
    @ScopedState var query = ""

    /// A gallery of `previews`.
    public init(previews: [ComponentPreview]) {
        self.previews = previews
    }

    /// The search field and the matching previews' cards.
    public var body: Component {
        FlexboxComponent(direction: .column, spacing: 16) {
            ViewComponent<UITextField>(size: ComponentSize(height: 36)) {
                (\.placeholder, "Search previews")
                (\.accessibilityLabel, "Search previews")
                (\.backgroundColor, UIColor.secondarySystemBackground)
            }
            .text($query)
            for preview in ComponentPreview.matching(query, in: previews) {
                ComponentPreviewCard(preview: preview)
            }
        }
        .padding(16)
    }
}

/// One preview in the gallery: its name, its variants and the preview in its first variant.
struct ComponentPreviewCard: ComponentDescription {
    let preview: ComponentPreview

    var body: Component {
        let variant = preview.variants.first ?? ComponentPreviewVariant()
        return FlexboxComponent(direction: .column, spacing: 8) {
            TextComponent(preview.id, font: .boldSystemFont(ofSize: 17), color: .label)
            TextComponent(
                preview.variants.map(\.name).joined(separator: " · "),
                font: .systemFont(ofSize: 13),
                color: .secondaryLabel
            )
            preview.make()
                .context(ComponentTraitsKey.self, variant.traits)
                .context(FlexLayoutDirectionKey.self, variant.layoutDirection)
        }
    }
}
