// Bodies the nesting scan may misjudge: a brace in a regular expression, brackets of the wrong kind, a brace only
// balanced per #if branch, keywords used as names, an initializer calling super. The parser must read this file
// the same with and without bodies left out.
/// @ck.view
final class EdgeView: UIView {
    var title = ""
    func pattern() { let r = /}/; _ = r }
    func mismatched() { let x = ( }
    func branches() {
    #if DEBUG
        if true {
    #else
        if false {
    #endif
        }
    }
    func `func`() { }
    var actor: Int { get { 0 } set { } }
    init(title: String) { self.title = title; super.init(frame: .zero) }
    required init() { super.init(frame: .zero) }
}
final class EdgeComponent: CompositeComponent {
    override func render() -> Component {
        Component(view: ViewConfiguration(UIButton.self, [.controlAction(.tap)]))
    }
}
