import ComponentRuntime

// Scenario 5 (seed 003): an existing custom view with a custom initializer and a two-argument setter, used through
// the attribute table ckgen writes; remounting with unchanged values applies nothing.

public enum AvatarStyle: Hashable, Sendable {
    case round, square
}

/// @ck.view
public final class AvatarView: UIView {
    public let style: AvatarStyle
    public private(set) var images: [UIControl.State: UIImage] = [:]
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
        images[state] = image
    }
}

public final class AvatarComponent: CompositeComponent {
    public let imageName: String
    public let radius: Double

    public init(imageName: String, radius: Double) {
        self.imageName = imageName
        self.radius = radius
        super.init()
    }

    public override func render() -> Component {
        Component(
            view: ViewConfiguration(
                .avatarView(style: .round),
                [.image(UIImage(named: imageName), for: .normal), .cornerRadius(radius)]
            ),
            size: ComponentSize(width: 48, height: 48)
        )
    }
}
