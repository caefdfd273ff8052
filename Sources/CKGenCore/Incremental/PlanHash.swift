import Dispatch

/// A stable hash of a ``GenerationPlan``: equal plans hash equal in every run and on every machine, so a run whose
/// plan is the last run's (a declaration added that generates nothing, a parameter renamed) knows that rendering
/// would write the output that is already there, and skips it. Rendering a 1,000-file module is a fifth of a cold
/// run; hashing its plan, a fiftieth.
///
/// Each plan type writes its fields, in a fixed order, in the parse cache's format (``BinaryWriter``: strings and
/// arrays with their lengths, optionals with a presence byte), and the hash is taken over the bytes. The plan's
/// own `Encodable` conformance, fed to an encoder that only hashed, cost nearly what rendering costs.
///
/// Nothing checks here that a type writes every field: when a plan type gains one, its `write` below must gain it
/// too, or a change to that field alone would leave a stale output. `PlanHashTests` lists each type's fields and
/// fails until this file is looked at.
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
        plan.imports.write(to: &writer)
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
    private static func hashes<List: Collection>(_ list: List) -> [UInt64] where List.Element: PlanHashable {
        var writer = BinaryWriter(path: "")
        return list.map { item in
            writer.removeAll()
            item.write(to: &writer)
            return writer.contentHash
        }
    }
}

/// A plan value that writes its fields for ``PlanHash``.
protocol PlanHashable {
    func write(to writer: inout BinaryWriter)
}

extension Array where Element: PlanHashable {
    fileprivate func write(to writer: inout BinaryWriter) {
        writer.writeUnsigned(UInt64(count))
        for element in self { element.write(to: &writer) }
    }
}

extension ViewPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        attributes.write(to: &writer)
        factories.write(to: &writer)
        writer.write(condition)
        writer.write(typeIsPublic)
    }
}

extension AttributePlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(identifier)
        writer.write(member)
        writer.write(parameters)
        writer.write(argumentsType)
        switch setter {
        case .property(let name):
            writer.writeByte(0)
            writer.write(name)
        case .method(let name):
            writer.writeByte(1)
            writer.write(name)
        }
        writer.write(condition)
        writer.write(stateParameter)
        writer.write(canBePublic)
    }
}

extension FactoryPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(identifier)
        writer.write(parameters)
        writer.write(argumentsType)
        writer.write(condition)
        writer.write(canBePublic)
    }
}

extension ImportPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(kind)
        writer.write(attributes)
        writer.write(access)
        writer.write(condition)
    }
}

extension PairingPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(component)
        writer.write(controller)
        writer.write(typeIsPublic)
        writer.write(condition)
        writer.write(isDescription)
    }
}

extension SelectorPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(constant)
        writer.write(name)
    }
}

extension ActionTablePlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        entries.write(to: &writer)
        writer.write(typeIsPublic)
        writer.write(condition)
        writer.write(superclassWithTable)
        subclassesWithTables.write(to: &writer)
        writer.write(isDescription)
    }
}

extension SubclassTablePlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(condition)
    }
}

extension ActionEntryPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(selectorConstant)
        writer.write(kind.rawValue)
        writer.write(method)
        writer.write(senderLabel)
        writer.write(senderType)
        writer.write(argumentLabel)
        writer.write(argumentType)
        writer.write(condition)
    }
}

extension EventPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(constant)
        writer.write(name)
    }
}

extension ProxyPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        strategies.write(to: &writer)
        writer.write(typeIsPublic)
        writer.write(condition)
    }
}

extension StrategyPlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(eventConstant)
        writer.write(method)
        writer.write(takesUserInfo)
        writer.write(userInfoLabel)
        writer.write(condition)
    }
}

extension StatePlan: PlanHashable {
    func write(to writer: inout BinaryWriter) {
        writer.write(component)
        writer.write(synthesizesInitialState)
        writer.write(typeIsPublic)
        writer.write(condition)
        writer.write(isDescription)
    }
}
