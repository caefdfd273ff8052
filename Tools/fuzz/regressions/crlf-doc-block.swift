/**
 * @ck.view
 */
final class V: UIView {
    var x: Int = 0
}
