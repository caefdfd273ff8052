import ComponentRuntime

/// @ck.view
final class BrokenView: View {
    var title: String = 
    var count: Int = 0
}
