import ComponentRuntime
import Foundation

// What Swift's importer would give for ProfileView.h, written out for Linux, where there is no Objective-C
// runtime: the generated attribute table compiles against it exactly as it would against the imported class.

enum ProfileStyle: Int {
    case round, square
}

final class ProfileView: UIView {
    var title: String?
    var tint: UIColor = .black
    private(set) var renderCount = 0
    var style: ProfileStyle = .round
    var highlighted = false
    // `getter=isVerified` on a BOOL: Swift names the property after its getter.
    var isVerified = false
    // A custom getter on any other type leaves the name alone.
    var subtitle = ""
    var cornerRadius: CGFloat = 0

    init(style: ProfileStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func setImage(_ image: UIImage?, for state: UIControl.State) {}

    func setBadgeCount(_ count: Int) {}
}

final class Helper {
    var value = 0
}
