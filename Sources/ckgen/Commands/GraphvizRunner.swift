import Foundation

/// Runs Graphviz's `dot` to turn a DOT file into SVG, when `dot` is installed.
enum GraphvizRunner {
    enum Outcome: Equatable {
        case written
        case notInstalled
        case failed(String)
    }

    /// `dot -Tsvg dot -o svg`, with `dot` found on the PATH.
    static func renderSVG(dot: URL, to svg: URL) -> Outcome {
        guard let executable = findOnPath("dot") else { return .notInstalled }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg", dot.path, "-o", svg.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed("\(error)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failed(message.isEmpty ? "exit status \(process.terminationStatus)" : message)
        }
        return .written
    }

    /// Whether `dot` is on the PATH.
    static var isInstalled: Bool { findOnPath("dot") != nil }

    private static func findOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
