#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CALayer`: the part of a view's layer that changes how the view looks in a
    /// snapshot (``UIView/snapshotSVG()``): rounded corners and clipping.
    open class CALayer {
        /// The radius of the rounded corners, in points; 0 draws square corners.
        open var cornerRadius: CGFloat = 0
        /// Whether sublayers (the view's subviews) are clipped to the layer's bounds and rounded corners.
        open var masksToBounds = false

        /// Creates a layer with square corners that does not clip.
        public init() {}
    }
#endif
