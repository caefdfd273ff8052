#if !canImport(UIKit)
    /// The headless backend's `UIButton`: a control with a title and an image per state.
    @MainActor
    open class UIButton: UIControl {
        // Keyed by raw value: UIKit's UIControl.State is not Hashable, and the headless one matches it.
        private var titles: [UInt: String] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private var images: [UInt: UIImage] = [:]

        /// Sets the title shown in `state`.
        open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
        /// The title for `state`, falling back to the normal state's.
        open func title(for state: UIControl.State) -> String? {
            titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        }
        /// Sets the title colour used in `state`.
        open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
        /// The title colour for `state`, falling back to the normal state's.
        open func titleColor(for state: UIControl.State) -> UIColor? {
            titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
        }
        /// Sets the image shown in `state`.
        open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
        /// The image for `state`, falling back to the normal state's.
        open func image(for state: UIControl.State) -> UIImage? {
            images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
        }

        /// The title the button shows now.
        open var currentTitle: String? { title(for: state) }

        /// The label that shows the current title; set its `font` to change the title's font.
        open var titleLabel: UILabel? {
            ownTitleLabel.text = currentTitle
            return ownTitleLabel
        }
        private lazy var ownTitleLabel = UILabel()

        /// The space around the title and image. (UIKit deprecates it in iOS 15: a button with a
        /// `UIButton.Configuration` ignores it.)
        open var contentEdgeInsets: UIEdgeInsets = .zero

        /// Adds the current title to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (currentTitle.map { ["title=\"\($0)\""] } ?? [])
        }
    }
#endif
