/// What one mount pass did, so tests and benchmarks can see view reuse and attribute skipping at work.
public struct MountStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Views made because no reusable one was free.
    public var viewsCreated = 0
    /// Views taken again from the views this host made earlier (same class and attribute identifiers).
    public var viewsReused = 0
    /// Views hidden because the pass did not use them. They are kept for reuse, never destroyed.
    public var viewsHidden = 0
    /// Attribute values applied (applicator or updater calls).
    public var attributesApplied = 0
    /// Attribute values undone (unapplicator calls for attributes a view no longer carries).
    public var attributesUnapplied = 0
    /// Attribute values not applied because the view already had an equal value.
    public var attributesSkipped = 0
    /// Components the pass visited and mounted.
    public var componentsMounted = 0
    /// Unchanged subtrees the pass skipped without visiting what is below them.
    public var subtreesSkipped = 0
    /// Subtrees released because they left the visible part of a scroll view (incremental mounting).
    public var subtreesCulled = 0
    /// Component animations the pass started.
    public var animationsRun = 0

    /// Creates empty statistics.
    public init() {}

    /// One line with every figure.
    public var description: String {
        "views created=\(viewsCreated) reused=\(viewsReused) hidden=\(viewsHidden); "
            + "attributes applied=\(attributesApplied) unapplied=\(attributesUnapplied) skipped=\(attributesSkipped); "
            + "components mounted=\(componentsMounted) subtrees skipped=\(subtreesSkipped)"
    }
}
