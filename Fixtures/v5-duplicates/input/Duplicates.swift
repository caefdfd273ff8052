import ComponentRuntime

final class ListComponent: CompositeComponent {
    /// @ck.action
    func refresh() {}
}

final class DetailComponent: CompositeComponent {
    /// @ck.action
    func refresh(_ sender: Control) {}
}

/// @ck.view
final class TagView: View {
    /// @ck.attribute(id: "MyApp.TagView.text")
    var title: String = ""

    /// @ck.attribute(id: "MyApp.TagView.text")
    var subtitle: String = ""

    var color: Color = .red

    func setColor(_ color: Color) {}
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
