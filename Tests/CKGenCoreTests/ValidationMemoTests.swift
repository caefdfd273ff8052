import Foundation
import Testing

@testable import CKGenCore

/// ``ValidationMemo``: each type's own validation results are taken from the last run only when nothing they were
/// worked out from changed, and a run that takes them validates exactly as a run from nothing does.
@Suite("Validation memo: each type's results are kept while what they depend on is unchanged")
struct ValidationMemoTests {
    /// A module of `files` (path → source), validated with the memo kept in `folder`, then compared with a
    /// validation from nothing: plan and diagnostics must be equal.
    private func validate(_ files: [String: String], memoIn folder: URL) -> Validator.Outcome {
        let sorted = files.sorted { $0.key < $1.key }
        let model = ModuleModel(
            moduleName: "MyApp",
            files: sorted.map { SourceFileParser.parse(path: $0.key, source: $0.value) }
        )
        let memo = ValidationMemo(
            fileHashes: Dictionary(uniqueKeysWithValues: sorted.map { ($0.key, ContentHash.of($0.value)) }),
            settings: 7,
            path: folder.appendingPathComponent(ValidationMemo.fileName).path
        )
        let diagnostics = Diagnostics()
        let outcome = Validator.validate(model, diagnostics: diagnostics, memo: memo)
        ValidationMemo.save(outcome.results, names: outcome.names, settings: 7, in: folder)

        let coldDiagnostics = Diagnostics()
        let cold = Validator.validate(model, diagnostics: coldDiagnostics)
        #expect(outcome.plan == cold, "the plan differs from a validation from nothing")
        #expect(
            diagnostics.all.map(\.description) == coldDiagnostics.all.map(\.description),
            "the diagnostics differ from a validation from nothing"
        )
        return outcome
    }

    private func withFolder(_ body: (URL) throws -> Void) rethrows {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-memo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private static let view = """
        /// @ck.view
        final class BadgeView: UIView {
            var badge: Badge = Badge()
            var title: String = ""
        }

        """

    private static let actions = """
        final class ListComponentController: ComponentController<ListComponent> {
            /// @ck.action
            func didTap(_ sender: UIControl) {}
        }
        final class ListComponent: CompositeComponent {
            struct State { var count = 0 }
        }

        """

    @Test("a module run again unchanged takes every type's result from the memo")
    func unchanged() {
        withFolder { folder in
            let files = ["A.swift": Self.view, "B.swift": "struct Badge: Equatable {}\n", "C.swift": Self.actions]
            let first = validate(files, memoIn: folder)
            #expect(first.reused == 0)
            let second = validate(files, memoIn: folder)
            #expect(second.results.count == first.results.count)
            #expect(second.reused == second.results.count)
            #expect(second.results == first.results)
        }
    }

    @Test("only the types of a changed file are checked again")
    func changedFile() {
        withFolder { folder in
            var files = ["A.swift": Self.view, "B.swift": "struct Badge: Equatable {}\n", "C.swift": Self.actions]
            let first = validate(files, memoIn: folder)
            files["C.swift"] = Self.actions.replacingOccurrences(of: "didTap(", with: "didPress(")
            let second = validate(files, memoIn: folder)
            // C declares the controller, the component and its State.
            #expect(second.reused == first.results.count - 3)
            #expect(second.plan.selectors.map(\.constant) == ["didPress"])
        }
    }

    @Test("a type whose lookup of another type finds a changed one is checked again")
    func changedLookup() {
        withFolder { folder in
            var files = ["A.swift": Self.view, "B.swift": "struct Badge: Equatable {}\n"]
            _ = validate(files, memoIn: folder)
            // Badge is no longer Equatable: the view in the unchanged A.swift loses its attribute, with a warning.
            files["B.swift"] = "struct Badge {}\n"
            let second = validate(files, memoIn: folder)
            #expect(second.reused == 0)
            #expect(second.plan.views.first?.attributes.map(\.name) == ["title"])
        }
    }

    @Test("a type that looked up a name no type had is checked again when a type of that name appears")
    func addedLookup() {
        withFolder { folder in
            var files = ["A.swift": Self.view]
            let first = validate(files, memoIn: folder)
            // ckgen cannot see Badge: left to the compiler, and the attribute is kept.
            #expect(first.plan.views.first?.attributes.map(\.name) == ["badge", "title"])
            files["B.swift"] = "struct Badge {}\n"
            let second = validate(files, memoIn: folder)
            #expect(second.reused == 0)
            #expect(second.plan.views.first?.attributes.map(\.name) == ["title"])
        }
    }

    @Test("a component's State declared in another file's extension is a lookup too")
    func stateInExtension() {
        withFolder { folder in
            var files = [
                "A.swift": "final class CounterComponent: CompositeComponent {}\n",
                "B.swift": "extension CounterComponent {\n    struct State { var count = 0 }\n}\n",
            ]
            let first = validate(files, memoIn: folder)
            #expect(first.plan.states.map(\.component) == ["CounterComponent"])
            files["B.swift"] = "extension CounterComponent {\n    struct State { let count: Int }\n}\n"
            let second = validate(files, memoIn: folder)
            #expect(second.plan.states.isEmpty)
        }
    }

    @Test("a file moved with the same contents gives its types' diagnostics the new path")
    func movedFile() {
        withFolder { folder in
            let source = "/// @ck.view\nfinal class Broken<T>: UIView {}\n"
            _ = validate(["A.swift": source], memoIn: folder)
            let moved = validate(["Moved/A.swift": source], memoIn: folder)
            #expect(moved.reused == 0)
        }
    }

    @Test("a result with every field set is read back as it was written")
    func roundTrip() throws {
        let location = SourceLocation(file: "A.swift", line: 3, column: 5)
        let parameter = Parameter(
            label: "for",
            name: "state",
            type: TypeReference(
                spelling: "UIControl.State",
                shape: .named(path: ["UIControl", "State"], genericArguments: [])
            ),
            hasDefault: false
        )
        var result = TypeResult(
            view: ViewPlan(
                typeName: "BadgeView",
                attributes: [
                    AttributePlan(
                        name: "image",
                        identifier: "MyApp.BadgeView.setImage(_:for:)",
                        member: "setImage(_:for:)",
                        parameters: [parameter],
                        argumentsType: "SetImageArguments",
                        setter: .method("setImage"),
                        condition: "DEBUG",
                        stateParameter: "state"
                    )
                ],
                factories: [
                    FactoryPlan(
                        name: "badgeView",
                        identifier: "MyApp.BadgeView.init(style:)",
                        parameters: [parameter],
                        argumentsType: "InitStyleArguments",
                        condition: "os(iOS)"
                    )
                ],
                condition: "os(iOS)"
            ),
            state: StatePlan(component: "C", synthesizesInitialState: true, typeIsPublic: true, condition: "X"),
            actions: ActionCandidates(
                annotatedNames: ["didTap", "other"],
                rows: [
                    ActionCandidate(
                        row: ActionEntryPlan(
                            selectorConstant: "didTap",
                            kind: .withArgument,
                            method: "didTap",
                            senderLabel: "sender",
                            senderType: "UIControl",
                            argumentLabel: "item",
                            argumentType: "Int",
                            condition: "Y"
                        ),
                        selectorName: "didTap:item:",
                        location: location
                    )
                ]
            ),
            proxy: ProxyCandidates(
                handlers: [
                    HandlerCandidate(
                        strategy: StrategyPlan(
                            eventConstant: "refresh",
                            method: "refresh",
                            takesUserInfo: true,
                            userInfoLabel: "info",
                            condition: "Z"
                        ),
                        location: location,
                        event: "Refresh",
                        eventLocation: SourceLocation(file: "B.swift", line: 1, column: 1)
                    )
                ],
                annotation: location
            ),
            diagnostics: [
                Diagnostic(
                    ValidationMessage.genericView("BadgeView"),
                    at: location,
                    notes: [Diagnostic(ValidationNote.otherActionIsHere, at: location)],
                    fixIts: [.replace("a", with: "b", at: location)]
                )
            ],
            lookups: [.exact("C.State"), .named("Badge")]
        )
        result.key = ValidationMemo.Key(source: 11, lookups: 12)
        let bytes = ValidationMemo.encode([result], names: ["BadgeView"], settings: 3)
        let decoded = ValidationMemo.decode(Data(bytes), settings: 3)
        #expect(decoded == ["BadgeView": result])
        #expect(ValidationMemo.decode(Data(bytes), settings: 4) == nil, "read with other settings")
    }

    @Test("a damaged file reads as no memo")
    func damage() {
        var result = TypeResult(view: ViewPlan(typeName: "V", attributes: [], factories: [], condition: nil))
        result.key = ValidationMemo.Key(source: 1, lookups: 2)
        let bytes = ValidationMemo.encode([result, result], names: ["V", "W"], settings: 0)
        #expect(ValidationMemo.decode(Data(bytes), settings: 0)?.count == 2)
        for length in 0..<bytes.count {
            #expect(ValidationMemo.decode(Data(bytes.prefix(length)), settings: 0) == nil, "cut to \(length) bytes")
        }
        for index in bytes.indices {
            var flipped = bytes
            flipped[index] ^= 0x10
            #expect(ValidationMemo.decode(Data(flipped), settings: 0) == nil, "byte \(index) flipped")
        }
    }
}
