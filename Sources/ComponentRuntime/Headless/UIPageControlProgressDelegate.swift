#if !canImport(UIKit)
    /// What a page control's progress tells its delegate: the headless backend's `UIPageControlProgressDelegate`.
    /// Both methods are optional, as in UIKit; the default implementations answer as UIKit does without them.
    public protocol UIPageControlProgressDelegate: AnyObject {
        /// The progress a page starts with when it becomes the current one; 0 by default.
        func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
        /// The progress indicator showed or hid (it hides while the user interacts with the page control).
        /// Does nothing by default.
        func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
    }

    extension UIPageControlProgressDelegate {
        /// Every page starts at 0.
        public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
            0
        }
        /// Nothing to do.
        public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
    }
#endif
