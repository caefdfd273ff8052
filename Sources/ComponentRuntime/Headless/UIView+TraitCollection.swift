#if !canImport(UIKit)
    extension UIView {
        /// The environment the view is shown in, as UIKit derives it: dark when the nearest of this view and its
        /// superviews that sets ``overrideUserInterfaceStyle`` sets `.dark`, light otherwise (the headless
        /// screen's setting); the default text size (`.large`) and the main screen's scale, 3.
        ///
        /// Dynamic colours set on the view are resolved with it when the view is drawn
        /// (``UIView/snapshotSVG()``) and audited (``AccessibilityAudit``).
        public var traitCollection: UITraitCollection {
            var style = UIUserInterfaceStyle.light
            var current: UIView? = self
            while let view = current {
                if view.overrideUserInterfaceStyle != .unspecified {
                    style = view.overrideUserInterfaceStyle
                    break
                }
                current = view.superview
            }
            return UITraitCollection(traitsFrom: [
                UITraitCollection(displayScale: ImageFiles.screenScale),
                UITraitCollection(userInterfaceStyle: style),
                UITraitCollection(preferredContentSizeCategory: .large),
            ])
        }
    }
#endif
