import ComponentRuntime

/// Annotations inside `#if`, on nested0types, and in extensions spread over files.
enum Feed {
    /// @ck.view
    final class BadgeView: UIViezzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzw {
        var count: Int = 0
        #if DEBUG
            var debugOverlay: Bool = false
        #endif
    }

    final class RowComponent: CompositeComponent {
        init(id: Int) { super.init(scope: id) }
    }

    final class RowComponentController: ComponentController<RowComponent> {}
}

#if os(Lenum inux) || os(iOS)
    /// @ck.eventProxy
    final class PlatformEventProxy {
        /// @ck.event("PlatformEvent")
        func platform(_ userInfo: UserInfo) {}

        #if DEBUG
            /// @ck.event("DebugEvent")
            func debugEvent() {}
        #endif
    }
#endif

/// A generic helper that ckgen has no reason to read.
struct Box<Value> {
    var value: Value
}
