import ComponentRuntime
import Foundation

// What Swift's importer would give for ProfileView.h, written out for Linux, where there is no Objective-C
// runtime: the generated attribute table compiles against it exactly as it would against the imported class.

enum ProfileStyle: Int {
    case round, square
}

final class ProfileView: View {
    var title: String?
    var tint: Color = .black
    private(set) var renderCount = 0
    var style: ProfileStyle = .round
    var highlighted = false
    var cornerRadius: CGFloat = 0

    init(style: ProfileStyle) {
        self.style = style
        super.init()
    }

    required init() {
        super.init()
    }

    func setImage(_ image: Image?, for state: ControlState) {}

    func setBadgeCount(_ count: Int) {}
}

final class Helper {
    var value = 0
}
