public import Foundation

/// Parsed files kept between runs, keyed by path and content hash, so an unchanged input is not parsed again.
/// One file in the cache folder; a cache that cannot be read is ignored (and rewritten).
public final class ParseCache: @unchecked Sendable {
    private struct Stored: Codable {
        var version: Int
        var entries: [String: Entry]
    }
    private struct Entry: Codable {
        var hash: UInt64
        var file: ParsedFile
    }

    /// Bumped whenever the model changes shape, so an old cache is never misread.
    static let version = 1

    private let url: URL
    private var entries: [String: Entry]
    private var changed = false
    private let lock = NSLock()

    /// Opens (or starts) the cache in `folder`.
    public init(folder: URL) {
        url = folder.appendingPathComponent("ckgen-parse-cache.json")
        if let data = try? Data(contentsOf: url), let stored = try? JSONDecoder().decode(Stored.self, from: data),
            stored.version == Self.version
        {
            entries = stored.entries
        } else {
            entries = [:]
        }
    }

    func file(path: String, hash: UInt64) -> ParsedFile? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return entry.file
    }

    func update(_ files: [(ParsedFile, UInt64)]) {
        lock.lock()
        defer { lock.unlock() }
        var fresh: [String: Entry] = [:]
        for (file, hash) in files { fresh[file.path] = Entry(hash: hash, file: file) }
        if fresh.count != entries.count || fresh.contains(where: { entries[$0.key]?.hash != $0.value.hash }) {
            changed = true
        }
        entries = fresh
    }

    /// Writes the cache if it changed. A failure to write only costs the next run its head start.
    public func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed else { return }
        // No sorted keys: the cache is read only by ckgen, and sorting every object's keys costs more than the
        // rest of the encoding.
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(Stored(version: Self.version, entries: entries)) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
        changed = false
    }
}
