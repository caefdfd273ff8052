public import Foundation

/// Reads and parses many files at once (one task per file, as many at a time as the machine has cores), reusing
/// the cache for files whose contents did not change.
public enum ParseStage {
    /// Parses `paths` into a module model.
    public static func run(
        paths: [String],
        moduleName: String,
        cache: ParseCache?,
        diagnostics: Diagnostics
    ) -> ModuleModel {
        let results = ResultBox(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                results.set(
                    index,
                    ParsedFile(
                        path: path,
                        diagnostics: [
                            Diagnostic(
                                .error,
                                id: "ckgen.input.unreadable",
                                "cannot read '\(path)': \(error.localizedDescription)",
                                at: SourceLocation(file: path, line: 1, column: 1)
                            )
                        ]
                    ),
                    hash: nil
                )
                return
            }
            let hash = ContentHash.of(data)
            if let cached = cache?.file(path: path, hash: hash) {
                results.set(index, cached, hash: hash)
            } else {
                results.set(index, SourceFileParser.parse(path: path, data: data), hash: hash)
            }
        }
        let files = results.files
        cache?.update(files.enumerated().compactMap { index, file in results.hashes[index].map { (file, $0) } })
        return ModuleModel(moduleName: moduleName, files: files)
    }
}

/// Results written by concurrent workers, each into its own slot.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ParsedFile?]
    private(set) var hashes: [UInt64?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        hashes = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ file: ParsedFile, hash: UInt64?) {
        lock.lock()
        slots[index] = file
        hashes[index] = hash
        lock.unlock()
    }

    var files: [ParsedFile] { slots.compactMap { $0 } }
}

/// A stable 64-bit hash of file contents (FNV-1a): the same on every machine and run, unlike `Hasher`.
public enum ContentHash {
    public static func of(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return hash
    }
}
