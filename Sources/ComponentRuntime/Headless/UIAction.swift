#if !canImport(UIKit)
    public import Foundation

    /// What a ``UIAction`` runs: UIKit's `UIActionHandler`. On the headless backend it is isolated to the main
    /// actor, where controls send their actions.
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    /// The headless backend's `UIAction`: a closure with a title and an image, that a control runs for its events
    /// (``UIControl/addAction(_:for:)``) instead of a target and a selector.
    ///
    /// Only the control side of UIKit's class is here: the headless backend has no menus, so `UIAction` is not a
    /// `UIMenuElement`, and the menu-only properties (`attributes`, `state`) are left out.
    @MainActor
    open class UIAction: NSObject {
        /// The name that tells actions apart: UIKit's `UIAction.Identifier`. A control keeps one action per
        /// identifier (``UIControl/addAction(_:for:)``).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's text.
            public let rawValue: String
            /// An identifier with the text `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier with the text `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// The action's title, for a button or a segment made from the action.
        open var title: String
        /// A second line under the title.
        open var subtitle: String?
        /// The image shown beside the title.
        open var image: UIImage?
        /// The image shown while the action is selected.
        open var selectedImage: UIImage?
        /// A longer title, for the keyboard shortcut overlay.
        open var discoverabilityTitle: String?
        /// The action's identifier: the one it was created with, or a unique one.
        public let identifier: Identifier
        /// The control that is sending the action, while its handler runs; `nil` otherwise.
        open internal(set) var sender: Any?
        /// The closure the action runs.
        let handler: UIActionHandler

        /// An action that runs `handler`, with a title, images and an identifier (a unique one when `nil`), as
        /// UIKit's initializer of the same shape.
        public init(
            title: String = "",
            subtitle: String? = nil,
            image: UIImage? = nil,
            selectedImage: UIImage? = nil,
            identifier: Identifier? = nil,
            discoverabilityTitle: String? = nil,
            handler: @escaping UIActionHandler
        ) {
            self.title = title
            self.subtitle = subtitle
            self.image = image
            self.selectedImage = selectedImage
            self.identifier = identifier ?? Identifier(UUID().uuidString)
            self.discoverabilityTitle = discoverabilityTitle
            self.handler = handler
            super.init()
        }

        /// Runs the handler with `sender` as ``sender``, as a control does when it sends the action.
        func perform(sender: Any?) {
            let previous = self.sender
            self.sender = sender
            defer { self.sender = previous }
            handler(self)
        }
    }
#endif
