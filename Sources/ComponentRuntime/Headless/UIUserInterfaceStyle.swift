#if !canImport(UIKit)
    /// Light or dark appearance: UIKit's `UIUserInterfaceStyle`, with UIKit's raw values.
    public enum UIUserInterfaceStyle: Int, Sendable {
        /// Whatever the system's setting is.
        case unspecified = 0
        /// The light appearance.
        case light = 1
        /// The dark appearance.
        case dark = 2
    }
#endif
