import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport

/// Runs the built `ckgen` with a time limit, reporting how it ended.
enum CKGen {
    struct Run {
        var status: Int32
        var exitedNormally: Bool
        var timedOut: Bool
        var standardOutput: String
        var standardError: String
    }

    static var url: URL {
        BuiltProducts.executable("ckgen")
    }

    static func run(_ arguments: [String], in directory: URL, timeLimit: TimeInterval = 60) throws -> Run {
        try runWithEnvironment(arguments, environment: [:], in: directory, timeLimit: timeLimit)
    }

    /// Runs with `environment` added to (or replacing entries of) this process's environment.
    static func runWithEnvironment(
        _ arguments: [String],
        environment: [String: String],
        in directory: URL,
        timeLimit: TimeInterval = 60,
        standardInput: Pipe? = nil
    ) throws -> Run {
        let process = Process()
        if let standardInput { process.standardInput = standardInput }
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Drain both pipes while waiting, so a chatty child never blocks on a full pipe.
        let outputData = Slot()
        let errorData = Slot()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            outputData.value = output.fileHandleForReading.readDataToEndOfFile()
        }
        DispatchQueue.global().async(group: readers) {
            errorData.value = error.fileHandleForReading.readDataToEndOfFile()
        }
        let timedOut = finished.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            process.terminate()
            finished.wait()
        }
        readers.wait()
        return Run(
            status: process.terminationStatus,
            exitedNormally: process.terminationReason == .exit,
            timedOut: timedOut,
            standardOutput: String(decoding: outputData.value, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self)
        )
    }

    private final class Slot: @unchecked Sendable {
        var value = Data()
    }
}

/// A fresh folder for one test.
func workFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Whether Swift source parses without syntax errors.
func parsesCleanly(_ source: String) -> Bool {
    !Parser.parse(source: source).hasError
}

/// The repository's Fixtures folder.
let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
