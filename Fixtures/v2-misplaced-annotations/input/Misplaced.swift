import ComponentRuntime

/// @ck.view
struct NotAClass {}

/// @ck.action
final class ActionOnAType: Responder {}

final class NotAView: UIView {
    /// @ck.attribute(id: "x")
    var title: String = ""

    /// @ck.ignore
    func setColor(_ color: UIColor) {}
}

/// @ck.view
final class ReadOnlyView: UIView {
    /// @ck.attribute(id: "MyApp.ReadOnlyView.size")
    let size: Double = 0

    /// @ck.action
    var tapCount = 0

    /// @ck.attribute(id: "MyApp.ReadOnlyView.reload")
    func reload() {}
}

final class NotAProxy {
    /// @ck.event("Orphan")
    func orphan() {}
}

/// @ck.eventProxy
extension NotAProxy {}

/// @ck.action
protocol Handler {}
