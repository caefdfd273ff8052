import ComponentRuntime

/// Seed 002's EventProxy: three events, handlers with and without the user info.
/// @ck.eventProxy
final class ProductDetailEventProxy {
    var handled: [String] = []

    /// @ck.event("CustomButtonEvent")
    func buttonTapped(_ userInfo: UserInfo) { handled.append("button") }

    /// @ck.event("CustomSwitchEvent")
    func switchChanged(info userInfo: UserInfo) { handled.append("switch") }

    /// @ck.event("custom.image-view.tap")
    func imageTapped() { handled.append("image") }

    func notAHandler() {}
}
