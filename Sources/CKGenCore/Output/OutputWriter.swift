public import Foundation

/// Writes generated files: only when their contents changed (so builds do not recompile needlessly), and
/// atomically (a temporary file renamed into place), so a failure never leaves a half-written file.
public enum OutputWriter {
    /// What happened to one file.
    public enum Outcome: Equatable, Sendable {
        case written(URL)
        case unchanged(URL)
    }

    /// Where `destination` (as the user gave it) puts `fileName`: a path ending in `.swift` is the file itself;
    /// anything else is a folder that receives the file.
    public static func fileURL(for destination: String, fileName: String) throws -> URL {
        let url = URL(fileURLWithPath: destination)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if destination.hasSuffix(".swift") {
            if exists && isDirectory.boolValue {
                throw Diagnostic(OutputMessage.isDirectory(destination), at: nil)
            }
            return url
        }
        if exists && !isDirectory.boolValue {
            throw Diagnostic(OutputMessage.notADirectory(destination), at: nil)
        }
        return url.appendingPathComponent(fileName)
    }

    /// Writes `contents` to `url` unless the file already holds exactly that. Creates missing folders.
    public static func write(_ contents: String, to url: URL) throws -> Outcome {
        let data = Data(contents.utf8)
        if let existing = try? Data(contentsOf: url), existing == data { return .unchanged(url) }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try data.write(to: url, options: .atomic)
        } catch {
            throw Diagnostic(OutputMessage.write(path: url.path, reason: error.localizedDescription), at: nil)
        }
        return .written(url)
    }
}
