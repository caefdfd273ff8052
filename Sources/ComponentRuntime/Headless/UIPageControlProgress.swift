#if !canImport(UIKit)
    public import Foundation

    /// How far the current page of a page control has got (a story that advances by itself): the headless
    /// backend's `UIPageControlProgress`, a page control's ``UIPageControl/progress``. The headless backend draws
    /// no indicator; it keeps the progress, clamped as UIKit clamps it.
    open class UIPageControlProgress: NSObject {
        /// Told when the progress indicator shows or hides, and asked for each page's starting progress. Held
        /// weakly.
        open weak var delegate: (any UIPageControlProgressDelegate)?
        /// The current page's progress, from 0 to 1; a value outside is clamped. 0 by default.
        open var currentProgress: Float {
            get { progress }
            set { progress = min(max(newValue, 0), 1) }
        }
        private var progress: Float = 0
        /// Whether the progress indicator shows: it hides while the user interacts with the page control. Always
        /// `true` on the headless backend.
        open var isProgressVisible: Bool { true }
    }
#endif
