/// Attaches component trees (their hosts) to root views and detaches them, one at a time or all at once:
/// ComponentKit's `CKComponentAttachController`, which a list's data source uses to mount its items in cells and to
/// take every item out of its cell when it starts over (`detachAll`).
///
/// It keeps ComponentKit's two rules, which ``ComponentHost/mount(in:)`` also keeps: a tree is attached to one view
/// at a time (attaching it to another detaches it from the first), and a view shows one tree (attaching another
/// detaches the one there). Detaching unmounts the tree (its controllers hear it; its state stays) and leaves the
/// view free.
///
/// ```swift
/// let attachments = ComponentAttachController()
/// attachments.attach(storyHost, to: cell.contentView)
/// attachments.attach(adHost, to: otherCell.contentView)
/// attachments.detachAll()                  // both trees unmounted, both views free
/// ```
///
/// Each root view asks its own tree for its layout: `view.mountedLayout`.
@MainActor
public final class ComponentAttachController {
    /// What is attached where, in the order it was attached. Strong, as ComponentKit keeps the views it attached
    /// to: what is attached stays attached (and mounted) until it is detached.
    private var attachments: [(host: ComponentHost, view: UIView)] = []

    /// Creates a controller with nothing attached.
    public init() {}

    /// The hosts attached, in the order they were attached.
    public var attachedHosts: [ComponentHost] { attachments.map(\.host) }

    /// Mounts `host`'s tree in `view` (building it first if needed): ComponentKit's
    /// `CKComponentAttachControllerAttachComponentRootLayout`. A tree attached elsewhere is detached from there
    /// first, and a tree attached to `view` (by this controller or mounted there otherwise) is detached from it.
    /// Attaching a tree again to the view it is attached to mounts it again (after a change of the view's width, say).
    public func attach(_ host: ComponentHost, to view: UIView) {
        // A tree attached elsewhere leaves its view; the one in `view` (another tree) leaves `view`.
        for attachment in attachments where (attachment.host === host) != (attachment.view === view) {
            detach(attachment.host)
        }
        host.mount(in: view)
        attachments.removeAll { $0.host === host }
        attachments.append((host, view))
    }

    /// Unmounts `host`'s tree from the view this controller attached it to and forgets the attachment:
    /// ComponentKit's `detachComponentLayoutWithScopeIdentifier:`. A tree mounted elsewhere since (through
    /// ``ComponentHost/mount(in:)``) is left there. Nothing happens for a host that is not attached.
    public func detach(_ host: ComponentHost) {
        guard let index = attachments.firstIndex(where: { $0.host === host }) else { return }
        let (host, view) = attachments.remove(at: index)
        if host.mountedView === view { host.unmount() }
    }

    /// Detaches every tree this controller attached, each from its view: ComponentKit's `detachAll`. Every view is
    /// free afterwards, and every tree unmounted (its controllers hear it; its state stays, so attaching it again
    /// shows it as it was).
    public func detachAll() {
        for host in attachedHosts { detach(host) }
    }

    /// The view `host` is attached to, if this controller attached it and it is still there.
    public func attachedView(of host: ComponentHost) -> UIView? {
        attachments.first { $0.host === host && host.mountedView === $0.view }?.view
    }

    /// The tree attached to `view`: the root view's layout provider, which ComponentKit's attach controller keeps
    /// for each attachment (`layoutProviderForScopeIdentifier:`). `nil` once detached.
    public func layoutProvider(for view: UIView) -> ComponentHost? {
        attachments.first { $0.view === view && $0.host.mountedView === view }?.host
    }

    isolated deinit {
        // As ComponentKit's controller tears down what it attached when it goes away.
        detachAll()
    }
}

extension UIView {
    /// The layout of the tree mounted in this root view, asked of the view's own layout provider, the host mounted
    /// here (`mountedComponentHost`): ComponentKit's `CKComponentRootView.mountedLayout`. The host lays its tree out
    /// within its ``ComponentHost/sizeRange`` (a cached layout: the one the last mount used, unless the tree changed
    /// since). `nil` when no tree is mounted here.
    public var mountedLayout: ComponentLayout? { mountedComponentHost?.mountedLayout }
}

extension ComponentHost {
    /// The layout of the tree, within ``sizeRange``, while it is mounted: what its root view shows. `nil` when it
    /// is not mounted. Unlike ``layoutTree(in:)`` it builds nothing and announces nothing.
    public var mountedLayout: ComponentLayout? {
        guard mountedView != nil, let root = rootComponent else { return nil }
        return MainActorMark.run { root.layout(in: sizeRange) }
    }
}
