import Foundation
import Testing

/// ComponentRuntime's UIKit code path (everything under `#if canImport(UIKit)`, and every common file as it
/// compiles against real UIKit) type-checked on Linux against `Interface/UIKit.swift`: a small interface of
/// exactly the UIKit API the runtime calls, written from Apple's documentation.
///
/// What this proves: the runtime's calls into UIKit match the documented signatures (names, labels, types,
/// optionality, main-actor isolation). What it does not: behaviour on a device, and the parts of UIKit the
/// interface leaves out.
@Suite("UIKit code path type-check")
struct UIKitTypeCheckTests {
    @Test("ComponentRuntime type-checks against the documented UIKit interface")
    func runtimeTypeChecksAgainstUIKitInterface() throws {
        let result = try TypeCheck.run(interface: TypeCheck.interfaceSource())
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a call that does not match the interface fails the type-check")
    func mismatchedCallFails() throws {
        // Drop one method the mounter calls: the check must fail and name the call.
        let interface = try TypeCheck.interfaceSource()
        let line = "    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}\n"
        try #require(interface.contains(line), "the interface no longer declares insertSubview(_:aboveSubview:)")
        let result = try TypeCheck.run(interface: interface.replacingOccurrences(of: line, with: ""))
        #expect(result.status != 0)
        #expect(result.output.contains("aboveSubview"), "\(result.output)")
    }

    @Test("the headless backend is left out of the UIKit path")
    func headlessBackendIsLeftOut() throws {
        // Had the headless `UIView` been compiled too, it would clash with the interface's: the type-check
        // passing proves it is not. Check the guard itself as well, so a new headless file cannot forget it.
        let headless = TypeCheck.packageRoot.appendingPathComponent("Sources/ComponentRuntime/Headless")
        let files = try FileManager.default.contentsOfDirectory(atPath: headless.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: headless.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("#if !canImport(UIKit)"), "\(file) must start with #if !canImport(UIKit)")
        }
    }
}

/// Builds the interface modules and type-checks the runtime's sources against them with `swiftc`.
enum TypeCheck {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let interfaceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Interface")

    static func interfaceSource() throws -> String {
        try String(contentsOf: interfaceFolder.appendingPathComponent("UIKit.swift"), encoding: .utf8)
    }

    struct Result {
        var status: Int32
        var output: String
    }

    static func run(interface: String) throws -> Result {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let interfaceFile = work.appendingPathComponent("UIKit.swift")
        try interface.write(to: interfaceFile, atomically: true, encoding: .utf8)

        let objc = try swiftc(
            [
                "-emit-module", "-module-name", "ObjectiveC", "-parse-as-library",
                interfaceFolder.appendingPathComponent("ObjectiveC.swift").path,
                "-emit-module-path", work.appendingPathComponent("ObjectiveC.swiftmodule").path,
            ],
            temporaryFolder: work
        )
        guard objc.status == 0 else { return objc }
        let uikit = try swiftc(
            ["-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6", "-I", work.path]
                + objcInterop + [
                    interfaceFile.path, "-emit-module-path", work.appendingPathComponent("UIKit.swiftmodule").path,
                ],
            temporaryFolder: work
        )
        guard uikit.status == 0 else { return uikit }
        return try swiftc(
            [
                "-typecheck", "-module-name", "ComponentRuntime", "-parse-as-library", "-swift-version", "6",
                "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "InternalImportsByDefault",
                "-warnings-as-errors", "-I", work.path,
            ] + objcInterop + runtimeSources(),
            temporaryFolder: work
        )
    }

    /// `@objc` and `#selector` need the Objective-C interoperability the Linux compiler leaves off by default.
    static let objcInterop = ["-Xfrontend", "-enable-objc-interop"]

    static func runtimeSources() -> [String] {
        let root = packageRoot.appendingPathComponent("Sources/ComponentRuntime")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            // A DocC catalogue is documentation, not code (SwiftPM compiles nothing in it): its tutorial's Swift
            // files are steps of another package.
            if url.pathExtension == "docc" { enumerator?.skipDescendants() }
            if url.pathExtension == "swift" { files.append(url.path) }
        }
        return files.sorted()
    }

    /// Runs `swiftc` with `arguments`. The compiler driver leaves a TemporaryDirectory.* folder in TMPDIR on every
    /// run, so TMPDIR is `temporaryFolder`, a folder the caller removes.
    static func swiftc(_ arguments: [String], temporaryFolder: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
