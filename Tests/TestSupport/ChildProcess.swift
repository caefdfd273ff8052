public import Foundation

/// Runs a process for a test and waits for it without holding a thread of Swift's cooperative pool.
///
/// `Process.waitUntilExit()` and reading a pipe to its end block the calling thread. Called from a test (an async
/// context, or a synchronous test Swift Testing runs on the pool), that thread is one of the pool's few (two on a
/// 2-core machine), so other tests stall until the child ends. Here the process is started, read and waited for
/// on threads of its own, and the caller is resumed when it has ended.
public enum ChildProcess {
    /// What a finished process left.
    public struct Result: Sendable, CustomStringConvertible {
        /// Its exit status (or the signal that ended it).
        public var status: Int32
        /// Everything it wrote to standard output, as UTF-8.
        public var standardOutput: String
        /// Everything it wrote to standard error, as UTF-8 (empty when `mergeOutput` was set).
        public var standardError: String

        /// The status and both outputs, for a failing expectation's message.
        public var description: String {
            "status \(status)\nstandard output:\n\(standardOutput)\nstandard error:\n\(standardError)"
        }
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` (this process's when `nil`), and
    /// returns when it has ended. With `mergeOutput`, standard error goes into standard output, in order.
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String]? = nil,
        mergeOutput: Bool = false
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Swift.Result {
                        try runBlocking(
                            executable,
                            arguments,
                            in: directory,
                            environment: environment,
                            mergeOutput: mergeOutput
                        )
                    }
                )
            }
            thread.name = "ChildProcess \(executable.lastPathComponent)"
            thread.start()
        }
    }

    /// The same, blocking the calling thread: for code that is already on a thread of its own.
    public static func runBlocking(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String]? = nil,
        mergeOutput: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = mergeOutput ? output : Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is read on a second thread while this one reads standard output, so a child that fills
        // one pipe while the other is being read cannot block.
        let errorData = Box()
        let errorHandle = error.fileHandleForReading
        let errorRead = Thread {
            if !mergeOutput { errorData.data = errorHandle.readDataToEndOfFile() }
            errorData.done.signal()
        }
        errorRead.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorData.done.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self)
        )
    }

    /// What the reading thread hands back, with the signal that it is done.
    private final class Box: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }

    /// This process's environment changed by `changes`: a `nil` value removes the variable.
    public static func environment(changing changes: [String: String?]) -> [String: String] {
        var result = ProcessInfo.processInfo.environment
        for (name, value) in changes { result[name] = value }
        return result
    }
}
