// The engine's working state for one node: Yoga keeps it inside the node (`LayoutResults`); our nodes are immutable,
// so a FlexLayoutCache keeps a tree of records beside the last tree it laid out, one per node. A record lives as long
// as its node stays in the laid-out tree, which is what lets a relayout reuse the measurements of every subtree it
// shares with the previous tree.

/// One remembered measurement: the constraints a node was measured under and the size it got (Yoga's
/// `CachedMeasurement`), plus the owner's size, which Yoga does not compare (and we compare only for nodes whose
/// layout depends on it).
struct FlexCacheEntry {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: FlexSizingMode = .maxContent
    var heightMode: FlexSizingMode = .maxContent
    var computedWidth: Double = -1
    var computedHeight: Double = -1
    /// The owner's inner size, which a node's percent margins, padding, insets and min/max resolve against.
    var ownerWidth: Double = .nan
    var ownerHeight: Double = .nan

    /// Whether the entry may answer a request for `node` from an owner of the given size. Yoga does not compare
    /// owner sizes, so its answers can depend on the order of requests: a relayout that skips unchanged subtrees
    /// would then not give the frames of a fresh layout. Comparing them keeps every Yoga case's frames and makes a
    /// relayout equal a fresh layout (both checked by tests). Only percentages read the owner's size, so a node
    /// without any (in its style or its children's) takes any owner's entry: on a deep tree, an ancestor that
    /// grows then does not make its unchanged descendants measure again.
    @inline(__always)
    func isValid(for node: FlexRecord, ownerWidth: Double, ownerHeight: Double) -> Bool {
        !node.readsOwnerSize
            || (flexInexactEquals(self.ownerWidth, ownerWidth) && flexInexactEquals(self.ownerHeight, ownerHeight))
    }
}

/// Up to eight measurement entries, as many as Yoga keeps. In a deep tree of nested rows and columns a node is
/// measured under many constraints, and with four a one-leaf relayout measured twice as many nodes (the benchmark's
/// deep tree). Most nodes of a flat tree are measured under one or two, though, and a record is made for every node
/// of a first layout: so two entries are stored inline (measuring such a node allocates nothing, and a record stays
/// small enough for the allocator's fast path), and the other six in an array made the first time a node needs a
/// third.
struct FlexMeasurementSlots {
    static let capacity = 8
    private var first = FlexCacheEntry()
    private var second = FlexCacheEntry()
    private var more: [FlexCacheEntry] = []

    /// The entry at `index` (below `capacity`); an entry past the inline two must have been written before it is
    /// read (the record's count of measurements says which are).
    subscript(index: Int) -> FlexCacheEntry {
        get {
            switch index {
            case 0: return first
            case 1: return second
            default: return more[index - 2]
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default:
                if more.isEmpty { more = Array(repeating: FlexCacheEntry(), count: Self.capacity - 2) }
                more[index - 2] = newValue
            }
        }
    }
}

/// The layout state of one node. Only the cache's owner touches it, under the cache's lock. Its properties skip
/// Swift's dynamic exclusivity checks: the engine never holds an access to one across a call that could touch it, and
/// the checks cost more than the layout arithmetic.
final class FlexRecord {
    let node: FlexNode
    /// The node's style (read in place: a record does not copy it, to stay small).
    @inline(__always) var style: FlexStyle { node.style }
    /// The records of the node's children, resolved once when this record is made (children never change).
    let children: [FlexRecord]
    let hasMeasure: Bool
    /// Yoga's "processed" dimensions: when min and max are equal, they are the size.
    let processedWidth: FlexLength
    let processedHeight: FlexLength
    /// Width over height, or NaN for none (Yoga ignores zero and infinite ratios too).
    let aspectRatio: Double
    /// Whether style sizes measure the content box (rare; checked on every size resolution).
    let isContentBox: Bool
    /// Whether the node aligns some children on baselines (its children never change, so this is decided once).
    let isBaselineLayout: Bool
    // Facts about the style the loops over a container's children ask for every child: kept here, next to the
    // layout state, so those loops do not reach into every child's node.
    /// Whether the node takes part in its parent's flow (displayed and not absolute).
    let isInFlow: Bool
    /// Whether some margin is `auto`.
    let hasAutoMargin: Bool
    /// Whether no margin and no inset is set: the node starts at its parent's origin.
    let hasNoOffsets: Bool
    /// Whether some child is absolute or static, so that step 11 has work.
    let hasOutOfFlowChildren: Bool
    /// Whether the node's style has a length that resolves against its owner's size (see `readsOwnerSize`).
    let hasPercentages: Bool
    /// Whether the node's layout may depend on its owner's size: its style or a child's has a percentage (the
    /// algorithm resolves a child's percent min and max against the grandparent's inner size, as Yoga does).
    let readsOwnerSize: Bool
    // The style values a parent reads for each child in its loops, copied (a few words, not the whole style).
    let flexGrow: Double
    let flexShrink: Double
    let flexBasis: FlexLength
    let minWidth: FlexLength
    let maxWidth: FlexLength
    let minHeight: FlexLength
    let maxHeight: FlexLength
    let alignSelf: FlexAlign
    let positionType: FlexPositionType
    /// Whether a min or max size is set along each axis: most nodes have none, and sizes are bounded many times
    /// per layout.
    let hasBoundsRow: Bool
    let hasBoundsColumn: Bool
    /// The node's own direction, which its parent reads for every child on every layout.
    let layoutDirection: FlexLayoutDirection
    /// Whether some inset is set: without one, a node's relative offset is zero.
    let hasInsets: Bool
    /// Whether every margin is points or unset, so that the four below hold them.
    let hasFixedMargins: Bool
    /// The margins on the physical edges in the node's current direction, when `hasFixedMargins`: start and end
    /// resolved once per change of direction (see `setRightToLeft`), not on each of the many reads per layout.
    @exclusivity(unchecked) private(set) var marginLeft = 0.0
    @exclusivity(unchecked) private(set) var marginTop = 0.0
    @exclusivity(unchecked) private(set) var marginRight = 0.0
    @exclusivity(unchecked) private(set) var marginBottom = 0.0
    /// Margins along each axis when no margin is a percentage or `auto` (NaN otherwise): most styles use points,
    /// and the sums are asked for many times per layout.
    let fixedMarginRow: Double
    let fixedMarginColumn: Double
    /// Padding plus border along each axis when no padding is a percentage (NaN otherwise).
    let fixedPaddingAndBorderRow: Double
    let fixedPaddingAndBorderColumn: Double
    /// Whether some margin, padding, border or inset is set on `start` or `end`, so that reading an edge needs the
    /// direction.
    let hasLogicalEdges: Bool
    /// The root of the tree being laid out flexes by nothing (Yoga: a node without owner).
    @exclusivity(unchecked) var isRoot = false
    /// Whether the node is laid out right to left: its own ``FlexStyle/layoutDirection``, or its parent's. Set by
    /// the parent's layout (by the pass for the root) through `setRightToLeft` before anything reads the node's
    /// edges.
    @exclusivity(unchecked) private(set) var isRightToLeft = false
    /// The direction the cached layout and measurements were computed in (Yoga's `lastOwnerDirection`).
    @exclusivity(unchecked) var cachedRightToLeft = false

    // Yoga's layout results: measured sizes (scratch, per measurement), final sizes, positions per edge.
    @exclusivity(unchecked) var measuredWidth = Double.nan
    @exclusivity(unchecked) var measuredHeight = Double.nan
    @exclusivity(unchecked) var width = 0.0
    @exclusivity(unchecked) var height = 0.0
    @exclusivity(unchecked) var positionLeft = 0.0
    @exclusivity(unchecked) var positionTop = 0.0
    @exclusivity(unchecked) var positionRight = 0.0
    @exclusivity(unchecked) var positionBottom = 0.0
    @exclusivity(unchecked) var paddingLeft = 0.0
    @exclusivity(unchecked) var paddingTop = 0.0
    @exclusivity(unchecked) var paddingRight = 0.0
    @exclusivity(unchecked) var paddingBottom = 0.0
    @exclusivity(unchecked) var borderLeft = 0.0
    @exclusivity(unchecked) var borderTop = 0.0
    @exclusivity(unchecked) var borderRight = 0.0
    @exclusivity(unchecked) var borderBottom = 0.0
    /// Whether the children overflowed the node along its main axis in its last layout (Yoga's `hadOverflow`).
    @exclusivity(unchecked) var hadOverflow = false
    @exclusivity(unchecked) var computedFlexBasis = Double.nan
    @exclusivity(unchecked) var lineIndex = 0

    // Yoga's caches: the last full layout, and the last few measurements.
    @exclusivity(unchecked) var cachedLayout = FlexCacheEntry()
    @exclusivity(unchecked) var cachedMeasurements = FlexMeasurementSlots()
    @exclusivity(unchecked) var cachedMeasurementCount = 0
    @exclusivity(unchecked) var nextCachedMeasurement = 0

    // The rounded result last built for this subtree, and where it was: reused while the node was not laid out
    // again and sits at the same place.
    @exclusivity(unchecked) var result: FlexLayoutResult?
    @exclusivity(unchecked) var resultLeft = 0.0
    @exclusivity(unchecked) var resultTop = 0.0
    @exclusivity(unchecked) var resultAbsoluteLeft = 0.0
    @exclusivity(unchecked) var resultAbsoluteTop = 0.0
    @exclusivity(unchecked) var resultWidth = 0.0
    @exclusivity(unchecked) var resultHeight = 0.0

    init(node: FlexNode, children: [FlexRecord]) {
        self.node = node
        self.children = children
        self.hasMeasure = node.measure != nil
        let style = node.style
        processedWidth =
            style.maxWidth.isDefined && style.maxWidth.inexactlyEquals(style.minWidth) ? style.maxWidth : style.width
        processedHeight =
            style.maxHeight.isDefined && style.maxHeight.inexactlyEquals(style.minHeight)
            ? style.maxHeight : style.height
        let ratio = style.aspectRatio.map(Double.init) ?? .nan
        aspectRatio = ratio.isFinite && ratio > 0 ? ratio : .nan
        if case .contentBox = style.boxSizing { isContentBox = true } else { isContentBox = false }
        isBaselineLayout = Self.isBaselineLayout(style, children)
        isInFlow = style.display != .none && style.positionType != .absolute
        let margin = style.margin
        let insets = style.position
        hasLogicalEdges =
            margin.hasLogicalEdges || insets.hasLogicalEdges || style.padding.hasLogicalEdges
            || style.border.hasLogicalEdges
        hasAutoMargin =
            margin.top.isAuto || margin.left.isAuto || margin.bottom.isAuto || margin.right.isAuto
            || margin.start.isAuto || margin.end.isAuto
        hasInsets =
            insets.top.isDefined || insets.left.isDefined || insets.bottom.isDefined || insets.right.isDefined
            || insets.hasLogicalEdges
        hasNoOffsets =
            !(margin.top.isDefined || margin.left.isDefined || margin.bottom.isDefined || margin.right.isDefined
            || margin.hasLogicalEdges || hasInsets)
        // The children's records are made first, so their facts are read from them, not from their styles.
        var outOfFlow = false
        for child in children where child.positionType != .relative {
            outOfFlow = true
            break
        }
        hasOutOfFlowChildren = outOfFlow
        hasPercentages = style.hasPercentages
        var percent = hasPercentages
        for child in children where !percent && child.hasPercentages { percent = true }
        readsOwnerSize = percent
        flexGrow = Double(style.flexGrow)
        flexShrink = Double(style.flexShrink)
        flexBasis = style.flexBasis
        minWidth = style.minWidth
        maxWidth = style.maxWidth
        minHeight = style.minHeight
        maxHeight = style.maxHeight
        alignSelf = style.alignSelf
        positionType = style.positionType
        layoutDirection = style.layoutDirection
        hasBoundsRow = style.minWidth.isDefined || style.maxWidth.isDefined
        hasBoundsColumn = style.minHeight.isDefined || style.maxHeight.isDefined
        hasFixedMargins =
            margin.top.isFixed && margin.left.isFixed && margin.bottom.isFixed && margin.right.isFixed
            && margin.start.isFixed && margin.end.isFixed
        // Sums along the row, kept only when both directions give the same (start and end land on opposite edges
        // either way, but a physical edge set beside them may lose in one direction and win in the other).
        func rowSum(rightToLeft: Bool) -> (margin: Double, paddingAndBorder: Double) {
            func left(_ edges: FlexEdges) -> FlexLength { edges.resolved(.left, rightToLeft: rightToLeft) }
            func right(_ edges: FlexEdges) -> FlexLength { edges.resolved(.right, rightToLeft: rightToLeft) }
            let border =
                flexMaxOrDefined(left(style.border).resolve(0), 0)
                + flexMaxOrDefined(right(style.border).resolve(0), 0)
            return (
                Self.fixedSum(left(margin), right(margin)),
                Self.fixedSum(left(style.padding), right(style.padding), clampedAtZero: true) + border
            )
        }
        let leftToRight = rowSum(rightToLeft: false)
        let rightToLeft = hasLogicalEdges ? rowSum(rightToLeft: true) : leftToRight
        fixedMarginRow = leftToRight.margin == rightToLeft.margin ? leftToRight.margin : .nan
        fixedMarginColumn = Self.fixedSum(style.margin.top, style.margin.bottom)
        let borderColumn =
            flexMaxOrDefined(style.border.top.resolve(0), 0) + flexMaxOrDefined(style.border.bottom.resolve(0), 0)
        fixedPaddingAndBorderRow =
            leftToRight.paddingAndBorder == rightToLeft.paddingAndBorder ? leftToRight.paddingAndBorder : .nan
        fixedPaddingAndBorderColumn =
            Self.fixedSum(style.padding.top, style.padding.bottom, clampedAtZero: true) + borderColumn
        if hasFixedMargins { resolveFixedMargins(margin) }
    }

    /// Sets the node's direction; with fixed margins, places `start` and `end` on their physical edges again.
    @inline(__always)
    func setRightToLeft(_ value: Bool) {
        guard value != isRightToLeft else { return }
        isRightToLeft = value
        if hasFixedMargins && hasLogicalEdges { resolveFixedMargins(style.margin) }
    }

    /// The fixed margins on the physical edges in the node's current direction.
    @inline(__always)
    private func resolveFixedMargins(_ margin: FlexEdges) {
        marginLeft = margin.resolved(.left, rightToLeft: isRightToLeft).resolve(0).flexOrZero
        marginTop = margin.top.resolve(0).flexOrZero
        marginRight = margin.resolved(.right, rightToLeft: isRightToLeft).resolve(0).flexOrZero
        marginBottom = margin.bottom.resolve(0).flexOrZero
    }

    /// The sum of two lengths that need no reference (points or unset), or NaN.
    private static func fixedSum(_ a: FlexLength, _ b: FlexLength, clampedAtZero: Bool = false) -> Double {
        func fixed(_ length: FlexLength) -> Double {
            switch length {
            case .undefined: return 0
            case .points(let value): return clampedAtZero ? Swift.max(Double(value), 0) : Double(value)
            case .percent, .auto: return .nan
            }
        }
        return fixed(a) + fixed(b)
    }

    /// Makes the record the root of the tree or one of its nodes. The root flexes by nothing, so a flexible node's
    /// measurements do not carry over when it changes role.
    func setIsRoot(_ value: Bool) {
        guard isRoot != value else { return }
        isRoot = value
        if style.flexGrow != 0 || style.flexShrink != 0 { forgetMeasurements() }
    }

    /// Drops the cached layout and measurements (and the result built from them).
    func forgetMeasurements() {
        cachedLayout = FlexCacheEntry()
        cachedMeasurementCount = 0
        nextCachedMeasurement = 0
        result = nil
    }

    /// Forgets what was computed in the other direction (Yoga compares the owner's direction with the last one).
    @inline(__always)
    func checkDirection() {
        if cachedRightToLeft != isRightToLeft {
            forgetMeasurements()
            cachedRightToLeft = isRightToLeft
        }
    }

    @inline(__always)
    func position(_ edge: FlexPhysicalEdge) -> Double {
        switch edge {
        case .left: return positionLeft
        case .top: return positionTop
        case .right: return positionRight
        case .bottom: return positionBottom
        }
    }

    @inline(__always)
    func setPosition(_ value: Double, _ edge: FlexPhysicalEdge) {
        switch edge {
        case .left: positionLeft = value
        case .top: positionTop = value
        case .right: positionRight = value
        case .bottom: positionBottom = value
        }
    }

    @inline(__always)
    func layoutPadding(_ edge: FlexPhysicalEdge) -> Double {
        switch edge {
        case .left: return paddingLeft
        case .top: return paddingTop
        case .right: return paddingRight
        case .bottom: return paddingBottom
        }
    }

    @inline(__always)
    func layoutBorder(_ edge: FlexPhysicalEdge) -> Double {
        switch edge {
        case .left: return borderLeft
        case .top: return borderTop
        case .right: return borderRight
        case .bottom: return borderBottom
        }
    }

    /// The measured size along `axis`.
    @inline(__always)
    func measured(_ axis: FlexDirection) -> Double { axis.isRow ? measuredWidth : measuredHeight }

    @inline(__always)
    func setMeasured(_ value: Double, _ axis: FlexDirection) {
        if axis.isRow { measuredWidth = value } else { measuredHeight = value }
    }
}
