import Dispatch

/// A stable hash of a ``GenerationPlan``: equal plans hash equal in every run and on every machine, so a run whose
/// plan is the last run's (a declaration added that generates nothing, a parameter renamed) knows that rendering
/// would write the output that is already there, and skips it. Rendering a 1,000-file module is a fifth of a cold
/// run; hashing its plan, a fiftieth.
///
/// Each plan type writes its fields in the generator's binary coding (``BinaryEncodable``, beside the caches' in
/// `Coding/`), and the hash is taken over the bytes. The plan's own `Encodable` conformance, fed to an encoder that
/// only hashed, cost nearly what rendering costs. `BinaryCodingCompletenessTests` checks that a change to any
/// field of any plan type changes the hash.
enum PlanHash {
    /// The hash of each item of each of the plan's lists. Rendering keys the text it made for an item on its
    /// hash (``RenderedPieces``), so the items are hashed once, and the plan's hash is made of theirs.
    struct Items: Sendable, Equatable {
        var views: [UInt64] = []
        var pairings: [UInt64] = []
        var selectors: [UInt64] = []
        var actionTables: [UInt64] = []
        var events: [UInt64] = []
        var proxies: [UInt64] = []
        var states: [UInt64] = []
    }

    static func of(_ plan: GenerationPlan) -> UInt64 { of(plan, items: items(of: plan)) }

    /// The plan's hash from its items' (``items(of:)``): its module's name, then each list's length and hashes.
    static func of(_ plan: GenerationPlan, items: Items) -> UInt64 {
        var writer = BinaryWriter(path: "")
        writer.write(plan.moduleName)
        for list in [
            items.views, items.pairings, items.selectors, items.actionTables, items.events, items.proxies, items.states,
        ] {
            writer.write(list)
        }
        writer.write(plan.imports)
        return writer.contentHash
    }

    static func items(of plan: GenerationPlan) -> Items {
        // The views (most of the work: every attribute of every view) are hashed on two cores, half each; the
        // other lists with the second half.
        let middle = plan.views.count / 2
        let halves = Slots<Items>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                halves.set(0, Items(views: hashes(plan.views[..<middle])))
            } else {
                halves.set(
                    1,
                    Items(
                        views: hashes(plan.views[middle...]),
                        pairings: hashes(plan.pairings),
                        selectors: hashes(plan.selectors),
                        actionTables: hashes(plan.actionTables),
                        events: hashes(plan.events),
                        proxies: hashes(plan.proxies),
                        states: hashes(plan.states)
                    )
                )
            }
        }
        let parts = halves.values
        var items = parts[1]
        items.views = parts[0].views + parts[1].views
        return items
    }

    /// The hashes of `list`'s items, written one after another into one buffer, each hashed and cleared.
    private static func hashes<List: Collection>(_ list: List) -> [UInt64] where List.Element: BinaryEncodable {
        var writer = BinaryWriter(path: "")
        return list.map { item in
            writer.removeAll()
            item.write(to: &writer)
            return writer.contentHash
        }
    }
}
