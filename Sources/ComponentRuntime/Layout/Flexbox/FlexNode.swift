public import Foundation

/// Measures a leaf whose size comes from its content (text, an image): given the available width and height and
/// how to read each (``FlexMeasureMode``), returns the content size. Available sizes exclude the leaf's padding and
/// border; an ``FlexMeasureMode/undefined`` size is NaN. Called from whatever task runs the layout.
public typealias FlexMeasureFunction =
    @Sendable (_ width: CGFloat, _ widthMode: FlexMeasureMode, _ height: CGFloat, _ heightMode: FlexMeasureMode) ->
    CGSize

/// The distance from the top of a content leaf to its first baseline, given the leaf's size (Yoga's
/// `YGBaselineFunc`): what baseline alignment lines up. Called from whatever task runs the layout.
public typealias FlexBaselineFunction = @Sendable (_ width: CGFloat, _ height: CGFloat) -> CGFloat

/// One immutable node of a layout tree: a style, children, and for content leaves a measure function.
///
/// A style value that is not a number, infinite, or negative where CSS forbids it is taken as Yoga takes it
/// (a flex grow of NaN is 0, a width of infinity is undefined; see ``FlexStyle``), so ``style`` may differ from the
/// style given. ``FlexboxComponent`` reports such values through ``RuntimeDiagnostics``.
///
/// A node never changes, so a ``FlexLayoutCache`` may keep what it computed for it: to change a node, build a new
/// one (and new ancestors up to the root), sharing every untouched subtree with the previous tree. A node instance
/// must appear at most once in the tree being laid out (its layout is stored per node, as in Yoga).
public final class FlexNode: Sendable {
    /// The node's style.
    public let style: FlexStyle
    /// The node's children, in order.
    public let children: [FlexNode]
    /// The measure function of a content leaf; `nil` for containers.
    public let measure: FlexMeasureFunction?
    /// The baseline function of a content leaf; `nil` puts the baseline of a leaf at its bottom and that of a
    /// container at its first child's.
    public let baseline: FlexBaselineFunction?

    /// A container (or an empty leaf) with `children`.
    public init(style: FlexStyle = FlexStyle(), children: [FlexNode] = []) {
        self.style = style.repairedForLayout()?.style ?? style
        self.children = children
        self.measure = nil
        self.baseline = nil
    }

    /// A content leaf: its size comes from `measure` (within its style's min and max), and its first baseline,
    /// when it has one, from `baseline`. A leaf with a measure function has no children, as in Yoga.
    public init(
        style: FlexStyle = FlexStyle(),
        measure: @escaping FlexMeasureFunction,
        baseline: FlexBaselineFunction? = nil
    ) {
        self.style = style.repairedForLayout()?.style ?? style
        self.children = []
        self.measure = measure
        self.baseline = baseline
    }
}
