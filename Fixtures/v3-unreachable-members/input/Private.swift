import ComponentRuntime

/// @ck.view
final class SecretView: UIView {
    /// @ck.attribute(id: "MyApp.SecretView.token")
    private var token: String = ""

    /// @ck.attribute(id: "MyApp.SecretView.counter")
    private(set) var counter: Int = 0

    fileprivate var hidden: Int = 0
}

final class VaultComponent: CompositeComponent {
    init() { super.init(scope: "vault") }

    /// @ck.action
    private func unlock() {}
}

/// @ck.eventProxy
final class VaultEventProxy {
    /// @ck.event("Opened")
    fileprivate func opened() {}
}

/// @ck.view
private final class HiddenView: UIView {}
