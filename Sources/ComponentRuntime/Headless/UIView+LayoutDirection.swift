#if !canImport(UIKit)
    /// Which way a view's content runs, and the layout margins named by leading and trailing edges.
    extension UIView {
        /// The direction the view's content runs in: right to left only when its ``semanticContentAttribute``
        /// forces it, as the headless backend's app language is left to right.
        public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
            UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
        }

        /// The direction content with `attribute` runs in, in the app's (left-to-right) language.
        public class func userInterfaceLayoutDirection(
            for attribute: UISemanticContentAttribute
        ) -> UIUserInterfaceLayoutDirection {
            userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
        }

        /// The direction content with `semanticContentAttribute` runs in, in a language that runs
        /// `layoutDirection`: forced directions win, playback and spatial content always runs left to right.
        public class func userInterfaceLayoutDirection(
            for semanticContentAttribute: UISemanticContentAttribute,
            relativeTo layoutDirection: UIUserInterfaceLayoutDirection
        ) -> UIUserInterfaceLayoutDirection {
            switch semanticContentAttribute {
            case .unspecified: layoutDirection
            case .playback, .spatial, .forceLeftToRight: .leftToRight
            case .forceRightToLeft: .rightToLeft
            }
        }

        /// ``layoutMargins`` by leading and trailing edges, which are left and right unless the view's content
        /// runs right to left. Setting it sets ``layoutMargins``. 8 points each side by default.
        public var directionalLayoutMargins: NSDirectionalEdgeInsets {
            get {
                let margins = layoutMargins
                return effectiveUserInterfaceLayoutDirection == .rightToLeft
                    ? NSDirectionalEdgeInsets(
                        top: margins.top,
                        leading: margins.right,
                        bottom: margins.bottom,
                        trailing: margins.left
                    )
                    : NSDirectionalEdgeInsets(
                        top: margins.top,
                        leading: margins.left,
                        bottom: margins.bottom,
                        trailing: margins.right
                    )
            }
            set {
                layoutMargins =
                    effectiveUserInterfaceLayoutDirection == .rightToLeft
                    ? UIEdgeInsets(
                        top: newValue.top,
                        left: newValue.trailing,
                        bottom: newValue.bottom,
                        right: newValue.leading
                    )
                    : UIEdgeInsets(
                        top: newValue.top,
                        left: newValue.leading,
                        bottom: newValue.bottom,
                        right: newValue.trailing
                    )
            }
        }
    }
#endif
