#if canImport(SwiftUI) && canImport(UIKit)
    public import SwiftUI

    /// A SwiftUI view showing a component tree: ComponentKit's hosting view inside a SwiftUI screen.
    ///
    /// SwiftUI sizes it by the root component's layout for the size it proposes; state updates and rebuilds
    /// keep every scope's state and controller, and ask SwiftUI for a new size. Actions and router events that
    /// no component handles go on from the tree's root view into the UIKit responder chain SwiftUI puts it in
    /// (its superviews, then the hosting controller and the view controllers above it).
    ///
    /// ```swift
    /// struct FeedScreen: View {
    ///     let model: FeedModel
    ///     var body: some View {
    ///         ScrollView { ComponentTreeView { _ in FeedComponent(model: model) } }
    ///     }
    /// }
    /// ```
    ///
    /// (Inside it, `Context` is ComponentRuntime's; SwiftUI's is spelled `UIViewRepresentableContext<Self>`.)
    public struct ComponentTreeView: UIViewRepresentable {
        private let componentContext: ComponentRuntime.Context
        private let content: @MainActor (ComponentRuntime.Context) -> Component

        /// A view showing the tree `content` builds, with `context` passed down it. When SwiftUI updates the
        /// view with new inputs, the tree is built again from the new `content`.
        public init(
            context: ComponentRuntime.Context = ComponentRuntime.Context(),
            content: @escaping @MainActor (ComponentRuntime.Context) -> Component
        ) {
            self.componentContext = context
            self.content = content
        }

        /// Makes the view the tree mounts in.
        public func makeUIView(context: UIViewRepresentableContext<Self>) -> ComponentTreeHostView {
            ComponentTreeHostView(hosting: ComponentTreeHosting(context: componentContext, content: content))
        }

        /// Takes the new inputs: the tree is built again, state kept.
        public func updateUIView(_ uiView: ComponentTreeHostView, context: UIViewRepresentableContext<Self>) {
            uiView.hosting.update(context: componentContext, content: content)
        }

        /// The root component's size for SwiftUI's proposal (`nil` dimensions: the tree's own size).
        public func sizeThatFits(
            _ proposal: ProposedViewSize,
            uiView: ComponentTreeHostView,
            context: UIViewRepresentableContext<Self>
        ) -> CGSize? {
            uiView.hosting.sizeThatFits(width: proposal.width, height: proposal.height)
        }

        /// Unmounts the tree; its controllers hear that it disappeared.
        public static func dismantleUIView(_ uiView: ComponentTreeHostView, coordinator: Void) {
            uiView.hosting.dismantle()
        }
    }
#endif
