// Migrated by ckgen migrate from QuoteScreenComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

private let kFavouriteAuthor = "Oscar Wilde"

/// QuoteScreenComponent, migrated from ComponentKit (QuoteScreenComponent.mm).
struct QuoteScreenComponent: ComponentDescription {
    let quote: Quote
    @ScopedState var showsAuthor = false

    var body: Component {
        ViewComponent<UIView> {
            (\.backgroundColor, UIColor.white)
        } content: {
            FlexboxComponent(alignItems: .stretch) {
                TextComponent(quote.text, font: UIFont(name: "Baskerville", size: 26), alignment: .center)
                    .padding(horizontal: 20, vertical: 40)
                ViewComponent<UIView>(size: ComponentSize(height: 1)) {
                    (\.backgroundColor, UIColor.lightGray)
                }
                if showsAuthor {
                    TextComponent(
                        quote.author == kFavouriteAuthor ? "— \(quote.author), of course" : quote.author,
                        color: UIColor.darkGray
                    )
                    .padding(horizontal: 20, vertical: 12)
                }
            }
        }
        .onTap { didTap() }
    }

    func didTap() {
        showsAuthor = !showsAuthor
    }
}
