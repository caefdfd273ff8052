import ComponentRuntime

// The Swift stand-in for LegacyBannerView.h (see objc-views/standin): only what ckgen could import.
final class LegacyBannerView: UIView {
    var lineCount = 0
    func setMessage(_ message: String?) {}
}
