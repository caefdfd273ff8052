import Foundation

/// A deterministic corpus of annotated Swift files, about 1.4 KB each, rotating through the four kinds of
/// declaration ckgen reads: a view with properties and a two-argument setter, a component with state and its
/// controller with actions, a component with actions of its own, and an event proxy.
enum Corpus {
    /// Writes `count` files into `folder` (emptied first) and returns their total size in bytes.
    @discardableResult
    static func write(count: Int, into folder: URL) throws -> Int {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var bytes = 0
        for index in 0..<count {
            let text = file(index)
            bytes += text.utf8.count
            try text.write(
                to: folder.appendingPathComponent(String(format: "File%05d.swift", index)),
                atomically: false,
                encoding: .utf8
            )
        }
        return bytes
    }

    static func file(_ index: Int) -> String {
        switch index % 4 {
        case 0: view(index)
        case 1: statefulComponent(index)
        case 2: actionComponent(index)
        default: proxy(index)
        }
    }

    private static func view(_ i: Int) -> String {
        """
        import ComponentRuntime

        /// A generated view, number \(i), with settable properties and setters.
        /// @ck.view
        final class CorpusView\(i): UIView {
            var cornerRadius: Double = 0
            var borderWidth: Double = 1
            var title: String = ""
            var subtitle: String?
            var isHighlighted = false
            /// @ck.attribute(id: "Corpus.CorpusView\(i).accent")
            var accentColor: UIColor = .blue
            /// @ck.ignore
            var debugLabel = ""
            private var cache: [String: Int] = [:]

            init(style: Int, compact: Bool) {
                super.init()
            }

            required init() {
                super.init()
            }

            func setImage(_ image: UIImage?, for state: UIControl.State) {
                cache["image"] = state == .normal ? 1 : 2
            }

            func setInsets(top: Double, bottom: Double) {
                cornerRadius = top + bottom
            }

            func reloadContents() {
                cache.removeAll()
            }
        }

        """
    }

    private static func statefulComponent(_ i: Int) -> String {
        """
        import ComponentRuntime

        /// A generated component with state, number \(i).
        final class CorpusCardComponent\(i): CompositeComponent {
            struct State: Equatable {
                var isExpanded = false
                var tapCount = 0
            }

            let title: String

            init(title: String) {
                self.title = title
                super.init(scope: title)
            }

            override func render() -> Component {
                Component(
                    view: ViewConfiguration(UIButton.self, [.title(state.isExpanded ? title : "More"), .controlAction(.toggleCard\(i))]),
                    size: ComponentSize(width: 120, height: 44)
                )
            }
        }

        final class CorpusCardComponent\(i)Controller: ComponentController<CorpusCardComponent\(i)> {
            /// @ck.action
            func toggleCard\(i)(_ sender: UIControl) {
                updateState(mode: .asynchronous) { $0.isExpanded.toggle() }
            }

            /// @ck.action
            func resetCard\(i)() {
                updateState(mode: .synchronous) { $0.tapCount = 0 }
            }
        }

        """
    }

    private static func actionComponent(_ i: Int) -> String {
        """
        import ComponentRuntime

        /// A generated component that handles its own actions, number \(i).
        final class CorpusRowComponent\(i): CompositeComponent {
            let name: String

            init(name: String) {
                self.name = name
                super.init()
            }

            override func render() -> Component {
                StackComponent(direction: .horizontal, spacing: 4, children: [
                    Component(view: ViewConfiguration(UILabel.self, [.text(name)]), size: ComponentSize(width: 80, height: 20)),
                    Component(
                        view: ViewConfiguration(UIView.self, [.tapGesture(.openRow\(i)), .longPressGesture(.showMenu\(i))]),
                        size: ComponentSize(width: 20, height: 20)
                    ),
                ])
            }

            /// @ck.action
            func openRow\(i)() {
                routerEvent(name: EventName("RowOpened"), userInfo: ["row": .int(\(i))])
            }

            /// @ck.action
            func showMenu\(i)(_ recognizer: UIGestureRecognizer) {
                routerEvent(name: EventName("MenuShown"), userInfo: [:])
            }
        }

        """
    }

    private static func proxy(_ i: Int) -> String {
        """
        import ComponentRuntime

        /// A generated event proxy, number \(i).
        /// @ck.eventProxy
        final class CorpusEventProxy\(i) {
            private(set) var handled: [String] = []

            /// @ck.event("Corpus\(i)ButtonTapped")
            func buttonTapped(_ userInfo: UserInfo) {
                handled.append("button \\(userInfo)")
            }

            /// @ck.event("Corpus\(i)SwitchChanged")
            func switchChanged(_ userInfo: UserInfo) {
                handled.append("switch \\(userInfo)")
            }

            /// @ck.event("Corpus\(i)ImageTapped")
            func imageTapped() {
                handled.append("image")
            }

            func unrelatedHelper(_ value: Int) -> Int {
                value * 2
            }
        }

        """
    }
}
