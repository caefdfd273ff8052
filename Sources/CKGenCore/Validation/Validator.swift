/// Checks the module model (V1–V8) and decides what to generate (G1–G5). Reads only Model values.
public enum Validator {
    /// Validates `model`, reporting problems to `diagnostics`, and returns the generation plan.
    public static func validate(_ model: ModuleModel, diagnostics: Diagnostics) -> GenerationPlan {
        var context = ValidationContext(model: model, diagnostics: diagnostics)
        context.checkAnnotationPlacement()
        context.planViews()
        context.planPairings()
        context.planActions()
        context.planEventProxies()
        context.planStates()
        context.checkAttributeUses()
        return context.plan
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
        self.index = TypeIndex(declarations: model.declarations, diagnostics: diagnostics)
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
    func checkReachable(_ access: AccessLevel, member: String, annotation: String, at location: SourceLocation) -> Bool
    {
        guard access.isReachableFromOtherFiles else {
            report(.unreachableMember(member, access: access, annotation: annotation), at: location)
            return false
        }
        return true
    }
}
