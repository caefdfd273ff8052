#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIButton`: a control with a title, an image and a background image per state,
    /// with UIKit's properties and defaults for buttons without a configuration.
    ///
    /// ``titleLabel`` and ``imageView`` are real subviews, made when first asked for (as UIKit makes them
    /// lazily), that show the current title and image and are laid out by ``layoutSubviews()`` through UIKit's
    /// ``contentRect(forBounds:)``, ``titleRect(forContentRect:)`` and ``imageRect(forContentRect:)``. Simpler
    /// than UIKit: the content is always centred (the headless `UIControl` has no content alignment), and
    /// ``sizeThatFits(_:)`` is the image beside the title plus ``contentEdgeInsets``, without UIKit's minimum
    /// sizes. Snapshots draw the title and image themselves, as before, not the two subviews.
    ///
    /// For accessibility it is an element with the `.button` trait whose label is its current title, with
    /// `.notEnabled` while disabled and `.selected` while selected, as in UIKit.
    @MainActor
    open class UIButton: UIControl, UIAccessibilityContentSizeCategoryImageAdjusting {
        // Keyed by raw value: UIKit's UIControl.State is not Hashable, and the headless one matches it.
        private var titles: [UInt: String] = [:]
        private var attributedTitles: [UInt: NSAttributedString] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private var titleShadowColors: [UInt: UIColor] = [:]
        private var images: [UInt: UIImage] = [:]
        private var backgroundImages: [UInt: UIImage] = [:]
        private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

        /// The kind of button: `.custom` for one made with `init(frame:)`, the type given to ``init(type:)``.
        open private(set) var buttonType: ButtonType = .custom

        /// A button of `buttonType`, with a zero frame.
        public convenience init(type buttonType: ButtonType) {
            self.init(frame: .zero)
            self.buttonType = buttonType
        }

        /// Sets the title shown in `state`.
        open func setTitle(_ title: String?, for state: UIControl.State) {
            titles[state.rawValue] = title
            contentDidChange()
        }
        /// The title for `state`, falling back to the normal state's.
        open func title(for state: UIControl.State) -> String? {
            titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        }
        /// Sets the styled title shown in `state`; it takes the place of the plain title.
        open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
            attributedTitles[state.rawValue] = title
            contentDidChange()
        }
        /// The styled title for `state`, falling back to the normal state's.
        open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
            attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
        }
        /// Sets the title colour used in `state`.
        open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
            titleColors[state.rawValue] = color
            contentDidChange()
        }
        /// The title colour for `state`, falling back to the normal state's.
        open func titleColor(for state: UIControl.State) -> UIColor? {
            titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
        }
        /// Sets the colour of the title's shadow in `state`.
        open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
            titleShadowColors[state.rawValue] = color
            contentDidChange()
        }
        /// The title's shadow colour for `state`, falling back to the normal state's.
        open func titleShadowColor(for state: UIControl.State) -> UIColor? {
            titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
        }
        /// Sets the image shown in `state`.
        open func setImage(_ image: UIImage?, for state: UIControl.State) {
            images[state.rawValue] = image
            contentDidChange()
        }
        /// The image for `state`, falling back to the normal state's.
        open func image(for state: UIControl.State) -> UIImage? {
            images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
        }
        /// Sets the image drawn behind the title and image in `state`.
        open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
            backgroundImages[state.rawValue] = image
            contentDidChange()
        }
        /// The background image for `state`, falling back to the normal state's.
        open func backgroundImage(for state: UIControl.State) -> UIImage? {
            backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
        }
        /// Sets how a symbol image is drawn in `state`.
        open func setPreferredSymbolConfiguration(
            _ configuration: UIImage.SymbolConfiguration?,
            forImageIn state: UIControl.State
        ) {
            symbolConfigurations[state.rawValue] = configuration
            contentDidChange()
        }
        /// How a symbol image is drawn in `state`, falling back to the normal state's.
        open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
            symbolConfigurations[state.rawValue] ?? symbolConfigurations[UIControl.State.normal.rawValue]
        }

        /// How the button looks when it is configuration-based (iOS 15's buttons); `nil` (the default) for a
        /// button set up with titles and images per state. Its title and image take the place of those.
        public var configuration: Configuration? {
            didSet { contentDidChange() }
        }

        /// The title the button shows now: the configuration's, else the current styled title's characters,
        /// else the plain title.
        open var currentTitle: String? {
            configuration?.shownTitle ?? currentAttributedTitle?.string ?? title(for: state)
        }
        /// The styled title the button shows now.
        open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
        /// The title colour now: a configuration's foreground colour (else its style's: white on the filled
        /// styles, the tint colour on the others), else the one set for the state, else white for a `.custom`
        /// button and the tint colour for the others, as in UIKit.
        open var currentTitleColor: UIColor {
            if let configuration {
                return configuration.baseForegroundColor ?? configuration.styleForegroundColor(tint: tintColor)
            }
            return titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor)
        }
        /// The title's shadow colour now.
        open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
        /// The image the button shows now: the configuration's, else the one for the state.
        open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
        /// The background image the button shows now.
        open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
        /// How the current symbol image is drawn.
        open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
            preferredSymbolConfigurationForImage(in: state)
        }

        // MARK: Properties

        /// The space around the title and image together. `.zero` by default. (Deprecated in UIKit since
        /// iOS 15 in favour of button configurations, which the headless backend does not have.)
        open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
        /// Moves the title within the content: its rectangle is inset by these. `.zero` by default.
        open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
        /// Moves the image within the content: its rectangle is inset by these. `.zero` by default.
        open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
        /// Whether the title's shadow flips from embossed to engraved while highlighted. `false` by default.
        open var reversesTitleShadowWhenHighlighted = false
        /// Whether the image darkens while highlighted. `true` by default.
        open var adjustsImageWhenHighlighted = true
        /// Whether the image dims while disabled. `true` by default.
        open var adjustsImageWhenDisabled = true
        /// Whether a glow shows where the button is touched. `false` by default.
        open var showsTouchWhenHighlighted = false
        /// What the button does in its context (primary, cancel, destructive). `.normal` by default.
        open var role: Role = .normal
        /// Whether a tap toggles ``isSelected`` before the actions are sent. `false` by default.
        open var changesSelectionAsPrimaryAction = false
        /// The style the button asks for. `.automatic` by default.
        open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
        /// The style the button has: `.pad`, the iPhone and iPad style, on the headless backend.
        open var behavioralStyle: UIBehavioralStyle { .pad }
        /// Whether the button updates its configuration when its state changes. `true` by default; the headless
        /// backend has no button configurations.
        open var automaticallyUpdatesConfiguration = true
        /// Called by ``updateConfiguration()`` to update the button for its state. `nil` by default.
        open var configurationUpdateHandler: ConfigurationUpdateHandler?
        /// Whether the image grows with the accessibility text sizes. `false` by default.
        open var adjustsImageSizeForAccessibilityContentSizeCategory = false

        /// Asks for ``updateConfiguration()``; the headless backend calls it at once.
        open func setNeedsUpdateConfiguration() { updateConfiguration() }

        /// Updates the button for its state: calls ``configurationUpdateHandler``. Override to update it yourself.
        open func updateConfiguration() { configurationUpdateHandler?(self) }

        /// Shows the current title and image when the button's state changes.
        open override var isEnabled: Bool { didSet { stateDidChange() } }
        /// Shows the current title and image when the button's state changes.
        open override var isSelected: Bool { didSet { stateDidChange() } }
        /// Shows the current title and image when the button's state changes.
        open override var isHighlighted: Bool { didSet { stateDidChange() } }

        /// Toggles ``isSelected`` on a tap (`.touchUpInside`) when ``changesSelectionAsPrimaryAction``, then sends
        /// the actions.
        open override func sendActions(for controlEvents: UIControl.Event) {
            if changesSelectionAsPrimaryAction, controlEvents.contains(.touchUpInside), isEnabled, !isHidden {
                isSelected.toggle()
            }
            super.sendActions(for: controlEvents)
        }

        // MARK: Title label and image view

        private var ownTitleLabel: UILabel?
        private var ownImageView: UIImageView?

        /// The label that shows the current title, made (and added as a subview) when first asked for. Its text
        /// follows the state; set its font here as in UIKit (the 17-point system font by default, the size
        /// snapshots draw titles at).
        open var titleLabel: UILabel? {
            if let ownTitleLabel { return ownTitleLabel }
            let label = UILabel()
            ownTitleLabel = label
            addSubview(label)
            contentDidChange()
            return label
        }

        /// The image view that shows the current image, made (and added behind the title) when first asked for.
        open var imageView: UIImageView? {
            if let ownImageView { return ownImageView }
            let imageView = UIImageView()
            ownImageView = imageView
            insertSubview(imageView, at: 0)
            contentDidChange()
            return imageView
        }

        /// The label that shows a configuration's subtitle: `nil`, as the headless backend has no configurations.
        open var subtitleLabel: UILabel? { nil }

        /// The title label and image view, if made: the subviews snapshots leave to the button.
        var contentSubviews: [UIView] { [ownImageView, ownTitleLabel].compactMap { $0 } }

        /// The title's font: the title label's, else the 17-point system font.
        private var titleFont: UIFont { ownTitleLabel?.font ?? .systemFont(ofSize: 17) }

        private func stateDidChange() {
            if automaticallyUpdatesConfiguration, configurationUpdateHandler != nil { updateConfiguration() }
            contentDidChange()
        }

        /// Shows the current title and image in the subviews, and lays them out again.
        private func contentDidChange() {
            if let label = ownTitleLabel {
                if configuration == nil, let attributed = currentAttributedTitle {
                    label.attributedText = attributed
                } else {
                    label.attributedText = nil
                    label.text = currentTitle
                }
                label.textColor = currentTitleColor
                label.shadowColor = currentTitleShadowColor
            }
            ownImageView?.image = currentImage
            ownImageView?.preferredSymbolConfiguration =
                configuration?.preferredSymbolConfigurationForImage ?? currentPreferredSymbolConfiguration
            guard !contentSubviews.isEmpty else { return }
            setNeedsLayout()
            layoutIfNeeded()
        }

        /// Lays out the title label and image view in their rectangles.
        open override func layoutSubviews() {
            super.layoutSubviews()
            let content = contentRect(forBounds: bounds)
            ownImageView?.frame = imageRect(forContentRect: content)
            ownTitleLabel?.frame = titleRect(forContentRect: content)
        }

        /// The rectangle the background image fills: the bounds.
        open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

        /// The rectangle the title and image share: the bounds less ``contentEdgeInsets`` (a configuration's
        /// ``Configuration/contentInsets`` for a configuration-based button).
        open func contentRect(forBounds bounds: CGRect) -> CGRect {
            guard let insets = configuration?.contentInsets else { return bounds.inset(by: contentEdgeInsets) }
            return bounds.inset(
                by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
            )
        }

        /// The title's rectangle in `contentRect`: beside the image (after it, or where a configuration places
        /// the image), the pair centred, moved by ``titleEdgeInsets``, no larger than what the image leaves.
        open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            contentRects(in: contentRect).title.shifted(by: titleEdgeInsets)
        }

        /// The image's rectangle in `contentRect`: before the title (or where a configuration places it), the
        /// pair centred, moved by ``imageEdgeInsets``.
        open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            contentRects(in: contentRect).image.shifted(by: imageEdgeInsets)
        }

        /// Where the image and the title sit in `contentRect`: side by side (image first, unless a configuration
        /// puts it at the trailing edge) or, for a configuration's top and bottom placements, one above the other,
        /// with the configuration's image padding between them when there are both, the pair centred.
        private func contentRects(in contentRect: CGRect) -> (image: CGRect, title: CGRect) {
            let (image, title) = (imageSize, titleSize)
            let placement = configuration?.imagePlacement ?? .leading
            let padding = image != .zero && title != .zero ? configuration?.imagePadding ?? 0 : 0
            if placement == .top || placement == .bottom {
                let titleHeight = max(0, min(title.height, contentRect.height - image.height - padding))
                let top = contentRect.midY - (image.height + padding + titleHeight) / 2
                let (imageTop, titleTop) =
                    placement == .top ? (top, top + image.height + padding) : (top + titleHeight + padding, top)
                return (
                    CGRect(
                        x: contentRect.midX - image.width / 2,
                        y: imageTop,
                        width: image.width,
                        height: image.height
                    ),
                    CGRect(x: contentRect.midX - title.width / 2, y: titleTop, width: title.width, height: titleHeight)
                )
            }
            let titleWidth = max(0, min(title.width, contentRect.width - image.width - padding))
            let left = contentRect.midX - (image.width + padding + titleWidth) / 2
            let (imageLeft, titleLeft) =
                placement == .trailing ? (left + titleWidth + padding, left) : (left, left + image.width + padding)
            return (
                CGRect(x: imageLeft, y: contentRect.midY - image.height / 2, width: image.width, height: image.height),
                CGRect(x: titleLeft, y: contentRect.midY - title.height / 2, width: titleWidth, height: title.height)
            )
        }

        /// The current image's size (zero on the headless backend, which loads no pixels).
        private var imageSize: CGSize { currentImage?.size ?? .zero }

        /// The current title on one line in the title font, measured by ``TextComponent/measurer``.
        private var titleSize: CGSize {
            guard let title = currentTitle, !title.isEmpty else { return .zero }
            let attributes = TextComponentAttributes(string: title, font: titleFont, maximumNumberOfLines: 1)
            return TextComponent.measurer.measure(attributes, width: .infinity).size
        }

        /// The image beside the title (above or below it where a configuration places it there, with its
        /// padding between them), plus ``contentEdgeInsets`` or the configuration's content insets.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            let (image, title) = (imageSize, titleSize)
            let padding = image != .zero && title != .zero ? configuration?.imagePadding ?? 0 : 0
            let insets =
                configuration.map {
                    UIEdgeInsets(
                        top: $0.contentInsets.top,
                        left: $0.contentInsets.leading,
                        bottom: $0.contentInsets.bottom,
                        right: $0.contentInsets.trailing
                    )
                } ?? contentEdgeInsets
            let placement = configuration?.imagePlacement ?? .leading
            let content =
                placement == .top || placement == .bottom
                ? CGSize(width: max(image.width, title.width), height: image.height + padding + title.height)
                : CGSize(width: image.width + padding + title.width, height: max(image.height, title.height))
            return CGSize(
                width: content.width + insets.left + insets.right,
                height: content.height + insets.top + insets.bottom
            )
        }

        /// What ``sizeThatFits(_:)`` gives.
        open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

        // MARK: Accessibility and dump

        /// A button is an accessibility element.
        override var isAccessibilityElementByDefault: Bool { true }
        /// A button reads its current title.
        override var accessibilityLabelByDefault: String? { currentTitle }
        /// A button, not enabled while disabled, selected while selected.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            var traits = super.accessibilityTraitsByDefault.union(.button)
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }

        /// Adds the current title (and a configuration's style) to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (currentTitle.map { ["title=\"\($0)\""] } ?? [])
                + (configuration.map { ["configuration=\($0.styleName)"] } ?? [])
        }
    }

    extension UIButton {
        /// The kind of a button: UIKit's `UIButton.ButtonType`, with UIKit's raw values.
        public enum ButtonType: Int, Sendable {
            /// No system style: a title and image as set.
            case custom = 0
            /// The system's tinted text button.
            case system = 1
            /// A detail disclosure button (an "i" in a circle).
            case detailDisclosure = 2
            /// An information button on a dark background.
            case infoLight = 3
            /// An information button on a light background.
            case infoDark = 4
            /// A plus button for adding a contact.
            case contactAdd = 5
            /// A close button (an "x" in a circle).
            case close = 7

            /// The old rounded-rectangle type: now `.system`, as in UIKit.
            public static var roundedRect: ButtonType { .system }
        }

        /// What a button does in its context: UIKit's `UIButton.Role`, with UIKit's raw values.
        public enum Role: Int, Sendable {
            /// An ordinary button.
            case normal = 0
            /// The button for the main action.
            case primary = 1
            /// A button that cancels.
            case cancel = 2
            /// A button that deletes or cannot be undone.
            case destructive = 3
        }

        /// A closure that updates a button for its state (UIKit's `UIButton.ConfigurationUpdateHandler`).
        public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    }

    /// The look and behaviour a control follows: UIKit's `UIBehavioralStyle`, with UIKit's raw values.
    public enum UIBehavioralStyle: UInt, Sendable {
        /// The platform's (`.pad` on iPhone and iPad).
        case automatic = 0
        /// The iPhone and iPad style.
        case pad = 1
        /// The Mac style.
        case mac = 2
    }

    extension CGRect {
        /// The rectangle moved as insetting a centred rectangle by `insets` moves its centre: by half the
        /// difference of the opposite insets.
        fileprivate func shifted(by insets: UIEdgeInsets) -> CGRect {
            offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
        }
    }
#endif
