// Syntax ckgen does not read is the compiler's business: this struct has nothing ckgen needs, so its error is
// not reported (swift-syntax may lag the language, as with experimental accessors).
struct Unrelated {
    var value: Int {
        borrow { 0 }
    }
    func broken( {
}
