import ComponentRuntime
import Testing

@testable import Fixture_migrate

/// What `ckgen migrate` wrote for the quote screen (`migrate/m10-quote-screen`) mounts the views a hand port of the
/// same Objective-C++ mounts, with the same frames, before and after its tap handler changes its state.
@MainActor
@Suite("A migrated screen against its hand port")
struct MigratedScreenTests {
    /// The quote screen as a person ports QuoteScreenComponent.mm by hand, with the runtime's typed attributes.
    struct HandPortedQuoteScreen: ComponentDescription {
        let quote: Quote
        @ScopedState var showsAuthor = false

        var body: Component {
            let author =
                quote.author == "Oscar Wilde" ? "— \(quote.author), of course" : quote.author
            ViewComponent<UIView>(attributes: { .backgroundColor(.white) }) {
                FlexboxComponent {
                    TextComponent(quote.text, font: UIFont(name: "Baskerville", size: 26), alignment: .center)
                        .padding(top: 40, left: 20, bottom: 40, right: 20)
                    ViewComponent<UIView>(size: ComponentSize(height: 1)) {
                        .backgroundColor(.lightGray)
                    }
                    if showsAuthor {
                        TextComponent(author, color: .darkGray).padding(top: 12, left: 20, bottom: 12, right: 20)
                    }
                }
            }
            .onTap { showsAuthor.toggle() }
        }
    }

    private func mount(_ build: @escaping @MainActor () -> Component) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in build() }
        let view = UIView()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        host.mount(in: view)
        return (host, view)
    }

    /// Taps the first view with a tap recognizer, then applies the update.
    private func tap(_ host: ComponentHost, in view: UIView) throws {
        func recognizers(_ view: UIView) -> [UITapGestureRecognizer] {
            (view.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
                + view.subviews.flatMap(recognizers)
        }
        try #require(recognizers(view).first).simulateTaps()
        host.flush()
    }

    @Test(
        "the migrated screen mounts the hand port's views and frames, and its tap shows the author as the port's does"
    )
    func sameTreeBeforeAndAfterTap() throws {
        let quote = Quote(text: "Be yourself; everyone else is already taken.", author: "Oscar Wilde")
        let (migratedHost, migrated) = mount { QuoteScreenComponent(quote: quote).inflate() }
        let (portedHost, ported) = mount { HandPortedQuoteScreen(quote: quote).inflate() }
        #expect(migrated.dump() == ported.dump())
        #expect(!migrated.dump().contains("of course"))

        try tap(migratedHost, in: migrated)
        try tap(portedHost, in: ported)
        #expect(migrated.dump() == ported.dump())
        #expect(migrated.dump().contains("— Oscar Wilde, of course"))
    }
}
