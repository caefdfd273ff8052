/// The limits the runtime keeps to so that no tree can exhaust the stack of the thread it is built on.
///
/// Building, laying out and mounting a tree each go down it one call per level, as in ComponentKit, so a tree
/// nested deeply enough would overflow the thread's stack and end the program without a word. A tree deeper than
/// ``maximumDepth`` is reported as a ``RuntimeDiagnostic/Kind/treeTooDeep`` fault instead, once per build, naming
/// the component at the limit: that component is laid out as an empty leaf of the smallest size its range allows,
/// and nothing below it is built, laid out or mounted.
public enum TreeLimits {
    /// The deepest a component may sit in a tree, counting the root as 1 and each composite, layout and view
    /// component on the way down as one level.
    ///
    /// It is sized for the component that takes the most stack per level, a ``FlexboxComponent`` in a debug build
    /// (its layout runs the flexbox engine once per level, about 28 KB of stack), so that a tree of nested
    /// flexboxes this deep still fits in an 8 MB stack, a main thread's, with room to spare. Real screens stay far
    /// below it (a feed item is a few dozen levels deep). Threads with smaller stacks (iOS gives secondary threads
    /// 512 KB) fit fewer nested flexboxes in a debug build; optimized builds take a fraction of the stack.
    public static let maximumDepth = 200
}
