@testable import CKGenCore

/// A plan in which every field of every plan type is set: no `nil`, no empty array or string, no `false`, and
/// each string different from the others. `BinaryCodingCompletenessTests` changes each of its fields in turn and
/// expects the plan's hash to change.
enum PlanSample {
    static var plan: GenerationPlan {
        var count = 0
        func text(_ stem: String) -> String {
            count += 1
            return "\(stem)\(count)"
        }
        // A generic type, so that a type reference's generic arguments are set too.
        let type = TypeReference(parsing: "\(text("Box"))<\(text("Int"))>")
        let parameter = Parameter(label: text("label"), name: text("name"), type: type, hasDefault: true)
        var plan = GenerationPlan(moduleName: text("Module"))
        plan.views = [
            ViewPlan(
                typeName: text("View"),
                attributes: [
                    AttributePlan(
                        name: text("attribute"),
                        identifier: text("M.View.attribute"),
                        member: text("member"),
                        parameters: [parameter],
                        argumentsType: text("Arguments"),
                        setter: .method(text("setValue")),
                        condition: text("DEBUG"),
                        stateParameter: text("state"),
                        canBePublic: true
                    )
                ],
                factories: [
                    FactoryPlan(
                        name: text("factory"),
                        identifier: text("M.View.init(style:)"),
                        parameters: [parameter],
                        argumentsType: text("FactoryArguments"),
                        condition: text("os(iOS)"),
                        canBePublic: true
                    )
                ],
                condition: text("canImport(UIKit)"),
                typeIsPublic: true
            )
        ]
        plan.pairings = [
            PairingPlan(
                component: text("Component"),
                controller: text("Controller"),
                typeIsPublic: true,
                condition: text("PAIRING"),
                isDescription: true
            )
        ]
        plan.selectors = [SelectorPlan(constant: text("tapSelector"), name: text("tap:"))]
        plan.actionTables = [
            ActionTablePlan(
                typeName: text("Table"),
                entries: [
                    ActionEntryPlan(
                        selectorConstant: text("tapSelector"),
                        kind: .withArgument,
                        method: text("tap"),
                        senderLabel: text("sender"),
                        senderType: text("UIControl"),
                        argumentLabel: text("value"),
                        argumentType: text("Int"),
                        condition: text("ENTRY")
                    )
                ],
                typeIsPublic: true,
                condition: text("TABLE"),
                superclassWithTable: text("Base"),
                subclassesWithTables: [SubclassTablePlan(typeName: text("Sub"), condition: text("SUB"))],
                isDescription: true
            )
        ]
        plan.events = [EventPlan(constant: text("didScroll"), name: text("scrollViewDidScroll:"))]
        plan.proxies = [
            ProxyPlan(
                typeName: text("Proxy"),
                strategies: [
                    StrategyPlan(
                        eventConstant: text("didScroll"),
                        method: text("scrolled"),
                        takesUserInfo: true,
                        userInfoLabel: text("info"),
                        condition: text("STRATEGY")
                    )
                ],
                typeIsPublic: true,
                condition: text("PROXY")
            )
        ]
        plan.states = [
            StatePlan(
                component: text("Stateful"),
                synthesizesInitialState: true,
                typeIsPublic: true,
                condition: text("STATE"),
                isDescription: true
            )
        ]
        plan.imports = [
            ImportPlan(
                path: [text("Foundation")],
                kind: text("struct"),
                attributes: [text("@testable")],
                access: .public,
                condition: text("IMPORT")
            )
        ]
        return plan
    }
}
