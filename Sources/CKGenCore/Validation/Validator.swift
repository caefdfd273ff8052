import Dispatch

/// Checks the module model (V1–V8) and decides what to generate (G1–G5). Reads only Model values.
public enum Validator {
    /// Validates `model`, reporting problems to `diagnostics`, and returns the generation plan.
    ///
    /// Views and typed state are planned on another core while the rest is: their checks read the index and the
    /// placement's results, and write only `plan.views` and `plan.states`, while actions and the attribute uses
    /// share selector names. (The order diagnostics are reported in does not matter: ``Diagnostics/all`` sorts
    /// them.)
    public static func validate(_ model: ModuleModel, diagnostics: Diagnostics) -> GenerationPlan {
        validateKeepingIndex(model, diagnostics: diagnostics).plan
    }

    /// ``validate(_:diagnostics:)``, handing back the type index too: a run that keeps it until the process exits
    /// never pays for freeing its thousands of entries (a tenth of validating a 1,000-file module).
    static func validateKeepingIndex(_ model: ModuleModel, diagnostics: Diagnostics) -> (
        plan: GenerationPlan, index: TypeIndex
    ) {
        var placed = ValidationContext(model: model, diagnostics: diagnostics)
        placed.checkAnnotationPlacement()
        let context = placed
        let results = Slots<GenerationPlan>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            var working = context
            if part == 0 {
                working.planViews()
                working.planStates()
            } else {
                working.planPairings()
                working.planActions()
                working.planEventProxies()
                working.checkAttributeUses()
            }
            results.set(part, working.plan)
        }
        let parts = results.values
        var plan = parts[1]
        plan.views = parts[0].views
        plan.states = parts[0].states
        return (plan, context.index)
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
        diagnostics.report(Diagnostic(message, at: location, notes: notes, fixIts: fixIts))
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
}
