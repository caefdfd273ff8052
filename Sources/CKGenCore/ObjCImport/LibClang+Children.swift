import CLibClang

extension LibClang {
    /// Collects the cursors `clang_visitChildren` visits, for the walk that runs through this callback.
    private final class Collector {
        var cursors: [CKClangCursor] = []
    }

    /// A cursor's direct children, in source order.
    func children(of cursor: CKClangCursor) -> [CKClangCursor] {
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = visitChildren(
            cursor,
            { child, _, data in
                guard let data else { return 0 }
                Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().cursors.append(child)
                return 1  // continue with the next sibling
            },
            context
        )
        return collector.cursors
    }
}
