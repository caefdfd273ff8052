#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIVisualEffect`: what a ``UIVisualEffectView`` applies to what is behind it. The
    /// headless backend draws no effects; views keep them. Effects are equal when they are the same kind with
    /// the same settings.
    @MainActor
    open class UIVisualEffect: NSObject {
        /// An effect that does nothing.
        public override init() {
            super.init()
        }
    }
#endif
