/// Applies `attributes` over `old`, the values the view carries: equal values are skipped, changed ones
/// applied (through the updater, or unapply + apply), and attributes the view no longer carries are unapplied.
/// Both lists are sorted by identifier. Returns what the view carries afterwards.
///
/// Views are reused only for the same attribute identifiers, so a mount pass never unapplies today; the merge
/// stays general so that a looser reuse rule (or a future caller) keeps it right.
@MainActor
func applyAttributes(
    _ attributes: [AnyAttributeBox],
    over old: [AnyAttributeBox],
    to view: UIView,
    owner: Component?,
    statistics: inout MountStatistics
) -> [AnyAttributeBox] {
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < attributes.count {
        if newIndex == attributes.count
            || (oldIndex < old.count && old[oldIndex].identifier < attributes[newIndex].identifier)
        {
            old[oldIndex].unapply(from: view, owner: owner)
            statistics.attributesUnapplied += 1
            oldIndex += 1
        } else if oldIndex == old.count || attributes[newIndex].identifier < old[oldIndex].identifier {
            attributes[newIndex].apply(to: view, replacing: nil, owner: owner)
            statistics.attributesApplied += 1
            newIndex += 1
        } else {
            if old[oldIndex].isEqual(to: attributes[newIndex]) {
                statistics.attributesSkipped += 1
            } else {
                attributes[newIndex].apply(to: view, replacing: old[oldIndex], owner: owner)
                statistics.attributesApplied += 1
            }
            oldIndex += 1
            newIndex += 1
        }
    }
    return attributes
}
