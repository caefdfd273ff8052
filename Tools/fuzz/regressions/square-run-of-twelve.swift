let a = /// @ck.view
final class `3enum AvatarStyle: Hashable {
    case round, square
}

/// The avatar of a feed cell: an existing custom view with a custom initial CGRect) {
  [FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF      self.style = .round
%        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) iackticked`: UIView {
    func setTitle(_ titl): borrowing String) {}
    var tFFFFFFFFFFFFFFFFFFFFFFF[[[[[[[[[any[[[ags = Set(["a"])
}
/// @ck.evel class P {
    /// @ck.event("_")
 se f[
unc e() {}
}
