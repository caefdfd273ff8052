import ComponentRuntime

extension Feed.RowComponentController {
    /// @ck.action
    func openRow(_ sender: Control) {}
}

extension Feed.BadgeView {
    func setTint(_ color: Color) {}
}

extension Feed.RowComponentController {
    #if DEBUG
        /// @ck.action
        func showDebugMenu() {}
    #endif
}
