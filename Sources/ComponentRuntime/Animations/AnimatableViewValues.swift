import Foundation

/// The properties of a view that `UIView.animate` animates, as the view has them at one moment: what a
/// transition changes and puts back, and what a change animation interpolates between two mounts.
///
/// Geometry is kept as the centre and the bounds' size rather than the frame, which UIKit leaves undefined
/// while a transform other than the identity is set (a scale transition sets one).
struct AnimatableViewValues: Equatable, Sendable {
    var center: CGPoint
    var size: CGSize
    var alpha: CGFloat
    var backgroundColor: UIColor?
    var transform: CGAffineTransform

    /// The values `view` has now.
    @MainActor
    init(of view: UIView) {
        center = view.center
        size = view.bounds.size
        alpha = view.alpha
        backgroundColor = view.backgroundColor
        transform = view.transform
    }

    /// Sets `view` to these values, only those it does not have already (a property set to its own value
    /// inside an animation block is still animated by UIKit, and on the headless backend a resize lays the
    /// view out again).
    @MainActor
    func apply(to view: UIView) {
        if view.center != center { view.center = center }
        if view.bounds.size != size {
            var bounds = view.bounds
            bounds.size = size
            view.bounds = bounds
        }
        if view.alpha != alpha { view.alpha = alpha }
        if view.backgroundColor != backgroundColor { view.backgroundColor = backgroundColor }
        if view.transform != transform { view.transform = transform }
    }

    /// Puts these values back on `view` where a transition left it at `left`: each property that still shows
    /// the transition's value, so what a later mount set meanwhile stays.
    @MainActor
    func restore(_ view: UIView, leftAt left: Self) {
        if view.center == left.center, center != left.center { view.center = center }
        if view.bounds.size == left.size, size != left.size {
            var bounds = view.bounds
            bounds.size = size
            view.bounds = bounds
        }
        if view.alpha == left.alpha, alpha != left.alpha { view.alpha = alpha }
        if view.backgroundColor == left.backgroundColor, backgroundColor != left.backgroundColor {
            view.backgroundColor = backgroundColor
        }
        if view.transform == left.transform, transform != left.transform { view.transform = transform }
    }
}
