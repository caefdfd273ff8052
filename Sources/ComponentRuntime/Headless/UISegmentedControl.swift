#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UISegmentedControl`: a row of segments, each with a title or an image, of which
    /// the user picks one. ``simulateSelect(segment:)`` plays the user's tap on a segment.
    ///
    /// Segment indexes outside `0 ..< numberOfSegments` are ignored by the setters and answered with defaults by
    /// the getters, as UIKit says. For assistive technologies the control is one element (UIKit makes each segment
    /// one), whose value is the selected segment's title.
    @MainActor
    open class UISegmentedControl: UIControl {
        /// Which segment of the row a segment is, for per-position appearance: UIKit's
        /// `UISegmentedControl.Segment`, with UIKit's raw values.
        public enum Segment: Int, Sendable {
            /// Any segment.
            case any = 0
            /// The leftmost segment.
            case left = 1
            /// A segment between the ends.
            case center = 2
            /// The rightmost segment.
            case right = 3
            /// The only segment.
            case alone = 4
        }

        /// The ``selectedSegmentIndex`` that means no segment is selected: -1, as in UIKit.
        public class var noSegment: Int { -1 }

        /// What one segment shows and allows.
        private struct SegmentContent {
            var title: String?
            var image: UIImage?
            var action: UIAction?
            var isEnabled = true
            var width: CGFloat = 0
            var contentOffset: CGSize = .zero
        }
        private var segments: [SegmentContent] = []

        /// Creates a control with no segments.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Creates a control with one segment per item: a `String` becomes a title, a `UIImage` an image (other
        /// items make an empty segment). No segment is selected.
        public init(items: [Any]?) {
            super.init(frame: .zero)
            for item in items ?? [] {
                segments.append(SegmentContent(title: item as? String, image: item as? UIImage))
            }
        }

        /// Views are never archived on the headless backend; this initializer always fails (see ``UIView``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Creates a control with one segment per action, showing its title or image; selecting the segment
        /// runs the action.
        public convenience init(frame: CGRect, actions: [UIAction]) {
            self.init(frame: frame)
            for action in actions { segments.append(Self.content(of: action)) }
        }

        private static func content(of action: UIAction) -> SegmentContent {
            SegmentContent(title: action.image == nil ? action.title : nil, image: action.image, action: action)
        }

        /// Whether the selection shows only while the segment is touched; `false` by default. A momentary
        /// control reports every tap, also on the segment tapped last.
        open var isMomentary = false
        /// The number of segments.
        open var numberOfSegments: Int { segments.count }
        /// Whether segments whose width is 0 are sized by their content rather than equally; `false` by default.
        open var apportionsSegmentWidthsByContent = false
        /// The colour of the selected segment; `nil` for the system's.
        open var selectedSegmentTintColor: UIColor?

        /// The selected segment, or ``noSegment`` (the default) when none is. Setting it sends no actions; a value
        /// that is neither ``noSegment`` nor a segment's index is ignored.
        open var selectedSegmentIndex: Int {
            get { storedSelectedIndex }
            set {
                guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
                storedSelectedIndex = newValue
            }
        }
        private var storedSelectedIndex = -1  // noSegment

        /// Inserts a segment showing `title` before `segment` (pinned to `0 ... numberOfSegments`). The selection
        /// stays on the segment it was on.
        open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            insert(SegmentContent(title: title), at: segment)
        }

        /// Inserts a segment showing `image` before `segment` (pinned to `0 ... numberOfSegments`).
        open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
            insert(SegmentContent(image: image), at: segment)
        }

        /// Inserts a segment for `action` (its title or image) before `segment` (pinned to
        /// `0 ... numberOfSegments`); selecting the segment runs the action.
        open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
            insert(Self.content(of: action), at: segment)
        }

        private func insert(_ content: SegmentContent, at segment: Int) {
            let index = min(max(segment, 0), segments.count)
            segments.insert(content, at: index)
            if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        }

        /// Removes the segment at `segment`. Removing the selected segment leaves none selected.
        open func removeSegment(at segment: Int, animated: Bool) {
            guard segments.indices.contains(segment) else { return }
            segments.remove(at: segment)
            if storedSelectedIndex == segment {
                storedSelectedIndex = Self.noSegment
            } else if storedSelectedIndex > segment {
                storedSelectedIndex -= 1
            }
        }

        /// Removes every segment; none is selected.
        open func removeAllSegments() {
            segments.removeAll()
            storedSelectedIndex = Self.noSegment
        }

        /// Shows `title` on the segment (a segment shows a title or an image: this removes its image).
        open func setTitle(_ title: String?, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].title = title
            segments[segment].image = nil
        }

        /// The segment's title; `nil` for a segment that shows an image.
        open func titleForSegment(at segment: Int) -> String? {
            segments.indices.contains(segment) ? segments[segment].title : nil
        }

        /// Shows `image` on the segment (this removes its title).
        open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].image = image
            segments[segment].title = nil
        }

        /// The segment's image; `nil` for a segment that shows a title.
        open func imageForSegment(at segment: Int) -> UIImage? {
            segments.indices.contains(segment) ? segments[segment].image : nil
        }

        /// Makes the segment run `action` when selected, and show its title or image.
        open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment] = Self.content(of: action)
        }

        /// The action the segment runs when selected, if it has one.
        open func actionForSegment(at segment: Int) -> UIAction? {
            segments.indices.contains(segment) ? segments[segment].action : nil
        }

        /// The index of the segment whose action has `actionIdentifier`, or `NSNotFound`.
        open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
            segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
        }

        /// Sets the segment's width; 0 (the default) sizes it automatically.
        open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].width = width
        }

        /// The segment's width; 0 when it is sized automatically.
        open func widthForSegment(at segment: Int) -> CGFloat {
            segments.indices.contains(segment) ? segments[segment].width : 0
        }

        /// Moves the segment's title or image by `offset` inside it; `.zero` by default.
        open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].contentOffset = offset
        }

        /// How far the segment's title or image is moved inside it.
        open func contentOffsetForSegment(at segment: Int) -> CGSize {
            segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
        }

        /// Enables or disables one segment; a disabled segment cannot be selected by the user. Segments are
        /// enabled by default.
        open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].isEnabled = enabled
        }

        /// Whether the segment is enabled; `false` for an index that is not a segment's.
        open func isEnabledForSegment(at segment: Int) -> Bool {
            segments.indices.contains(segment) && segments[segment].isEnabled
        }

        // Keyed by raw value, as UIButton's: UIControl.State is not Hashable in UIKit.
        private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

        /// Sets the attributes of the segments' titles in `state`.
        open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
            titleAttributes[state.rawValue] = attributes
        }

        /// The attributes of the segments' titles in `state`, as set for that state.
        open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
            titleAttributes[state.rawValue]
        }

        /// Taps a segment as a user would: selects it, runs its action if it has one, then reports
        /// `.valueChanged`, once. Tapping the selected segment does nothing unless the control ``isMomentary``.
        /// Does nothing for an index that is not a segment's, a disabled segment, or a disabled or hidden
        /// control. (Headless backend only.)
        public func simulateSelect(segment: Int) {
            guard isEnabled, !isHidden, isEnabledForSegment(at: segment) else { return }
            guard isMomentary || segment != storedSelectedIndex else { return }
            storedSelectedIndex = segment
            if let action = segments[segment].action { action.perform(sender: self) }
            sendActions(for: .valueChanged)
        }

        /// The selected segment's title, if it has one.
        override var accessibilityValueByDefault: String? {
            titleForSegment(at: storedSelectedIndex)
        }

        /// Adds the segments' titles (an image's name in brackets) and the selection to the dump.
        open override var dumpProperties: [String] {
            let names = segments.map { segment in
                segment.title.map { "\"\($0)\"" } ?? segment.image.map { "[\($0.headlessName)]" } ?? "-"
            }
            return super.dumpProperties + [
                "segments=[\(names.joined(separator: ", "))]", "selected=\(selectedSegmentIndex)",
            ]
        }
    }
#endif
