/// Every message validation reports (rules V1–V8, and what ckgen cannot generate), with the facts it names.
public enum ValidationMessage: DiagnosticMessage, Hashable {
    // MARK: Annotations (V1, V2)

    /// An annotation ckgen does not know, with the closest one it does.
    case unknownAnnotation(String, suggestion: String?)
    /// `@ck.view`, `@ck.ignore` or `@ck.eventProxy` given arguments.
    case annotationTakesNoArguments(AnnotationName)
    /// `@ck.attribute` given an argument other than `id:`.
    case attributeTakesOnlyID
    /// `@ck.attribute` without `id:`.
    case attributeNeedsID
    /// `@ck.attribute(id:id:)`.
    case attributeIDTwice
    /// `@ck.attribute(id: "")`.
    case emptyAttributeID
    /// `@ck.event` without one unlabelled string.
    case eventNeedsName
    /// `@ck.event("")`.
    case emptyEventName
    /// A class annotation on a struct, enum, protocol or extension (`kind` says which).
    case classAnnotationOnNonClass(AnnotationName, kind: String, type: String)
    /// A member annotation on a type.
    case memberAnnotationOnType(AnnotationName, type: String)
    /// An annotation a property cannot have.
    case annotationOnProperty(AnnotationName, property: String)
    /// A class annotation on a method.
    case classAnnotationOnMethod(AnnotationName, method: String)
    /// Any annotation on an initializer.
    case annotationOnInitializer(String)
    /// `@ck.attribute` or `@ck.ignore` in a class that is not a `@ck.view`.
    case viewMemberAnnotationOutsideView(AnnotationName, member: String, type: String)
    /// `@ck.attribute` on a property without a setter.
    case unsettableAttribute(property: String)
    /// `@ck.attribute` on a property whose property wrapper's `wrappedValue` has no setter.
    case unsettableWrappedAttribute(property: String, wrapper: String)
    /// `@ck.attribute` on a method that is not a `set…` method.
    case attributeOnNonSetter(method: String)
    /// `@ck.action` in something that is not a class of the module.
    case actionOutsideClass(type: String)

    // MARK: Views

    /// A view property without a written type.
    case unknownPropertyType(property: String)
    /// A view member whose type cannot be an attribute value; an error when the member asked to be an attribute.
    case unsupportedAttributeType(member: String, type: String, valueType: String, reason: String, annotated: Bool)
    /// Two attributes of a view with one identifier.
    case duplicateAttributeIdentifier(String, first: String, second: String, type: String)
    /// Two members of a view that become one attribute constructor.
    case duplicateAttributeConstructor(String, member: String, other: String, type: String)

    /// A type of the module named `ComponentRuntime`: generated code names the runtime's types through the module's
    /// name, which the type hides.
    case typeHidesRuntimeModule(String)
    /// A `@ck.view` class whose superclass chain reaches a class `UIView` the module declares in Swift, not the
    /// runtime's (UIKit's on iOS).
    case viewOfModulesOwnUIView(view: String, shadow: String)

    // MARK: Signatures (V4) and reachability (V3)

    /// A member generated code cannot reach.
    case unreachableMember(String, access: AccessLevel, annotation: String)
    /// A setter ckgen cannot call.
    case unsupportedSetter(method: String)
    /// An action method ckgen cannot call.
    case unsupportedAction(method: String)
    /// An action, setter or factory parameter passed in a way generated code cannot pass a value it holds
    /// (`inout`, `isolated`, `@autoclosure`).
    case unpassableParameter(method: String, parameter: String, specifier: String, role: String)
    /// A `mutating` action of a description: its row calls it on the description its component holds, a constant.
    case mutatingDescriptionAction(method: String, type: String)
    /// An event handler with arguments other than one `UserInfo`.
    case unsupportedHandlerArguments(method: String)
    /// An event handler that is static, async, throwing or returns something.
    case unsupportedHandlerShape(method: String)
    /// An event handler in a class that is not an event proxy.
    case handlerOutsideProxy(method: String, event: String, type: String)

    // MARK: Duplicates (V5)

    /// A type declared twice.
    case duplicateType(String)
    /// Two actions of one class for one selector.
    case duplicateAction(type: String, selector: String)
    /// Two action names that would share one selector constant.
    case selectorConstantClash(String, existing: String, new: String)
    /// An action named like a selector the runtime declares.
    case runtimeSelectorClash(String, builtin: String)
    /// One proxy handling an event twice.
    case duplicateEventHandler(type: String, event: String)
    /// Two event names that would share one constant.
    case eventConstantClash(String, existing: String, new: String)

    // MARK: Controllers (V6)

    /// A controller whose component is not in the module, with the closest component name.
    case missingComponent(String, controller: String, suggestion: String?)
    /// A controller named otherwise than `<Component>Controller`.
    case misnamedController(String, component: String, expected: String)
    /// A class named like a controller that is not one.
    case notAController(String, component: String)
    /// A component with a controller but no scope.
    case missingScope(component: String, controller: String)
    /// A controller of `DescribedComponent<X>` where `X` is not a description of the module, with the closest one.
    case missingDescription(String, controller: String, suggestion: String?)
    /// A controller of a description written `ComponentController<Foo>` instead of
    /// `ComponentController<DescribedComponent<Foo>>`.
    case descriptionControllerNeedsDescribedComponent(controller: String, description: String)
    /// A class named like the controller of a description that is not one.
    case notADescriptionController(String, description: String)

    // MARK: Actions in use (V7, V8)

    /// `.controlAction` on a view that is not a control.
    case controlActionOnNonControl(viewType: String)
    /// A selector no responder of the module handles; `suggestion` is a selector of the module with a name close
    /// to it, when the name looks misspelt.
    case unhandledSelector(String, module: String, suggestion: String? = nil)

    // MARK: What ckgen cannot generate

    /// `@ck.view` on a generic class.
    case genericView(String)
    /// `@ck.action` in a generic class.
    case genericActionClass(String)
    /// `@ck.action` in a generic description.
    case genericActionDescription(String)
    /// A generic initializer of a view (type or parameter-pack parameters, or an opaque parameter), which gets no
    /// factory.
    case genericInitializer(String, type: String)
    /// A `@ck.view` initializer that gets no factory (it throws, is async, is unavailable, or takes an argument a
    /// factory cannot keep), and why.
    case unsupportedFactory(String, type: String, reason: String)
    /// A member generated code would use but cannot (unavailable, obsoleted, isolated to another global actor), and
    /// why; `annotation` names the annotation that asked for it, if one did.
    case unusableMember(String, type: String, reason: String, annotation: String?)
    /// A component's `State` declared `~Copyable`, which gets no typed state.
    case nonCopyableState(component: String)
    /// `@ck.eventProxy` on a generic class.
    case genericEventProxy(String)
    /// A generic component with a controller.
    case genericComponentWithController(String)
    /// A conformance ckgen writes, written by hand (`conformance` names it).
    case handWrittenConformance(type: String, conformance: String, remedy: String)
    /// An event proxy without handlers.
    case emptyEventProxy(String)
    /// A State type ckgen cannot make.
    case missingInitialState(component: String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .unknownAnnotation: .validationUnknownAnnotation
        case .annotationTakesNoArguments, .attributeTakesOnlyID, .attributeNeedsID, .attributeIDTwice,
            .emptyAttributeID, .eventNeedsName, .emptyEventName:
            .validationMalformedAnnotation
        case .classAnnotationOnNonClass, .memberAnnotationOnType, .annotationOnProperty, .classAnnotationOnMethod,
            .annotationOnInitializer, .viewMemberAnnotationOutsideView, .unsettableAttribute,
            .unsettableWrappedAttribute, .attributeOnNonSetter, .actionOutsideClass:
            .validationMisplacedAnnotation
        case .unknownPropertyType: .validationUnknownPropertyType
        case .unsupportedAttributeType: .validationUnsupportedAttributeType
        case .duplicateAttributeIdentifier, .duplicateAttributeConstructor: .validationDuplicateAttribute
        case .unreachableMember: .validationUnreachableMember
        case .unsupportedSetter, .unsupportedAction, .unpassableParameter, .mutatingDescriptionAction,
            .unsupportedHandlerArguments,
            .unsupportedHandlerShape:
            .validationUnsupportedSignature
        case .handlerOutsideProxy: .validationUnreachableHandler
        case .duplicateType: .validationDuplicateType
        case .duplicateAction, .selectorConstantClash, .runtimeSelectorClash: .validationDuplicateSelector
        case .duplicateEventHandler, .eventConstantClash: .validationDuplicateEvent
        case .missingComponent, .misnamedController, .notAController, .missingDescription,
            .descriptionControllerNeedsDescribedComponent, .notADescriptionController:
            .validationControllerNaming
        case .missingScope: .validationMissingScope
        case .controlActionOnNonControl: .validationControlActionOnNonControl
        case .unhandledSelector: .validationUnhandledSelector
        case .genericView, .genericActionClass, .genericActionDescription, .genericEventProxy,
            .genericComponentWithController, .genericInitializer, .nonCopyableState, .unsupportedFactory,
            .unusableMember:
            .validationUnsupportedDeclaration
        case .handWrittenConformance: .validationHandWrittenConformance
        case .typeHidesRuntimeModule, .viewOfModulesOwnUIView: .validationShadowedName
        case .emptyEventProxy: .validationEmptyEventProxy
        case .missingInitialState: .validationMissingInitialState
        }
    }

    /// Warnings for what ckgen can leave out and still generate code that builds; errors otherwise.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unknownPropertyType, .duplicateType, .notAController, .notADescriptionController, .unhandledSelector,
            .emptyEventProxy, .genericInitializer, .nonCopyableState, .unsupportedFactory:
            .warning
        case .unusableMember(_, _, _, let annotation): annotation == nil ? .warning : .error
        case .unsupportedAttributeType(_, _, _, _, let annotated): annotated ? .error : .warning
        default: .error
        }
    }

    /// What the user reads.
    public var text: String {
        switch self {
        case .unknownAnnotation(let name, let suggestion):
            "unknown annotation '@ck.\(name)'"
                + (suggestion.map { "; did you mean '@ck.\($0)'?" }
                    ?? "; ckgen knows @ck.view, @ck.attribute, @ck.ignore, @ck.action, @ck.eventProxy and @ck.event")
        case .annotationTakesNoArguments(let name): "'@ck.\(name.rawValue)' takes no arguments"
        case .attributeTakesOnlyID:
            "'@ck.attribute' takes one argument, 'id:'; write '@ck.attribute(id: \"MyApp.View.name\")'"
        case .attributeNeedsID: "'@ck.attribute' needs an identifier: write '@ck.attribute(id: \"MyApp.View.name\")'"
        case .attributeIDTwice: "'@ck.attribute' takes 'id:' once"
        case .emptyAttributeID: "the attribute identifier is empty"
        case .eventNeedsName:
            "'@ck.event' takes the event's name as one string: write '@ck.event(\"CustomButtonEvent\")'"
        case .emptyEventName: "the event name is empty"
        case .classAnnotationOnNonClass(let name, let kind, let type):
            "'@ck.\(name.rawValue)' belongs on a class declaration, not on \(kind) ('\(type)')"
        case .memberAnnotationOnType(let name, let type):
            "'@ck.\(name.rawValue)' belongs on a member, not on the type '\(type)'"
        case .annotationOnProperty(let name, let property):
            "'@ck.\(name.rawValue)' cannot go on the property '\(property)'; "
                + (name == .action || name == .event ? "put it on a method" : "put it on a class")
        case .classAnnotationOnMethod(let name, let method):
            "'@ck.\(name.rawValue)' belongs on a class, not on the method '\(method)'"
        case .annotationOnInitializer(let name):
            "'@ck.\(name)' cannot go on an initializer; "
                + "ckgen makes a factory for every '@ck.view' initializer with arguments by itself (mark one "
                + "'/// @ck.ignore' to leave it out)"
        case .viewMemberAnnotationOutsideView(let name, let member, let type):
            "'@ck.\(name.rawValue)' on '\(member)' has no effect: '\(type)' is not marked '/// @ck.view'"
        case .unsettableAttribute(let property):
            "'\(property)' cannot be set, so it cannot be an attribute; make it a 'var' with a setter"
        case .unsettableWrappedAttribute(let property, let wrapper):
            "'\(property)' cannot be set, so it cannot be an attribute: its property wrapper '\(wrapper)' has a "
                + "get-only 'wrappedValue'; give 'wrappedValue' a setter, or remove '@ck.attribute'"
        case .attributeOnNonSetter(let method):
            "'@ck.attribute' goes on a settable property or a 'set…' method; '\(method)' is neither"
        case .actionOutsideClass(let type):
            "'@ck.action' needs a class (a component, controller, view or other Responder) or a description (a "
                + "struct conforming to 'ComponentDescription'); '\(type)' is not one declared in this module"
        case .unknownPropertyType(let property):
            "ckgen cannot tell the type of '\(property)'; add a type annotation, or mark it '/// @ck.ignore'"
        case .unsupportedAttributeType(let member, let type, let valueType, let reason, let annotated):
            "'\(member)' of '\(type)' cannot be an attribute: its type '\(valueType)' "
                + Self.attributeTypeProblem(valueType: valueType, reason: reason) + ", and "
                + "attribute values must be Equatable (the runtime compares them to skip unchanged values)"
                + (annotated
                    ? "; remove '@ck.attribute' or use an Equatable type"
                    : "; ckgen leaves it out (mark it '/// @ck.ignore' to say so)")
        case .duplicateAttributeIdentifier(let identifier, let first, let second, let type):
            "attribute identifier '\(identifier)' is used by both '\(first)' and '\(second)' of '\(type)'; "
                + "give one a different '@ck.attribute(id:)'"
        case .duplicateAttributeConstructor(let signature, let member, let other, let type):
            "'\(member)' and '\(other)' of '\(type)' would both become the attribute '.\(signature)'; "
                + "mark one '/// @ck.ignore'"
        case .unreachableMember(let member, let access, let annotation):
            "'\(member)' is \(access.rawValue), so the code ckgen generates in another file cannot use it; "
                + "make it internal (or remove '@ck.\(annotation)')"
        case .unsupportedSetter(let method):
            "'\(method)' cannot be an attribute: a setter takes its values and returns nothing, "
                + "without async, throws, inout or generic parameters"
        case .unsupportedAction(let method):
            "'\(method)' cannot be an action: an action method takes nothing, a sender, or a sender and "
                + "one argument (use a tuple for several), and returns nothing (or 'Bool', to answer a forwarded "
                + "delegate question), without static, async, throws, inout or generic parameters"
        case .unpassableParameter(let method, let parameter, let specifier, let role):
            "'\(method)' cannot be \(role): its parameter '\(parameter)' is '\(specifier)', but the code ckgen "
                + "generates passes on a value it holds; remove '\(specifier)'"
        case .mutatingDescriptionAction(let method, let type):
            "'\(method)' cannot be an action of the description '\(type)': it is 'mutating', but an action runs on "
                + "the description its component holds, which does not change; remove 'mutating', and keep what "
                + "changes in state ('updateState' or a '@ScopedState' property)"
        case .unsupportedHandlerArguments(let method):
            "'\(method)' cannot handle an event: a handler takes one 'UserInfo' argument or none"
        case .unsupportedHandlerShape(let method):
            "'\(method)' cannot handle an event: a handler is an instance method that returns nothing, "
                + "without async or throws"
        case .handlerOutsideProxy(let method, let event, let type):
            "'\(method)' handles event '\(event)' but can never be called: '\(type)' is not marked "
                + "'/// @ck.eventProxy'"
        case .duplicateType(let type):
            "type '\(type)' is declared more than once in this module; ckgen reads the first declaration"
        case .duplicateAction(let type, let selector): "'\(type)' has two actions for selector '\(selector)'"
        case .selectorConstantClash(let constant, let existing, let new):
            "selector constant '\(constant)' would name both '\(existing)' and '\(new)'; actions with the "
                + "same name must take the same number of arguments everywhere in the module"
        case .runtimeSelectorClash(let constant, let builtin):
            "'\(constant)' is a selector ComponentRuntime already declares as '\(builtin)'; rename the method"
        case .duplicateEventHandler(let type, let event): "'\(type)' handles event '\(event)' twice"
        case .eventConstantClash(let constant, let existing, let new):
            "events '\(existing)' and '\(new)' would share the constant 'EventName.\(constant)'; rename one of them"
        case .missingComponent(let reference, let controller, let suggestion):
            "no component '\(reference)' for controller '\(controller)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; declare the component class in this module")
        case .misnamedController(let controller, let component, let expected):
            "controller '\(controller)' is for '\(component)', so ckgen pairs them by "
                + "name only if it is called '\(expected)'; did you mean '\(expected)'?"
        case .notAController(let type, let component):
            "'\(type)' looks like a controller for '\(component)' but is not a ComponentController "
                + "subclass; did you mean 'final class \(component)Controller: ComponentController<\(component)>'?"
        case .missingScope(let component, let controller):
            "component '\(component)' has a controller ('\(controller)') but declares no scope, so the "
                + "controller would never be created; call 'super.init(scope: …)' in its initializer"
        case .missingDescription(let reference, let controller, let suggestion):
            "no description '\(reference)' for controller '\(controller)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; declare a struct conforming to 'ComponentDescription' in this module")
        case .descriptionControllerNeedsDescribedComponent(let controller, let description):
            "controller '\(controller)' is for the description '\(description)', which is not a component: the "
                + "component a description inflates into is 'DescribedComponent<\(description)>'; did you mean "
                + "'ComponentController<DescribedComponent<\(description)>>'?"
        case .notADescriptionController(let type, let description):
            "'\(type)' looks like a controller for the description '\(description)' but is not a "
                + "ComponentController subclass; did you mean 'final class \(description)Controller: "
                + "ComponentController<DescribedComponent<\(description)>>'?"
        case .controlActionOnNonControl(let viewType):
            "'.controlAction' needs a UIControl, but '\(viewType)' is not one; use a UIControl subclass "
                + "(such as UIButton) or a gesture attribute such as '.tapGesture'"
        case .unhandledSelector(let selector, let module, let suggestion?):
            "no responder in module '\(module)' handles selector '\(selector)'; did you mean '\(suggestion)'?"
        case .unhandledSelector(let selector, let module, nil):
            "no responder in module '\(module)' handles selector '\(selector)'; add '/// @ck.action' "
                + "to a method named '\(selector)' (or ignore this if another module handles it)"
        case .genericInitializer(let initializer, let type):
            "'\(initializer)' of '\(type)' is generic, so it gets no factory: a factory's arguments are stored in "
                + "a struct, which cannot name the initializer's generic parameters; ckgen leaves it out (add a "
                + "non-generic initializer for views made this way)"
        case .unsupportedFactory(let initializer, let type, let reason):
            "'\(initializer)' of '\(type)' gets no factory: \(reason); ckgen leaves it out (mark it "
                + "'/// @ck.ignore' to say so)"
        case .unusableMember(let member, let type, let reason, let annotation):
            "'\(member)' of '\(type)' cannot be used by the code ckgen generates: \(reason); "
                + (annotation.map { "remove '@ck.\($0)', or make the member usable" }
                    ?? "ckgen leaves it out (mark it '/// @ck.ignore' to say so)")
        case .nonCopyableState(let component):
            "the 'State' of '\(component)' is '~Copyable', so ckgen writes no typed state for it: the runtime "
                + "copies state values; ckgen leaves it out (make 'State' copyable to get typed state)"
        case .typeHidesRuntimeModule(let type):
            "the type '\(type)' has the name of the runtime module: the generated code names every runtime type "
                + "through it ('ComponentRuntime.AttributeValue'), and in this module the name means the type, so "
                + "'CKGen.swift' cannot compile; rename the type"
        case .viewOfModulesOwnUIView(let view, let shadow):
            "'\(view)' is a view of this module's own class '\(shadow)', not of UIKit's 'UIView' (the headless "
                + "backend's on Linux), which attribute tables are written for; rename '\(shadow)', or derive "
                + "'\(view)' from 'ComponentRuntime.UIView'"
        case .genericView(let type):
            "'@ck.view' cannot be used on the generic class '\(type)': ckgen writes its "
                + "attributes in 'extension AttributeValue where V: \(type)', which needs "
                + "generic arguments an extension cannot leave open; annotate a non-generic subclass instead"
        case .genericActionClass(let type):
            "'@ck.action' cannot be used in the generic class '\(type)': its dispatch "
                + "table is a static stored property, which Swift does not allow in a generic type; move "
                + "the action to a non-generic superclass or subclass, or to the component's controller"
        case .genericActionDescription(let type):
            "'@ck.action' cannot be used in the generic description '\(type)': its dispatch table is a static "
                + "stored property, which Swift does not allow in a generic type; handle the action in a "
                + "non-generic description or component that renders it"
        case .genericEventProxy(let type):
            "'@ck.eventProxy' cannot be used on the generic class '\(type)': its strategy "
                + "map is a static stored property, which Swift does not allow in a generic type; annotate a "
                + "non-generic subclass instead"
        case .genericComponentWithController(let component):
            "ckgen cannot pair the generic component '\(component)' with a controller: the "
                + "pairing is declared once for every '\(component)<…>', but a controller is "
                + "written for one component type; make the component non-generic, or subclass it with its "
                + "generic arguments fixed and name the controller after the subclass"
        case .handWrittenConformance(let type, let conformance, let remedy):
            "'\(type)' already conforms to '\(conformance)' by hand; \(remedy)"
        case .emptyEventProxy(let type):
            "event proxy '\(type)' has no '/// @ck.event(\"Name\")' handlers, so it handles nothing"
        case .missingInitialState(let component):
            "component '\(component)' has a State type but no 'static var initialState: State', and 'State()' cannot "
                + "make one; declare the initial state"
        }
    }
}

/// The notes validation attaches to a message, each pointing at the other declaration involved.
public enum ValidationNote: DiagnosticMessage, Hashable {
    /// The other member of a clash.
    case memberIsHere(String)
    /// The other action for the same selector.
    case otherActionIsHere
    /// Where a name was first declared.
    case declaredHere(String)
    /// The other handler of the same event.
    case handlesItHere(String)
    /// The first declaration of a type declared twice.
    case firstDeclaredHere

    /// Every note is reported as a note of validation.
    public var id: DiagnosticID { .validationNote }
    /// A note.
    public var severity: Diagnostic.Severity { .note }

    /// What the user reads.
    public var text: String {
        switch self {
        case .memberIsHere(let member): "'\(member)' is here"
        case .otherActionIsHere: "the other one is here"
        case .declaredHere(let name): "'\(name)' is declared here"
        case .handlesItHere(let method): "'\(method)' handles it here"
        case .firstDeclaredHere: "first declared here"
        }
    }
}

extension ValidationMessage {
    /// What is wrong with an attribute's value type, after "its type 'X' ": `does not conform to Equatable` when
    /// the reason is about the type itself (not "is 'X', which does not conform…"), `contains 'Y', which …` when it
    /// is about a part of it, `is a function type, …` otherwise.
    static func attributeTypeProblem(valueType: String, reason: String) -> String {
        let aboutItself = "'\(valueType)', which "
        if reason.hasPrefix(aboutItself) { return String(reason.dropFirst(aboutItself.utf8.count)) }
        if reason.hasPrefix("'") { return "contains " + reason }
        return "is " + reason
    }
}
