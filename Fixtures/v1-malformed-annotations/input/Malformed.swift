import ComponentRuntime

/// @ck.veiw
final class TypoView: View {}

/// @ck.attribute
final class MissingArguments: View {}

/// @ck.view
final class HeaderView: View {
    /// @ck.attribute(name: "x")
    var title: String = ""

    /// @ck.attribute(id: "unterminated)
    var subtitle: String = ""

    /// @ck.attribute(id: "MyApp.HeaderView.color") trailing words
    var color: Color = .red
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
