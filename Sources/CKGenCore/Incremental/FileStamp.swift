import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a file, enough to tell that it has not changed since it was read: its identity, size, and
/// the times its contents (`modified`) and its inode (`changed`) last changed, in nanoseconds.
///
/// A run that finds an input's stamp equal to the one the parse cache recorded when it last read the file does not
/// read it again: it takes the recorded hash (see ``ParseStage/read(paths:cache:)``). Opening, reading and closing
/// every file of a 1,000-file module was the largest stage of a run that found one file changed, and a `stat`
/// costs a third of that. The rule is git's for its index: every write to a file sets its `changed` time to the
/// system's clock, which no tool can set back, so equal stamps mean equal contents, except for a file that changed
/// twice within one tick of the clock. That is why a stamp only counts when the file had last changed before the
/// earlier run began reading (``isSettled(before:)``): otherwise the file is read.
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: UInt64
    var modified: UInt64
    var changed: UInt64

    init(device: UInt64, inode: UInt64, size: UInt64, modified: UInt64, changed: UInt64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: UInt64(truncatingIfNeeded: info.st_size),
            modified: Self.nanoseconds(modified),
            changed: Self.nanoseconds(changed)
        )
    }

    /// The stamp of what `path` names (links followed) when it is of `type` (a regular file, or `S_IFDIR` for a
    /// folder), or `nil`. With a `folder` descriptor, only the name from `nameOffset` on is looked up, in that
    /// folder (see ``FolderHandles``); by default the whole path is.
    static func of(
        _ path: String,
        type: mode_t = S_IFREG,
        folder: Int32 = AT_FDCWD,
        nameOffset: Int = 0
    ) -> FileStamp? {
        var info = stat()
        guard path.withCString({ fstatat(folder, $0 + nameOffset, &info, 0) }) == 0, info.st_mode & S_IFMT == type
        else { return nil }
        return FileStamp(info)
    }

    /// Whether the file had last changed before `time` (from ``now``): a later change within the same tick of the
    /// clock would leave the stamp as it is, so only such a stamp vouches for the contents.
    func isSettled(before time: UInt64) -> Bool {
        modified < time && changed < time
    }

    /// The clock file times are taken from, at its own resolution (the coarse clock on Linux: a finer reading could
    /// fall after a change the file's times place in the same tick, and vouch for contents read before it).
    static var now: UInt64 {
        var time = timespec()
        #if os(Linux)
            clock_gettime(CLOCK_REALTIME_COARSE, &time)
        #else
            clock_gettime(CLOCK_REALTIME, &time)
        #endif
        return nanoseconds(time)
    }

    private static func nanoseconds(_ time: timespec) -> UInt64 {
        UInt64(max(0, time.tv_sec)) &* 1_000_000_000 &+ UInt64(max(0, time.tv_nsec))
    }
}
