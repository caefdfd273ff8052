import Foundation
import Testing

@testable import CKGenCore

/// A run whose plan changed copies the last run's text for every item whose key is unchanged (see
/// ``RenderedPieces``). Whatever it copies, it must write what rendering from nothing writes.
@Suite("Rendered pieces: unchanged items are copied, and the output is the same")
struct RenderedPiecesTests {
    /// Every fixture's plan, its lists joined into one: views, pairings, tables, proxies and states of every kind.
    private func fixturesPlan() throws -> GenerationPlan {
        let fixtures = TemplateEngineContractTests.fixtures
        var joined = GenerationPlan(moduleName: "MyApp")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            let input = fixtures.appendingPathComponent("\(name)/input")
            guard FileManager.default.fileExists(atPath: input.path) else { continue }
            let pipeline = GeneratorPipeline(options: GeneratorOptions(inputs: [input.path], moduleName: "MyApp"))
            let plan = try #require(pipeline.run(until: .plan, diagnostics: Diagnostics()).plan)
            joined.views += plan.views
            joined.pairings += plan.pairings
            joined.selectors += plan.selectors
            joined.actionTables += plan.actionTables
            joined.events += plan.events
            joined.proxies += plan.proxies
            joined.states += plan.states
        }
        #expect(joined.views.count > 5 && joined.actionTables.count > 5 && !joined.proxies.isEmpty)
        return joined
    }

    /// Renders `plan` keeping pieces, from `previous`; returns the text and the pieces file it would save.
    private func render(
        _ plan: GenerationPlan,
        access: GeneratedAccessLevel = .internal,
        previous: RenderedPieces?
    ) throws -> (text: String, file: [UInt8]) {
        var file: [UInt8] = []
        let keeping = Renderer.PieceKeeping(items: PlanHash.items(of: plan), previous: previous) { text, pieces in
            file = RenderedPieces.fileHead(for: pieces, text: text) + Array(text)
        }
        let text = try Renderer.render(plan, accessLevel: access, templates: .defaults, pieces: keeping).contents
        return (text, file)
    }

    private func plain(_ plan: GenerationPlan, access: GeneratedAccessLevel = .internal) throws -> String {
        try Renderer.render(plan, accessLevel: access, templates: .defaults).contents
    }

    /// The fixtures' plan with its views repeated under new names, past the length at which a list is rendered
    /// in two halves at once (whose pieces are placed after the first half's).
    private func longPlan() throws -> GenerationPlan {
        var plan = try fixturesPlan()
        let views = plan.views
        var copy = 0
        while plan.views.count <= 2 * CompiledTemplates.sharedListLength {
            copy += 1
            plan.views += views.map { view in
                var view = view
                view.typeName += "Copy\(copy)"
                return view
            }
        }
        return plan
    }

    @Test(
        "rendering from pieces copies them: changed pieces show in the output, and nothing else changes",
        arguments: [false, true]
    )
    func piecesAreCopied(long: Bool) throws {
        let plan = try long ? longPlan() : fixturesPlan()
        let kept = try render(plan, previous: nil)
        #expect(kept.text == (try plain(plan)))
        #expect(RenderedPieces(file: Data(kept.file)) != nil)
        // The same table over the same text in capitals: a render that copies a piece writes it in capitals.
        let head = try #require(headAndText(kept.file))
        // Every item of ckgen's own templates reads only itself and the root's texts and flags: each keeps a piece
        // (items equal in every way share one).
        let items = PlanHash.items(of: plan)
        let lists = [
            items.views, items.pairings, items.selectors, items.actionTables, items.events, items.proxies, items.states,
        ]
        var distinct = Set<[UInt64]>()
        for (list, hashes) in lists.enumerated() {
            for (index, hash) in hashes.enumerated() {
                distinct.insert([UInt64(list), hash, index == 0 ? 1 : 0, index == hashes.count - 1 ? 1 : 0])
            }
        }
        #expect(head.pieces.count == distinct.count)
        let shouting = head.text.map { byte in (97...122).contains(byte) ? byte - 32 : byte }
        let shoutingHead = shouting.withUnsafeBytes { RenderedPieces.fileHead(for: head.pieces, text: $0) }
        let tampered = try #require(RenderedPieces(file: Data(shoutingHead + shouting)))
        let copied = try render(plan, previous: tampered).text
        #expect(copied != kept.text)
        #expect(copied.uppercased() == kept.text.uppercased())
        #expect(copied.contains("EXTENSION COMPONENTRUNTIME.ATTRIBUTEVALUE WHERE V:"))
        // Outside the items (the header, the MARK lines), the text is rendered, not copied.
        #expect(copied.contains("// MARK: - Attribute tables (@ck.view)"))
        // Another access level is another root: no key matches, nothing is copied.
        #expect((try render(plan, access: .public, previous: tampered).text) == (try plain(plan, access: .public)))
    }

    @Test(
        "random changes to a plan, each rendered from the last one's pieces, render as from nothing",
        arguments: [1, 2, 3] as [UInt64]
    )
    func randomChanges(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var plan = try fixturesPlan()
        var access = GeneratedAccessLevel.internal
        var previous: RenderedPieces?
        var copiedSteps = 0
        for step in 0..<40 {
            change(&plan, &access, &random)
            let kept = try render(plan, access: access, previous: previous)
            #expect(kept.text == (try plain(plan, access: access)), "seed \(seed), step \(step)")
            if previous != nil { copiedSteps += 1 }
            let next = try #require(RenderedPieces(file: Data(kept.file)), "seed \(seed), step \(step)")
            previous = next
        }
        #expect(copiedSteps == 39)
    }

    /// One random change: an item removed, renamed, moved or given a condition, or the access level switched.
    private func change(_ plan: inout GenerationPlan, _ access: inout GeneratedAccessLevel, _ random: inout SplitMix64)
    {
        func pick(_ count: Int) -> Int? { count == 0 ? nil : random.next(below: count) }
        switch random.next(below: 9) {
        case 0:
            if let index = pick(plan.views.count) { plan.views.remove(at: index) }
        case 1:
            if let index = pick(plan.views.count), let attribute = pick(plan.views[index].attributes.count) {
                plan.views[index].attributes[attribute].name += "Renamed"
            }
        case 2:
            if let index = pick(plan.views.count) {
                plan.views[index].condition = plan.views[index].condition == nil ? "DEBUG" : nil
            }
        case 3:
            if let index = pick(plan.actionTables.count) { plan.actionTables[index].typeIsPublic.toggle() }
        case 4:
            if plan.actionTables.count > 1 { plan.actionTables.swapAt(0, plan.actionTables.count - 1) }
        case 5:
            if let index = pick(plan.proxies.count), !plan.proxies[index].strategies.isEmpty {
                plan.proxies[index].strategies.removeLast()
            }
        case 6:
            plan.selectors.append(SelectorPlan(constant: "added\(plan.selectors.count)", name: "added:"))
        case 7:
            if let index = pick(plan.states.count) { plan.states[index].synthesizesInitialState.toggle() }
            if let index = pick(plan.pairings.count) { plan.pairings[index].controller += "Other" }
        default:
            access = access == .internal ? .public : .internal
        }
    }

    @Test("a damaged file reads as none: cut at any length, or any byte changed")
    func damage() throws {
        let file = try render(try fixturesPlan(), previous: nil).file
        #expect(RenderedPieces(file: Data(file)) != nil)
        var random = SplitMix64(seed: 7)
        var lengths = Array(0..<min(file.count, 300))
        for _ in 0..<200 { lengths.append(random.next(below: file.count)) }
        for length in lengths {
            #expect(RenderedPieces(file: Data(file[..<length])) == nil, "cut at \(length)")
        }
        var offsets = Array(0..<120)
        for _ in 0..<300 { offsets.append(random.next(below: file.count)) }
        for offset in offsets {
            var damaged = file
            damaged[offset] ^= UInt8(1 << random.next(below: 8))
            #expect(RenderedPieces(file: Data(damaged)) == nil, "byte \(offset) changed")
        }
    }

    @Test("an item that reads a list outside itself keeps no piece; one that reads only itself does")
    func readsBeyondItem() throws {
        // Sections stand on lines of their own in the compiled subset.
        let header = "{{% CONTENT_TYPE: TEXT}}\n"
        let readsList = "{{#views}}\n[{{name}}\n{{#pairings}}\n{{constant}}]\n{{/pairings}}\n{{/views}}\n"
        let outside = try #require(CompiledTemplates(sources: ["main": header + readsList]))
        let readsText = "{{#views}}\n[{{name}}{{module}}]\n{{/views}}\n"
        let inside = try #require(CompiledTemplates(sources: ["main": header + readsText]))
        // A list of the item's own, walked before the root's list is read, does not hide that read.
        let readsOwnThenRoot =
            "{{#views}}\n[{{name}}\n{{#attributes}}\n{{constant}}\n{{/attributes}}\n"
            + "{{#pairings}}\n{{constant}}]\n{{/pairings}}\n{{/views}}\n"
        let nested = try #require(CompiledTemplates(sources: ["main": header + readsOwnThenRoot]))
        // An item that walks its own list twice reads nothing beyond itself.
        let readsOwnTwice =
            "{{#views}}\n[{{name}}\n{{#attributes}}\n{{constant}}\n{{/attributes}}\n"
            + "{{#attributes}}\n{{constant}}]\n{{/attributes}}\n{{/views}}\n"
        let twice = try #require(CompiledTemplates(sources: ["main": header + readsOwnTwice]))
        let root = RenderValue.object([
            .module: .text("M"),
            .views: .objects(["a", "b", "c"], keys: [1, 2, 3]) {
                [.name: .text($0), .attributes: .list([.object([.constant: .text("i")])])]
            },
            .pairings: .list([.object([.constant: .text("x")])]),
        ])
        let keeping = CompiledTemplates.PieceKeeping(previous: nil, rootHash: RenderedPieces.rootHash(root))
        let read = try #require(outside.renderKeepingPieces(root, main: "main", keeping: keeping))
        #expect(String(decoding: read.bytes, as: UTF8.self) == "[a\nx]\n[b\nx]\n[c\nx]\n")
        #expect(read.pieces.isEmpty)
        let readAfterOwn = try #require(nested.renderKeepingPieces(root, main: "main", keeping: keeping))
        #expect(String(decoding: readAfterOwn.bytes, as: UTF8.self) == "[a\ni\nx]\n[b\ni\nx]\n[c\ni\nx]\n")
        #expect(readAfterOwn.pieces.isEmpty)
        let ownTwice = try #require(twice.renderKeepingPieces(root, main: "main", keeping: keeping))
        #expect(String(decoding: ownTwice.bytes, as: UTF8.self) == "[a\ni\ni]\n[b\ni\ni]\n[c\ni\ni]\n")
        #expect(ownTwice.pieces.count == 3)
        let own = try #require(inside.renderKeepingPieces(root, main: "main", keeping: keeping))
        #expect(String(decoding: own.bytes, as: UTF8.self) == "[aM]\n[bM]\n[cM]\n")
        #expect(own.pieces.map(\.start) == [0, 5, 10])
        #expect(own.pieces.map(\.count) == [5, 5, 5])
        // A root value an item reads is part of every key.
        let other = RenderValue.object([.module: .text("N"), .views: .list([])])
        #expect(RenderedPieces.rootHash(other) != keeping.rootHash)
    }

    @Test("an item's place in its list is part of its key: the last item's text is not copied to the middle")
    func placeInList() throws {
        let template = "{{% CONTENT_TYPE: TEXT}}\n{{#views}}\n{{name}}\n{{^last()}}\n,\n{{/last()}}\n{{/views}}\n"
        let compiled = try #require(CompiledTemplates(sources: ["main": template]))
        func render(_ names: [String], previous: RenderedPieces?) throws -> (text: String, file: [UInt8]) {
            let keys = names.map { ContentHash.of($0) }
            let root = RenderValue.object([.views: .objects(names, keys: keys) { [.name: .text($0)] }])
            let keeping = CompiledTemplates.PieceKeeping(previous: previous, rootHash: RenderedPieces.rootHash(root))
            let rendered = try #require(compiled.renderKeepingPieces(root, main: "main", keeping: keeping))
            let head = rendered.bytes.withUnsafeBytes { RenderedPieces.fileHead(for: rendered.pieces, text: $0) }
            return (String(decoding: rendered.bytes, as: UTF8.self), head + rendered.bytes)
        }
        let two = try render(["a", "b"], previous: nil)
        #expect(two.text == "a\n,\nb\n")
        let previous = try #require(RenderedPieces(file: Data(two.file)))
        #expect(try render(["a", "b", "c"], previous: previous).text == "a\n,\nb\n,\nc\n")
        #expect(try render(["b", "a"], previous: previous).text == "b\n,\na\n")
    }

    @Test("generate keeps pieces in the cache folder, and a run after a view changed writes what a cold run writes")
    func pipeline() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-pieces-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        func view(_ name: String, _ properties: [String]) -> String {
            "/// @ck.view\nfinal class \(name): UIView {\n"
                + properties.map { "    var \($0): Double = 0\n" }.joined() + "}\n"
        }
        for index in 0..<4 {
            try view("View\(index)", ["alpha", "width"]).write(
                to: sources.appendingPathComponent("View\(index).swift"),
                atomically: true,
                encoding: .utf8
            )
        }
        func run(cache: Bool, output: String) throws -> String {
            let options = GeneratorOptions(
                inputs: [sources.path],
                moduleName: "Shop",
                cacheFolder: cache ? work.appendingPathComponent("cache") : nil
            )
            let folder = work.appendingPathComponent(output)
            let diagnostics = Diagnostics()
            _ = GeneratorPipeline(options: options).run(until: .output(folder.path), diagnostics: diagnostics)
            #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
            return try String(contentsOf: folder.appendingPathComponent(Renderer.fileName), encoding: .utf8)
        }
        _ = try run(cache: true, output: "out")
        let piecesFile = work.appendingPathComponent("cache/\(RenderedPieces.fileName)")
        #expect(RenderedPieces(file: try Data(contentsOf: piecesFile)) != nil)
        try view("View2", ["alpha", "width", "height"]).write(
            to: sources.appendingPathComponent("View2.swift"),
            atomically: true,
            encoding: .utf8
        )
        let incremental = try run(cache: true, output: "out")
        #expect(incremental.contains("static func height("))
        #expect(incremental == (try run(cache: false, output: "cold")))
    }

    /// The table and text of a pieces file, read back.
    private func headAndText(_ file: [UInt8]) -> (pieces: [RenderedPieces.Piece], text: [UInt8])? {
        func word(_ offset: Int) -> UInt64 {
            file[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        let headerSize = RenderedPieces.headerSize
        guard file.count >= headerSize else { return nil }
        // The count is the third word after the magic number.
        let count = Int(word(8 + 2 * 8))
        let textStart = headerSize + count * RenderedPieces.entrySize
        let pieces = (0..<count).map { entry in
            let offset = headerSize + entry * RenderedPieces.entrySize
            return RenderedPieces.Piece(key: word(offset), start: Int(word(offset + 8)), count: Int(word(offset + 16)))
        }
        return (pieces, Array(file[textStart...]))
    }
}
