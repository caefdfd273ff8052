import Foundation
import Testing

/// Issue 41, item 4 (the types): what ckgen generates type-checks against the built runtime when the members it
/// uses are written with types found inside their type (nested in the view, in its superclass, a UIKit superclass,
/// a protocol extension's alias, a type around it), with types of another module the file imports (also under
/// `#if`, also in action arguments), and with views as values (`UIView?`, which the headless `UIView` makes
/// `Equatable` through `NSObject`, as UIKit's does). Before, each gave "cannot find type … in scope" in
/// `CKGen.swift`. One compiler run for all of them, and one for the imported module.
@Suite("Generated code type-checks: member types, imported modules' types, views as attribute values")
struct MemberTypeTypeCheckTests {
    static let models = """
        public struct UserID: Hashable, Sendable {
            public init() {}
        }
        public enum Tier: Sendable { case free, paid }
        """

    static let profile = """
        import ComponentRuntime
        import Models

        enum Mode: Equatable { case top }

        class BaseView: UIView {
            enum Style { case plain, bold }
        }

        protocol Themed {}
        extension Themed {
            typealias Tint = Int
        }

        /// @ck.view
        final class ProfileView: BaseView, Themed {
            enum Mode { case compact, expanded }
            struct Insets: Hashable { var top = 0.0 }
            var mode: Mode = .compact
            var modes: [Mode] = []
            var style: Style = .plain
            var tint: Tint = 0
            var user: UserID?
            var accessory: UIView?
            var badge: UIImageView = UIImageView()
            func setInsets(_ insets: Insets, animated: Bool) {}
            func setLeading(_ view: UIView?, animated: Bool) {}
            init(mode: Mode, tier: Tier) { super.init(frame: .zero) }
            init(content: UIView) { super.init(frame: .zero) }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("not used") }
        }

        /// @ck.view
        final class PlainView: UIView {
            var mode: Mode = .top
        }

        /// @ck.view
        final class PillButton: UIButton {
            var kind: ButtonType = .system
            var fit: ContentMode = .scaleToFill
        }

        enum Screen {
            struct Size: Equatable { var width = 0 }
            /// @ck.view
            final class HeaderView: UIView {
                var size: Size = Size()
            }
        }

        @MainActor func use() -> [AttributeValue<ProfileView>] {
            [
                .mode(.expanded), .user(UserID()), .accessory(UIView()), .insets(.init(), animated: true),
                .leading(nil, animated: false), .style(.bold), .tint(2),
            ]
        }
        @MainActor func usePill() -> [AttributeValue<PillButton>] { [.kind(.custom), .fit(.center)] }
        @MainActor func make() -> [ViewClass<ProfileView>] {
            [.profileView(mode: .compact, tier: .paid), .profileView(content: UIView())]
        }
        """

    static let list = """
        import ComponentRuntime
        #if canImport(Models)
        import Models
        #endif

        enum Feed {
            struct Item: Equatable {}
            final class ListComponent: CompositeComponent {
                struct Row {}
                /// @ck.action
                func didPick(_ sender: Component, item: Item) {}
                /// @ck.action
                func didSelect(_ sender: Component, user: UserID) {}
                /// @ck.action
                func didShow(_ row: Row) {}
            }
        }
        """

    @Test("nested, inherited, enclosing and imported types, and UIView values, in attributes, factories and actions")
    func compiles() throws {
        let scenario = try Scenario(
            "typecheck-member-types",
            files: [
                "Models/Models.swift": Self.models, "Sources/Profile.swift": Self.profile,
                "Sources/List.swift": Self.list,
            ]
        )
        try Self.emitModule("Models", from: "Models/Models.swift", into: "Deps", in: scenario)
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        let output = scenario.output ?? ""
        for expected in [
            "import Foundation\nimport Models\n", "static func mode(_ value: ProfileView.Mode) -> Self",
            "static func mode(_ value: Mode) -> Self", "static func size(_ value: Screen.Size) -> Self",
            "static func accessory(_ value: UIView?) -> Self", "argument: Feed.Item)",
            "static func kind(_ value: UIButton.ButtonType) -> Self",
            "static func fit(_ value: UIView.ContentMode) -> Self",
        ] {
            #expect(output.contains(expected), "\(expected) is missing")
        }
        let errors = try scenario.typeCheckErrors(arguments: ["-I", "Deps"])
        #expect(errors == "", "\(errors)")
    }

    /// Compiles `source` (a path in the scenario) into the module `name`, in the scenario's folder `folder`.
    static func emitModule(_ name: String, from source: String, into folder: String, in scenario: Scenario) throws {
        try FileManager.default.createDirectory(at: scenario.url(folder), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
            "-emit-module-path", folder + "/" + name + ".swiftmodule", source,
        ]
        process.currentDirectoryURL = scenario.folder
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scenario.folder.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
