import Foundation

/// A preview mounted in one variant: its host, and the root view it is mounted in, sized as the variant's screen.
///
/// ```swift
/// let mounted = MountedComponentPreview(preview, variant: ComponentPreviewVariant(width: 320))
/// print(mounted.view.dump())
/// ```
@MainActor
public final class MountedComponentPreview {
    /// The preview.
    public let preview: ComponentPreview
    /// The variant it is mounted in.
    public let variant: ComponentPreviewVariant
    /// The host that built and mounted it.
    public let host: ComponentHost
    /// The root view: as wide as the variant's screen and as tall as the preview's layout, clipping what lies
    /// outside it (as a screen's edge does), with the variant's appearance and reading direction.
    public let view: UIView

    /// Builds, lays out and mounts `preview` in `variant`: the context carries the variant's traits
    /// (``Context/traits``) and reading direction (``FlexLayoutDirectionKey``); the root view overrides its
    /// appearance (so views resolve dynamic colours as in that appearance), is filled with `.systemBackground`,
    /// and runs right to left when the variant does.
    public init(_ preview: ComponentPreview, variant: ComponentPreviewVariant) {
        self.preview = preview
        self.variant = variant
        var context = Context()
        context.traits = variant.traits
        context[FlexLayoutDirectionKey.self] = variant.layoutDirection
        let make = preview.make
        host = ComponentHost(context: context, asynchronousUpdateDelivery: .manual) { _ in make() }
        host.sizeRange = SizeRange(width: variant.width)
        let height = host.layoutTree()?.size.height ?? 0
        view = UIView(frame: CGRect(x: 0, y: 0, width: variant.width, height: height.isFinite ? height : 0))
        view.clipsToBounds = true
        view.overrideUserInterfaceStyle = variant.userInterfaceStyle
        view.semanticContentAttribute = variant.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        view.backgroundColor = .systemBackground
        host.mount(in: view)
    }

    /// Takes the tree out of the view.
    public func unmount() { host.unmount() }
}
