#if !canImport(UIKit)
    public import Foundation

    extension UIButton {
        /// How a configuration-based button looks: UIKit's `UIButton.Configuration`, with its value properties
        /// and defaults. The headless backend shows its title, image, insets, image placement and paddings (in
        /// ``UIButton/currentTitle``, the title label and image view, and ``UIButton/sizeThatFits(_:)``); the
        /// styles differ only in their name and their default foreground colour (white on the filled ones),
        /// their content insets start at zero (UIKit's depend on the style and ``buttonSize``), the subtitle is
        /// kept but not shown (``UIButton/subtitleLabel`` is `nil`), and there is no background configuration
        /// or colour transformer.
        public struct Configuration: Hashable {
            /// A button's size class: UIKit's `UIButton.Configuration.Size`.
            public enum Size: Hashable, Sendable {
                /// The smallest.
                case mini
                /// Small.
                case small
                /// Medium (the default).
                case medium
                /// Large.
                case large
            }

            /// How the title and subtitle line up: UIKit's `UIButton.Configuration.TitleAlignment`.
            public enum TitleAlignment: Hashable, Sendable {
                /// As the system decides (the default).
                case automatic
                /// At the leading edge.
                case leading
                /// Centred.
                case center
                /// At the trailing edge.
                case trailing
            }

            /// How the background's corner radius is read: UIKit's `UIButton.Configuration.CornerStyle`.
            public enum CornerStyle: Hashable, Sendable {
                /// The radius as given.
                case fixed
                /// A radius that follows the text size (the default).
                case dynamic
                /// A small radius.
                case small
                /// A medium radius.
                case medium
                /// A large radius.
                case large
                /// Half the height: a capsule.
                case capsule
            }

            /// How the button looks on the Mac: UIKit's `UIButton.Configuration.MacIdiomStyle`.
            public enum MacIdiomStyle: Hashable, Sendable {
                /// As the system decides (the default).
                case automatic
                /// With a border.
                case bordered
                /// Without a border.
                case borderless
                /// Without a border, tinted.
                case borderlessTinted
            }

            /// The indicator a button shows beside its title: UIKit's `UIButton.Configuration.Indicator`.
            public enum Indicator: Hashable, Sendable {
                /// As the system decides (the default).
                case automatic
                /// None.
                case none
                /// A pop-up indicator.
                case popup
            }

            /// The style's name, for ``UIButton/dumpProperties``. (Headless backend only.)
            let styleName: String

            private init(styleName: String) {
                self.styleName = styleName
            }

            /// A plain button: text and image, no background.
            public static func plain() -> Configuration { Configuration(styleName: "plain") }
            /// A button with a tinted background.
            public static func tinted() -> Configuration { Configuration(styleName: "tinted") }
            /// A button with a grey background.
            public static func gray() -> Configuration { Configuration(styleName: "gray") }
            /// A button filled with the tint colour.
            public static func filled() -> Configuration { Configuration(styleName: "filled") }
            /// A button without a border (the old borderless style).
            public static func borderless() -> Configuration { Configuration(styleName: "borderless") }
            /// A bordered button.
            public static func bordered() -> Configuration { Configuration(styleName: "bordered") }
            /// A bordered, tinted button.
            public static func borderedTinted() -> Configuration { Configuration(styleName: "borderedTinted") }
            /// A bordered button filled with the tint colour.
            public static func borderedProminent() -> Configuration {
                Configuration(styleName: "borderedProminent")
            }

            /// The configuration as `button`'s state would change it: unchanged on the headless backend.
            public func updated(for button: UIButton) -> Configuration { self }

            /// How the background's corner radius is read. `.dynamic` by default.
            public var cornerStyle: CornerStyle = .dynamic
            /// The button's size class. `.medium` by default.
            public var buttonSize: Size = .medium
            /// How the button looks on the Mac. `.automatic` by default.
            public var macIdiomStyle: MacIdiomStyle = .automatic
            /// The colour of the title and image; `nil` (the default) for the style's.
            public var baseForegroundColor: UIColor?
            /// The colour of the background; `nil` (the default) for the style's.
            public var baseBackgroundColor: UIColor?
            /// The image shown. `nil` by default.
            public var image: UIImage?
            /// How a symbol image is drawn. `nil` by default.
            public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
            /// Whether an activity indicator shows in place of the image. `false` by default.
            public var showsActivityIndicator = false
            /// The title shown. `nil` by default.
            public var title: String?
            /// The styled title shown, in place of ``title``. `nil` by default.
            public var attributedTitle: AttributedString?
            /// How the title breaks. `.byWordWrapping` by default.
            public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
            /// The subtitle shown under the title. `nil` by default.
            public var subtitle: String?
            /// The styled subtitle shown, in place of ``subtitle``. `nil` by default.
            public var attributedSubtitle: AttributedString?
            /// How the subtitle breaks. `.byWordWrapping` by default.
            public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
            /// The indicator shown. `.automatic` by default.
            public var indicator: Indicator = .automatic
            /// The space between the button's edges and its content. Zero by default on the headless backend.
            public var contentInsets: NSDirectionalEdgeInsets = .zero
            /// The edge of the title the image sits at: one of the four. `.leading` by default.
            public var imagePlacement: NSDirectionalRectEdge = .leading
            /// The space between the image and the titles. 0 by default.
            public var imagePadding: CGFloat = 0
            /// The space between the title and the subtitle. 0 by default.
            public var titlePadding: CGFloat = 0
            /// How the title and subtitle line up. `.automatic` by default.
            public var titleAlignment: TitleAlignment = .automatic
            /// Whether the style changes when the button is selected. `true` by default.
            public var automaticallyUpdateForSelection = true
            /// The room kept for the image even when there is none. 0 by default.
            public var imageReservation: CGFloat = 0

            /// Puts ``contentInsets`` back to the style's: zero on the headless backend.
            public mutating func setDefaultContentInsets() {
                contentInsets = .zero
            }

            /// The foreground colour of the style when ``baseForegroundColor`` is not set: white on the styles
            /// filled with the tint colour, `tint` on the others.
            func styleForegroundColor(tint: UIColor) -> UIColor {
                styleName == "filled" || styleName == "borderedProminent" ? .white : tint
            }

            /// The title's characters: the styled title's, else the plain one.
            var shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }

            /// The subtitle's characters: the styled subtitle's, else the plain one.
            var shownSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }
        }

        /// A button of type `.system` showing `configuration`.
        public convenience init(configuration: Configuration) {
            self.init(type: .system)
            self.configuration = configuration
        }
    }
#endif
