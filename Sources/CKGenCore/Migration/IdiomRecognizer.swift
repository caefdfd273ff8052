import Foundation

/// The second stage of `ckgen migrate`: recognises ComponentKit's idioms in what the reader found. A composite's
/// `+newWith…` becomes a description (its parameters the stored properties, its `[super newWithComponent:]` the
/// body), a `CKComponentScope` with `+initialState` becomes `@ScopedState`, action methods become methods the
/// handlers call, and a controller becomes a `ComponentController` subclass. Anything else is kept, located.
struct IdiomRecognizer {
    typealias Kind = ObjCSyntaxNode.Kind

    /// Superclasses whose subclasses are composites.
    static let compositeSuperclasses: Set<String> = ["CKCompositeComponent", "CKRenderComponent"]

    func recognise(_ source: ComponentKitSource) -> [MigratedComponent] {
        source.classes.map(recognise)
    }

    func recognise(_ implemented: ComponentKitSource.ImplementedClass) -> MigratedComponent {
        var result = MigratedComponent(
            name: implemented.name,
            shape: .kept,
            location: implemented.location,
            properties: [],
            state: nil,
            bodyPrelude: [],
            body: nil,
            methods: [],
            kept: [],
            warnings: []
        )
        let superclass = implemented.superclass
        if superclass == "CKComponentController" || implemented.name.hasSuffix("ComponentController") {
            return controller(implemented, into: result)
        }
        let constructor = implemented.classMethods.first { $0.selector.hasPrefix("new") && Self.callsSuper($0) }
        guard let constructor, superclass.map(Self.compositeSuperclasses.contains) ?? true else {
            result.warnings.append(
                Diagnostic(
                    MigrationMessage.keptClass(name: implemented.name, superclass: superclass),
                    at: implemented.location
                )
            )
            result.kept = (implemented.classMethods + implemented.instanceMethods).map {
                (original: $0.text, reason: "not converted")
            }
            return result
        }
        result.shape = .description
        result.properties = constructor.parameters.map {
            (
                name: $0.name,
                type: ComponentKitNames.swiftType($0.type, nullable: $0.isNullable || $0.type.contains("_Nullable"))
            )
        }
        let ownMethods = Set(implemented.instanceMethods.map(\.selector))
        var values = ValueTranslator()
        var translator = ComponentTranslator(values: values, ownMethods: ownMethods)
        var state: (local: String?, type: String)?
        var bodyNode: ObjCSyntaxNode?
        for statement in constructor.statements {
            if let scope = Self.scopeDeclaration(statement) {
                state = state ?? (nil, "")
                if scope.children.count > 2, !Self.isDefault(scope.children[2]) {
                    Self.keepInBody(
                        statement,
                        reason: "a scope identifier: make the description 'Identifiable' with that 'id'",
                        in: &result
                    )
                }
                continue
            }
            if let variable = Self.variable(statement) {
                let (name, type, value) = variable
                if value.text.contains("scope.state()") || value.text.contains(".state()") {
                    state = (name, type)
                    values.stateName = name
                    values.renamed[name] = name
                    translator.values = values
                    continue
                }
                if let component = Self.superComponent(value) {
                    bodyNode = component
                    continue
                }
                if Self.isComponentType(type) {
                    translator.locals[name] = translator.component(value)
                    continue
                }
                do throws(Unconvertible) {
                    result.bodyPrelude.append("let \(name) = \(try translator.values.translate(value))")
                } catch {
                    Self.keepInBody(statement, reason: error.reason, in: &result)
                    values.unavailable.insert(name)
                    translator.values.unavailable.insert(name)
                }
                continue
            }
            if statement.kind == Kind.returnStatement, let value = statement.children.first {
                if let component = Self.superComponent(value) { bodyNode = component }
                continue
            }
            result.warnings.append(
                Diagnostic(
                    MigrationMessage.keptStatement(reason: "not part of building the component"),
                    at: statement.location
                )
            )
            result.kept.append((statement.text, "a statement of '+\(constructor.selector)'"))
        }
        let hasInitialState = implemented.classMethods.contains { $0.selector == "initialState" }
        if let state, state.local != nil || hasInitialState {
            let (local, type) = state
            let initial = Self.initialState(implemented, type: type)
            let name = local ?? "state"
            result.state = (name, initial)
            values.stateName = name
            translator.values = values
        }
        if let bodyNode { result.body = translator.component(bodyNode) }
        result.warnings += translator.warnings + values.guesses.diagnostics
        for method in implemented.classMethods where method.selector != constructor.selector {
            if method.selector == "initialState" && state != nil { continue }
            result.warnings.append(
                Diagnostic(
                    MigrationMessage.keptMethod(selector: "+" + method.selector, reason: "a class method"),
                    at: method.location
                )
            )
            result.kept.append((method.text, "a class method"))
        }
        for method in implemented.instanceMethods {
            let (lines, warnings) = actionMethod(
                method,
                values: values,
                stateName: result.state?.name,
                ownMethods: ownMethods
            )
            result.methods.append(lines)
            result.warnings += warnings
        }
        return result
    }

    // MARK: Statements

    /// Keeps `statement` as a comment at the top of the body, with a warning at its place.
    static func keepInBody(_ statement: ObjCSyntaxNode, reason: String, in result: inout MigratedComponent) {
        result.warnings.append(Diagnostic(MigrationMessage.keptStatement(reason: reason), at: statement.location))
        result.bodyPrelude += SwiftComponentLayout.commented(
            statement.text,
            indent: "",
            column: statement.location.column
        )
    }

    /// `CKComponentScope scope(self, …);` → the scope's constructor call.
    static func scopeDeclaration(_ statement: ObjCSyntaxNode) -> ObjCSyntaxNode? {
        guard statement.kind == Kind.declarationStatement, let variable = statement.children.first,
            variable.type.contains("CKComponentScope"),
            let call = variable.children.first(where: { $0.kind == Kind.call })
        else { return nil }
        return call
    }

    static func isDefault(_ node: ObjCSyntaxNode) -> Bool { node.text.isEmpty || node.text == "nil" }

    /// `T name = value;` → its name, type and value.
    static func variable(_ statement: ObjCSyntaxNode) -> (String, String, ObjCSyntaxNode)? {
        guard statement.kind == Kind.declarationStatement, statement.children.count == 1,
            let variable = statement.children.first, variable.kind == Kind.variable,
            let value = variable.children.last(where: {
                $0.kind != Kind.typeReference && $0.kind != Kind.classReference
            })
        else { return nil }
        return (variable.spelling, variable.type, value)
    }

    static func isComponentType(_ type: String) -> Bool {
        type.contains("Component *") || type.contains("CKComponent*")
    }

    /// The argument of `[super newWithComponent:X]` (or `newWithView:component:`), when `node` is that message.
    static func superComponent(_ node: ObjCSyntaxNode) -> ObjCSyntaxNode? {
        let inner = node.unwrapped
        guard inner.kind == Kind.message, inner.receiverClass == nil,
            inner.spelling == "newWithComponent:" || inner.spelling == "newWithView:component:",
            inner.children.count == inner.messageArguments.count
        else { return nil }
        if inner.spelling == "newWithView:component:" { return inner }
        return inner.messageArguments.first
    }

    static func callsSuper(_ method: ComponentKitSource.Method) -> Bool {
        method.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("[super newWith")
    }

    /// The initial value `+initialState` returns (`@NO` → `false`), or the type's zero.
    static func initialState(_ implemented: ComponentKitSource.ImplementedClass, type: String) -> String {
        if let method = implemented.classMethods.first(where: { $0.selector == "initialState" }),
            let returned = method.statements.first(where: { $0.kind == Kind.returnStatement })?.children.first,
            let value = try? ValueTranslator().translate(returned)
        {
            return value
        }
        switch ComponentKitNames.swiftType(type, nullable: false) {
        case "Bool": return "false"
        case "Int", "CGFloat", "Double": return "0"
        default: return "nil"
        }
    }

    // MARK: Methods

    /// An instance method as a Swift method: `updateState:` becomes a change to the scoped state; what else it
    /// does is kept as comments inside it.
    func actionMethod(
        _ method: ComponentKitSource.Method,
        values: ValueTranslator,
        stateName: String?,
        ownMethods: Set<String>
    ) -> ([String], [Diagnostic]) {
        let name = MigrationNames.method(method.selector)
        var lines = ["func \(name)() {"]
        var warnings: [Diagnostic] = []
        for statement in method.statements {
            if let stateName, let update = stateUpdate(statement, values: values, stateName: stateName) {
                lines.append("    " + update)
                continue
            }
            if let call = Self.ownCall(statement, methods: ownMethods) {
                lines.append("    " + call)
                continue
            }
            warnings.append(
                Diagnostic(
                    MigrationMessage.keptStatement(reason: "not a state update"),
                    at: statement.location
                )
            )
            lines += SwiftComponentLayout.commented(statement.text, indent: "    ", column: statement.location.column)
        }
        if method.statements.isEmpty && !method.text.isEmpty {
            lines.append("    // (empty in Objective-C)")
        }
        return (lines + ["}"], warnings)
    }

    /// `[self updateState:^(NSNumber *old){ return expr; } mode:M];` → `$name.set(expr, mode: .m)` or
    /// `name = expr`.
    func stateUpdate(_ statement: ObjCSyntaxNode, values: ValueTranslator, stateName: String) -> String? {
        let message = statement.unwrapped
        guard message.kind == Kind.message, message.spelling.hasPrefix("updateState:") else { return nil }
        let arguments = ComponentTranslator.arguments(message)
        guard let block = arguments["updateState"]?.unwrapped, block.kind == Kind.block,
            let declaration = block.children.first
        else { return nil }
        var translator = values
        if let parameter = declaration.children.first(where: { $0.kind == Kind.parameter }) {
            translator.renamed[parameter.spelling] = stateName
        }
        guard let body = declaration.children.first(where: { $0.kind == Kind.compound }),
            body.children.count == 1, body.children[0].kind == Kind.returnStatement,
            let returned = body.children[0].children.first,
            let value = try? translator.translate(returned)
        else { return nil }
        let mode = arguments["mode"].flatMap { try? values.translate($0) }
        if let mode, mode != ".asynchronous" { return "$\(stateName).set(\(value), mode: \(mode))" }
        return "\(stateName) = \(value)"
    }

    /// `[self startTimer]`, a message to one of the class's own methods without arguments → `startTimer()`.
    static func ownCall(_ statement: ObjCSyntaxNode, methods: Set<String>) -> String? {
        let message = statement.unwrapped
        guard message.kind == Kind.message, methods.contains(message.spelling), !message.spelling.contains(":"),
            message.children.count == 1, message.children[0].unwrapped.kind == Kind.objcSelf
        else { return nil }
        return message.spelling + "()"
    }

    // MARK: Controllers

    /// A `CKComponentController` subclass → `ComponentController<DescribedComponent<Foo>>` with the same
    /// lifecycle methods; their bodies are kept as comments (they talk to views and models ckgen cannot see).
    func controller(_ implemented: ComponentKitSource.ImplementedClass, into start: MigratedComponent)
        -> MigratedComponent
    {
        var result = start
        let component = String(implemented.name.dropLast("Controller".count))
        result.shape = .controller(component: component)
        let ownMethods = Set(implemented.instanceMethods.map(\.selector))
        for method in implemented.instanceMethods {
            let name = MigrationNames.method(method.selector)
            let known = Self.lifecycle.contains(method.selector)
            var lines = [(known ? "override func " : "func ") + "\(name)() {"]
            if known { lines.append("    super.\(name)()") }
            for statement in method.statements {
                if let call = Self.ownCall(statement, methods: ownMethods) {
                    lines.append("    " + call)
                    continue
                }
                lines += SwiftComponentLayout.commented(
                    statement.text,
                    indent: "    ",
                    column: statement.location.column
                )
                result.warnings.append(
                    Diagnostic(
                        MigrationMessage.keptStatement(reason: "a controller's code ckgen migrate cannot read"),
                        at: statement.location
                    )
                )
            }
            if method.statements.isEmpty && !known { lines.append("    // (empty in Objective-C)") }
            result.methods.append(lines + ["}"])
        }
        return result
    }

    static let lifecycle: Set<String> = [
        "willMount", "didMount", "willRemount", "didRemount", "willUnmount", "didUnmount", "willUpdateComponent",
        "didUpdateComponent", "componentDidAcquireView", "componentTreeWillAppear", "componentTreeDidDisappear",
        "componentWillRelinquishView", "invalidateController",
    ]
}
