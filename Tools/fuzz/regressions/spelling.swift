/// @ck.view
final class `Backticked`: UIView {
    func setTitle(_ title: borrowing String) {}
    var tags = Set(["a"])
}
/// @ck.eventProxy
final class P {
    /// @ck.event("_")
    func e() {}
}
