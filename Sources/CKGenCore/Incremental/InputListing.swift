import Foundation

/// The Swift files a run's inputs named, with every folder listed to find them and its stamp: a later run with the
/// same inputs checks the folders with one `stat` each rather than listing them again. Listing a 1,000-file
/// folder, and sorting and sifting what it held, was the largest part of a run that found one file changed.
///
/// A folder's times change whenever an entry is added to it, removed or renamed, so unchanged stamps mean
/// unchanged listings, by the rule ``FileStamp`` follows for files: a folder counts only if it had last changed
/// before the walk began (``listedAt``), since a change within the same tick of the clock leaves its times as
/// they were. A walk is recorded only when it was plain: no diagnostics, no links or entries of unknown type, no
/// file known by two names. Then nothing the folders' stamps do not cover could change what it finds, except
/// what the caller checks: a file named that is no longer a regular file (the run reads it, fails, and walks
/// again), and the output becoming one of the files listed (``holds(inputs:excluded:)`` looks).
struct InputListing: Equatable {
    /// A folder walked, and its stamp taken before it was listed.
    struct Folder: Equatable {
        var path: String
        var stamp: FileStamp
    }

    /// The inputs as the run named them, sorted, each once.
    var inputs: [String]
    /// The path of the file the run wrote (never an input).
    var excluded: String?
    /// The clock (``FileStamp/now``) before the walk began.
    var listedAt: UInt64
    var folders: [Folder]
    /// What the walk found, as ``InputFiles/collect(_:excluding:diagnostics:)`` returns it.
    var files: [String]
    /// The inode of every file the walk met: the output must not become one of them.
    var inodes: [UInt64]

    /// What a walk notes as it goes.
    struct Record {
        var folders: [Folder] = []
        var inodes: [UInt64] = []
        /// Whether everything the walk met was a plain file or folder.
        var isPlain = true
    }

    /// Whether a walk of `inputs`, leaving out `excluded`, would find ``files`` now: the same inputs, each folder
    /// still a folder with the stamp it had, settled before the walk, and the excluded file not one of those
    /// listed.
    func holds(inputs: [String], excluded: String?) -> Bool {
        guard excluded == self.excluded, Self.normalized(inputs) == self.inputs else { return false }
        for folder in folders {
            guard folder.stamp.isSettled(before: listedAt), FileStamp.of(folder.path, type: S_IFDIR) == folder.stamp
            else {
                return false
            }
        }
        if let excluded, let (identity, _) = InputFiles.inspect(excluded), inodes.contains(identity.inode) {
            return false
        }
        return true
    }

    /// The inputs sorted, each once (without a `Set`: making one looks up `String`'s `Hashable` conformance among
    /// the binary's records, as costly as checking every folder).
    static func normalized(_ inputs: [String]) -> [String] {
        var sorted = inputs.sorted()
        var index = 1
        while index < sorted.count {
            if sorted[index] == sorted[index - 1] { sorted.remove(at: index) } else { index += 1 }
        }
        return sorted
    }
}
