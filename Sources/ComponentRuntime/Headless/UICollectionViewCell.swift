#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UICollectionViewCell`: a collection view item's view. Put the item's views in
    /// ``contentView``; the backgrounds sit behind it, the selected one shown while the cell is selected or
    /// highlighted.
    ///
    /// A collection view makes a registered cell class with `init()` (which calls `init(frame:)`, as UIKit
    /// does), so a subclass overrides `init(frame:)` as on iOS.
    @MainActor
    open class UICollectionViewCell: UICollectionReusableView {
        /// The view the cell's content goes in, as large as the cell.
        open var contentView: UIView { ownContentView }
        private let ownContentView: UIView
        /// Whether the cell's item is selected; the collection view sets it.
        open var isSelected = false {
            didSet { updateBackgrounds() }
        }
        /// Whether a finger is on the cell; the collection view sets it during a tap.
        open var isHighlighted = false {
            didSet { updateBackgrounds() }
        }
        /// The view behind the content (`nil` by default), as large as the cell.
        open var backgroundView: UIView? {
            didSet {
                guard backgroundView !== oldValue else { return }
                oldValue?.removeFromSuperview()
                updateBackgrounds()
            }
        }
        /// The view behind the content while the cell is selected or highlighted (`nil` by default), above
        /// ``backgroundView``.
        open var selectedBackgroundView: UIView? {
            didSet {
                guard selectedBackgroundView !== oldValue else { return }
                oldValue?.removeFromSuperview()
                updateBackgrounds()
            }
        }

        /// The cell's frame; the content and background views follow its size.
        open override var frame: CGRect {
            didSet { if frame.size != oldValue.size { updateBackgrounds() } }
        }

        /// An empty cell with `frame`.
        public override init(frame: CGRect) {
            ownContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
            super.init(frame: frame)
            addSubview(ownContentView)
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Puts the backgrounds behind the content, sized to the cell, the selected one visible only while the
        /// cell is selected or highlighted.
        private func updateBackgrounds() {
            let bounds = self.bounds
            ownContentView.frame = bounds
            var index = 0
            for background in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
                background.frame = bounds
                if background.superview !== self || subviews.firstIndex(of: background) != index {
                    insertSubview(background, at: index)
                }
                index += 1
            }
            selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        }

        /// Adds `selected` and `highlighted` to the dump where they apply.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties
            if isSelected { properties.append("selected") }
            if isHighlighted { properties.append("highlighted") }
            return properties
        }
    }
#endif
