// An app's use of the SwiftUI interop, type-checked against the real iOS SDK by Tools/ios-sdk-check.sh (it is
// not part of any package): a SwiftUI screen showing a component tree, a component tree showing SwiftUI views,
// and a UIKit screen presenting the SwiftUI one.
import ComponentRuntime
import SwiftUI

/// A component tree holding a SwiftUI view.
final class BadgeRowComponent: CompositeComponent {
    let title: String
    let count: Int

    init(title: String, count: Int) {
        self.title = title
        self.count = count
        super.init(scope: title)
    }

    override func render() -> Component {
        StackComponent(
            direction: .horizontal,
            spacing: 8,
            children: [
                Component(
                    view: ViewConfiguration(UILabel.self, [.text(title)]),
                    size: ComponentSize(width: 120, height: 24)
                ),
                SwiftUIHostingComponent {
                    Text("\(count)").font(.caption).padding(4).background(Capsule().fill(Color.red))
                },
                SwiftUIHostingComponent(size: ComponentSize(width: 24, height: 24)) {
                    Image(systemName: "chevron.right")
                },
            ]
        )
    }
}

/// A SwiftUI screen showing component trees, sized by their layout.
struct InboxScreen: View {
    let counts: [String: Int]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Inbox").font(.title)
                ForEach(counts.keys.sorted(), id: \.self) { title in
                    ComponentTreeView { _ in BadgeRowComponent(title: title, count: counts[title] ?? 0) }
                }
                ComponentTreeView(context: Context()) { context in
                    Component(view: ViewConfiguration(UIView.self), size: ComponentSize(height: 1))
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

/// A UIKit screen presenting the SwiftUI one; the trees' unhandled actions reach it through the hosting
/// controller.
final class InboxViewController: UIViewController {
    func showInbox() {
        let hosting = UIHostingController(rootView: InboxScreen(counts: ["Mentions": 3, "Replies": 12]))
        present(hosting, animated: true)
        let standalone = ComponentTreeHostView(
            hosting: ComponentTreeHosting { _ in BadgeRowComponent(title: "x", count: 1) }
        )
        view.addSubview(standalone)
        standalone.frame.size = standalone.sizeThatFits(CGSize(width: view.bounds.width, height: 0))
    }
}
