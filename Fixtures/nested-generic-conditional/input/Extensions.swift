import ComponentRuntime

extension Feed.RowComponentController {
    /// @ck.action
    func openRow(_ sender: Component) {}
}

extension Feed.BadgeView {
    func setTint(_ color: UIColor) {}
}

extension Feed.RowComponentController {
    #if DEBUG
        /// @ck.action
        func showDebugMenu() {}
    #endif
}
