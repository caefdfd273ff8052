#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIStackView`: a view that lines up its ``arrangedSubviews`` along an ``axis``,
    /// with UIKit's properties, defaults and list rules (an arranged view is a subview; removing it from the
    /// stack view removes it from the list too; ``removeArrangedSubview(_:)`` keeps it as a subview).
    ///
    /// UIKit arranges through Auto Layout; the headless backend has none, so ``layoutSubviews()`` (run by
    /// `layoutIfNeeded()`, which a test calls after changing the stack view) places the visible arranged
    /// views by their sizes: `intrinsicContentSize` where a view has one, else its current frame size. Along
    /// the axis:
    /// - `.fill`: their sizes, the first view taking up what is left over or missing;
    /// - `.fillEqually`: equal sizes; `.fillProportionally`: sizes in proportion to theirs;
    /// - `.equalSpacing`: their sizes with equal gaps (at least ``spacing``);
    /// - `.equalCentering`: their sizes with equally spaced centres (gaps at least ``spacing``).
    ///
    /// Across it, `.fill` stretches them; `.leading`/`.top`, `.center` and `.trailing`/`.bottom` keep their
    /// sizes; the baseline alignments place them as `.top` (first) and `.bottom` (last). Gaps are ``spacing``
    /// or the custom spacing after a view; `spacingUseSystem` is 8 points. ``isLayoutMarginsRelativeArrangement``
    /// arranges inside the `layoutMargins`; ``isBaselineRelativeArrangement`` is kept, not applied.
    @MainActor
    open class UIStackView: UIView {
        /// The views the stack view arranges, in order.
        open private(set) var arrangedSubviews: [UIView] = []
        /// The custom spacing after arranged views, by view.
        private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

        /// The direction the views line up in. `.horizontal` (a row) by default.
        open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
        /// How the views share the length along the axis. `.fill` by default.
        open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
        /// How the views sit across the axis. `.fill` by default.
        open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
        /// The gap between adjacent views. 0 by default.
        open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
        /// Whether vertical gaps run from baseline to baseline. `false` by default; kept, not applied.
        open var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }
        /// Whether the views are arranged inside the `layoutMargins`. `false` by default.
        open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

        /// Creates an empty horizontal stack view with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Stack views are never archived on the headless backend: this makes an empty one, so subclasses
        /// written for UIKit (where this initializer does not fail) compile unchanged.
        public required init(coder: NSCoder) {
            super.init(frame: .zero)
        }

        /// A stack view arranging `views`, which become its subviews.
        public convenience init(arrangedSubviews views: [UIView]) {
            self.init(frame: .zero)
            for view in views { addArrangedSubview(view) }
        }

        /// Adds `view` to the end of ``arrangedSubviews``, and as a subview if it is not one (a subview keeps
        /// its place among the subviews).
        open func addArrangedSubview(_ view: UIView) {
            insertArrangedSubview(view, at: arrangedSubviews.count)
        }

        /// Puts `view` at `stackIndex` of ``arrangedSubviews`` (moving it there if it is arranged already), and
        /// adds it as a subview if it is not one.
        open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
            arrangedSubviews.removeAll { $0 === view }
            arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
            if view.superview !== self { addSubview(view) }
            setNeedsLayout()
        }

        /// Takes `view` out of ``arrangedSubviews``; it stays a subview, as in UIKit.
        open func removeArrangedSubview(_ view: UIView) {
            arrangedSubviews.removeAll { $0 === view }
            customSpacings[ObjectIdentifier(view)] = nil
            setNeedsLayout()
        }

        /// Sets the gap after `arrangedSubview`; ``spacingUseDefault`` goes back to ``spacing``. Ignored for a
        /// view that is not arranged.
        open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
            guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
            customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
            setNeedsLayout()
        }

        /// The custom gap after `arrangedSubview`: ``spacingUseDefault`` when none is set.
        open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
            customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
        }

        /// A subview that leaves the stack view leaves ``arrangedSubviews`` too.
        open override func willRemoveSubview(_ subview: UIView) {
            super.willRemoveSubview(subview)
            if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
        }

        /// Places the visible arranged views as the type's documentation describes.
        open override func layoutSubviews() {
            super.layoutSubviews()
            let views = arrangedSubviews.filter { !$0.isHidden }
            guard !views.isEmpty else { return }
            let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
            let horizontal = axis == .horizontal
            let (start, length) = horizontal ? (area.minX, area.width) : (area.minY, area.height)
            let (crossStart, crossLength) = horizontal ? (area.minY, area.height) : (area.minX, area.width)
            let natural = views.map { horizontal ? $0.naturalSize.width : $0.naturalSize.height }
            let gaps = views.dropLast().map(gap(after:))
            let placed = Self.positions(
                natural: natural,
                gaps: gaps,
                length: length,
                distribution: distribution
            )
            for (view, (offset, size)) in zip(views, placed) {
                let natural = horizontal ? view.naturalSize.height : view.naturalSize.width
                let (crossOffset, crossSize) = cross(natural: natural, length: crossLength)
                view.frame =
                    horizontal
                    ? CGRect(x: start + offset, y: crossStart + crossOffset, width: size, height: crossSize)
                    : CGRect(x: crossStart + crossOffset, y: start + offset, width: crossSize, height: size)
            }
        }

        /// The gap after `view`: its custom spacing, else ``spacing``, with the system spacing taken as 8 points.
        private func gap(after view: UIView) -> CGFloat {
            let value = customSpacings[ObjectIdentifier(view)] ?? spacing
            if value == UIStackView.spacingUseSystem { return 8 }
            return value == UIStackView.spacingUseDefault ? 0 : value
        }

        /// Where a view of `natural` cross size sits across a cross length of `length`.
        private func cross(natural: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
            switch alignment {
            case .fill: (0, length)
            case .leading, .firstBaseline: (0, natural)
            case .center: ((length - natural) / 2, natural)
            case .trailing, .lastBaseline: (length - natural, natural)
            }
        }

        /// The offset and size of each view along the axis.
        private static func positions(
            natural: [CGFloat],
            gaps: [CGFloat],
            length: CGFloat,
            distribution: Distribution
        ) -> [(CGFloat, CGFloat)] {
            let count = CGFloat(natural.count)
            let gapTotal = gaps.reduce(0, +)
            var sizes = natural
            var spaces = gaps
            switch distribution {
            case .fill:
                sizes[0] = max(0, sizes[0] + length - gapTotal - natural.reduce(0, +))
            case .fillEqually:
                sizes = natural.map { _ in max(0, (length - gapTotal) / count) }
            case .fillProportionally:
                let total = natural.reduce(0, +)
                sizes = natural.map { max(0, (length - gapTotal) * (total > 0 ? $0 / total : 1 / count)) }
            case .equalSpacing:
                let even = natural.count > 1 ? (length - natural.reduce(0, +)) / (count - 1) : 0
                spaces = gaps.map { max($0, even) }
            case .equalCentering:
                guard natural.count > 1 else { break }
                var step = (length - natural[0] / 2 - natural[natural.count - 1] / 2) / (count - 1)
                for index in gaps.indices {
                    step = max(step, (natural[index] + natural[index + 1]) / 2 + gaps[index])
                }
                spaces = gaps.indices.map { step - (natural[$0] + natural[$0 + 1]) / 2 }
            }
            var offset: CGFloat = 0
            return sizes.indices.map { index in
                defer { offset += sizes[index] + (index < spaces.count ? spaces[index] : 0) }
                return (offset, sizes[index])
            }
        }
    }

    extension UIView {
        /// The size a stack view arranges the view at: its intrinsic size where it has one, else its frame's.
        fileprivate var naturalSize: CGSize {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width == UIView.noIntrinsicMetric ? frame.width : intrinsic.width,
                height: intrinsic.height == UIView.noIntrinsicMetric ? frame.height : intrinsic.height
            )
        }
    }

    extension UIStackView {
        /// How a stack view shares its length among its views: UIKit's `UIStackView.Distribution`, with UIKit's
        /// raw values.
        public enum Distribution: Int, Sendable {
            /// Their sizes, one view stretched or squeezed to fill.
            case fill = 0
            /// Equal sizes.
            case fillEqually = 1
            /// Sizes in proportion to theirs.
            case fillProportionally = 2
            /// Their sizes with equal gaps.
            case equalSpacing = 3
            /// Their sizes with equally spaced centres.
            case equalCentering = 4
        }

        /// How a stack view places its views across its axis: UIKit's `UIStackView.Alignment`, with UIKit's raw
        /// values.
        public enum Alignment: Int, Sendable {
            /// Stretched across.
            case fill = 0
            /// At the leading edge (the top, in a row).
            case leading = 1
            /// Lined up on their first baselines (in a row).
            case firstBaseline = 2
            /// Centred.
            case center = 3
            /// At the trailing edge (the bottom, in a row).
            case trailing = 4
            /// Lined up on their last baselines (in a row).
            case lastBaseline = 5

            /// In a row: at the top (`.leading`).
            public static var top: Alignment { .leading }
            /// In a row: at the bottom (`.trailing`).
            public static var bottom: Alignment { .trailing }
        }

        /// The custom spacing that means "use ``spacing``": the largest `Float`, as in UIKit.
        nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

        /// The spacing that means "the system's spacing": the smallest positive normal `Float`, as in UIKit.
        nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    }
#endif
