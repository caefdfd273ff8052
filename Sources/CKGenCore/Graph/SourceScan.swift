import SwiftParser
import SwiftSyntax

/// What `ckgen graph` reads from one type's code beyond the parsed model: the types it constructs (a composite's
/// children), the view classes it names, the selectors it sends and the router events it emits. Names are as
/// written; the graph keeps only those that name something of the module.
struct TypeUses: Equatable {
    /// Called type names (`FollowButtonComponent(model:)`) and member calls (`.avatarView(style:)`).
    var calls: Set<String> = []
    /// Types named as `X.self` (`ViewConfiguration(UIButton.self, …)`) or as the view of `ViewComponent<X>`.
    var metatypes: Set<String> = []
    /// Selector constants in `.controlAction(.x)`, the gesture attributes, `ComponentAction(.x)`, `send(.x)`
    /// and `sendAction(.x, …)`.
    var sentActions: Set<String> = []
    /// Event-name constants in `routerEvent(name: .x, …)`.
    var emittedEvents: Set<String> = []
}

/// Reads every type's uses out of a source file with swift-syntax. Uses inside a nested type belong to the
/// nested type; uses in an extension belong to the extended type.
enum SourceScan {
    /// The uses in `source`, by type; `nil` when the parser would refuse the file (see
    /// ``SourceFileParser/isWithinLimits(_:)``): swift-syntax reads it only within the limits generating reads it in.
    static func uses(in source: String) -> [String: TypeUses]? {
        let bytes = Array(source.utf8)
        guard SourceFileParser.isWithinLimits(bytes) else { return nil }
        let visitor = UseVisitor(viewMode: .sourceAccurate)
        visitor.walk(
            bytes.withUnsafeBufferPointer {
                Parser.parse(source: $0, maximumNestingLevel: SourceFileParser.maximumNestingLevel)
            }
        )
        return visitor.uses
    }
}

private final class UseVisitor: SyntaxVisitor {
    private(set) var uses: [String: TypeUses] = [:]
    /// The qualified name of the innermost type (or extended type) being read, and those around it.
    private var current: String?
    private var outer: [String?] = []

    /// Calls whose first unlabelled (or `action:`) argument is a selector sent from the enclosing type.
    private static let actionCalls: Set<String> = RuntimeNames.selectorAttributes.union(RuntimeNames.sendMethods)
        .union([RuntimeNames.componentAction])

    private func record(_ update: (inout TypeUses) -> Void) {
        guard let current else { return }
        update(&uses[current, default: TypeUses()])
    }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        outer.append(current)
        current = current.map { "\($0).\(name)" } ?? name
        return .visitChildren
    }

    private func pop() { current = outer.popLast() ?? nil }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { pop() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        outer.append(current)
        current = node.extendedType.trimmedDescription
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = Self.calledName(node.calledExpression)
        if let called {
            record { $0.calls.insert(called) }
            // `ViewComponent<AvatarView>(…)`, a description's way to mount a view: the view class is its argument.
            if called == RuntimeNames.viewComponent,
                let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self)
            {
                let views = generic.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
                record { $0.metatypes.formUnion(views) }
            }
            if Self.actionCalls.contains(called), let selector = Self.selectorArgument(node.arguments) {
                record { $0.sentActions.insert(selector) }
            }
            if called == "routerEvent",
                let name = node.arguments.first(where: { $0.label?.text == "name" }),
                let event = Self.implicitMember(name.expression)
            {
                record { $0.emittedEvents.insert(event) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "self", let base = node.base?.as(DeclReferenceExprSyntax.self) {
            record { $0.metatypes.insert(base.baseName.text) }
        }
        return .visitChildren
    }

    /// `Foo(…)` → `Foo`, `ComponentAction<T>(…)` → `ComponentAction`, `.foo(…)` and `x.foo(…)` → `foo`.
    private static func calledName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calledName(generic.expression) }
        return nil
    }

    /// The selector of an action call: its `action:` argument, else its first argument, when written `.name`.
    private static func selectorArgument(_ arguments: LabeledExprListSyntax) -> String? {
        if let action = arguments.first(where: { $0.label?.text == "action" }) {
            return implicitMember(action.expression)
        }
        guard let first = arguments.first, first.label == nil else { return nil }
        return implicitMember(first.expression)
    }

    /// `.name` → `name`; anything else → `nil`.
    private static func implicitMember(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }
}
