/// Where each item of a list goes: items one below the other, section after section, each as tall as its
/// layout says and as wide as the list. Shared by the collection hosts of both backends.
struct ListLayout: Equatable {
    /// Every item's frame, section by section.
    private(set) var frames: [[CGRect]] = []
    /// The size of everything together.
    private(set) var contentSize: CGSize = .zero

    init() {}

    init(sizes: [[CGSize]], width: CGFloat) {
        var y: CGFloat = 0
        frames = sizes.map { section in
            section.map { size in
                defer { y += size.height }
                return CGRect(x: 0, y: y, width: width, height: size.height)
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// The items whose frames meet `rect`, found by binary search in each section (frames only grow in `y`).
    func items(in rect: CGRect) -> [ItemPath] {
        var paths: [ItemPath] = []
        for (section, items) in frames.enumerated() {
            guard let first = items.first, let last = items.last, first.minY < rect.maxY, last.maxY > rect.minY
            else { continue }
            var low = 0
            var high = items.count
            while low < high {
                let middle = (low + high) / 2
                if items[middle].maxY <= rect.minY { low = middle + 1 } else { high = middle }
            }
            var index = low
            while index < items.count, items[index].minY < rect.maxY {
                if items[index].height > 0 || rect.contains(items[index].origin) {
                    paths.append(ItemPath(item: index, section: section))
                }
                index += 1
            }
        }
        return paths
    }

    func frame(of path: ItemPath) -> CGRect { frames[path.section][path.item] }
}

/// What a collection host's mounting did since the host was made or the statistics were reset.
public struct CollectionStatistics: Sendable, Equatable {
    /// Items mounted into a cell because they came into the visible rect (or their cell was remounted).
    public var itemsMounted = 0
    /// Items taken out of their cell because they left the visible rect.
    public var itemsUnmounted = 0
    /// Cells made.
    public var cellsCreated = 0
    /// Cells taken back from the reuse pool.
    public var cellsReused = 0

    public init() {}
}
