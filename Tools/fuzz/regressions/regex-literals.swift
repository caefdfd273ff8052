final class Matcher: CompositeComponent {
    func match(_ text: String) -> Bool {
        let extended = #/}\d+//#
        let multiline = #/
            [}{]+ // inside
            /#
        let bare = (/a{2}}/, /https?:\/\//)
        func setHidden(_ value: Bool) {}
        return text.contains(extended) || text.contains(multiline) || text.contains(bare.0)
    }
    /// @ck.action
    func didTap() {}
}
