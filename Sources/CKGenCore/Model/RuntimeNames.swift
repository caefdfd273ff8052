/// Every name in ComponentRuntime that ckgen recognises in user code or writes into generated code, listed once.
/// Parsing, validation, the graph and the templates use these; `RuntimeNamesTests` links the runtime and fails
/// to compile when one of them is renamed there, and checks that the templates write no runtime name missing
/// from ``templateTypes``.
public enum RuntimeNames {
    /// The runtime's component classes: a class that inherits from one of them is a component.
    public static let componentClasses: Set<String> = [
        "Component", "CompositeComponent", "StatefulViewComponent", "StackComponent", "FlexboxComponent",
        "InsetComponent", "BackgroundComponent", "OverlayComponent", "CenterComponent", "RatioComponent",
        "TextComponent",
    ]

    /// The runtime's controller classes: a class that inherits from one of them is a component controller.
    public static let controllerClasses: Set<String> = [
        "AnyComponentController", "ComponentController", "StatefulViewComponentController",
    ]

    /// View classes known to be controls (they can carry a control action) …
    public static let controlViews: Set<String> = ["UIControl", "UIButton", "UISwitch"]
    /// … and known not to be (a control action on one is a mistake ckgen reports).
    public static let nonControlViews: Set<String> = [
        "UIView", "UILabel", "UIImageView", "UIScrollView", "StatefulViewContainer",
    ]

    /// `ViewConfiguration(X.self, [ … ])`: how a component names the view its attributes go to.
    public static let viewConfiguration = "ViewConfiguration"
    /// The runtime module, whose name generated code writes before every runtime type.
    public static let module = "ComponentRuntime"
    /// The view class every `@ck.view` derives from: UIKit's on iOS, the headless backend's on Linux.
    public static let uiView = "UIView"
    /// `ViewComponent<AvatarView>(…)`: how a description mounts a view, named by its generic argument.
    public static let viewComponent = "ViewComponent"
    /// `ComponentAction(.selector)`: an action that sends a selector.
    public static let componentAction = "ComponentAction"
    /// The protocol of components with typed state.
    public static let statefulComponent = "StatefulComponent"
    /// The protocol of types that handle router events through a strategy map.
    public static let eventProxy = "EventProxy"
    /// The payload a router event carries.
    public static let userInfo = "UserInfo"
    /// The protocol of types that answer selectors through an action table.
    public static let actionResponder = "ActionResponder"
    /// The protocol of components that make their own controller.
    public static let controllerProviding = "ControllerProviding"

    /// The protocol of struct descriptions (`struct QuoteComponent: ComponentDescription`): a type that names it in
    /// its inheritance clause (its declaration's or an extension's) is a description.
    public static let componentDescription = "ComponentDescription"
    /// The component a description inflates into: a description's controller is a
    /// `ComponentController<DescribedComponent<FooComponent>>`, and its dispatch table's target is one.
    public static let describedComponent = "DescribedComponent"
    /// The protocol of descriptions whose `@ck.action` methods are in a dispatch table.
    public static let describedActionResponder = "DescribedActionResponder"
    /// The protocol of descriptions that make their own controller.
    public static let describedControllerProviding = "DescribedControllerProviding"
    /// The protocol of descriptions with typed state.
    public static let describedStatefulComponent = "DescribedStatefulComponent"
    /// The names above: what ckgen reads and writes for descriptions. Generated code writes them as
    /// `ComponentRuntime.<name>` through `TemplateContext`'s values, not in the templates' text, and
    /// `DescriptionNamesTests` links each through the runtime.
    public static let descriptionNames: Set<String> = [
        componentDescription, describedComponent, describedActionResponder, describedControllerProviding,
        describedStatefulComponent,
    ]

    /// `ViewAttribute` factories whose first argument (for `gesture`, its `action:`) is the selector sent.
    public static let selectorAttributes: Set<String> = [
        "controlAction", "tapGesture", "panGesture", "longPressGesture", "gesture",
    ]
    /// Calls that send the selector they are given first: `send(_:sender:)` on components and controllers, and
    /// `sendAction(_:from:sender:)` from a plain view.
    public static let sendMethods: Set<String> = ["send", "sendAction"]

    /// The types the default templates write as `ComponentRuntime.<name>`.
    public static let templateTypes: Set<String> = [
        "ActionHandler", "ActionResponder", "ActionSelector", "ActionTable", "AnyActionTable",
        "AnyComponentController", "AttributeValue", "ControllerProviding", "EventName", "EventProxy",
        "EventStrategyMap", "StatefulComponent", "UserInfo", "ViewAttribute", "ViewClass",
    ]
}
