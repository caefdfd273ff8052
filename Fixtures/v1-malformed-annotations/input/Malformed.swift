import ComponentRuntime

/// @ck.veiw
final class TypoView: UIView {}

/// @ck.attribute
final class MissingArguments: UIView {}

/// @ck.view
final class HeaderView: UIView {
    /// @ck.attribute(name: "x")
    var title: String = ""

    /// @ck.attribute(id: "unterminated)
    var subtitle: String = ""

    /// @ck.attribute(id: "MyApp.HeaderView.color") trailing words
    var color: UIColor = .red
}

/// @ck.eventProxy
final class Proxy {
    /// @ck.event
    func missingName() {}

    /// @ck.event("Bad \q escape")
    func badEscape() {}

    // @ck.event("NotADocComment")
    func plainComment() {}
}

/// @ck.
final class Empty {}
