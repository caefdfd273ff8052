/// What Validation decided to generate: the input to Rendering. Plain values, sorted, so two runs over the same
/// sources give the same plan whatever the file order.
public struct GenerationPlan: Codable, Sendable, Equatable {
    /// The module the generated code belongs to.
    public var moduleName: String
    /// G1: one attribute table per `@ck.view` class.
    public var views: [ViewPlan] = []
    /// G2: component and controller pairs.
    public var pairings: [PairingPlan] = []
    /// G3: the selector constants.
    public var selectors: [SelectorPlan] = []
    /// G3: one dispatch table per responder type.
    public var actionTables: [ActionTablePlan] = []
    /// G4: the event-name constants.
    public var events: [EventPlan] = []
    /// G4: one strategy map per `@ck.eventProxy` class.
    public var proxies: [ProxyPlan] = []
    /// G5: the components (and descriptions) that get typed state.
    public var states: [StatePlan] = []
    /// The modules the generated code imports besides the runtime and Foundation: those the files declaring the
    /// members it names import, sorted by path.
    public var imports: [ImportPlan] = []

    /// An empty plan for module `moduleName`.
    public init(moduleName: String) { self.moduleName = moduleName }

    /// Whether there is nothing to generate.
    public var isEmpty: Bool {
        views.isEmpty && pairings.isEmpty && selectors.isEmpty && actionTables.isEmpty && events.isEmpty
            && proxies.isEmpty && states.isEmpty
    }
}

/// G1: the attribute table of one `@ck.view` class.
public struct ViewPlan: Codable, Sendable, Equatable {
    /// The type, qualified (`Outer.Inner`).
    public var typeName: String
    /// Its attribute constructors, sorted by name.
    public var attributes: [AttributePlan]
    /// Its factories, one per initializer with arguments.
    public var factories: [FactoryPlan]
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
    /// Whether the type is public outside the module (declared public or open, and so is every type it is nested
    /// in): only then can its attributes and factories be public.
    public var typeIsPublic: Bool = false
}

/// One attribute constructor: `static func cornerRadius(_ value: Double) -> Self`.
public struct AttributePlan: Codable, Sendable, Equatable {
    /// The constructor's name (`cornerRadius`, `image`).
    public var name: String
    /// The attribute identifier (`MyApp.AvatarView.cornerRadius`).
    public var identifier: String
    /// The member it sets, for the doc comment (`cornerRadius`, `setImage(_:for:)`).
    public var member: String
    /// The constructor's parameters: for a property, one unlabelled `value`; for a setter, the setter's own.
    public var parameters: [Parameter]
    /// For a setter with several arguments, the name of the generated `Equatable` struct that holds them.
    public var argumentsType: String?
    /// How the value is applied: a property assignment or a setter call.
    public var setter: Setter
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
    /// A `UIControl.State` parameter of a per-state setter (`setTitleColor(_:for:)`): its value is part of the
    /// identifier, so each state is an attribute of its own, as the runtime's `.title(_:for:)` does.
    public var stateParameter: String? = nil
    /// Whether it may be public: the member it sets is public, and so is every type its parameters name (a public
    /// constructor cannot take an internal type, and an internal member is no public API).
    public var canBePublic: Bool = true

    /// How an attribute's value reaches the view.
    public enum Setter: Codable, Sendable, Equatable {
        case property(String)
        case method(String)
    }
}

/// A factory view class for an initializer with arguments.
public struct FactoryPlan: Codable, Sendable, Equatable {
    /// The factory function's name (`avatarView`).
    public var name: String
    /// The factory identifier (`MyApp.AvatarView.init(style:)`).
    public var identifier: String
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// The generated `Hashable` struct that holds the arguments.
    public var argumentsType: String
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
    /// Whether it may be public: the initializer is public, and so is every type its parameters name.
    public var canBePublic: Bool = true
}

/// G2: `FooComponent` ↔ `FooComponentController`.
public struct PairingPlan: Codable, Sendable, Equatable {
    /// The component type.
    public var component: String
    /// The controller type.
    public var controller: String
    /// Whether the type is public (or open): its conformance's members must then be public too.
    public var typeIsPublic: Bool = false
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
    /// Whether the component is a struct description: the conformance is then `DescribedControllerProviding`, and
    /// the controller is made for its `DescribedComponent`.
    public var isDescription: Bool = false
}

/// G3: a selector constant.
public struct SelectorPlan: Codable, Sendable, Equatable {
    /// The constant's name (`didTapFollow`).
    public var constant: String
    /// The selector's name (`didTapFollow:`).
    public var name: String
}

/// G3: the dispatch table of one responder type.
public struct ActionTablePlan: Codable, Sendable, Equatable {
    /// The type, qualified (`Outer.Inner`).
    public var typeName: String
    /// Its rows, sorted by selector.
    public var entries: [ActionEntryPlan]
    /// Whether the type is public (or open): its conformance's members must then be public too.
    public var typeIsPublic: Bool = false
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
    /// The nearest superclass that has a table too: it declares the conformance, and this table holds the
    /// superclass's rows as well (ComponentKit's responders answer for inherited methods).
    public var superclassWithTable: String? = nil
    /// For a table whose subclasses have tables of their own: those subclasses, most derived first, so the
    /// conformance can answer with the table of an object's own class.
    public var subclassesWithTables: [SubclassTablePlan] = []
    /// Whether the type is a struct description: the conformance is then `DescribedActionResponder`, the table's
    /// target is its `DescribedComponent`, and each row calls the method on the current description.
    public var isDescription: Bool = false
}

/// A subclass with a dispatch table of its own, below a class that declares the conformance.
public struct SubclassTablePlan: Codable, Sendable, Equatable {
    /// The subclass, qualified.
    public var typeName: String
    /// The `#if` condition around the subclass, if any.
    public var condition: String?
}

/// One row of a dispatch table.
public struct ActionEntryPlan: Codable, Sendable, Equatable {
    /// Which arguments the method takes, and whether it answers a question: the handler the row makes.
    public enum Kind: String, Codable, Sendable {
        case withoutSender, withSender, withArgument, predicate
    }
    /// The selector constant the row answers to.
    public var selectorConstant: String
    /// What kind of declaration it is.
    public var kind: Kind
    /// The method the row calls.
    public var method: String
    /// The argument label for the sender, `nil` for `_`.
    public var senderLabel: String?
    /// The sender parameter's type, when the method takes one.
    public var senderType: String?
    /// The argument label of the typed argument after the sender, `nil` for `_` (``Kind/withArgument``).
    public var argumentLabel: String?
    /// The type of the argument after the sender (``Kind/withArgument``).
    public var argumentType: String?
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
}

/// G4: an event-name constant.
public struct EventPlan: Codable, Sendable, Equatable {
    /// The constant's name.
    public var constant: String
    /// The member's name, without backticks.
    public var name: String
}

/// G4: the strategy map of one `@ck.eventProxy` class.
public struct ProxyPlan: Codable, Sendable, Equatable {
    /// The type, qualified (`Outer.Inner`).
    public var typeName: String
    /// Its strategies, sorted by event.
    public var strategies: [StrategyPlan]
    /// Whether the type is public (or open): its conformance's members must then be public too.
    public var typeIsPublic: Bool = false
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
}

/// One strategy: which method handles which event.
public struct StrategyPlan: Codable, Sendable, Equatable {
    /// The event-name constant the strategy answers to.
    public var eventConstant: String
    /// The method the row calls.
    public var method: String
    /// Whether the method takes the user info, and with which label (`nil` for `_`).
    public var takesUserInfo: Bool
    /// The user-info parameter's argument label, `nil` for `_`.
    public var userInfoLabel: String?
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
}

/// G5: a component with typed state.
public struct StatePlan: Codable, Sendable, Equatable {
    /// The component type.
    public var component: String
    /// Whether ckgen writes `static var initialState: State { State() }` (the component declared none).
    public var synthesizesInitialState: Bool
    /// Whether the type is public (or open): its conformance's members must then be public too.
    public var typeIsPublic: Bool = false
    /// The `#if` condition around the generated code, if any.
    public var condition: String?
    /// Whether the component is a struct description: the conformance is then `DescribedStatefulComponent`.
    public var isDescription: Bool = false
}

/// One `import` of the generated file, merged from the imports of one module (or declaration) in the files whose
/// members the generated code names.
public struct ImportPlan: Codable, Sendable, Equatable {
    /// The imported module, or the declaration of a scoped import, without backticks: `["Models"]`.
    public var path: [String]
    /// The kind of a scoped import (`struct`), `nil` for a whole module.
    public var kind: String?
    /// The attributes to write before it (`@testable`, `@_spi(Internal)`).
    public var attributes: [String]
    /// The highest access level written on any of the imports merged, `nil` when none writes one (the file's
    /// default then holds, as it does for theirs: `InternalImportsByDefault` or not).
    public var access: AccessLevel?
    /// The `#if` condition under which every file imports it, if any.
    public var condition: String?
}
