#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIScreen`: a fixed-size display. ``main`` is a 390 × 844-point screen at 3 pixels
    /// per point (an iPhone 14's), so layouts that read the screen size get the same numbers on every machine.
    @MainActor
    open class UIScreen: NSObject {
        /// The screen the app runs on.
        public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

        /// The screen's rectangle in points.
        public let bounds: CGRect
        /// Pixels per point.
        public let scale: CGFloat

        /// A screen of `bounds` points at `scale` pixels per point. (Headless backend only: UIKit makes screens.)
        public init(bounds: CGRect, scale: CGFloat) {
            self.bounds = bounds
            self.scale = scale
            super.init()
        }

        /// The screen's rectangle in pixels.
        open var nativeBounds: CGRect {
            CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
        }
        /// Pixels per point of the physical display: the same as ``scale`` here.
        open var nativeScale: CGFloat { scale }
    }

    /// The headless backend's `UIWindow`: the view at the top of a view tree. Views that move into a window's tree
    /// (or out of it) hear about it through ``UIView/willMove(toWindow:)`` and ``UIView/didMoveToWindow()``.
    @MainActor
    open class UIWindow: UIView {
        /// The screen the window shows on.
        open var screen: UIScreen = .main
        /// Whether ``makeKeyAndVisible()`` was called on this window.
        open private(set) var isKeyWindow = false

        /// The view controller whose view fills the window; setting it puts that view in the window.
        open var rootViewController: UIViewController? {
            didSet {
                guard oldValue !== rootViewController else { return }
                oldValue?.view.removeFromSuperview()
                if let view = rootViewController?.view {
                    view.frame = bounds
                    addSubview(view)
                }
            }
        }

        /// Shows the window and makes it the key window.
        open func makeKeyAndVisible() {
            isHidden = false
            isKeyWindow = true
        }
    }
#endif
