/// What a collection host's mounting did since the host was made or the statistics were reset.
public struct CollectionStatistics: Sendable, Equatable {
    /// Items mounted into a cell because they came into the visible rect (or their cell was remounted).
    public var itemsMounted = 0
    /// Items taken out of their cell because they left the visible rect.
    public var itemsUnmounted = 0
    /// Cells made.
    public var cellsCreated = 0
    /// Cells taken back from the reuse pool.
    public var cellsReused = 0

    public init() {}
}
