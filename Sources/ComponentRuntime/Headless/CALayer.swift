#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CALayer`: the part of a view's layer that changes how the view looks: rounded
    /// corners and clipping, which a snapshot (``UIView/snapshotSVG()``) draws, and a border.
    open class CALayer: NSObject {
        /// The radius of the rounded corners, in points; 0 draws square corners.
        open var cornerRadius: CGFloat = 0
        /// Whether sublayers (the view's subviews) are clipped to the layer's bounds and rounded corners.
        open var masksToBounds = false
        /// The width of the border, drawn inside the bounds; 0 (the default) draws none.
        open var borderWidth: CGFloat = 0
        /// The colour of the border; opaque black by default, as in Core Animation.
        open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

        /// Creates a layer with square corners and no border that does not clip.
        public override init() {}
    }
#endif
