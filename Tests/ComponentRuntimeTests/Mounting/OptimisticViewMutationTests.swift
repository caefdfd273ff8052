import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Optimistic view mutations, as CKPerformOptimisticViewMutation: applied now, undone at the next mount")
struct OptimisticViewMutationTests {
    private func mountBlueView() throws -> (ComponentHost, UIView, UIView) {
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(UIButton.self, [.backgroundColor(.blue), .title("Original")]),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        return (host, root, try #require(root.subviews.first))
    }

    @Test("a key-path mutation shows at once and is undone when the tree is detached and attached again")
    func keyPathMutation() throws {
        let (host, root, view) = try mountBlueView()
        performOptimisticViewMutation(view, \.backgroundColor, to: .red)
        #expect(view.backgroundColor == .red)
        host.unmount()
        host.mount(in: root)
        #expect(root.subviews.first === view)
        #expect(view.backgroundColor == .blue)
    }

    @Test("two mutations in a row are both undone, back to the value before the first")
    func twoMutations() throws {
        let (host, root, view) = try mountBlueView()
        performOptimisticViewMutation(view, \.backgroundColor, to: .red)
        performOptimisticViewMutation(view, \.backgroundColor, to: .green)
        #expect(view.backgroundColor == .green)
        host.unmount()
        host.mount(in: root)
        #expect(view.backgroundColor == .blue)
    }

    @Test("a getter and setter mutation (a button's title) is undone the same way")
    func getterSetterMutation() throws {
        let (host, root, view) = try mountBlueView()
        let button = try #require(view as? UIButton)
        performOptimisticViewMutation(
            button,
            get: { $0.title(for: .normal) },
            set: { $0.setTitle($1, for: .normal) },
            to: "NewValue"
        )
        #expect(button.title(for: .normal) == "NewValue")
        host.unmount()
        host.mount(in: root)
        #expect(button.title(for: .normal) == "Original")
    }
}
