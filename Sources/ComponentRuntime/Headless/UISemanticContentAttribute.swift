#if !canImport(UIKit)
    /// What a view's content is, for deciding whether it flips in a right-to-left language: UIKit's
    /// `UISemanticContentAttribute`, with UIKit's raw values.
    public enum UISemanticContentAttribute: Int, Sendable {
        /// Ordinary content, which flips.
        case unspecified = 0
        /// Playback controls (play, fast forward), which never flip.
        case playback = 1
        /// Directional controls (a map's arrows), which never flip.
        case spatial = 2
        /// Always left to right.
        case forceLeftToRight = 3
        /// Always right to left.
        case forceRightToLeft = 4
    }

    /// The direction a layout runs in: UIKit's `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
    public enum UIUserInterfaceLayoutDirection: Int, Sendable {
        /// Left to right, as English.
        case leftToRight = 0
        /// Right to left, as Arabic and Hebrew.
        case rightToLeft = 1
    }
#endif
