import ComponentRuntime

// Scenario 5 (seed 003): an existing custom view with a custom initializer and a two-argument setter, used through
// the attribute table ckgen writes; remounting with unchanged values applies nothing.

public enum AvatarStyle: Hashable, Sendable {
    case round, square
}

/// What a key path cannot reach, and the annotation below is for: a setter with two arguments
/// (`setImage(_:for:)`) and an initializer with an argument (ckgen makes it a factory, `.avatarView(style:)`). A
/// plain settable property needs no annotation, since `(\.layer.cornerRadius, 8)` in a `ViewComponent` sets it;
/// `cornerRadius` gets a typed attribute here because ckgen writes one for every settable property of the class.
/// @ck.view
public final class AvatarView: UIView {
    public let style: AvatarStyle
    /// The images set, by the raw value of their state (`UIControl.State` is not `Hashable` in UIKit).
    public private(set) var images: [UInt: UIImage] = [:]
    public private(set) var setImageCalls = 0
    public var cornerRadius: Double = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    public init(style: AvatarStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        self.style = .round
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        setImageCalls += 1
        images[state.rawValue] = image
    }
}

struct AvatarComponent: ComponentDescription {
    /// An SF Symbol's name (`person.crop.circle`): symbols exist on every iPhone, so the example needs no image file.
    let imageName: String
    let radius: Double

    var body: Component {
        ViewComponent(.avatarView(style: .round), size: ComponentSize(width: 48, height: 48)) {
            [.image(UIImage(systemName: imageName), for: .normal), .cornerRadius(radius)]
        }
    }
}
