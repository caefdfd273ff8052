import ComponentRuntime

final class ListComponent: CompositeComponent {
    /// @ck.action
    func refresh() {}
}

final class DetailComponent: CompositeComponent {
    /// @ck.action
    func refresh(_ sender: Component) {}
}

/// @ck.view
final class TagView: UIView {
    /// @ck.attribute(id: "MyApp.TagView.text")
    var title: String = ""

    /// @ck.attribute(id: "MyApp.TagView.text")
    var subtitle: String = ""

    var color: UIColor = .red

    func setColor(_ color: UIColor) {}
}

/// @ck.eventProxy
final class TagEventProxy {
    /// @ck.event("TagTapped")
    func tapped() {}

    /// @ck.event("TagTapped")
    func tappedAgain() {}

    /// @ck.event("tag-selected")
    func selectedWithDash() {}

    /// @ck.event("tag.selected")
    func selectedWithDot() {}
}
