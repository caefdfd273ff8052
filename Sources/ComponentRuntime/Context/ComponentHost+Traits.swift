extension ComponentHost {
    /// Builds the tree again for `traits` when they differ from the ones in its ``context``; returns whether they
    /// did. Text is laid out again at the new size and dynamic colours resolve anew.
    @discardableResult
    public func updateTraits(_ traits: ComponentTraits) -> Bool {
        guard context.traits != traits else { return false }
        context.traits = traits
        rebuild()
        return true
    }

    /// ``updateTraits(_:)`` with the appearance and text size of `traitCollection`: call it from the hosting
    /// view's `traitCollectionDidChange(_:)` (or a trait change registration) with the view's trait collection,
    /// so larger text and dark mode reach the components.
    @discardableResult
    public func updateTraits(from traitCollection: UITraitCollection) -> Bool {
        updateTraits(ComponentTraits(traitCollection))
    }
}
