extension ComponentHost {
    /// Tells the controllers of the mounted tree that it is about to appear (call it from the view controller's
    /// `viewWillAppear`, or when a cell will display): ComponentKit's `componentTreeWillAppear`.
    public func treeWillAppear() {
        tree.forEachLiveController { $0.componentTreeWillAppear() }
    }

    /// Tells the controllers of the mounted tree that it disappeared: ComponentKit's
    /// `componentTreeDidDisappear`.
    public func treeDidDisappear() {
        tree.forEachLiveController { $0.componentTreeDidDisappear() }
    }

    /// Ends the host's scopes now, as ComponentKit announces invalidation to a scope root it throws away (a
    /// list item removed, a hosting view torn down): the tree is unmounted, every controller is invalidated
    /// (``AnyComponentController/invalidateController()``), and state and waiting updates are dropped. A later
    /// ``mount(in:)`` or ``rebuild()`` starts from new scopes.
    public func invalidate() {
        unmount()
        tree.invalidate()
        updates.removeAll()
    }
}
