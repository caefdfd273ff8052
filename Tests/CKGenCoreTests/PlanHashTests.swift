import Foundation
import Testing

@testable import CKGenCore

@Suite("Plan hash: a run whose plan is the last run's leaves the output as it is")
struct PlanHashTests {
    /// The plan of a small module with views, actions, a pairing and state.
    private func plan(_ extra: String = "") throws -> GenerationPlan {
        let source = """
            /// @ck.view
            final class Badge: UIView {
                /// @ck.attribute(id: "M.Badge.count")
                var count: Int = 0
            }
            final class ProfileComponent: CompositeComponent {
                /// @ck.action
                func didTap(_ sender: UIControl) {}
            }
            final class ProfileComponentController: ComponentController {}
            \(extra)
            """
        let diagnostics = Diagnostics()
        let model = ModuleModel(moduleName: "M", files: [SourceFileParser.parse(path: "A.swift", source: source)])
        let plan = Validator.validate(model, diagnostics: diagnostics)
        #expect(!plan.isEmpty)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        return plan
    }

    @Test("equal plans hash equal; any change to a plan changes its hash")
    func equalAndDifferent() throws {
        let base = try plan()
        #expect(PlanHash.of(base) == PlanHash.of(try plan()))
        #expect(
            PlanHash.of(base) == PlanHash.of(try plan("struct Unrelated {}")),
            "a declaration that generates nothing"
        )
        #expect(PlanHash.of(base) != PlanHash.of(try plan("/// @ck.view\nfinal class Other: UIView {}")))

        var renamed = base
        renamed.moduleName = "N"
        #expect(PlanHash.of(renamed) != PlanHash.of(base))
        var moved = base
        moved.views.append(contentsOf: moved.views)
        #expect(PlanHash.of(moved) != PlanHash.of(base))
        var emptied = base
        emptied.views = []
        #expect(PlanHash.of(emptied) != PlanHash.of(base))
    }

    /// The stored fields of `value`, by name, in order.
    private func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    @Test("every plan type has exactly the fields PlanHash writes (a new field must be hashed too)")
    func everyFieldIsHashed() {
        #expect(
            fields(GenerationPlan(moduleName: "M")) == [
                "moduleName", "views", "pairings", "selectors", "actionTables", "events", "proxies", "states",
                "imports",
            ]
        )
        #expect(
            fields(ImportPlan(path: [], kind: nil, attributes: [], access: nil, condition: nil)) == [
                "path", "kind", "attributes", "access", "condition",
            ]
        )
        #expect(
            fields(ViewPlan(typeName: "", attributes: [], factories: [], condition: nil)) == [
                "typeName", "attributes", "factories", "condition", "typeIsPublic",
            ]
        )
        let attribute = AttributePlan(
            name: "",
            identifier: "",
            member: "",
            parameters: [],
            argumentsType: nil,
            setter: .property(""),
            condition: nil
        )
        #expect(
            fields(attribute) == [
                "name", "identifier", "member", "parameters", "argumentsType", "setter", "condition", "stateParameter",
                "canBePublic",
            ]
        )
        #expect(
            fields(FactoryPlan(name: "", identifier: "", parameters: [], argumentsType: "", condition: nil)) == [
                "name", "identifier", "parameters", "argumentsType", "condition", "canBePublic",
            ]
        )
        #expect(
            fields(PairingPlan(component: "", controller: "", condition: nil)) == [
                "component", "controller", "typeIsPublic", "condition", "isDescription",
            ]
        )
        #expect(fields(SelectorPlan(constant: "", name: "")) == ["constant", "name"])
        #expect(
            fields(ActionTablePlan(typeName: "", entries: [], condition: nil)) == [
                "typeName", "entries", "typeIsPublic", "condition", "superclassWithTable", "subclassesWithTables",
                "isDescription",
            ]
        )
        #expect(fields(SubclassTablePlan(typeName: "", condition: nil)) == ["typeName", "condition"])
        let entry = ActionEntryPlan(
            selectorConstant: "",
            kind: .withSender,
            method: "",
            senderLabel: nil,
            senderType: nil,
            argumentLabel: nil,
            argumentType: nil,
            condition: nil
        )
        #expect(
            fields(entry) == [
                "selectorConstant", "kind", "method", "senderLabel", "senderType", "argumentLabel", "argumentType",
                "condition",
            ]
        )
        #expect(fields(EventPlan(constant: "", name: "")) == ["constant", "name"])
        #expect(
            fields(ProxyPlan(typeName: "", strategies: [], condition: nil)) == [
                "typeName", "strategies", "typeIsPublic", "condition",
            ]
        )
        #expect(
            fields(
                StrategyPlan(eventConstant: "", method: "", takesUserInfo: false, userInfoLabel: nil, condition: nil)
            )
                == ["eventConstant", "method", "takesUserInfo", "userInfoLabel", "condition"]
        )
        #expect(
            fields(StatePlan(component: "", synthesizesInitialState: false, condition: nil)) == [
                "component", "synthesizesInitialState", "typeIsPublic", "condition", "isDescription",
            ]
        )
        #expect(
            fields(Parameter(label: nil, name: "", type: TypeReference(parsing: "Int"), hasDefault: false)) == [
                "label", "name", "type", "hasDefault",
            ]
        )
    }

    /// A plan with one of everything.
    private func fullPlan() -> GenerationPlan {
        var plan = GenerationPlan(moduleName: "M")
        let parameter = Parameter(label: "for", name: "state", type: TypeReference(parsing: "Int"), hasDefault: false)
        plan.views = [
            ViewPlan(
                typeName: "V",
                attributes: [
                    AttributePlan(
                        name: "a",
                        identifier: "M.V.a",
                        member: "a",
                        parameters: [parameter],
                        argumentsType: nil,
                        setter: .property("a"),
                        condition: nil
                    )
                ],
                factories: [
                    FactoryPlan(name: "f", identifier: "M.V.f", parameters: [], argumentsType: "F", condition: nil)
                ],
                condition: nil
            )
        ]
        plan.pairings = [PairingPlan(component: "C", controller: "CC", condition: nil)]
        plan.selectors = [SelectorPlan(constant: "tap", name: "tap:")]
        plan.actionTables = [
            ActionTablePlan(
                typeName: "C",
                entries: [
                    ActionEntryPlan(
                        selectorConstant: "tap",
                        kind: .withSender,
                        method: "tap",
                        senderLabel: nil,
                        senderType: "UIControl",
                        argumentLabel: nil,
                        argumentType: nil,
                        condition: nil
                    )
                ],
                condition: nil,
                subclassesWithTables: [SubclassTablePlan(typeName: "D", condition: nil)]
            )
        ]
        plan.events = [EventPlan(constant: "e", name: "E")]
        plan.proxies = [
            ProxyPlan(
                typeName: "P",
                strategies: [
                    StrategyPlan(
                        eventConstant: "e",
                        method: "m",
                        takesUserInfo: false,
                        userInfoLabel: nil,
                        condition: nil
                    )
                ],
                condition: nil
            )
        ]
        plan.states = [StatePlan(component: "C", synthesizesInitialState: false, condition: nil)]
        plan.imports = [ImportPlan(path: ["Models"], kind: nil, attributes: [], access: nil, condition: nil)]
        return plan
    }

    @Test("each field of a plan, changed alone, changes the hash")
    func eachFieldCounts() {
        let base = fullPlan()
        let hash = PlanHash.of(base)
        #expect(PlanHash.of(fullPlan()) == hash)
        let changes: [(String, (inout GenerationPlan) -> Void)] = [
            ("module name", { $0.moduleName = "N" }),
            ("view type", { $0.views[0].typeName = "W" }),
            ("view condition", { $0.views[0].condition = "DEBUG" }),
            ("attribute name", { $0.views[0].attributes[0].name = "b" }),
            ("attribute identifier", { $0.views[0].attributes[0].identifier = "M.V.b" }),
            ("attribute member", { $0.views[0].attributes[0].member = "b" }),
            ("attribute parameter label", { $0.views[0].attributes[0].parameters[0].label = nil }),
            (
                "attribute parameter type",
                { $0.views[0].attributes[0].parameters[0].type = TypeReference(parsing: "Int?") }
            ),
            ("attribute arguments type", { $0.views[0].attributes[0].argumentsType = "Args" }),
            ("attribute setter kind", { $0.views[0].attributes[0].setter = .method("a") }),
            ("attribute condition", { $0.views[0].attributes[0].condition = "DEBUG" }),
            ("attribute state parameter", { $0.views[0].attributes[0].stateParameter = "s" }),
            ("factory arguments type", { $0.views[0].factories[0].argumentsType = "G" }),
            ("factory condition", { $0.views[0].factories[0].condition = "DEBUG" }),
            ("view made public", { $0.views[0].typeIsPublic.toggle() }),
            ("attribute kept internal", { $0.views[0].attributes[0].canBePublic.toggle() }),
            ("factory kept internal", { $0.views[0].factories[0].canBePublic.toggle() }),
            ("pairing controller", { $0.pairings[0].controller = "DD" }),
            ("pairing made public", { $0.pairings[0].typeIsPublic = true }),
            ("pairing of a description", { $0.pairings[0].isDescription = true }),
            ("selector name", { $0.selectors[0].name = "tap" }),
            ("action entry kind", { $0.actionTables[0].entries[0].kind = .predicate }),
            ("action entry sender label", { $0.actionTables[0].entries[0].senderLabel = "_" }),
            ("action entry argument type", { $0.actionTables[0].entries[0].argumentType = "Int" }),
            ("action table made public", { $0.actionTables[0].typeIsPublic = true }),
            ("action table superclass", { $0.actionTables[0].superclassWithTable = "B" }),
            ("action table of a description", { $0.actionTables[0].isDescription = true }),
            ("subclass table condition", { $0.actionTables[0].subclassesWithTables[0].condition = "DEBUG" }),
            ("event name", { $0.events[0].name = "F" }),
            ("proxy made public", { $0.proxies[0].typeIsPublic = true }),
            ("strategy takes user info", { $0.proxies[0].strategies[0].takesUserInfo = true }),
            ("strategy user-info label", { $0.proxies[0].strategies[0].userInfoLabel = "info" }),
            ("state synthesizes", { $0.states[0].synthesizesInitialState = true }),
            ("state of a description", { $0.states[0].isDescription = true }),
            (
                "a second state",
                { $0.states.append(StatePlan(component: "D", synthesizesInitialState: false, condition: nil)) }
            ),
            ("import path", { $0.imports[0].path = ["Store"] }),
            ("import kind", { $0.imports[0].kind = "struct" }),
            ("import attribute", { $0.imports[0].attributes = ["@testable"] }),
            ("import access", { $0.imports[0].access = .public }),
            ("import condition", { $0.imports[0].condition = "DEBUG" }),
            ("a string moved between neighbours", { $0.selectors[0] = SelectorPlan(constant: "tapt", name: "ap:") }),
        ]
        for (name, change) in changes {
            var changed = base
            change(&changed)
            #expect(changed != base, "\(name): the change changes the plan")
            #expect(PlanHash.of(changed) != hash, "\(name)")
        }
    }

    @Test("generate: a declaration that generates nothing leaves the output in place; a changed plan rewrites it")
    func pipelineSkipsRendering() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-planhash-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("A.swift")
        let text =
            "/// @ck.view\nfinal class Badge: UIView {\n    /// @ck.attribute(id: \"M.Badge.count\")\n    var count: Int = 0\n}\n"
        try text.write(to: file, atomically: false, encoding: .utf8)
        let output = work.appendingPathComponent("out").path
        let options = GeneratorOptions(
            inputs: [sources.path],
            moduleName: "M",
            cacheFolder: work.appendingPathComponent("cache")
        )
        func run() -> String {
            let diagnostics = Diagnostics()
            let outcome = GeneratorPipeline(options: options).run(until: .output(output), diagnostics: diagnostics)
                .outcome
            #expect(!diagnostics.hasErrors)
            return outcome.map { "\($0)" } ?? "none"
        }
        #expect(run().contains("written"))
        let written = try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent(Renderer.fileName))

        try (text + "struct Unrelated {}\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(run().contains("unchanged"), "same plan: not rendered")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent(Renderer.fileName)) == written)

        // The same plan, but the output removed: it is written again.
        try FileManager.default.removeItem(atPath: output + "/" + Renderer.fileName)
        try (text + "struct Unrelated2 {}\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(run().contains("written"))

        try (text + "/// @ck.view\nfinal class Other: UIView {}\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(run().contains("written"), "a new view: rendered")
    }
}
