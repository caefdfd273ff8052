import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders of a run's input files, each opened once, so a file's stamp is asked for by its name in its folder
/// (`fstatat`) rather than by its whole path: the kernel then looks up one name, not every folder on the way.
/// Checking the stamps of a thousand files was the largest part of a run that found one file changed, and walking
/// each path from the root was a quarter of it.
///
/// A folder that cannot be opened is left to whole paths, and so is every folder after the first
/// ``maximumOpened``: files are read while the handles are open, and a module of many folders must not use up
/// the process's descriptors (256 by default on macOS). The descriptors are closed when the handles go.
final class FolderHandles: @unchecked Sendable {
    /// The most folders held open at once.
    static let maximumOpened = 64

    /// For each file, its folder's descriptor (`-1`: ask by the whole path) and where its name begins in its path.
    private let descriptors: [Int32]
    private let nameOffsets: [Int]
    private let opened: [Int32]

    /// Opens the folders of `paths`. Paths of one folder come together when sorted, as a run's inputs are; a
    /// folder met again later is opened again.
    init(_ paths: [String]) {
        var descriptors: [Int32] = []
        var nameOffsets: [Int] = []
        var opened: [Int32] = []
        descriptors.reserveCapacity(paths.count)
        nameOffsets.reserveCapacity(paths.count)
        // The folder of the path before, as bytes: read in place, a path costs a comparison, not a substring.
        var folder: [UInt8]?
        var descriptor: Int32 = -1
        for path in paths {
            var path = path
            let (slash, isSameFolder) = path.withUTF8 { bytes -> (Int?, Bool) in
                var index = bytes.count - 1
                while index > 0 && bytes[index] != UInt8(ascii: "/") { index -= 1 }
                guard index > 0 else { return (nil, false) }
                let parent = UnsafeBufferPointer(rebasing: bytes[..<index])
                let isSame =
                    folder?.withUnsafeBytes { previous -> Bool in
                        guard previous.count == parent.count, let old = previous.baseAddress,
                            let new = parent.baseAddress
                        else { return false }
                        return memcmp(old, new, index) == 0
                    } ?? false
                if isSame { return (index, true) }
                folder = Array(parent)
                return (index, false)
            }
            guard let slash else {
                descriptors.append(-1)
                nameOffsets.append(0)
                continue
            }
            if !isSameFolder {
                descriptor =
                    opened.count < Self.maximumOpened ? Self.open(String(decoding: folder ?? [], as: UTF8.self)) : -1
                if descriptor >= 0 { opened.append(descriptor) }
            }
            descriptors.append(descriptor)
            nameOffsets.append(slash + 1)
        }
        self.descriptors = descriptors
        self.nameOffsets = nameOffsets
        self.opened = opened
    }

    deinit {
        for descriptor in opened { close(descriptor) }
    }

    /// The stamp of the regular file `path`, the `index`th of the paths given (links followed), or `nil`.
    func stamp(of index: Int, _ path: String) -> FileStamp? {
        let descriptor = descriptors[index]
        guard descriptor >= 0 else { return FileStamp.of(path) }
        return FileStamp.of(path, folder: descriptor, nameOffset: nameOffsets[index])
    }

    /// A folder that cannot be read (only searched) is not opened: its files are asked for by their whole paths.
    private static func open(_ folder: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #else
            Darwin.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }
}
