import Dispatch
import Foundation

/// Checks the module model (V1–V8) and decides what to generate (G1–G5). Reads only Model values.
public enum Validator {
    /// Validates `model`, reporting problems to `diagnostics`, and returns the generation plan.
    ///
    /// The work is shared between two cores, in two rounds:
    /// 1. The type index on one, annotation placement (V1, V2) on the other: neither reads the other.
    /// 2. Typed state on one, and on the other everything that shares the module's selector names (pairings,
    ///    actions, event proxies, attribute uses); then both take the views' attribute tables, a run of types at
    ///    a time, until none is left. Views are most of the work, and each is checked on its own.
    ///
    /// (The order diagnostics are reported in does not matter: ``Diagnostics/all`` sorts them.)
    public static func validate(_ model: ModuleModel, diagnostics: Diagnostics) -> GenerationPlan {
        validateKeepingIndex(model, diagnostics: diagnostics).plan
    }

    /// ``validate(_:diagnostics:)``, handing back the type index too: a run that keeps it until the process exits
    /// never pays for freeing its thousands of entries (a tenth of validating a 1,000-file module).
    static func validateKeepingIndex(_ model: ModuleModel, diagnostics: Diagnostics) -> (
        plan: GenerationPlan, index: TypeIndex
    ) {
        for file in model.files { diagnostics.report(contentsOf: file.diagnostics) }
        // Placement reads the declarations alone (it is given no index): it runs while the index is built.
        let placement = InBackground {
            var placing = ValidationContext(model: model, diagnostics: diagnostics, index: TypeIndex())
            placing.checkAnnotationPlacement()
            return placing.malformedAnnotations
        }
        let index = TypeIndex(files: model.files, diagnostics: diagnostics)
        var placed = ValidationContext(model: model, diagnostics: diagnostics, index: index)
        placed.malformedAnnotations = placement.value
        let context = placed
        let views = SharedRuns<ViewPlan>(count: context.index.entries.count)
        let results = Slots<GenerationPlan>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            var working = context
            if part == 0 {
                working.planStates()
            } else {
                working.planPairings()
                working.planActions()
                working.planEventProxies()
                working.checkAttributeUses()
            }
            while let run = views.next() { views.set(run, working.viewPlans(for: run)) }
            results.set(part, working.plan)
        }
        let parts = results.values
        var plan = parts[1]
        plan.views = views.all
        plan.states = parts[0].states
        plan.imports = context.plannedImports(for: plan)
        if !plan.isEmpty { context.checkRuntimeModuleName() }
        return (plan, context.index)
    }
}

/// Work over `0..<count` handed out in runs to whichever thread asks next, and the results of each run kept in
/// order.
final class SharedRuns<Result>: @unchecked Sendable {
    /// How many items a run holds: enough that asking for runs costs nothing next to the work, few enough that
    /// the two threads finish close together.
    static var runLength: Int { 16 }

    private let lock = NSLock()
    private let count: Int
    private var nextStart = 0
    private var results: [[Result]]

    init(count: Int) {
        self.count = count
        results = Array(repeating: [], count: (count + Self.runLength - 1) / Self.runLength)
    }

    /// The next run of items, or `nil` when all have been handed out.
    func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard nextStart < count else { return nil }
        let run = nextStart..<min(nextStart + Self.runLength, count)
        nextStart = run.upperBound
        return run
    }

    /// Keeps the results of `run`.
    func set(_ run: Range<Int>, _ runResults: [Result]) {
        lock.lock()
        results[run.lowerBound / Self.runLength] = runResults
        lock.unlock()
    }

    /// Every run's results, in the order of the items.
    var all: [Result] { results.flatMap { $0 } }
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

    init(model: ModuleModel, diagnostics: Diagnostics, index: TypeIndex) {
        self.model = model
        self.diagnostics = diagnostics
        self.index = index
        self.plan = GenerationPlan(moduleName: model.moduleName)
    }

    /// Reports `message` at `location`.
    func report(
        _ message: ValidationMessage,
        at location: SourceLocation?,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.report(Diagnostic(message, at: location, notes: notes, fixIts: fixIts))
    }

    /// A note pointing at the other declaration involved.
    func note(_ note: ValidationNote, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(note, at: location)
    }

    /// Generated code names the runtime's types through its module (`ComponentRuntime.AttributeValue`), which a
    /// type of the module named `ComponentRuntime` hides: reported at the type, since no spelling gets past it.
    func checkRuntimeModuleName() {
        guard let shadow = index[RuntimeNames.module], let primary = shadow.primary else { return }
        report(.typeHidesRuntimeModule(shadow.qualifiedName), at: primary.location)
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
}
