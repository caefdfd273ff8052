import Foundation

/// The view an animated component without one of its own gets, so a transition covers everything below it:
/// ComponentKit's `CKAnimationComponentPassthroughView`. It takes no touches itself: a touch on it and on none
/// of its subviews goes to the view behind, as if it were not there.
final class AnimationContainerView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
