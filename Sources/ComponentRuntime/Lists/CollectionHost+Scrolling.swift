/// A nearing-end hook of a ``CollectionHost``: how near and what to call.
struct NearingEndHandler {
    let threshold: CGFloat
    let action: @MainActor (ScrollPosition) -> Void
}

extension CollectionHost {
    /// Calls `action` when scrolling brings the end of the list within `threshold` points of the visible
    /// rect's end: once per approach, and again after the list grew or was scrolled back out of the threshold.
    /// The place to load more items. Replaces the hook set before.
    public func onNearingEnd(threshold: CGFloat, _ action: @escaping @MainActor (ScrollPosition) -> Void) {
        nearingEndHandler = NearingEndHandler(threshold: threshold, action: action)
        nearingEnd = NearingEndTracker()
    }

    /// Tells the hooks about a scroll (both backends call this from `scrollViewDidScroll`). They run marked as
    /// the main actor's (``MainActorMark``), as handlers do, so state they change applies.
    func reportScroll() {
        let position = ScrollPosition(of: scrollView, axis: .vertical)
        if let onScroll { MainActorMark.run { onScroll(position) } }
        guard let handler = nearingEndHandler else { return }
        let nearing = nearingEnd.update(
            remaining: position.remaining,
            contentLength: position.contentSize.height,
            threshold: handler.threshold
        )
        if nearing { MainActorMark.run { handler.action(position) } }
    }
}
