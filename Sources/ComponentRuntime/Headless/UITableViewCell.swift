#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UITableViewCell`: a table view row's view. Put the row's views in
    /// ``contentView``, or use the standard ones a cell style offers (``textLabel``, ``detailTextLabel``,
    /// ``imageView``), which the cell makes the first time they are asked for, as in UIKit.
    ///
    /// A table view makes a registered cell class with `init()`, which calls `init(style: .default,
    /// reuseIdentifier: nil)` (overrides included) before the table view sets the identifier. Simpler than UIKit:
    /// the standard views are placed by a fixed rule (image at the leading margin, as a square of the cell's
    /// height less 8 points above and below; the text after it; the detail under the text for `.subtitle`, at the
    /// trailing edge for `.value1` and `.value2`), and the accessory takes no room.
    @MainActor
    open class UITableViewCell: UIView {
        /// The standard layouts of a cell's text: UIKit's `UITableViewCell.CellStyle`, with UIKit's raw values.
        public enum CellStyle: Int, Sendable {
            /// A text label (and an optional image); no detail label.
            case `default` = 0
            /// The text on the left, the detail on the right in a lighter colour.
            case value1 = 1
            /// The text on the left, right-aligned and in the tint colour; the detail on the right.
            case value2 = 2
            /// The text with the detail under it.
            case subtitle = 3
        }

        /// How separator lines between cells are drawn: UIKit's `UITableViewCell.SeparatorStyle`, with UIKit's raw
        /// values.
        public enum SeparatorStyle: Int, Sendable {
            /// No separators.
            case none = 0
            /// A thin line.
            case singleLine = 1
            /// An etched line (grouped tables of old).
            case singleLineEtched = 2
        }

        /// How a selected cell looks: UIKit's `UITableViewCell.SelectionStyle`, with UIKit's raw values.
        public enum SelectionStyle: Int, Sendable {
            /// No change when selected.
            case none = 0
            /// Blue (now the same as `.default`).
            case blue = 1
            /// Grey.
            case gray = 2
            /// The system's selection colour.
            case `default` = 3
        }

        /// The standard control at the trailing edge: UIKit's `UITableViewCell.AccessoryType`, with UIKit's raw
        /// values.
        public enum AccessoryType: Int, Sendable {
            /// No accessory.
            case none = 0
            /// A chevron: the row leads somewhere.
            case disclosureIndicator = 1
            /// An info button and a chevron.
            case detailDisclosureButton = 2
            /// A checkmark.
            case checkmark = 3
            /// An info button.
            case detailButton = 4
        }

        /// The view the cell's content goes in, as large as the cell.
        open var contentView: UIView { ownContentView }
        private let ownContentView: UIView
        private let cellStyle: CellStyle
        /// The identifier the cell was made or dequeued with.
        open internal(set) var reuseIdentifier: String?

        /// The standard image view, made and put in the content view the first time it is asked for.
        open var imageView: UIImageView? {
            if let standardImageView { return standardImageView }
            let view = UIImageView(frame: .zero)
            standardImageView = view
            contentView.addSubview(view)
            placeStandardViews()
            return view
        }
        private var standardImageView: UIImageView?
        /// The standard text label, made and put in the content view the first time it is asked for.
        open var textLabel: UILabel? {
            if let standardTextLabel { return standardTextLabel }
            let label = UILabel(frame: .zero)
            standardTextLabel = label
            contentView.addSubview(label)
            placeStandardViews()
            return label
        }
        private var standardTextLabel: UILabel?
        /// The standard detail label, made the first time it is asked for; `nil` for the `.default` style, which
        /// has none, as in UIKit.
        open var detailTextLabel: UILabel? {
            guard cellStyle != .default else { return nil }
            if let standardDetailLabel { return standardDetailLabel }
            let label = UILabel(frame: .zero)
            standardDetailLabel = label
            contentView.addSubview(label)
            placeStandardViews()
            return label
        }
        private var standardDetailLabel: UILabel?

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
        /// How the cell looks when selected (`.default`). Stored only: the headless backend draws no highlight.
        open var selectionStyle: SelectionStyle = .default
        /// Whether the cell's row is selected; the table view sets it.
        open var isSelected = false {
            didSet { updateBackgrounds() }
        }
        /// Whether a finger is on the cell; the table view sets it during a tap.
        open var isHighlighted = false {
            didSet { updateBackgrounds() }
        }
        /// The standard accessory (`.none`). Stored only.
        open var accessoryType: AccessoryType = .none
        /// A view in place of the standard accessory (`nil` by default). Stored only: it is not put in the cell.
        open var accessoryView: UIView?
        /// How far the content is indented, in ``indentationWidth`` steps (0 by default). Stored only.
        open var indentationLevel = 0
        /// The width of one indentation step (10 points by default). Stored only.
        open var indentationWidth: CGFloat = 10
        /// The insets of this cell's separator; the table view's ``UITableView/separatorInset`` until set.
        /// Stored only.
        open var separatorInset: UIEdgeInsets = UITableView.defaultSeparatorInset
        /// Whether the content indents while the table is editing (`true` by default). Stored only.
        open var shouldIndentWhileEditing = true
        /// Whether a reorder control shows while editing (`false` by default). Stored only.
        open var showsReorderControl = false

        /// The cell's frame; the content, backgrounds and standard views follow its size.
        open override var frame: CGRect {
            didSet {
                guard frame.size != oldValue.size else { return }
                updateBackgrounds()
                placeStandardViews()
            }
        }

        /// A cell whose standard views follow `style`, to be reused with `reuseIdentifier`.
        public init(style: CellStyle, reuseIdentifier: String?) {
            cellStyle = style
            self.reuseIdentifier = reuseIdentifier
            ownContentView = UIView(frame: .zero)
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
            addSubview(ownContentView)
            updateBackgrounds()
        }

        /// A `.default` cell with `frame` and no reuse identifier.
        public override convenience init(frame: CGRect) {
            self.init(style: .default, reuseIdentifier: nil)
            self.frame = frame
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Called when the table view takes the cell from its reuse queue for another row, before the data source
        /// configures it: the place to reset what the last row left. Does nothing by default.
        open func prepareForReuse() {}

        /// Sets ``isSelected``; `animated` makes no difference on the headless backend.
        open func setSelected(_ selected: Bool, animated: Bool) {
            isSelected = selected
        }

        /// Sets ``isHighlighted``; `animated` makes no difference on the headless backend.
        open func setHighlighted(_ highlighted: Bool, animated: Bool) {
            isHighlighted = highlighted
        }

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

        /// Places the standard views made so far by the fixed rule in the class documentation.
        private func placeStandardViews() {
            let margin: CGFloat = 16
            let height = bounds.height
            var leading = margin
            if let standardImageView {
                let side = max(0, height - 16)
                standardImageView.frame = CGRect(x: margin, y: 8, width: side, height: side)
                leading += side + margin
            }
            let width = max(0, bounds.width - leading - margin)
            let text = CGRect(x: leading, y: 0, width: width, height: height)
            switch cellStyle {
            case .default:
                standardTextLabel?.frame = text
            case .subtitle:
                standardTextLabel?.frame = CGRect(x: leading, y: 0, width: width, height: height / 2)
                standardDetailLabel?.frame = CGRect(x: leading, y: height / 2, width: width, height: height / 2)
            case .value1, .value2:
                standardTextLabel?.frame = CGRect(x: leading, y: 0, width: width / 2, height: height)
                standardDetailLabel?.frame = CGRect(x: leading + width / 2, y: 0, width: width / 2, height: height)
            }
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
