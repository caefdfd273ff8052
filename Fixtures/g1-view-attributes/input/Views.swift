import ComponentRuntime

/// Properties, one- and two-argument setters, a custom identifier, ignored and unreachable members, and an
/// initializer with arguments (a factory).
/// @ck.view
final class ProfileHeaderView: UIView {
    var title: String = ""
    var subtitle: String?
    var isHighlighted = false
    var accentColor: UIColor = .blue
    /// @ck.attribute(id: "MyApp.ProfileHeaderView.avatarSize")
    var avatarDiameter: Double = 40
    /// @ck.ignore
    var lastLayoutPass = 0
    let kind: String
    private var cachedWidth: Double = 0
    private(set) var renderCount = 0
    var computedLabel: String { title.uppercased() }
    var storedWithObserver: Int = 0 {
        didSet { renderCount += 1 }
    }
    static var sharedTint: UIColor = .red

    init(kind: String, compact: Bool) {
        self.kind = kind
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        self.kind = "plain"
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func setBadge(_ text: String) {}

    func setImage(_ image: UIImage?, for state: UIControl.State) {}

    func setInsets(top: Double, bottom: Double) {}

    func reload() {}
}

/// A view nested in a namespace.
enum Chrome {
    /// @ck.view
    final class Divider: UIView {
        var thickness: Double = 1
    }
}
