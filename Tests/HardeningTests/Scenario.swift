import Foundation
import Testing

/// A folder holding a few input files, and `ckgen` runs in it: what the adversarial tests share. The folder is
/// removed when the scenario goes (a class, for its `deinit`: every test left its folder behind).
final class Scenario {
    let folder: URL

    init(_ name: String, files: [String: String] = [:]) throws {
        folder = try workFolder(name)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let target = url(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try data.write(to: target)
    }

    /// Runs ckgen; records that it neither crashed nor ran out of time, and how long it took.
    @discardableResult
    func run(
        _ arguments: [String],
        timeLimit: TimeInterval = 30,
        standardInput: Pipe? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (run: CKGen.Run, seconds: Double) {
        let start = Date()
        let run = try CKGen.runWithEnvironment(
            arguments,
            environment: [:],
            in: folder,
            timeLimit: timeLimit,
            standardInput: standardInput
        )
        let seconds = Date().timeIntervalSince(start)
        #expect(!run.timedOut, "ckgen ran out of time (\(timeLimit) s)", sourceLocation: sourceLocation)
        #expect(run.exitedNormally, "ckgen died on a signal: \(run.standardError)", sourceLocation: sourceLocation)
        return (run, seconds)
    }

    /// `ckgen generate <inputs> --module-name MyApp --output Out.swift`.
    @discardableResult
    func generate(
        _ inputs: [String] = ["Sources"],
        extra: [String] = [],
        timeLimit: TimeInterval = 30,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (run: CKGen.Run, seconds: Double) {
        try run(
            ["generate"] + inputs + ["--module-name", "MyApp", "--output", "Out.swift"] + extra,
            timeLimit: timeLimit,
            sourceLocation: sourceLocation
        )
    }

    var output: String? { try? String(contentsOf: url("Out.swift"), encoding: .utf8) }

    /// Type-checks the scenario's Swift sources under `Sources/` together with the generated `Out.swift` against the
    /// built ComponentRuntime; returns the compiler's errors (empty when it type-checks). `arguments` go to the
    /// compiler too (`-I Deps` for a module of the scenario's own).
    func typeCheckErrors(extraFiles: [String] = [], arguments: [String] = []) throws -> String {
        let sources = (try FileManager.default.contentsOfDirectory(atPath: url("Sources").path))
            .filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/" + $0 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-I",
                CKGen.url.deletingLastPathComponent().path + "/Modules",
            ]
            + arguments + sources + extraFiles + ["Out.swift"]
        process.currentDirectoryURL = folder
        // The compiler driver leaves a TemporaryDirectory.* folder in TMPDIR on every run: keep it in the scenario's
        // folder, which the scenario removes.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 ? "" : (text.isEmpty ? "swiftc failed" : text)
    }
}
