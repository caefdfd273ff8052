func f() {
    /// @ck.view
    final class L: View { var x = 0 }
}
