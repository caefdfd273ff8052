import ComponentRuntime

/// What a quote card shows.
struct Quote: Equatable {
    let text: String
    let author: String
}

/// What the quotes' actions did, in order (the behaviour tests read it).
final class QuoteLog {
    var entries: [String] = []
}

/// A struct description that handles its own actions. ckgen writes its dispatch table: its component joins the
/// responder chain and runs each action on the current description.
struct QuoteComponent: ComponentDescription {
    let quote: Quote
    let log: QuoteLog

    var body: Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(quote.text), .controlAction(.didTapQuote)]),
            size: ComponentSize(width: 200, height: 44)
        )
        Component(
            view: ViewConfiguration(UILabel.self, [.text(quote.author), .tapGesture(.didTapAuthor)]),
            size: ComponentSize(width: 200, height: 20)
        )
    }

    /// With the sender: the component that rendered the button.
    /// @ck.action
    func didTapQuote(_ sender: Component) {
        log.entries.append("quote '\(quote.text)' from \(type(of: sender))")
    }

    /// Without the sender.
    /// @ck.action
    func didTapAuthor() {
        log.entries.append("author \(quote.author)")
    }

    /// With the sender and a typed argument (sent as `ComponentAction<Quote>`).
    /// @ck.action
    func didShareQuote(_ sender: Component, quote shared: Quote) {
        log.entries.append("shared '\(shared.text)'")
    }

    /// A question a forwarded gesture delegate asks.
    /// @ck.action
    func shouldBeginQuotePress(_ sender: UIGestureRecognizer) -> Bool {
        !quote.text.isEmpty
    }

    #if DEBUG
        /// Only in debug builds.
        /// @ck.action
        func didTapDebugInfo() {
            log.entries.append("debug")
        }
    #endif
}

/// A description whose conformance is declared in an extension, through the runtime's module name.
struct AttributionBanner {
    let author: String
}

extension AttributionBanner: ComponentRuntime.ComponentDescription {
    var body: Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(author), .controlAction(.didTapAttribution)]),
            size: ComponentSize(width: 200, height: 20)
        )
    }

    /// @ck.action
    func didTapAttribution(_ sender: Component) {}
}

/// Descriptions nested in a namespace, and a public one.
public enum Cards {
    /// A tag on a card.
    public struct Tag: ComponentDescription {
        let title: String

        /// A button with the tag's title.
        public var body: Component {
            Component(
                view: ViewConfiguration(UIButton.self, [.title(title), .controlAction(.didTapTag)]),
                size: ComponentSize(width: 60, height: 20)
            )
        }

        /// @ck.action
        public func didTapTag() {}
    }
}
