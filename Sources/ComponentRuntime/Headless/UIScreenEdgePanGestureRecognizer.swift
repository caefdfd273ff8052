#if !canImport(UIKit)
    /// The headless backend's `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge of the screen.
    /// Simulate it with ``UIPanGestureRecognizer/simulatePan(through:touches:)``; the headless backend does not
    /// check where the pan starts.
    @MainActor
    open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
        /// The edges a pan may start from. None by default, as in UIKit (set one for the gesture to be useful).
        open var edges: UIRectEdge = []
    }
#endif
