#if !canImport(UIKit)
    public import Foundation

    /// UIKit's index path vocabulary for lists (`IndexPath(item:section:)`, `.row`, ...), which UIKit adds to
    /// Foundation's `IndexPath` on Apple platforms and Foundation on Linux lacks. As in UIKit, an index path
    /// for a list holds two indexes, the section first.
    extension IndexPath {
        /// The index path of item `item` in section `section` of a collection view.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The index path of row `row` in section `section` of a table view.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section: the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item in its section (collection views): the second index.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row in its section (table views): the second index, the same as `item`.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
