import ComponentRuntime

enum AvatarStyle: Hashable {
    case round, square
}

/// The avatar of a feed cell: an existing custom view with a custom initializer.
/// @ck.view
final class AvatarView: View {
    let style: AvatarStyle
    var cornerRadius: Double = 0
    var borderColor: Color?
    /// @ck.ignore
    var debugName = ""
    private var cache: [String: Image] = [:]
    private(set) var loadCount = 0

    init(style: AvatarStyle) {
        self.style = style
        super.init()
    }

    required init() {
        self.style = .round
        super.init()
    }

    func setImage(_ image: Image?, for state: ControlState) {
        loadCount += 1
    }

    /// @ck.attribute(id: "MyApp.AvatarView.badge")
    func setBadgeCount(_ count: Int) {}
}
