import Foundation
import Testing

@testable import CKGenCore

/// What `ckgen graph` reads out of code: constructed types, named view classes, sent selectors, emitted events,
/// each attributed to the type (or extended type) whose code it is in.
@Suite("ckgen graph: reading uses out of source")
struct GraphSourceScanTests {
    /// The uses in `source`, none for a file the parser would refuse.
    static func uses(in source: String) -> [String: TypeUses] { SourceScan.uses(in: source) ?? [:] }

    @Test("selectors in every action form, attributed to the enclosing type")
    func actionForms() {
        let uses = Self.uses(
            in: """
                final class Row: CompositeComponent {
                    override func render() -> Component {
                        Component(view: ViewConfiguration(UIButton.self, [
                            .controlAction(.tap), .controlAction(.changed, for: .valueChanged),
                            .tapGesture(.single), .panGesture(.drag), .longPressGesture(.hold),
                            .gesture(UITapGestureRecognizer.self, setup: { _ in }, action: .twice),
                        ]))
                    }
                    func fire() {
                        ComponentAction<Item>(.didSelect).send(from: self, item)
                        ComponentAction(.didOpen, scopedTo: self).send(from: self)
                        send(.refresh, sender: self)
                        sendAction(.close, from: view, sender: view)
                    }
                }
                """
        )
        let row = uses["Row"]
        #expect(
            row?.sentActions
                == ["tap", "changed", "single", "drag", "hold", "twice", "didSelect", "didOpen", "refresh", "close"]
        )
        #expect(row?.metatypes.contains("UIButton") == true)
        #expect(row?.metatypes.contains("UITapGestureRecognizer") == true)
    }

    @Test("nested types and extensions get their own uses; router events are read from routerEvent(name:)")
    func attribution() {
        let uses = Self.uses(
            in: """
                final class Feed: CompositeComponent {
                    override func render() -> Component { Cell(model: m) }
                    final class Cell: CompositeComponent {
                        override func render() -> Component { Component(view: ViewConfiguration(.avatarView(style: .round))) }
                    }
                    func after() { Footer() }
                }
                extension Feed.Cell {
                    func tapped() { routerEvent(name: .avatarTapped, userInfo: [:]) }
                }
                """
        )
        #expect(uses["Feed"]?.calls.isSuperset(of: ["Cell", "Footer"]) == true)
        #expect(uses["Feed"]?.calls.contains("avatarView") == false)
        #expect(uses["Feed.Cell"]?.calls.contains("avatarView") == true)
        #expect(uses["Feed.Cell"]?.emittedEvents == ["avatarTapped"])
    }

    @Test("a nested component constructed by its simple name is drawn as the composite's child")
    func nestedChild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import ComponentRuntime
        final class Feed: CompositeComponent {
            override func render() -> Component { Cell() }
            final class Cell: CompositeComponent {
                override func render() -> Component { Component() }
            }
        }
        """.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        let diagnostics = Diagnostics()
        let pipeline = GeneratorPipeline(options: GeneratorOptions(inputs: [folder.path], moduleName: "MyApp"))
        let result = pipeline.run(until: .plan, diagnostics: diagnostics)
        let graph = GraphBuilder.graph(model: try #require(result.model), plan: try #require(result.plan))
        let renders = graph.edges.filter { $0.kind == .renders }.map { "\($0.from) -> \($0.to)" }
        #expect(renders == ["type:Feed -> type:Feed.Cell"])
    }
}
