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
        inspectStamped(path).map { ($0.0, $0.1) }
    }

    /// ``inspect(_:)``, with the path's stamp.
    static func inspectStamped(_ path: String) -> (Identity, Kind, FileStamp)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        let kind: Kind = type == S_IFREG ? .regularFile : type == S_IFDIR ? .folder : .other
        return (Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), kind, FileStamp(info))
    }

    /// The Swift files named by `inputs`, each with the path the user would recognise (the folder as given,
    /// joined with the file's path inside it). Unreadable or missing inputs are reported. The file at `excluded`
    /// (by whatever name it is reached) is left out.
    public static func collect(_ inputs: [String], excluding excluded: String? = nil, diagnostics: Diagnostics)
        -> [String]
    {
        collect(inputs, excluding: excluded, diagnostics: diagnostics, listing: entries(of:))
    }

    /// ``collect(_:excluding:diagnostics:)``, with a record of the walk that a later run can check instead of
    /// walking again; `nil` when the walk met something a record would not vouch for (see ``InputListing``).
    static func collectRecording(_ inputs: [String], excluding excluded: String?, diagnostics: Diagnostics)
        -> (files: [String], listing: InputListing?)
    {
        let listedAt = FileStamp.now
        let reported = diagnostics.all.count
        var record = InputListing.Record()
        let files = collect(
            inputs,
            excluding: excluded,
            diagnostics: diagnostics,
            listing: entries(of:),
            record: &record
        )
        guard record.isPlain, diagnostics.all.count == reported else { return (files, nil) }
        let listing = InputListing(
            inputs: InputListing.normalized(inputs),
            excluded: excluded,
            listedAt: listedAt,
            folders: record.folders,
            files: files,
            inodes: record.inodes
        )
        return (files, listing)
    }

    /// ``collect(_:excluding:diagnostics:)`` with folders listed by `listing` (tests list them as a file system
    /// that gives no types, or inodes that collide).
    static func collect(
        _ inputs: [String],
        excluding excluded: String?,
        diagnostics: Diagnostics,
        listing: @escaping (String) -> [FolderEntry]?
    ) -> [String] {
        var record = InputListing.Record()
        return collect(inputs, excluding: excluded, diagnostics: diagnostics, listing: listing, record: &record)
    }

    private static func collect(
        _ inputs: [String],
        excluding excluded: String?,
        diagnostics: Diagnostics,
        listing: @escaping (String) -> [FolderEntry]?,
        record: inout InputListing.Record
    ) -> [String] {
        var walk = Walk(diagnostics: diagnostics, listing: listing)
        defer { record = walk.record }
        // Compared by identity as files are found: each was inspected anyway, so leaving one out costs no call.
        walk.excluded = excluded.flatMap { inspect($0)?.0 }
        // Sorted, so which of two names for one file is seen first never depends on the command line.
        for input in Set(inputs).sorted() {
            guard let (identity, kind, stamp) = inspectStamped(input) else {
                diagnostics.report(
                    Diagnostic(InputMessage.missing(input), at: nil)
                )
                continue
            }
            switch kind {
            case .regularFile:
                walk.record.inodes.append(identity.inode)
                walk.add(Walk.Found(path: input, identity: identity, exact: true))
            case .folder:
                walk.walkFolder(input, identity, stamp)
            case .other:
                diagnostics.report(
                    Diagnostic(InputMessage.notRegularFile(input), at: nil)
                )
            }
        }
        // In the order they were found, which is nearly sorted already: sorting costs a comparison a file or so.
        return walk.found.compactMap { $0?.path }.sorted()
    }

    /// One entry of a folder, as `readdir` describes it.
    struct FolderEntry {
        var name: String
        var type: UInt8
        var inode: UInt64
    }

    /// The entries of `folder` (`.` and `..` left out), sorted by name; `nil` when it cannot be opened.
    ///
    /// `readdir` says what each entry is and gives its inode, so a folder of regular files is listed without a
    /// `stat` for each (a thousand-file module's collect was mostly `FileManager` listing the names and a `stat`
    /// per name).
    static func entries(of folder: String) -> [FolderEntry]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var entries: [FolderEntry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<length]), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append(FolderEntry(name: name, type: entry.pointee.d_type, inode: UInt64(entry.pointee.d_ino)))
        }
        // By name, as the names were walked before: which of two names for one folder is walked never changes.
        entries.sort { $0.name < $1.name }
        return entries
    }

    private struct Walk {
        /// A file found, and what it is on disk. A file listed in a folder is at first known by the folder's
        /// device and the inode `readdir` gave (`exact` false). Its own `st_dev` can differ from its folder's (an
        /// overlay file system whose layers are on several devices), so two files can look alike: whenever two
        /// names come with one inode, the files are `stat`ed, and so is any later file listed with that inode.
        /// (The listing's inode is taken to be the file's own: it is on every file system, but for a file that
        /// something is mounted on.)
        struct Found {
            var path: String
            var identity: Identity
            var exact: Bool
        }

        let diagnostics: Diagnostics
        let listing: (String) -> [FolderEntry]?
        /// What a later run needs to check this walk (see ``InputListing``).
        var record = InputListing.Record()
        /// Each file once, under its preferred name, in the order found; `nil` where a file found turned out to
        /// be one found before, or no longer there.
        var found: [Found?] = []
        /// Where in `found` the one file listed or named with each inode is, for inodes only one name came with.
        var byInode: [UInt64: Int] = [:]
        /// Inodes two names came with (or the excluded file's): every file with one of them is `stat`ed and
        /// known by its device and inode, in `byIdentity`.
        var contested: Set<UInt64> = []
        var byIdentity: [Identity: Int] = [:]
        /// The folders walked: the devices of those with each inode. (Not a `Set<Identity>`: making that type's
        /// storage looks up its `Hashable` conformance among the binary's records, a tenth of a collect.)
        var walkedFolders: [UInt64: [UInt64]] = [:]
        /// A file never collected (the output being written).
        var excluded: Identity? {
            didSet { if let excluded { contested.insert(excluded.inode) } }
        }

        mutating func add(_ file: Found) {
            var work = [file]
            while var file = work.popLast() {
                let inode = file.identity.inode
                if !contested.contains(inode) {
                    // The first name with this inode: new, whether or not its device is exact.
                    guard let index = byInode.removeValue(forKey: inode) else {
                        byInode[inode] = found.count
                        found.append(file)
                        continue
                    }
                    // The second: from now on, the files themselves say what they are. The first is placed again.
                    contested.insert(inode)
                    if let other = found[index] {
                        found[index] = nil
                        if let settled = other.exact ? other : Self.settle(other, &record) { work.append(settled) }
                    }
                }
                if !file.exact {
                    guard let settled = Self.settle(file, &record) else { continue }
                    file = settled
                    if file.identity.inode != inode {
                        work.append(file)
                        continue
                    }
                }
                if file.identity == excluded { continue }
                if let index = byIdentity[file.identity], let other = found[index] {
                    if Self.prefer(file.path, over: other.path) { found[index] = file }
                } else {
                    byIdentity[file.identity] = found.count
                    found.append(file)
                }
            }
        }

        /// `file` as a `stat` of it describes it; `nil` when it is no longer a regular file.
        static func settle(_ file: Found, _ record: inout InputListing.Record) -> Found? {
            // A file whose identity had to be asked for: only a listing of plain entries is recorded.
            record.isPlain = false
            return settle(file)
        }

        static func settle(_ file: Found) -> Found? {
            guard let (identity, kind) = InputFiles.inspect(file.path), kind == .regularFile else { return nil }
            return Found(path: file.path, identity: identity, exact: true)
        }

        /// Fewer path components first (`A.swift` over `./A.swift`, a real path over one through a link), then
        /// the smaller string: the same choice whatever order the names came in.
        static func prefer(_ path: String, over other: String) -> Bool {
            let count = path.split(separator: "/").count
            let otherCount = other.split(separator: "/").count
            return count != otherCount ? count < otherCount : path < other
        }

        mutating func walkFolder(_ folder: String, _ identity: Identity, _ stamp: FileStamp) {
            // A folder already walked (reached again through a link) adds nothing new.
            guard walkedFolders[identity.inode]?.contains(identity.device) != true else {
                record.isPlain = false
                return
            }
            // Stamped before it is listed: a change while it is listed shows in its stamp next time.
            record.folders.append(InputListing.Folder(path: folder, stamp: stamp))
            walkedFolders[identity.inode, default: []].append(identity.device)
            guard let entries = listing(folder) else {
                diagnostics.report(
                    Diagnostic(InputMessage.unreadableFolder(folder), at: nil)
                )
                return
            }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for entry in entries {
                let name = entry.name
                let isSwift = name.hasSuffix(".swift")
                // No skipped folder's name ends in `.swift`: a Swift file's name is not looked up.
                let skipped = name.hasPrefix(".") || (!isSwift && skippedFolders.contains(name))
                if !isSwift && skipped { continue }
                switch Int(entry.type) {
                case Int(DT_REG):
                    guard isSwift else { continue }
                    let found = Identity(device: identity.device, inode: entry.inode)
                    record.inodes.append(entry.inode)
                    add(Found(path: prefix + name, identity: found, exact: false))
                case Int(DT_FIFO), Int(DT_CHR), Int(DT_BLK), Int(DT_SOCK):
                    guard isSwift else { continue }
                    diagnostics.report(
                        Diagnostic(InputMessage.skippedNotRegularFile(prefix + name), at: nil)
                    )
                default:
                    // A folder (the inode a listing gives for a folder something is mounted on is not the mounted
                    // folder's), a link (followed), or an entry of a file system that does not say what it is.
                    let path = prefix + name
                    if Int(entry.type) != Int(DT_DIR) { record.isPlain = false }
                    guard let (found, kind, stamp) = InputFiles.inspectStamped(path) else { continue }
                    switch kind {
                    case .regularFile where isSwift:
                        add(Found(path: path, identity: found, exact: true))
                    case .folder where !skipped:
                        walkFolder(path, found, stamp)
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
}
