import Dispatch

/// Checks the module model (V1–V8) and decides what to generate (G1–G5). Reads only Model values.
public enum Validator {
    /// Validates `model`, reporting problems to `diagnostics`, and returns the generation plan.
    public static func validate(_ model: ModuleModel, diagnostics: Diagnostics) -> GenerationPlan {
        validate(model, diagnostics: diagnostics, memo: nil).plan
    }

    /// Validates `model` as ``validate(_:diagnostics:)`` does, taking each type's own results from `memo` where
    /// what they were worked out from has not changed (see ``ValidationMemo``). Returns the plan and every type's
    /// results, for the next run's memo.
    ///
    /// Validation runs in three steps:
    /// 1. The whole module, in one pass: the type index (duplicate types) and annotation placement (V1, V2).
    /// 2. Each type on its own, on two cores: its attribute table (G1), its typed state (G5), its actions and its
    ///    event handlers as far as they can be checked without the other types' (V3, V4). What this step reads of
    ///    other types, it looks up by name, and the memo keeps those names.
    /// 3. The whole module again, from the types' results: selectors and event names must be unique across the
    ///    module (V5), dispatch tables take their superclasses' rows, controllers are paired (G2, V6), and the
    ///    selectors views use must be handled (V7, V8).
    ///
    /// The order diagnostics are reported in does not matter: ``Diagnostics/all`` sorts them.
    static func validate(_ model: ModuleModel, diagnostics: Diagnostics, memo: ValidationMemo?) -> Outcome {
        var context = ValidationContext(model: model, diagnostics: diagnostics)
        context.checkAnnotationPlacement()
        let entries = context.index.entries
        let keys = memo?.keys(of: context.index)
        let halves = Slots<(results: [TypeResult], reused: Int)>(count: 2)
        let middle = entries.count / 2
        let shared = context
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var working = shared
            working.capture = DiagnosticCapture()
            working.lookups = LookupLog()
            let range = half == 0 ? 0..<middle : middle..<entries.count
            var results: [TypeResult] = []
            results.reserveCapacity(range.count)
            var reused = 0
            for position in range {
                let entry = entries[position]
                let source = keys?[entry.id] ?? nil
                if let memo, let source, let kept = memo.result(for: entry, source: source, in: shared.index) {
                    results.append(kept)
                    reused += 1
                    continue
                }
                var result = working.typeResult(for: entry)
                if let memo, let source {
                    result.key = memo.key(source: source, lookups: result.lookups, in: shared.index)
                }
                results.append(result)
            }
            halves.set(half, (results, reused))
        }
        let results = halves.values.flatMap(\.results)
        for result in results { diagnostics.report(contentsOf: result.diagnostics) }
        context.planModule(from: results)
        return Outcome(
            plan: context.plan,
            results: results,
            names: entries.map(\.qualifiedName),
            reused: halves.values.reduce(0) { $0 + $1.reused }
        )
    }

    /// What ``validate(_:diagnostics:memo:)`` found.
    struct Outcome {
        var plan: GenerationPlan
        /// Each type's own results, by position in `names` (qualified names).
        var results: [TypeResult]
        var names: [String]
        /// How many results came from the memo.
        var reused: Int
    }
}

/// The state one validation run shares between its checks.
struct ValidationContext {
    let model: ModuleModel
    let diagnostics: Diagnostics
    let index: TypeIndex
    var plan: GenerationPlan
    /// Selector constant name → selector name, for V5 and V8.
    var selectorNames: [String: (name: String, location: SourceLocation)] = [:]
    /// Names of every method annotated `@ck.action`, accepted or not: V8 must not ask for an annotation that is
    /// already there (one rejected for its signature or placement has its own error).
    var annotatedActionNames: Set<String> = []
    /// Annotations already reported as malformed or unknown.
    var malformedAnnotations: Set<SourceLocation> = []
    /// While one type's own results are worked out: where its diagnostics go, instead of `diagnostics`.
    var capture: DiagnosticCapture?
    /// While one type's own results are worked out: the other types it looks up.
    var lookups: LookupLog?

    init(model: ModuleModel, diagnostics: Diagnostics) {
        self.model = model
        self.diagnostics = diagnostics
        for file in model.files { diagnostics.report(contentsOf: file.diagnostics) }
        self.index = TypeIndex(files: model.files, diagnostics: diagnostics)
        self.plan = GenerationPlan(moduleName: model.moduleName)
    }

    /// Reports `message` at `location`.
    func report(
        _ message: ValidationMessage,
        at location: SourceLocation?,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        let diagnostic = Diagnostic(message, at: location, notes: notes, fixIts: fixIts)
        if let capture {
            capture.diagnostics.append(diagnostic)
        } else {
            diagnostics.report(diagnostic)
        }
    }

    /// A note pointing at the other declaration involved.
    func note(_ note: ValidationNote, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(note, at: location)
    }

    /// V3: whether a member annotated for ckgen can be reached from the generated file; reports it when not.
    ///
    /// The member is named only when it is reported: a method's full name is built from its parameters.
    func checkReachable(
        _ access: AccessLevel,
        member: @autoclosure () -> String,
        annotation: String,
        at location: SourceLocation
    ) -> Bool {
        guard access.isReachableFromOtherFiles else {
            report(.unreachableMember(member(), access: access, annotation: annotation), at: location)
            return false
        }
        return true
    }

    /// The module's type of that exact qualified name, noted as read by the type being checked.
    func lookUp(qualifiedName: String) -> TypeIndex.Entry? {
        lookUp(TypeLookup.exact(qualifiedName))
    }

    /// The module's type a named type reference names (``TypeIndex/resolve(_:)-(TypeReference)``), noted as read by
    /// the type being checked.
    func lookUp(_ reference: TypeReference) -> TypeIndex.Entry? {
        guard case .named(let path, _) = reference.shape else { return nil }
        return lookUp(TypeLookup.named(path.count == 1 ? path[0] : path.joined(separator: ".")))
    }

    private func lookUp(_ lookup: TypeLookup) -> TypeIndex.Entry? {
        lookups?.names.append(lookup)
        return index.lookUp(lookup)
    }

    /// The module-wide steps, from every type's own results.
    mutating func planModule(from results: [TypeResult]) {
        plan.views = results.compactMap(\.view)
        plan.states = results.compactMap(\.state)
        planActions(from: results)
        planEventProxies(from: results)
        planPairings()
        checkAttributeUses()
    }
}

/// Where one type's diagnostics are collected while its own results are worked out. Each thread has its own.
final class DiagnosticCapture: @unchecked Sendable {
    var diagnostics: [Diagnostic] = []

    /// What was collected since the last call.
    func take() -> [Diagnostic] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }
}

/// The lookups of other types one type's checks make, collected while its own results are worked out. Each
/// thread has its own.
final class LookupLog: @unchecked Sendable {
    var names: [TypeLookup] = []

    /// What was collected since the last call, each lookup once, in a fixed order.
    func take() -> [TypeLookup] {
        defer { names.removeAll() }
        guard names.count > 1 else { return names }
        return Array(Set(names)).sorted()
    }
}
