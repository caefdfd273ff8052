/// Decides when a scroll view is nearing the end of its content: once when the distance left to scroll falls
/// within the threshold, and again only after it scrolled back out of it or the content grew (more items
/// came, so "near the end" means somewhere new). Shared by ``ScrollComponent`` and ``CollectionHost``.
struct NearingEndTracker {
    private var armed = true
    private var lastContentLength: CGFloat?

    /// Whether this position should announce the end: `remaining` is how far the visible rect's end is from
    /// the content's end along the scroll axis, `contentLength` the content's length on that axis.
    mutating func update(remaining: CGFloat, contentLength: CGFloat, threshold: CGFloat) -> Bool {
        if let last = lastContentLength, last != contentLength { armed = true }
        lastContentLength = contentLength
        guard remaining <= threshold else {
            armed = true
            return false
        }
        guard armed else { return false }
        armed = false
        return true
    }
}

/// Where a scroll view is, as scroll and nearing-end events report it.
public struct ScrollPosition: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the visible part.
    public var visibleSize: CGSize
    /// How far the visible part's end is from the content's end along the scroll axis (negative when
    /// scrolled past it).
    public var remaining: CGFloat

    /// Describes a position.
    public init(contentOffset: CGPoint, contentSize: CGSize, visibleSize: CGSize, remaining: CGFloat) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.visibleSize = visibleSize
        self.remaining = remaining
    }

    /// The position of `scrollView` along `axis`.
    @MainActor
    init(of scrollView: UIScrollView, axis: ScrollComponent.Axis) {
        let size = scrollView.bounds.size
        let remaining =
            switch axis {
            case .vertical: scrollView.contentSize.height - (scrollView.contentOffset.y + size.height)
            case .horizontal: scrollView.contentSize.width - (scrollView.contentOffset.x + size.width)
            }
        self.init(
            contentOffset: scrollView.contentOffset,
            contentSize: scrollView.contentSize,
            visibleSize: size,
            remaining: remaining
        )
    }

    /// The content's length along `axis`.
    func contentLength(along axis: ScrollComponent.Axis) -> CGFloat {
        axis == .vertical ? contentSize.height : contentSize.width
    }

    /// The user info of the router events that report this position.
    var userInfo: UserInfo {
        [
            "offsetX": .double(Double(contentOffset.x)), "offsetY": .double(Double(contentOffset.y)),
            "remaining": .double(Double(remaining)),
        ]
    }
}

extension EventName {
    /// Sent up the responder chain from a ``ScrollComponent`` (and so from a ``ListComponent``) whenever its
    /// content offset changes. User info: `offsetX`, `offsetY`, `remaining` (see ``ScrollPosition``).
    public static let scrollComponentDidScroll = EventName("ScrollComponentDidScroll")
    /// Sent up the responder chain from a ``ScrollComponent`` when scrolling brings the end of its content
    /// within its nearing-end threshold (once per approach). Same user info as ``scrollComponentDidScroll``.
    public static let scrollComponentNearingEnd = EventName("ScrollComponentNearingEnd")
}
