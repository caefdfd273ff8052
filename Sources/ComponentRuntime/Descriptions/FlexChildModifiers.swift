public import Foundation

// The flex child modifiers: CKSwift sets these through `FlexboxComponent.Child`'s initializer; here any component
// or description sets them where it is written, `name.flexGrow(1).spacingBefore(8)`. Each starts from the
// receiver's `inflateFlexChild()`, so they chain and keep what an earlier one set. A layout modifier
// (`.padding`, `.frame`, …) wraps the component and drops them, so write flex child modifiers last.

extension ComponentInflatable {
    /// This value as a flexbox child that takes `grow` shares of the positive free space (`flex-grow`).
    ///
    /// Like every flex child modifier, write it after any layout modifier: `.padding(8).flexGrow(1)`, since
    /// `.flexGrow(1).padding(8)` wraps the child in an ``InsetComponent`` and drops the flex properties.
    @inlinable
    public func flexGrow(_ grow: CGFloat) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.style.flexGrow = grow }
    }

    /// This value as a flexbox child that gives up negative free space with weight `shrink` times its flex basis
    /// (`flex-shrink`).
    @inlinable
    public func flexShrink(_ shrink: CGFloat) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.style.flexShrink = shrink }
    }

    /// This value as a flexbox child with main size `basis` before free space is distributed (`flex-basis`).
    @inlinable
    public func flexBasis(_ basis: FlexLength) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.style.flexBasis = basis }
    }

    /// This value as a flexbox child aligned across by `alignment`, overriding the container's `alignItems`.
    @inlinable
    public func alignSelf(_ alignment: FlexAlign) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.style.alignSelf = alignment }
    }

    /// This value as a flexbox child with `spacing` points before it along the main axis (ComponentKit's
    /// `spacingBefore`).
    @inlinable
    public func spacingBefore(_ spacing: CGFloat) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.spacingBefore = spacing }
    }

    /// This value as a flexbox child with `spacing` points after it along the main axis (ComponentKit's
    /// `spacingAfter`).
    @inlinable
    public func spacingAfter(_ spacing: CGFloat) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.spacingAfter = spacing }
    }

    /// This value as a flexbox child with `length` of margin on every edge.
    @inlinable
    public func margin(_ length: FlexLength) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.style.margin = FlexEdges(all: length) }
    }

    /// This value as a flexbox child with margins on the edges given; the others keep theirs. `start` and `end`
    /// follow the reading direction (the right edge is the start in a right-to-left layout) and win over `left`
    /// and `right`.
    @inlinable
    public func margin(
        top: FlexLength? = nil,
        left: FlexLength? = nil,
        bottom: FlexLength? = nil,
        right: FlexLength? = nil,
        start: FlexLength? = nil,
        end: FlexLength? = nil
    ) -> FlexboxComponent.Child {
        modifyingFlexChild { child in
            child.style.margin = Self.edges(child.style.margin, top, left, bottom, right, start, end)
        }
    }

    /// This value as a flexbox child out of the flow, placed by `top`, `left`, `bottom` and `right` against the
    /// container's padding box (ComponentKit's `position` with type absolute); edges left `nil` are unset. `start`
    /// and `end` follow the reading direction and win over `left` and `right`.
    @inlinable
    public func absolutePosition(
        top: FlexLength? = nil,
        left: FlexLength? = nil,
        bottom: FlexLength? = nil,
        right: FlexLength? = nil,
        start: FlexLength? = nil,
        end: FlexLength? = nil
    ) -> FlexboxComponent.Child {
        modifyingFlexChild { child in
            child.style.positionType = .absolute
            child.style.position = Self.edges(child.style.position, top, left, bottom, right, start, end)
        }
    }

    /// This value as a flexbox child in the flow, moved by `top`, `left`, `bottom` and `right` from where the
    /// flow puts it (ComponentKit's `position` with type relative); edges left `nil` are unset. `start` and `end`
    /// follow the reading direction and win over `left` and `right`.
    @inlinable
    public func relativePosition(
        top: FlexLength? = nil,
        left: FlexLength? = nil,
        bottom: FlexLength? = nil,
        right: FlexLength? = nil,
        start: FlexLength? = nil,
        end: FlexLength? = nil
    ) -> FlexboxComponent.Child {
        modifyingFlexChild { child in
            child.style.positionType = .relative
            child.style.position = Self.edges(child.style.position, top, left, bottom, right, start, end)
        }
    }

    /// This value as a flexbox child whose width divided by height is `ratio` when only one of them is known
    /// (ComponentKit's `aspectRatio`; note that `.ratio(_:)`, ComponentKit's ratio component, takes height
    /// divided by width).
    @inlinable
    public func aspectRatio(_ ratio: CGFloat) -> FlexboxComponent.Child {
        modifyingFlexChild { $0.style.aspectRatio = ratio }
    }

    /// This value as a flexbox child with the sizes given in its style, overriding the sizes its own
    /// ``ComponentSize`` fixes (ComponentKit's `sizeConstraints`); sizes left `nil` keep theirs. Unlike
    /// `.frame(…)`, which wraps the component, this keeps the child in the flexbox's own layout, so flexing and
    /// percentages of the container's size work as in Yoga.
    @inlinable
    public func flexSize(
        width: FlexLength? = nil,
        height: FlexLength? = nil,
        minWidth: FlexLength? = nil,
        minHeight: FlexLength? = nil,
        maxWidth: FlexLength? = nil,
        maxHeight: FlexLength? = nil
    ) -> FlexboxComponent.Child {
        modifyingFlexChild { child in
            if let width { child.style.width = width }
            if let height { child.style.height = height }
            if let minWidth { child.style.minWidth = minWidth }
            if let minHeight { child.style.minHeight = minHeight }
            if let maxWidth { child.style.maxWidth = maxWidth }
            if let maxHeight { child.style.maxHeight = maxHeight }
        }
    }

    /// The receiver as a flex child, changed by `change`.
    @inlinable
    func modifyingFlexChild(_ change: (inout FlexboxComponent.Child) -> Void) -> FlexboxComponent.Child {
        var child = inflateFlexChild()
        change(&child)
        return child
    }

    /// `edges` with the edges given replaced.
    @usableFromInline
    static func edges(
        _ edges: FlexEdges,
        _ top: FlexLength?,
        _ left: FlexLength?,
        _ bottom: FlexLength?,
        _ right: FlexLength?,
        _ start: FlexLength? = nil,
        _ end: FlexLength? = nil
    ) -> FlexEdges {
        var edges = edges
        if let start { edges.start = start }
        if let end { edges.end = end }
        if let top { edges.top = top }
        if let left { edges.left = left }
        if let bottom { edges.bottom = bottom }
        if let right { edges.right = right }
        return edges
    }
}
