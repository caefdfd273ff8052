public import Foundation

/// How a view looks while it is out of the tree: a component with
/// ``ComponentInflatable/onInitialMount(_:timing:target:file:line:column:)`` animates from it to what it mounted,
/// and one with ``ComponentInflatable/onFinalUnmount(_:timing:file:line:column:)`` from what it showed to it. SwiftUI's
/// transitions (`.opacity`, `.offset`, `.scale`), and ComponentKit's `CK::Animation::alphaFrom(0)` and
/// `alphaTo(0)` in one value.
///
/// ```swift
/// BannerComponent(message: message)
///     .onInitialMount(.fade.combined(with: .offset(y: -20)))
///     .onFinalUnmount(.fade)
/// ```
///
/// A transition changes the properties `UIView.animate` animates: opacity, transform (offset, scale), background
/// colour and geometry. The runtime puts back what the view showed once a transition ends, so a view that goes
/// back to the reuse pool after a final unmount comes out as its next component sets it.
public struct ComponentTransition: Sendable {
    /// The opacity away from the tree, or `nil` to keep the view's own.
    var alpha: CGFloat?
    /// The offset away from the tree, added to the view's transform.
    var offset = CGSize.zero
    /// The scale away from the tree, around the view's centre.
    var scale: CGFloat = 1
    /// Changes made by ``custom(_:)``, in order.
    var customChanges: [@MainActor @Sendable (UIView) -> Void] = []

    /// A transition that changes nothing: combine others with it.
    public static var identity: Self { Self() }

    /// Transparent away from the tree: a fade in on initial mount, a fade out on final unmount.
    public static var fade: Self { opacity(0) }

    /// Transparent away from the tree, as ``fade``: SwiftUI's name.
    public static var opacity: Self { fade }

    /// At opacity `alpha` away from the tree (ComponentKit's `alphaFrom(alpha)` and `alphaTo(alpha)`).
    public static func opacity(_ alpha: CGFloat) -> Self {
        var transition = Self()
        transition.alpha = alpha
        return transition
    }

    /// Moved by `x` and `y` points away from the tree: it slides in from there and out to there
    /// (ComponentKit's `translationXFrom`/`translationYFrom`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
        var transition = Self()
        transition.offset = CGSize(width: x, height: y)
        return transition
    }

    /// Scaled by `scale` around its centre away from the tree: it grows from there and shrinks to there
    /// (ComponentKit's `scaleFrom`).
    public static func scale(_ scale: CGFloat) -> Self {
        var transition = Self()
        transition.scale = scale
        return transition
    }

    /// Changed by `change` away from the tree, for what the others do not cover (a background colour). Change
    /// only what `UIView.animate` animates and the runtime puts back: opacity, transform, background colour,
    /// centre and bounds.
    public static func custom(_ change: @escaping @MainActor @Sendable (UIView) -> Void) -> Self {
        var transition = Self()
        transition.customChanges = [change]
        return transition
    }

    /// This transition and `other` at once: `.fade.combined(with: .scale(0.8))`. Where both set the opacity,
    /// `other`'s wins; offsets add up, scales multiply.
    public func combined(with other: Self) -> Self {
        var combined = self
        if let alpha = other.alpha { combined.alpha = alpha }
        combined.offset.width += other.offset.width
        combined.offset.height += other.offset.height
        combined.scale *= other.scale
        combined.customChanges += other.customChanges
        return combined
    }

    /// Sets `view`, which shows `mounted`, to how it looks away from the tree.
    @MainActor
    func applyAway(to view: UIView, from mounted: AnimatableViewValues) {
        if let alpha { view.alpha = alpha }
        if offset != .zero || scale != 1 {
            view.transform = mounted.transform
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
        }
        for change in customChanges { change(view) }
    }
}
