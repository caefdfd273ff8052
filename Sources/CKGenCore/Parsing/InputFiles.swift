import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the Swift files to read: files as given, and every `.swift` file below a folder (hidden folders and
/// build folders skipped), sorted so the order never depends on the file system or the command line.
///
/// Files and folders are known by what they are on disk (device and inode, symbolic links followed), not by how
/// they were named: a file named twice (`A.swift` and `./A.swift`, or through a link) is read once, under its
/// shortest name, and a folder reached again through a link is not walked again, so links to a folder's own
/// parent cannot make the walk go on forever. Only regular files are read: a FIFO or a device would block.
public enum InputFiles {
    /// Folder names never searched.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "node_modules"]

    /// What a path is on disk, links followed.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    enum Kind {
        case regularFile, folder, other
    }

    /// The identity and kind of `path`, following links; `nil` when it does not exist (or a link dangles).
    static func inspect(_ path: String) -> (Identity, Kind)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        let kind: Kind = type == S_IFREG ? .regularFile : type == S_IFDIR ? .folder : .other
        return (Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), kind)
    }

    /// The Swift files named by `inputs`, each with the path the user would recognise (the folder as given,
    /// joined with the file's path inside it). Unreadable or missing inputs are reported. The file at `excluded`
    /// (by whatever name it is reached) is left out.
    public static func collect(_ inputs: [String], excluding excluded: String? = nil, diagnostics: Diagnostics)
        -> [String]
    {
        var walk = Walk(diagnostics: diagnostics)
        // Compared by identity as files are found: each was inspected anyway, so leaving one out costs no call.
        walk.excluded = excluded.flatMap { inspect($0)?.0 }
        // Sorted, so which of two names for one file is seen first never depends on the command line.
        for input in Set(inputs).sorted() {
            guard let (identity, kind) = inspect(input) else {
                diagnostics.report(
                    Diagnostic(InputMessage.missing(input), at: nil)
                )
                continue
            }
            switch kind {
            case .regularFile:
                walk.add(input, identity)
            case .folder:
                walk.walkFolder(input, identity)
            case .other:
                diagnostics.report(
                    Diagnostic(InputMessage.notRegularFile(input), at: nil)
                )
            }
        }
        return walk.files.values.sorted()
    }

    private struct Walk {
        let diagnostics: Diagnostics
        /// Each file once, under its preferred name.
        var files: [Identity: String] = [:]
        var walkedFolders: Set<Identity> = []
        /// A file never collected (the output being written).
        var excluded: Identity?

        mutating func add(_ path: String, _ identity: Identity) {
            if identity == excluded { return }
            if let existing = files[identity], !Self.prefer(path, over: existing) { return }
            files[identity] = path
        }

        /// Fewer path components first (`A.swift` over `./A.swift`, a real path over one through a link), then
        /// the smaller string: the same choice whatever order the names came in.
        static func prefer(_ path: String, over other: String) -> Bool {
            let count = path.split(separator: "/").count
            let otherCount = other.split(separator: "/").count
            return count != otherCount ? count < otherCount : path < other
        }

        mutating func walkFolder(_ folder: String, _ identity: Identity) {
            // A folder already walked (reached again through a link) adds nothing new.
            guard walkedFolders.insert(identity).inserted else { return }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                diagnostics.report(
                    Diagnostic(InputMessage.unreadableFolder(folder), at: nil)
                )
                return
            }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for name in names.sorted() {
                let isSwift = name.hasSuffix(".swift")
                let skipped = name.hasPrefix(".") || skippedFolders.contains(name)
                if !isSwift && skipped { continue }
                let path = prefix + name
                guard let (entry, kind) = InputFiles.inspect(path) else { continue }
                switch kind {
                case .regularFile where isSwift:
                    add(path, entry)
                case .folder where !skipped:
                    walkFolder(path, entry)
                case .other where isSwift:
                    diagnostics.report(
                        Diagnostic(InputMessage.skippedNotRegularFile(path), at: nil)
                    )
                default:
                    break
                }
            }
        }
    }
}
