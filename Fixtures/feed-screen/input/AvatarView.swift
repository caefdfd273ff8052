import ComponentRuntime

enum AvatarStyle: Hashable {
    case round, square
}

/// The avatar of a feed cell: an existing custom view with a custom initializer.
/// @ck.view
final class AvatarView: UIView {
    let style: AvatarStyle
    var cornerRadius: Double = 0
    var borderColor: UIColor?
    /// @ck.ignore
    var debugName = ""
    private var cache: [String: UIImage] = [:]
    private(set) var loadCount = 0

    init(style: AvatarStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        self.style = .round
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func setImage(_ image: UIImage?, for state: UIControl.State) {
        loadCount += 1
    }

    /// @ck.attribute(id: "MyApp.AvatarView.badge")
    func setBadgeCount(_ count: Int) {}
}
