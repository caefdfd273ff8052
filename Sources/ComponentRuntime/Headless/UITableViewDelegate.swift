#if !canImport(UIKit)
    public import Foundation

    /// What a table view asks about its rows: the headless backend's `UITableViewDataSource`. The optional
    /// methods have default implementations that answer as UIKit does without them.
    @MainActor
    public protocol UITableViewDataSource: AnyObject {
        /// How many rows section `section` has.
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        /// The cell for the row at `indexPath`, configured: take it from
        /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        /// How many sections there are; 1 by default.
        func numberOfSections(in tableView: UITableView) -> Int
        /// The title of section `section`'s header; `nil` by default. Stored for the app: the headless table
        /// view makes no header views.
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
        /// The title of section `section`'s footer; `nil` by default. As for headers, no view shows it.
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    }

    extension UITableViewDataSource {
        /// One section.
        public func numberOfSections(in tableView: UITableView) -> Int { 1 }
        /// No title.
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        /// No title.
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    }

    /// What a table view tells its delegate and asks it, besides what every scroll view tells: the headless
    /// backend's `UITableViewDelegate`. Every method is optional; the default implementations do nothing or
    /// answer as UIKit does without them (a row's height is the table's ``UITableView/rowHeight``, a selection
    /// goes ahead).
    @MainActor
    public protocol UITableViewDelegate: UIScrollViewDelegate {
        /// The height of the row at `indexPath`; the table's ``UITableView/rowHeight`` by default.
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        /// The height of section `section`'s header; the table's ``UITableView/sectionHeaderHeight`` by default.
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
        /// The height of section `section`'s footer; the table's ``UITableView/sectionFooterHeight`` by default.
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
        /// Whether the row may be highlighted when a finger touches it; `true` by default. A row that may not be
        /// highlighted is not selected by a tap either.
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
        /// The row was highlighted.
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
        /// The row's highlight went.
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
        /// The row a tap is about to select: `indexPath` by default, another row to select that one instead, or
        /// `nil` to select none.
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        /// A tap selected the row.
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        /// The row a tap is about to deselect: `indexPath` by default, or `nil` to keep it selected.
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
        /// A tap deselected the row (or selected another one in single selection).
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
        /// `cell` is about to show the row at `indexPath`.
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        /// `cell`, which showed the row at `indexPath`, left the visible rect (or the data was reloaded).
        func tableView(
            _ tableView: UITableView,
            didEndDisplaying cell: UITableViewCell,
            forRowAt indexPath: IndexPath
        )
    }

    extension UITableViewDelegate {
        /// The table's ``UITableView/rowHeight``.
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }
        /// The table's ``UITableView/sectionHeaderHeight``.
        public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.sectionHeaderHeight
        }
        /// The table's ``UITableView/sectionFooterHeight``.
        public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableView.sectionFooterHeight
        }
        /// `true`.
        public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
        /// Does nothing.
        public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
        /// Does nothing.
        public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
        /// `indexPath`: the tapped row is selected.
        public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Does nothing.
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        /// `indexPath`: the row is deselected.
        public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Does nothing.
        public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        /// Does nothing.
        public func tableView(
            _ tableView: UITableView,
            willDisplay cell: UITableViewCell,
            forRowAt indexPath: IndexPath
        ) {}
        /// Does nothing.
        public func tableView(
            _ tableView: UITableView,
            didEndDisplaying cell: UITableViewCell,
            forRowAt indexPath: IndexPath
        ) {}
    }
#endif
