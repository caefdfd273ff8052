#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIVisualEffectView`: a view that applies a ``UIVisualEffect`` (a blur, vibrancy)
    /// to what is behind it, and holds its own subviews in ``contentView``, as in UIKit. The effect is kept,
    /// not drawn.
    @MainActor
    open class UIVisualEffectView: UIView {
        /// The view to add subviews to: it fills the effect view and resizes with it.
        public let contentView: UIView
        /// The effect applied. `nil` applies none.
        open var effect: UIVisualEffect?

        /// An effect view applying `effect`.
        public init(effect: UIVisualEffect?) {
            self.effect = effect
            contentView = UIView()
            super.init(frame: .zero)
            installContentView()
        }

        /// An effect view with no effect and `frame`. (UIKit makes them with ``init(effect:)``; this initializer
        /// lets the runtime make one by type.)
        public override init(frame: CGRect) {
            contentView = UIView()
            super.init(frame: frame)
            installContentView()
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        private func installContentView() {
            contentView.frame = bounds
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(contentView)
        }

        /// Adds the effect to the dump.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties
            switch effect {
            case let blur as UIBlurEffect: properties.append("effect=blur(\(blur.style))")
            case let vibrancy as UIVibrancyEffect: properties.append("effect=vibrancy(\(vibrancy.blurEffect.style))")
            default: break
            }
            return properties
        }
    }
#endif
