import ComponentRuntime

/// @ck.view
final class BrokenView: UIView {
    var title: String = 
    var count: Int = 0
}
