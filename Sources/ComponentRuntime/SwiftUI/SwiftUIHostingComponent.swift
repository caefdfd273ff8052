#if canImport(SwiftUI) && canImport(UIKit)
    public import SwiftUI

    /// A component showing a SwiftUI view, through a `UIHostingController` in a container view it mounts: laid
    /// out at the size the hosting controller measures for the range (`sizeThatFits(in:)` with the range's
    /// maximum), moved into the range.
    ///
    /// ```swift
    /// StackComponent(direction: .vertical, children: [
    ///     HeaderComponent(title: title),
    ///     SwiftUIHostingComponent { Text(subtitle).font(.footnote) },
    /// ])
    /// ```
    /// Measured on the main actor only (see ``SelfSizingComponent``): in a tree built off it, give it a `size`.
    public final class SwiftUIHostingComponent: SelfSizingComponent {
        /// A component showing `content`; `size` fixes dimensions instead of measuring them.
        public init<Content: View>(size: ComponentSize = ComponentSize(), @ViewBuilder content: () -> Content) {
            let hosted = HostedSwiftUIContent(AnyView(content()))
            super.init(
                view: ViewConfiguration(
                    ViewClass.factory("ComponentRuntime.SwiftUIHostingComponent") { SwiftUIHostingContainerView() },
                    [AttributeValue(SwiftUIHostingContainerView.content(), hosted)]
                ),
                size: size
            ) { range in
                SwiftUIHostingContainerView.measure(hosted.view, in: range)
            }
        }
    }

    /// A SwiftUI view with an identity: a component's content is set again only on a view that showed another
    /// component's (SwiftUI views cannot be compared). Unchecked `Sendable`: made with the component (on any
    /// thread), read only on the main actor, never changed.
    struct HostedSwiftUIContent: Equatable, @unchecked Sendable {
        let view: AnyView
        private let identity = Token()

        init(_ view: AnyView) { self.view = view }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }

        private final class Token {}
    }

    /// The view a ``SwiftUIHostingComponent`` mounts: holds a hosting controller and fills itself with its view.
    final class SwiftUIHostingContainerView: UIView {
        let controller = UIHostingController(rootView: AnyView(EmptyView()))

        /// Sets the hosting controller's root view.
        nonisolated static func content() -> ViewAttribute<SwiftUIHostingContainerView, HostedSwiftUIContent> {
            ViewAttribute("ComponentRuntime.SwiftUIHostingComponent.content") { view, content in
                view.controller.rootView = content.view
            }
        }

        /// One controller for measuring, reused: sizes are asked for far more often than views are mounted.
        private static let measuring = makeController()

        static func measure(_ view: AnyView, in range: SizeRange) -> CGSize {
            measuring.rootView = view
            return measuring.sizeThatFits(in: range.max)
        }

        private static func makeController() -> UIHostingController<AnyView> {
            let controller = UIHostingController(rootView: AnyView(EmptyView()))
            if #available(iOS 16.4, *) { controller.safeAreaRegions = [] }
            return controller
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            if #available(iOS 16.4, *) { controller.safeAreaRegions = [] }
            controller.view.backgroundColor = .clear
            controller.view.frame = bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(controller.view)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("SwiftUIHostingContainerView is made in code")
        }
    }
#endif
