import CKGenCore
import Foundation

/// Paths as GitHub Actions annotations need them: relative to the repository's top folder.
///
/// GitHub places an annotation (`::error file=…`) on a pull request's line only when `file` is relative to the
/// repository; an absolute path, as the build plugin passes every source, is shown on the run and on no line.
enum GitHubPaths {
    /// The repository's top folder: `GITHUB_WORKSPACE` when set (GitHub sets it to the checkout), else the nearest
    /// folder above `currentDirectory` that holds `.git` (a folder, or a file in a worktree), else
    /// `currentDirectory` itself.
    static func repositoryRoot(environment: [String: String], currentDirectory: String) -> String {
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            return standardized(workspace, from: currentDirectory)
        }
        var folder = URL(fileURLWithPath: standardized(currentDirectory, from: "/"))
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return standardized(currentDirectory, from: "/")
    }

    /// `path` (absolute, or relative to `currentDirectory`) relative to `root`; unchanged when it lies outside
    /// `root`, since no relative path would name it in the repository.
    static func relative(_ path: String, to root: String, currentDirectory: String) -> String {
        let absolute = standardized(path, from: currentDirectory)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard absolute.hasPrefix(prefix), absolute.count > prefix.count else { return path }
        return String(absolute.dropFirst(prefix.count))
    }

    /// `diagnostic` with its location and its notes' locations relative to `root`.
    static func relative(_ diagnostic: Diagnostic, to root: String, currentDirectory: String) -> Diagnostic {
        var result = diagnostic
        result.location?.file = relative(diagnostic.location?.file ?? "", to: root, currentDirectory: currentDirectory)
        result.notes = diagnostic.notes.map { relative($0, to: root, currentDirectory: currentDirectory) }
        return result
    }

    /// `path` made absolute against `folder`, with `.` and `..` resolved (symbolic links are left as they are:
    /// the repository's own path is compared as written).
    private static func standardized(_ path: String, from folder: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}

/// The repository root and current folder of this run, read once, for ``GitHubPaths``.
struct GitHubLocations {
    var root: String
    var currentDirectory: String

    init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.currentDirectory = currentDirectory
        root = GitHubPaths.repositoryRoot(environment: environment, currentDirectory: currentDirectory)
    }

    /// `diagnostic` with its paths relative to the repository (see ``GitHubPaths``).
    func relative(_ diagnostic: Diagnostic) -> Diagnostic {
        GitHubPaths.relative(diagnostic, to: root, currentDirectory: currentDirectory)
    }
}
