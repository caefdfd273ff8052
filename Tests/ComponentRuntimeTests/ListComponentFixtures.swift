import ComponentRuntime
import Foundation

// `ComponentRuntime.ListComponent`: ComponentActionTests declares a `ListComponent` of its own in this module.

/// A card of a horizontal row: a 100 × 60 button counting its taps in scoped state.
struct ListCard: ComponentDescription, Identifiable {
    let id: String
    @ScopedState var taps = 0

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 100, height: 60)) { .title("\(id) \(taps)") }
            .onTap { taps += 1 }
    }
}

/// One row of the list of lists: its id and its cards' ids.
struct ListRowData: Identifiable, Sendable, Equatable {
    let id: String
    var cards: [String]
}

/// The rows a test shows, changed between rebuilds.
@MainActor
final class ListOfListsModel {
    var rows: [ListRowData]
    var nearingEnd = 0
    var scrolls: [ScrollPosition] = []

    /// `rowCount` rows `r0`… of `cardCount` cards `r0c0`….
    init(rowCount: Int, cardCount: Int) {
        rows = (0..<rowCount).map { row in
            ListRowData(id: "r\(row)", cards: (0..<cardCount).map { "r\(row)c\($0)" })
        }
    }

    /// A vertical list of 60-point rows, each a horizontal list of 100-point cards.
    func makeTree() -> Component {
        ComponentRuntime.ListComponent(
            rows,
            nearingEndThreshold: 100,
            onScroll: { [weak self] in self?.scrolls.append($0) },
            onNearingEnd: { [weak self] _ in self?.nearingEnd += 1 }
        ) { row in
            ComponentRuntime.ListComponent(row.cards, id: \.self, axis: .horizontal) { card in ListCard(id: card) }
        }
    }
}

/// Views that show: not hidden, nor inside a hidden view.
@MainActor
func shownSubviews(of view: UIView) -> [UIView] {
    view.subviews.filter { !$0.isHidden }.flatMap { [$0] + shownSubviews(of: $0) }
}

/// The titles of the buttons that show, in tree order.
@MainActor
func shownButtonTitles(in view: UIView) -> [String] {
    shownSubviews(of: view).compactMap { ($0 as? UIButton)?.title(for: .normal) }
}

/// The scroll views of scroll components that show directly under `view`.
@MainActor
func shownScrollViews(in view: UIView) -> [ComponentScrollView] {
    view.subviews.filter { !$0.isHidden }.compactMap { $0 as? ComponentScrollView }
}

/// A horizontal list of cards written as a description.
struct CardShelfDescription: ComponentDescription {
    let cards: [String]

    var body: Component {
        ComponentRuntime.ListComponent(cards, id: \.self, axis: .horizontal) { ListCard(id: $0) }
    }
}
