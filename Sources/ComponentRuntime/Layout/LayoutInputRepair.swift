import Foundation

/// Makes a ``FlexStyle`` one the engine can lay out, the way Yoga takes what it is given: a length that is not a
/// number or is infinite is undefined (Yoga's `StyleLength::points`), a flex grow or shrink that is not a number
/// is undefined, so 0 (Yoga's `resolveFlexGrow`), and an aspect ratio of 0, infinity or NaN is none (Yoga's
/// `setAspectRatio`). Where CSS calls a negative value invalid (flex grow and shrink, sizes and their limits, the
/// flex basis, padding, borders, gaps, an aspect ratio) it is dropped as CSS drops it, back to the default;
/// negative margins and insets mean something and are kept. Each change is named, for the report.
extension FlexStyle {
    /// The style repaired, and what was changed (empty when nothing was): `nil` for a valid style, the common
    /// case, which costs only the checks.
    func repairedForLayout() -> (style: FlexStyle, problems: [String])? {
        var repaired = self
        var problems: [String] = []
        repaired.flexGrow = Self.factor(flexGrow, "flexGrow", &problems)
        repaired.flexShrink = Self.factor(flexShrink, "flexShrink", &problems)
        repaired.flexBasis = Self.length(flexBasis, "flexBasis", allowsNegative: false, &problems)
        repaired.width = Self.length(width, "width", allowsNegative: false, &problems)
        repaired.height = Self.length(height, "height", allowsNegative: false, &problems)
        repaired.minWidth = Self.length(minWidth, "minWidth", allowsNegative: false, &problems)
        repaired.minHeight = Self.length(minHeight, "minHeight", allowsNegative: false, &problems)
        repaired.maxWidth = Self.length(maxWidth, "maxWidth", allowsNegative: false, &problems)
        repaired.maxHeight = Self.length(maxHeight, "maxHeight", allowsNegative: false, &problems)
        repaired.rowGap = Self.length(rowGap, "rowGap", allowsNegative: false, &problems)
        repaired.columnGap = Self.length(columnGap, "columnGap", allowsNegative: false, &problems)
        repaired.margin = Self.edges(margin, "margin", allowsNegative: true, &problems)
        repaired.position = Self.edges(position, "position", allowsNegative: true, &problems)
        repaired.padding = Self.edges(padding, "padding", allowsNegative: false, &problems)
        repaired.border = Self.edges(border, "border", allowsNegative: false, &problems)
        if let ratio = aspectRatio, !(ratio.isFinite && ratio > 0) {
            problems.append("aspectRatio is \(ratio), taken as none")
            repaired.aspectRatio = nil
        }
        return problems.isEmpty ? nil : (repaired, problems)
    }

    /// A flex grow or shrink: NaN and infinities (which would give NaN shares of the free space) and negative
    /// values are 0.
    private static func factor(_ value: CGFloat, _ name: String, _ problems: inout [String]) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        problems.append("\(name) is \(value), taken as 0")
        return 0
    }

    private static func length(
        _ value: FlexLength,
        _ name: String,
        allowsNegative: Bool,
        _ problems: inout [String]
    ) -> FlexLength {
        let number: CGFloat
        switch value {
        case .points(let points): number = points
        case .percent(let percent): number = percent
        case .undefined, .auto: return value
        }
        if number.isFinite && (allowsNegative || number >= 0) { return value }
        problems.append("\(name) is \(value), taken as undefined")
        return .undefined
    }

    private static func edges(
        _ edges: FlexEdges,
        _ name: String,
        allowsNegative: Bool,
        _ problems: inout [String]
    ) -> FlexEdges {
        var repaired = edges
        repaired.top = length(edges.top, "\(name).top", allowsNegative: allowsNegative, &problems)
        repaired.left = length(edges.left, "\(name).left", allowsNegative: allowsNegative, &problems)
        repaired.bottom = length(edges.bottom, "\(name).bottom", allowsNegative: allowsNegative, &problems)
        repaired.right = length(edges.right, "\(name).right", allowsNegative: allowsNegative, &problems)
        repaired.start = length(edges.start, "\(name).start", allowsNegative: allowsNegative, &problems)
        repaired.end = length(edges.end, "\(name).end", allowsNegative: allowsNegative, &problems)
        return repaired
    }
}

extension SizeRange {
    /// The range repaired for layout, and what was changed: `nil` when it is valid. A minimum that is not a
    /// finite, non-negative number is 0 (no minimum); a maximum that is not a number is no limit (infinity),
    /// a negative one 0. ComponentKit asserts on such a range (`CKSizeRange`); a NaN would otherwise reach every
    /// size below it.
    func repairedForLayout() -> (range: SizeRange, problems: [String])? {
        func isValidMin(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        func isValidMax(_ value: CGFloat) -> Bool { value >= 0 }  // false for NaN; infinity is no limit
        guard
            !(isValidMin(min.width) && isValidMin(min.height) && isValidMax(max.width) && isValidMax(max.height))
        else { return nil }
        var problems: [String] = []
        func repairMin(_ value: CGFloat, _ name: String) -> CGFloat {
            if isValidMin(value) { return value }
            problems.append("its minimum \(name) is \(value), taken as 0")
            return 0
        }
        func repairMax(_ value: CGFloat, _ name: String) -> CGFloat {
            if isValidMax(value) { return value }
            let substitute: CGFloat = value.isNaN ? .infinity : 0
            problems.append("its maximum \(name) is \(value), taken as \(substitute)")
            return substitute
        }
        let repaired = SizeRange(
            min: CGSize(width: repairMin(min.width, "width"), height: repairMin(min.height, "height")),
            max: CGSize(width: repairMax(max.width, "width"), height: repairMax(max.height, "height"))
        )
        return (repaired, problems)
    }
}

extension ComponentSize {
    /// The size repaired for layout, and what was changed: `nil` when it is valid. A dimension or limit that is
    /// not a number, a negative one, and an infinite exact size or minimum are left open (``LayoutDimension/auto``),
    /// as Yoga leaves an undefined dimension; an infinite maximum is no limit, which it already means.
    func repairedForLayout() -> (size: ComponentSize, problems: [String])? {
        if isOpen { return nil }
        var problems: [String] = []
        func repair(_ dimension: LayoutDimension, _ name: String, infinityAllowed: Bool) -> LayoutDimension {
            let value: CGFloat
            switch dimension {
            case .auto: return dimension
            case .points(let points): value = points
            case .percent(let percent): value = percent
            }
            if value >= 0 && (value.isFinite || infinityAllowed) { return dimension }
            problems.append("\(name) is \(dimension), taken as auto")
            return .auto
        }
        var repaired = constraints
        repaired.width = repair(constraints.width, "width", infinityAllowed: false)
        repaired.height = repair(constraints.height, "height", infinityAllowed: false)
        repaired.minWidth = repair(constraints.minWidth, "minWidth", infinityAllowed: false)
        repaired.minHeight = repair(constraints.minHeight, "minHeight", infinityAllowed: false)
        repaired.maxWidth = repair(constraints.maxWidth, "maxWidth", infinityAllowed: true)
        repaired.maxHeight = repair(constraints.maxHeight, "maxHeight", infinityAllowed: true)
        return problems.isEmpty ? nil : (ComponentSize(repaired), problems)
    }
}
