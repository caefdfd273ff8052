import Foundation
import Testing

/// Descriptions whose attribute blocks and handlers capture `self`, compiled in Swift 6 mode against the built
/// runtime as a client module would be. `-typecheck` is not enough here: Swift checks what a closure sends to the
/// main actor ("sending 'self' risks causing data races") only when it lowers the code, so these emit a module.
///
/// A public struct is not `Sendable` unless it says so (Swift infers it only for internal ones), so a public
/// description that captures `self` in a block says `Sendable`. `ComponentDescription` does not ask for it: a
/// description may hold a model class that is not `Sendable` and copy what its blocks need into `let`s.
@Suite("Descriptions capturing self compile in Swift 6 mode")
struct DescriptionIsolationCompileTests {
    /// The compiler's errors for `source` compiled as module `Client` (empty when it compiles).
    static func compileErrors(_ name: String, _ source: String) throws -> String {
        let scenario = try Scenario(name, files: ["Client.swift": "import ComponentRuntime\n\n" + source])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-emit-module", "-emit-module-path", scenario.url("Client.swiftmodule").path,
            "-parse-as-library", "-module-name", "Client", "-swift-version", "6",
            "-I", CKGen.url.deletingLastPathComponent().path + "/Modules", "Client.swift",
        ]
        process.currentDirectoryURL = scenario.folder
        // The driver's TemporaryDirectory.* folder goes into the scenario's folder, which the scenario removes.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scenario.folder.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 ? "" : (text.isEmpty ? "swiftc failed" : text)
    }

    @Test("a public Sendable description: its attribute block and handlers read its properties and state")
    func publicSendableDescription() throws {
        let errors = try Self.compileErrors(
            "isolation-public",
            """
            public struct Profile: Sendable { public let name: String; public init(name: String) { self.name = name } }

            public struct FollowRow: ComponentDescription, Sendable {
                public let profile: Profile
                @ScopedState var isFollowing = false

                public init(profile: Profile) { self.profile = profile }

                public var body: Component {
                    FlexboxComponent(direction: .row, alignItems: .center) {
                        TextComponent(profile.name).flexGrow(1)
                        ViewComponent<UIButton>(size: ComponentSize(width: 90, height: 30)) {
                            .title(isFollowing ? "Following" : "Follow")
                            (\\.clipsToBounds, isFollowing)
                        }
                        .onTap { isFollowing.toggle() }
                        ViewComponent<UISwitch> { (\\.isOn, isFollowing) }
                            .onControlEvent(.valueChanged) { control in isFollowing = control.isOn }
                    }
                }
            }
            """
        )
        #expect(errors == "")
    }

    @Test("a description holding a class that is not Sendable copies what its block needs into a let")
    func descriptionHoldingAModelClass() throws {
        let errors = try Self.compileErrors(
            "isolation-model-class",
            """
            final class Model { var title = "Follow" }

            struct Row: ComponentDescription {
                let model: Model
                var body: Component {
                    let title = model.title
                    ViewComponent<UIButton> { .title(title) }
                }
            }
            """
        )
        #expect(errors == "")
    }

    /// The check the two tests above rely on: capturing such a description in a block is a race Swift reports.
    @Test("capturing a description that holds a class that is not Sendable is reported")
    func capturingAModelClassIsReported() throws {
        let errors = try Self.compileErrors(
            "isolation-race",
            """
            final class Model { var title = "Follow" }

            struct Row: ComponentDescription {
                let model: Model
                var body: Component {
                    ViewComponent<UIButton> { .title(model.title) }
                }
            }
            """
        )
        #expect(errors.contains("risks causing data races"), "\(errors)")
    }
}
