import CKGenCore
import ComponentRuntime
import Foundation
import Testing

/// The runtime names ckgen relies on (``RuntimeNames``) exist in the runtime: each is referenced below through
/// `ComponentRuntime`, so renaming one there stops this target compiling, and the table must cover the list
/// exactly, so a name added to the list without a reference here fails.
@Suite("The runtime names ckgen relies on")
@MainActor
struct RuntimeNamesTests {
    /// What `.controlAction(…)` and the gesture attributes are members of.
    typealias Attribute = ComponentRuntime.AttributeValue<UIView>

    /// Every name of ``RuntimeNames``, through the runtime.
    static let linked: [String: Any] = [
        // Component and controller classes.
        "Component": ComponentRuntime.Component.self,
        "CompositeComponent": ComponentRuntime.CompositeComponent.self,
        "StatefulViewComponent": ComponentRuntime.StatefulViewComponent.self,
        "StackComponent": ComponentRuntime.StackComponent.self,
        "FlexboxComponent": ComponentRuntime.FlexboxComponent.self,
        "InsetComponent": ComponentRuntime.InsetComponent.self,
        "BackgroundComponent": ComponentRuntime.BackgroundComponent.self,
        "OverlayComponent": ComponentRuntime.OverlayComponent.self,
        "CenterComponent": ComponentRuntime.CenterComponent.self,
        "RatioComponent": ComponentRuntime.RatioComponent.self,
        "TextComponent": ComponentRuntime.TextComponent.self,
        "AnyComponentController": ComponentRuntime.AnyComponentController.self,
        "ComponentController": ComponentRuntime.ComponentController<ComponentRuntime.Component>.self,
        "StatefulViewComponentController":
            ComponentRuntime.StatefulViewComponentController<StatefulViewComponent, UIView>.self,
        // Views (UIKit's on iOS, the headless backend's here).
        "UIControl": UIControl.self, "UIButton": UIButton.self, "UISwitch": UISwitch.self, "UIView": UIView.self,
        "UILabel": UILabel.self, "UIImageView": UIImageView.self, "UIScrollView": UIScrollView.self,
        "StatefulViewContainer": ComponentRuntime.StatefulViewContainer.self,
        // Types ckgen reads in user code or writes.
        "ViewConfiguration": ComponentRuntime.ViewConfiguration.self,
        "ViewComponent": ComponentRuntime.ViewComponent<UIView>.self,
        "ComponentAction": ComponentRuntime.ComponentAction<Void>.self,
        "StatefulComponent": (any ComponentRuntime.StatefulComponent).self,
        "EventProxy": (any ComponentRuntime.EventProxy).self,
        "UserInfo": ComponentRuntime.UserInfo.self,
        "ActionResponder": (any ComponentRuntime.ActionResponder).self,
        "ControllerProviding": (any ComponentRuntime.ControllerProviding).self,
        "ActionHandler": ComponentRuntime.ActionHandler<UIView>.self,
        "ActionSelector": ComponentRuntime.ActionSelector.self,
        "ActionTable": ComponentRuntime.ActionTable<UIView>.self,
        "AnyActionTable": ComponentRuntime.AnyActionTable.self,
        "AttributeValue": ComponentRuntime.AttributeValue<UIView>.self,
        "EventName": ComponentRuntime.EventName.self,
        "EventStrategyMap": ComponentRuntime.EventStrategyMap<UIView>.self,
        "ViewAttribute": ComponentRuntime.ViewAttribute<UIView, Int>.self,
        "ViewClass": ComponentRuntime.ViewClass<UIView>.self,
        // Attribute factories taking a selector, and the calls that send one.
        "controlAction": Attribute.controlAction(_:for:) as (ActionSelector, UIControl.Event) -> Attribute,
        "tapGesture": Attribute.tapGesture(_:) as (ActionSelector) -> Attribute,
        "panGesture": Attribute.panGesture(_:) as (ActionSelector) -> Attribute,
        "longPressGesture": Attribute.longPressGesture(_:) as (ActionSelector) -> Attribute,
        "gesture": Attribute.gesture(_:setup:action:delegateSelectors:)
            as (
                UITapGestureRecognizer.Type, (@MainActor (UITapGestureRecognizer) -> Void)?, ActionSelector,
                [ActionSelector]
            ) -> Attribute,
        "send": { @MainActor (component: Component, selector: ActionSelector) in
            component.send(selector, sender: nil)
        },
        "sendAction": ComponentRuntime.sendAction(_:from:sender:),
    ]

    /// Every name the list holds, whatever it is for.
    static var listed: Set<String> {
        RuntimeNames.componentClasses.union(RuntimeNames.controllerClasses)
            .union(RuntimeNames.controlViews).union(RuntimeNames.nonControlViews)
            .union(RuntimeNames.selectorAttributes).union(RuntimeNames.sendMethods)
            .union(RuntimeNames.templateTypes)
            .union([
                RuntimeNames.viewConfiguration, RuntimeNames.viewComponent, RuntimeNames.componentAction,
                RuntimeNames.statefulComponent,
                RuntimeNames.eventProxy, RuntimeNames.userInfo, RuntimeNames.actionResponder,
                RuntimeNames.controllerProviding,
            ])
    }

    @Test("every listed name is referenced through the runtime, and nothing else is")
    func listMatchesTheRuntime() {
        #expect(Self.listed.subtracting(Self.linked.keys).sorted() == [], "listed, but not linked here")
        #expect(Set(Self.linked.keys).subtracting(Self.listed).sorted() == [], "linked here, but not listed")
    }

    @Test("the templates write no runtime type missing from RuntimeNames.templateTypes")
    func templatesUseListedNames() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }
        #expect(!files.isEmpty, "no templates in \(folder.path)")
        var written = Set<String>()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /ComponentRuntime\.([A-Za-z]+)/) { written.insert(String(match.output.1)) }
        }
        #expect(written.subtracting(RuntimeNames.templateTypes).sorted() == [], "written by the templates")
        #expect(RuntimeNames.templateTypes.subtracting(written).sorted() == [], "listed, but no template writes it")
    }
}
