/// Tells controllers that their components were laid out: ComponentKit's `didPrepareLayout:forComponent:`,
/// which its hosting view and data source announce after every layout, whether or not the tree is mounted.
@MainActor
enum LayoutAnnouncement {
    /// Announces `layout` to the controllers of the components in it that were laid out anew (since they were
    /// built or changed, or at another size), in tree order, each layout once. A subtree mounted and unchanged
    /// since is skipped: its layout was announced when it was made.
    static func announce(_ layout: ComponentLayout) {
        let component = layout.component
        if component.mounting.isMounted && !component.record.subtreeChanged { return }
        if component.record.announcedLayoutSize != layout.size {
            component.record.announcedLayoutSize = layout.size
            component.controller?.didPrepareLayout(size: layout.size)
        }
        for child in layout.children { announce(child.layout) }
    }
}
