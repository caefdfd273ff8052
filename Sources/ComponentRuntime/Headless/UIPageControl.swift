#if !canImport(UIKit)

    /// The headless backend's `UIPageControl`: a row of dots, one per page, marking the current one.
    /// ``simulateTap(toPage:)`` plays the user moving to a page.
    ///
    /// For assistive technologies it is adjustable, its value reads `"page 2 of 5"`, and
    /// ``accessibilityIncrement()`` and ``accessibilityDecrement()`` move one page.
    @MainActor
    open class UIPageControl: UIControl {
        /// How the dots' background is drawn: UIKit's `UIPageControl.BackgroundStyle`, with UIKit's raw values.
        public enum BackgroundStyle: Int, Sendable {
            /// Prominent while the user interacts, minimal otherwise.
            case automatic = 0
            /// Always a full background.
            case prominent = 1
            /// Only the dots.
            case minimal = 2
        }

        /// How the user is moving through the pages: UIKit's `UIPageControl.InteractionState`, with UIKit's raw
        /// values.
        public enum InteractionState: Int, Sendable {
            /// No interaction.
            case none = 0
            /// A tap moved to a page.
            case discrete = 1
            /// A scrub is moving through the pages.
            case continuous = 2
        }

        /// Which way the dots run: UIKit's `UIPageControl.Direction`, with UIKit's raw values.
        public enum Direction: Int, Sendable {
            /// As the layout direction goes (left to right here).
            case natural = 0
            /// Left to right.
            case leftToRight = 1
            /// Right to left.
            case rightToLeft = 2
            /// Top to bottom.
            case topToBottom = 3
            /// Bottom to top.
            case bottomToTop = 4
        }

        /// The number of pages (dots); 0 by default. Lowering it pins ``currentPage`` to the last page.
        open var numberOfPages = 0 {
            didSet {
                numberOfPages = max(numberOfPages, 0)
                currentPage = storedCurrentPage
            }
        }

        /// The page shown, pinned to `0 ..< numberOfPages` (0 when there are none), as in UIKit; 0 by default.
        /// Setting it sends no actions; a change of page starts ``progress`` again, at what its delegate says
        /// (0 by default), as in UIKit.
        open var currentPage: Int {
            get { storedCurrentPage }
            set {
                let oldPage = storedCurrentPage
                storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0))
                guard storedCurrentPage != oldPage, let progress else { return }
                progress.currentProgress =
                    progress.delegate?.pageControlProgress(progress, initialProgressForPage: storedCurrentPage) ?? 0
            }
        }
        private var storedCurrentPage = 0
        /// How far the current page has got, for a page control that advances by itself; `nil` by default. The
        /// headless backend draws no progress indicator.
        open var progress: UIPageControlProgress?

        /// Whether the control hides itself when there is only one page; `false` by default. Stored only: the
        /// headless backend does not change ``UIView/isHidden`` for it.
        open var hidesForSinglePage = false
        /// The colour of the other pages' dots; `nil` for the system's.
        open var pageIndicatorTintColor: UIColor?
        /// The colour of the current page's dot; `nil` for the system's.
        open var currentPageIndicatorTintColor: UIColor?
        /// How the background is drawn; `.automatic` by default.
        open var backgroundStyle: BackgroundStyle = .automatic
        /// Which way the dots run; `.natural` by default.
        open var direction: Direction = .natural
        /// How the user is moving through the pages: `.discrete` while a ``simulateTap(toPage:)`` reports its
        /// change, `.none` otherwise.
        open private(set) var interactionState: InteractionState = .none
        /// Whether the user may scrub through the pages; `true` by default.
        open var allowsContinuousInteraction = true
        /// The image of every dot that has none of its own; `nil` (a dot) by default.
        open var preferredIndicatorImage: UIImage?
        /// The image of the current page's dot when it has none of its own; `nil` by default.
        open var preferredCurrentPageIndicatorImage: UIImage?
        private var indicatorImages: [Int: UIImage] = [:]
        private var currentPageIndicatorImages: [Int: UIImage] = [:]

        /// The dot image of `page`: its own, else ``preferredIndicatorImage``.
        open func indicatorImage(forPage page: Int) -> UIImage? {
            indicatorImages[page] ?? preferredIndicatorImage
        }

        /// Sets the dot image of `page`; `nil` goes back to ``preferredIndicatorImage``.
        open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
            indicatorImages[page] = image
        }

        /// The dot image of `page` while it is the current page: its own, else
        /// ``preferredCurrentPageIndicatorImage``.
        open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
            currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
        }

        /// Sets the dot image of `page` for while it is the current page.
        open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
            currentPageIndicatorImages[page] = image
        }

        /// Moves to `page` as a user's tap would: changes ``currentPage`` and reports `.valueChanged`, once. Does
        /// nothing for the current page, a page out of range, or a disabled or hidden control. (Headless backend
        /// only.)
        public func simulateTap(toPage page: Int) {
            guard isEnabled, !isHidden, (0..<numberOfPages).contains(page), page != currentPage else { return }
            currentPage = page
            interactionState = .discrete
            defer { interactionState = .none }
            sendActions(for: .valueChanged)
        }

        /// Moves to the next page and reports `.valueChanged`, for VoiceOver's swipe up; nothing at the last page.
        open func accessibilityIncrement() {
            simulateTap(toPage: currentPage + 1)
        }

        /// Moves to the previous page and reports `.valueChanged`, for VoiceOver's swipe down; nothing at the
        /// first page.
        open func accessibilityDecrement() {
            simulateTap(toPage: currentPage - 1)
        }

        /// Adjustable, as UIKit's page control.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            super.accessibilityTraitsByDefault.union(.adjustable)
        }

        /// `"page 2 of 5"`: the current page counted from 1; `nil` when there are no pages.
        override var accessibilityValueByDefault: String? {
            numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
        }

        /// Adds the page and the page count to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + ["page=\(currentPage)/\(numberOfPages)"]
        }
    }
#endif
