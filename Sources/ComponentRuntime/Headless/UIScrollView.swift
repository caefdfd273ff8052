#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIScrollView`: a view that scrolls its content; the offset is its state.
    ///
    /// It has UIKit's scrolling vocabulary with UIKit's defaults. What changes where scrolling stops behaves as in
    /// UIKit when a test plays the user (``simulateDrag(to:velocity:)``, ``simulateScroll(to:steps:velocity:)``):
    /// a drag comes to rest inside the scrollable range (see ``contentInset``), on a page boundary when
    /// ``isPagingEnabled``, where the delegate's `scrollViewWillEndDragging` puts it, and not at all when
    /// ``isScrollEnabled`` is `false`. Setting ``contentOffset`` in code is never clamped, as in UIKit. Indicators,
    /// keyboard dismissal, deceleration speed and touch delays are stored only: nothing draws or times them.
    @MainActor
    open class UIScrollView: UIView {
        /// How far the content is scrolled. Setting it tells the delegate, as in UIKit, and is not clamped to the
        /// scrollable range (a drag is).
        open var contentOffset: CGPoint = .zero {
            didSet {
                guard contentOffset != oldValue else { return }
                contentOffsetDidChange()
                delegate?.scrollViewDidScroll(self)
            }
        }
        /// The size of the scrollable content.
        open var contentSize: CGSize = .zero
        /// Where content smaller than the view sits in it, as a unit point: (0, 0) the top left (the default),
        /// (0.5, 0.5) the centre. Stored only: the headless scroll view does not move smaller content.
        open var contentAlignmentPoint: CGPoint = .zero
        /// Extra room around the content: how far past the content's edges the user can scroll. A drag comes to
        /// rest between `-contentInset.top` and `contentSize.height + contentInset.bottom - bounds.height` (the
        /// same across), never below the start. Setting it leaves the offset where it is, as in UIKit: scroll to
        /// `-contentInset.top` to show the content below a top inset.
        open var contentInset: UIEdgeInsets = .zero {
            didSet {
                guard contentInset != oldValue else { return }
                adjustedContentInsetDidChange()
                delegate?.scrollViewDidChangeAdjustedContentInset(self)
            }
        }
        /// The inset scrolling uses: UIKit adds the safe area (bars, the home indicator) to ``contentInset`` as
        /// ``contentInsetAdjustmentBehavior`` says. A headless view has no safe area, so this is always
        /// ``contentInset``.
        open var adjustedContentInset: UIEdgeInsets { contentInset }
        /// Called when ``adjustedContentInset`` changes. Does nothing by default; subclasses override it.
        open func adjustedContentInsetDidChange() {}
        /// How the safe area is added to the content inset (`.automatic` by default). Stored only: there is no
        /// safe area on the headless backend.
        open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
        /// Whether the indicator insets follow the safe area (`true` by default). Stored only.
        open var automaticallyAdjustsScrollIndicatorInsets = true
        /// The delegate, held weakly.
        open weak var delegate: (any UIScrollViewDelegate)? {
            didSet { delegateAssignmentObserver?(self) }
        }
        /// Told of every assignment to ``delegate``: what lets a collection host stay the delegate and forward
        /// to one set after it (UIKit's collection host does this with its own collection view subclass).
        var delegateAssignmentObserver: (@MainActor (UIScrollView) -> Void)?

        /// Whether a drag that starts along one axis stays on it (`false` by default). Stored only: a simulated
        /// drag goes where it is told.
        open var isDirectionalLockEnabled = false
        /// Whether a drag may pull the content past its edges before it springs back: whether it does so on
        /// both axes, as UIKit reads it (`true` by default). Setting it sets ``bouncesHorizontally`` and
        /// ``bouncesVertically``.
        open var bounces: Bool {
            get { bouncesHorizontally && bouncesVertically }
            set {
                bouncesHorizontally = newValue
                bouncesVertically = newValue
            }
        }
        /// Whether a drag may pull the content past its left and right edges (`true` by default).
        open var bouncesHorizontally = true
        /// Whether a drag may pull the content past its top and bottom edges (`true` by default).
        open var bouncesVertically = true
        /// Whether zooming may go past the scale limits before it springs back (`true` by default).
        open var bouncesZoom = true
        /// Whether the content can be pulled vertically past its edges even when it is not taller than the view
        /// (`false` by default).
        open var alwaysBounceVertical = false
        /// Whether the content can be pulled horizontally past its edges even when it is not wider than the view
        /// (`false` by default).
        open var alwaysBounceHorizontal = false
        /// Whether a drag comes to rest on a multiple of the view's size: a page (`false` by default).
        open var isPagingEnabled = false
        /// Whether the user can scroll (`true` by default). Setting ``contentOffset`` in code still scrolls.
        open var isScrollEnabled = true
        /// Whether a horizontal drag past the content's edges goes on to scroll the enclosing scroll view (`true`
        /// by default). Stored only: a simulated drag moves this scroll view alone.
        open var transfersHorizontalScrollingToParent = true
        /// Whether a vertical drag past the content's edges goes on to scroll the enclosing scroll view (`true`
        /// by default). Stored only.
        open var transfersVerticalScrollingToParent = true
        /// Whether the vertical indicator shows while scrolling (`true` by default). Stored only.
        open var showsVerticalScrollIndicator = true
        /// Whether the horizontal indicator shows while scrolling (`true` by default). Stored only.
        open var showsHorizontalScrollIndicator = true
        /// The indicators' colours (`.default`). Stored only.
        open var indicatorStyle: IndicatorStyle = .default
        /// How far the vertical indicator stays from the edges (`.zero`). Stored only.
        open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
        /// How far the horizontal indicator stays from the edges (`.zero`). Stored only.
        open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
        /// Both indicators' insets: setting it sets ``verticalScrollIndicatorInsets`` and
        /// ``horizontalScrollIndicatorInsets``; reading it reads the vertical one.
        open var scrollIndicatorInsets: UIEdgeInsets {
            get { verticalScrollIndicatorInsets }
            set {
                verticalScrollIndicatorInsets = newValue
                horizontalScrollIndicatorInsets = newValue
            }
        }
        /// How quickly the content slows down after the user lifts the finger (`.normal`). Stored only: a
        /// simulated drag comes to rest at once.
        open var decelerationRate: DecelerationRate = .normal
        /// How a table's section index shows (`.automatic`). Stored only.
        open var indexDisplayMode: IndexDisplayMode = .automatic
        /// Whether dragging dismisses the keyboard (`.none` by default). Stored only.
        open var keyboardDismissMode: KeyboardDismissMode = .none
        /// Whether a hardware keyboard's arrow and page keys scroll the view (`true` by default). Stored only.
        open var allowsKeyboardScrolling = true
        /// The smallest zoom scale (1 by default). With the maximum also 1, the view does not zoom.
        open var minimumZoomScale: CGFloat = 1
        /// The largest zoom scale (1 by default).
        open var maximumZoomScale: CGFloat = 1
        /// The current zoom scale (1 by default), kept between ``minimumZoomScale`` and ``maximumZoomScale``.
        /// It changes only when the delegate names a view for zooming (`viewForZooming(in:)`), as in UIKit; the
        /// headless backend then tells the delegate (`scrollViewDidZoom`) but scales nothing.
        open var zoomScale: CGFloat {
            get { currentZoomScale }
            set { setZoomScale(newValue, animated: false) }
        }
        private var currentZoomScale: CGFloat = 1
        /// Whether a tap on the status bar scrolls this view to the top (`true` by default). See
        /// ``simulateStatusBarTap()``.
        open var scrollsToTop = true
        /// Whether touches wait a moment before reaching the content, to tell a drag from a tap (`true` by
        /// default). Stored only.
        open var delaysContentTouches = true
        /// Whether a drag cancels the touches the content already got (`true` by default). Stored only.
        open var canCancelContentTouches = true
        /// Whether a finger is on the content: `true` between the start and the end of a simulated drag.
        open internal(set) var isTracking = false
        /// Whether the user is dragging the content: `true` between the start and the end of a simulated drag.
        open internal(set) var isDragging = false
        /// Whether the content moves on by itself after a drag: `true` during a simulated drag's deceleration.
        open internal(set) var isDecelerating = false

        /// The pull-to-refresh control, shown above the content. Setting it puts it in the scroll view (and
        /// takes out the one set before).
        open var refreshControl: UIRefreshControl? {
            didSet {
                guard refreshControl !== oldValue else { return }
                oldValue?.removeFromSuperview()
                guard let refreshControl else { return }
                refreshControl.frame = CGRect(
                    x: 0,
                    y: -UIRefreshControl.height,
                    width: bounds.width,
                    height: UIRefreshControl.height
                )
                insertSubview(refreshControl, at: 0)
            }
        }

        /// Sets the zoom scale, kept within the limits, when the delegate names a view for zooming; tells the
        /// delegate `scrollViewDidZoom` when it changed. `animated` makes no difference on the headless backend.
        open func setZoomScale(_ scale: CGFloat, animated: Bool) {
            guard delegate?.viewForZooming(in: self) != nil else { return }
            let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
            guard clamped != currentZoomScale else { return }
            currentZoomScale = clamped
            delegate?.scrollViewDidZoom(self)
        }

        /// Scrolls to `contentOffset`, which is not clamped. The headless backend has no animation frames: an
        /// animated scroll jumps there and ends at once, telling the delegate `scrollViewDidEndScrollingAnimation`
        /// when the offset changed, as UIKit does at the end of the animation.
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            let changed = contentOffset != self.contentOffset
            self.contentOffset = contentOffset
            if animated && changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }

        /// Scrolls as little as needed for `rect` (in content coordinates) to be inside the visible part of the
        /// bounds (the bounds less the content inset), staying inside the scrollable range. Does nothing when
        /// `rect` is visible already.
        open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
            let inset = adjustedContentInset
            let visible = CGRect(
                x: contentOffset.x + inset.left,
                y: contentOffset.y + inset.top,
                width: max(0, bounds.width - inset.left - inset.right),
                height: max(0, bounds.height - inset.top - inset.bottom)
            )
            func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
                if low < visibleLow { return low - visibleLow }
                if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
                return 0
            }
            let target = CGPoint(
                x: contentOffset.x + shift(rect.minX, rect.maxX, visible.minX, visible.maxX),
                y: contentOffset.y + shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
            )
            setContentOffset(clampedToScrollableRange(target), animated: animated)
        }

        /// Shows the indicators for a moment. Does nothing on the headless backend, which draws none.
        open func flashScrollIndicators() {}

        /// Called on every change of ``contentOffset``, before the delegate hears of it: where views that show
        /// what is visible (collection and table views) update their cells, so the delegate sees them updated.
        func contentOffsetDidChange() {}

        /// Where a drag comes to rest, given where the scroll view would stop it: a collection view asks its
        /// layout (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), as in UIKit.
        func proposedRestingOffset(_ offset: CGPoint, velocity: CGPoint) -> CGPoint { offset }

        /// Adds the offset, and the content inset when there is one, to the dump.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties
            properties.append("offset=(\(contentOffset.x.compactDescription), \(contentOffset.y.compactDescription))")
            if contentInset != .zero {
                let edges = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
                properties.append("inset=(" + edges.map(\.compactDescription).joined(separator: ", ") + ")")
            }
            if isPagingEnabled { properties.append("paging") }
            if !isScrollEnabled { properties.append("scrollEnabled=false") }
            return properties
        }
    }

    extension UIScrollView {
        /// How the safe area is added to the content inset: UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`,
        /// with UIKit's raw values.
        public enum ContentInsetAdjustmentBehavior: Int, Sendable {
            /// Like `.scrollableAxes`, and always at the top and bottom inside a navigation controller.
            case automatic = 0
            /// Along the axes the content scrolls on.
            case scrollableAxes = 1
            /// Never.
            case never = 2
            /// Always, along both axes.
            case always = 3
        }

        /// The colours of the scroll indicators: UIKit's `UIScrollView.IndicatorStyle`, with UIKit's raw values.
        public enum IndicatorStyle: Int, Sendable {
            /// Dark on a light background, light on a dark one.
            case `default` = 0
            /// Black, for light content.
            case black = 1
            /// White, for dark content.
            case white = 2
        }

        /// When dragging dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode`, with UIKit's raw
        /// values.
        public enum KeyboardDismissMode: Int, Sendable {
            /// Dragging leaves the keyboard alone.
            case none = 0
            /// The keyboard goes when a drag starts.
            case onDrag = 1
            /// The keyboard follows the finger down and can be pulled back up.
            case interactive = 2
            /// As `.onDrag`, with the keyboard's accessory view too.
            case onDragWithAccessory = 3
            /// As `.interactive`, with the keyboard's accessory view too.
            case interactiveWithAccessory = 4
        }

        /// How a table's section index shows: UIKit's `UIScrollView.IndexDisplayMode`, with UIKit's raw values.
        public enum IndexDisplayMode: Int, Sendable {
            /// As the system decides.
            case automatic = 0
            /// Never.
            case alwaysHidden = 1
        }

        /// How quickly content slows down after a drag: UIKit's `UIScrollView.DecelerationRate`, a factor per
        /// millisecond, with UIKit's values for `.normal` and `.fast`.
        public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
            /// The factor the speed is multiplied by each millisecond.
            public let rawValue: CGFloat
            /// A rate with the factor `rawValue`.
            public init(rawValue: CGFloat) { self.rawValue = rawValue }

            /// The default rate, for ordinary scrolling.
            public static let normal = DecelerationRate(rawValue: 0.998)
            /// A quicker stop, as for paging.
            public static let fast = DecelerationRate(rawValue: 0.99)
        }
    }
#endif
