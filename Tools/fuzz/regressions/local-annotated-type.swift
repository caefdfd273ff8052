func f() {
    /// @ck.view
    final class L: UIView { var x = 0 }
}
