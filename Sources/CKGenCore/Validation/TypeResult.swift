/// What validation finds for one type on its own: the parts of the plan that are that type's alone, what the
/// module-wide checks take from it, and the diagnostics it reported. A type's result depends only on its own
/// declarations and on the other types it looked up by name, so ``ValidationMemo`` can keep it for the next run.
struct TypeResult: Equatable {
    /// Its attribute table (G1).
    var view: ViewPlan?
    /// Its typed state (G5).
    var state: StatePlan?
    /// Its actions, for the module's dispatch tables (G3).
    var actions = ActionCandidates()
    /// Its event handlers, for the module's strategy maps (G4).
    var proxy = ProxyCandidates()
    /// What it reported.
    var diagnostics: [Diagnostic] = []
    /// The other types it looked up.
    var lookups: [TypeLookup] = []
    /// What ``ValidationMemo`` keyed it on: `nil` when it is not kept.
    var key: ValidationMemo.Key?
}

extension ValidationContext {
    /// The result of `entry` on its own. Its diagnostics and lookups are collected in ``capture`` and
    /// ``lookups``, which must be set.
    func typeResult(for entry: TypeIndex.Entry) -> TypeResult {
        var result = TypeResult()
        result.view = viewPlan(for: entry)
        result.state = statePlan(for: entry)
        result.actions = actionCandidates(for: entry)
        result.proxy = proxyCandidates(for: entry)
        result.diagnostics = capture?.take() ?? []
        result.lookups = lookups?.take() ?? []
        return result
    }
}
