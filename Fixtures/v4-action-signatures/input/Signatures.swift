import ComponentRuntime

final class FormComponent: CompositeComponent {
    /// @ck.action
    func submit(_ sender: Component, extra: Int, more: Int) {}

    /// @ck.action
    func load() async {}

    /// @ck.action
    func validate() throws {}

    /// @ck.action
    func count() -> Int { 0 }

    /// @ck.action
    static func shared() {}

    /// @ck.action
    func generic<T>(_ value: T) {}

    /// @ck.action
    func mutate(_ value: inout Int) {}
}

/// @ck.eventProxy
final class FormEventProxy {
    /// @ck.event("Submitted")
    func submitted(_ info: UserInfo, extra: Int) {}

    /// @ck.event("Cleared")
    func cleared(_ count: Int) {}
}
