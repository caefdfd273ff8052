#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIMotionEffect`: an effect that moves a view as the device tilts. The headless
    /// backend has no device motion; a view keeps its effects in ``UIView/motionEffects``.
    @MainActor
    open class UIMotionEffect: NSObject {
        /// An effect. Subclass it, as in UIKit.
        public override init() {
            super.init()
        }
    }

    extension UIView {
        /// Adds `effect` to ``motionEffects``, unless it is there already.
        public func addMotionEffect(_ effect: UIMotionEffect) {
            guard !motionEffects.contains(where: { $0 === effect }) else { return }
            motionEffects.append(effect)
        }

        /// Removes `effect` from ``motionEffects``.
        public func removeMotionEffect(_ effect: UIMotionEffect) {
            motionEffects.removeAll { $0 === effect }
        }
    }
#endif
