#if !canImport(UIKit)
    import Foundation

    extension UIColor {
        /// Text: black in light appearance, white in dark.
        public class var label: UIColor { .system(light: (0, 0, 0, 1), dark: (255, 255, 255, 1)) }
        /// Secondary text.
        public class var secondaryLabel: UIColor { .system(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
        /// Tertiary text.
        public class var tertiaryLabel: UIColor { .system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
        /// A screen's background: white in light appearance, black in dark.
        public class var systemBackground: UIColor { .system(light: (255, 255, 255, 1), dark: (0, 0, 0, 1)) }
        /// Content layered on ``systemBackground``.
        public class var secondarySystemBackground: UIColor {
            .system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
        }
        /// Content layered on ``secondarySystemBackground``.
        public class var tertiarySystemBackground: UIColor {
            .system(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
        }
        /// A grouped screen's background.
        public class var systemGroupedBackground: UIColor {
            .system(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
        }
        /// Content layered on ``systemGroupedBackground``.
        public class var secondarySystemGroupedBackground: UIColor {
            .system(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
        }
        /// A thin line between pieces of content, which lets what is behind it show through.
        public class var separator: UIColor { .system(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
        /// Blue, a little lighter in dark appearance.
        public class var systemBlue: UIColor { .system(light: (0, 122, 255, 1), dark: (10, 132, 255, 1)) }
        /// Red, a little lighter in dark appearance.
        public class var systemRed: UIColor { .system(light: (255, 59, 48, 1), dark: (255, 69, 58, 1)) }
        /// Green.
        public class var systemGreen: UIColor { .system(light: (52, 199, 89, 1), dark: (48, 209, 88, 1)) }
        /// Orange.
        public class var systemOrange: UIColor { .system(light: (255, 149, 0, 1), dark: (255, 159, 10, 1)) }
        /// Grey, the same in both appearances.
        public class var systemGray: UIColor { .system(light: (142, 142, 147, 1), dark: (142, 142, 147, 1)) }

        /// A dynamic colour with iOS's values for light and dark appearance: red, green and blue from 0 to 255,
        /// and the alpha.
        private static func system(
            light: (CGFloat, CGFloat, CGFloat, CGFloat),
            dark: (CGFloat, CGFloat, CGFloat, CGFloat)
        ) -> UIColor {
            let (lightColor, darkColor) = (
                UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
                UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
            )
            return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
        }
    }
#endif
