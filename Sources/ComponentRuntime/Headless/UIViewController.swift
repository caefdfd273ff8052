#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIViewController`: owns a root view and is that view's next responder, so actions
    /// and router events that leave a mounted tree reach the screen, as they do in UIKit.
    @MainActor
    open class UIViewController: UIResponder {
        private var loadedView: UIView?

        /// Creates a view controller; nib names and bundles mean nothing on the headless backend.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// Creates a view controller with no nib.
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// The root view, created by ``loadView()`` on first access.
        public var view: UIView! {
            get {
                if loadedView == nil {
                    loadView()
                    if loadedView == nil { loadedView = UIView(frame: .zero) }
                    loadedView?.viewController = self
                    viewDidLoad()
                }
                return loadedView
            }
            set {
                loadedView?.viewController = nil
                loadedView = newValue
                newValue?.viewController = self
            }
        }

        /// Whether the root view has been created.
        public var isViewLoaded: Bool { loadedView != nil }

        /// Creates the root view now if it does not exist yet.
        public func loadViewIfNeeded() {
            _ = view
        }

        /// Creates the root view; the default makes a plain `UIView`. Overrides assign ``view``.
        open func loadView() {
            view = UIView(frame: .zero)
        }

        /// Called once the root view exists.
        open func viewDidLoad() {}

        /// A view controller's next responder is its view's superview, as in UIKit (for a root view: none here).
        open override var next: UIResponder? { loadedView?.superview }
    }
#endif
