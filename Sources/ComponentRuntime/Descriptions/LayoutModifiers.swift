public import Foundation

// The layout modifiers: CKSwift's `ViewLayoutModifier` directives, each building one of the runtime's layout
// components around the receiver's `inflate()` at once (`name.padding(8)` is an `InsetComponent`). A wrapped
// component is no longer the flexbox child, so flex child properties set before a layout modifier are dropped:
// write `.padding(8).flexGrow(1)`, not `.flexGrow(1).padding(8)`, as in CKSwift.

extension ComponentInflatable {
    // MARK: Padding (InsetComponent)

    /// This value inside `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> Component {
        InsetComponent(insets: UIEdgeInsets(top: length, left: length, bottom: length, right: length), child: inflate())
    }

    /// This value inside padding given edge by edge; an edge left `nil` gets none. An infinite edge
    /// (`.infinity`) pushes the value to the other side, at its own size, and two on one axis center it, as
    /// ``InsetComponent`` does.
    public func padding(
        top: CGFloat? = nil,
        left: CGFloat? = nil,
        bottom: CGFloat? = nil,
        right: CGFloat? = nil
    ) -> Component {
        InsetComponent(top: top, left: left, bottom: bottom, right: right, child: inflate())
    }

    /// This value inside `horizontal` points of padding on the left and right and `vertical` on the top and
    /// bottom; an axis left `nil` gets none.
    public func padding(horizontal: CGFloat? = nil, vertical: CGFloat? = nil) -> Component {
        InsetComponent(top: vertical, left: horizontal, bottom: vertical, right: horizontal, child: inflate())
    }

    /// This value inside `insets`.
    public func padding(_ insets: UIEdgeInsets) -> Component {
        InsetComponent(insets: insets, child: inflate())
    }

    // MARK: Background and overlay

    /// This value with `background` laid out behind it at its size (``BackgroundComponent``).
    public func background(@ComponentBuilder _ background: () -> Component) -> Component {
        BackgroundComponent(inflate(), background: background())
    }

    /// This value with `background` laid out behind it at its size (``BackgroundComponent``).
    public func background(_ background: some ComponentInflatable) -> Component {
        BackgroundComponent(inflate(), background: background.inflate())
    }

    /// This value with `overlay` laid out in front of it at its size (``OverlayComponent``).
    public func overlay(@ComponentBuilder _ overlay: () -> Component) -> Component {
        OverlayComponent(inflate(), overlay: overlay())
    }

    /// This value with `overlay` laid out in front of it at its size (``OverlayComponent``).
    public func overlay(_ overlay: some ComponentInflatable) -> Component {
        OverlayComponent(inflate(), overlay: overlay.inflate())
    }

    // MARK: Center, ratio and frame

    /// This value centered on `centering`, in a component as large as the range allows except along the axes
    /// `sizing` shrinks to it (``CenterComponent``). CKSwift's `center()` centers on no axis by default; here the
    /// default is both.
    public func center(
        centering: CenterComponent.CenteringOptions = .xy,
        sizing: CenterComponent.SizingOptions = .default
    ) -> Component {
        CenterComponent(centering: centering, sizing: sizing, child: inflate())
    }

    /// This value at a height of `ratio` times its width (``RatioComponent``; ComponentKit's ratio is height
    /// divided by width).
    public func ratio(_ ratio: CGFloat) -> Component {
        RatioComponent(ratio: ratio, child: inflate())
    }

    /// This value at a size, or within limits, given in points (`.frame(width: 100)`, or any `CGFloat`, `Double`
    /// or `Int`: `.frame(height: 1 / scale)`) or as a percentage of the parent's size (`.frame(width: .percent(50))`),
    /// as ComponentKit resolves a component's size (``SizingComponent``). What is left out is not constrained;
    /// the minimum wins over the maximum, the maximum over the exact size.
    public func frame<
        Width: LayoutDimensionConvertible,
        Height: LayoutDimensionConvertible,
        MinWidth: LayoutDimensionConvertible,
        MinHeight: LayoutDimensionConvertible,
        MaxWidth: LayoutDimensionConvertible,
        MaxHeight: LayoutDimensionConvertible
    >(
        width: Width = LayoutDimension.auto,
        height: Height = LayoutDimension.auto,
        minWidth: MinWidth = LayoutDimension.auto,
        minHeight: MinHeight = LayoutDimension.auto,
        maxWidth: MaxWidth = LayoutDimension.auto,
        maxHeight: MaxHeight = LayoutDimension.auto
    ) -> Component {
        SizingComponent(
            SizeConstraints(
                width: width.layoutDimension,
                height: height.layoutDimension,
                minWidth: minWidth.layoutDimension,
                minHeight: minHeight.layoutDimension,
                maxWidth: maxWidth.layoutDimension,
                maxHeight: maxHeight.layoutDimension
            ),
            child: inflate()
        )
    }

    /// This value within `constraints` (``SizingComponent``).
    public func frame(_ constraints: SizeConstraints) -> Component {
        SizingComponent(constraints, child: inflate())
    }
}
