/**
 * @ck.view
 */
final class V: View {
    var x: Int = 0
}
