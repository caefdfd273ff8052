import ComponentRuntime

final class BannerView: UIImageView {}

final class BannerComponent: CompositeComponent {
    override func render() -> Component {
        StackComponent(children: [
            Component(
                view: ViewConfiguration(UILabel.self, [.text("Tap me"), .controlAction(.didTapBanner)]),
                size: ComponentSize(width: 100, height: 20)
            ),
            Component(
                view: ViewConfiguration(BannerView.self, [.controlAction(.didTapBanner, for: .touchUpInside)]),
                size: ComponentSize(width: 100, height: 20)
            ),
            Component(
                view: ViewConfiguration(UIButton.self, [.controlAction(.didTapBanner)]),
                size: ComponentSize(width: 100, height: 20)
            ),
        ])
    }

    /// @ck.action
    func didTapBanner() {}
}
