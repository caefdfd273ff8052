public import Foundation

/// One input file as read from disk: its bytes and their hash, or why it could not be read.
public struct InputFile: Sendable {
    /// The path as the user gave it.
    public var path: String
    /// The file's bytes; `nil` when it could not be read, or was left unread because the parse cache holds what
    /// parsing found in it (``isVouchedFor``).
    public var data: Data?
    /// A stable hash of the file's bytes.
    public var hash: UInt64
    /// Why the file could not be read.
    public var readError: String?
    /// What `stat` said of the file when it was read or checked, when known.
    var stamp: FileStamp? = nil
    /// Whether the file was left unread because its stamp is the one the parse cache recorded with `hash`.
    var isVouchedFor = false
}

/// Reads and parses many files at once (as many at a time as the machine has cores), reusing the cache for files
/// whose contents did not change.
public enum ParseStage {
    /// Bytes, not `Data`: making a `Data` of a string's UTF-8 view cost a run that parsed one file a sixth of its
    /// parsing.
    private static let generatedMarker = Array(Renderer.generatedMarker.utf8)

    /// Reads every file, concurrently. A file whose stamp is the one `cache` recorded when it last read it is not
    /// read: its hash is the recorded one (see ``FileStamp``).
    public static func read(paths: [String], cache: ParseCache? = nil) -> [InputFile] {
        cache?.beginReading()
        let slots = Slots<InputFile>(count: paths.count)
        let folders = cache == nil ? nil : FolderHandles(paths)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let stamp = { folders?.stamp(of: index, path) }
            if let (hash, stamp) = cache?.unchanged(path, at: index, stamp: stamp) {
                slots.set(
                    index,
                    InputFile(path: path, data: nil, hash: hash, readError: nil, stamp: stamp, isVouchedFor: true)
                )
                return
            }
            slots.set(index, read(path))
        }
        return slots.values
    }

    /// Reads one file.
    static func read(_ path: String) -> InputFile {
        do {
            let (data, stamp) = try FileBytes.readStamped(path)
            return InputFile(path: path, data: data, hash: ContentHash.of(data), readError: nil, stamp: stamp)
        } catch {
            return InputFile(path: path, data: nil, hash: 0, readError: error.localizedDescription)
        }
    }

    /// Parses files already read into a module model.
    public static func run(inputs: [InputFile], moduleName: String, cache: ParseCache?) -> ModuleModel {
        let slots = Slots<(file: ParsedFile, input: InputFile)>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            var input = inputs[index]
            if input.readError == nil, let cached = cache?.file(path: input.path, hash: input.hash, at: index) {
                slots.set(index, (cached, input))
                return
            }
            // A file the cache vouched for but could not give back (a damaged entry) is read after all.
            if input.isVouchedFor { input = read(input.path) }
            guard let data = input.data else {
                let diagnostic = Diagnostic(
                    InputMessage.unreadableFile(input.path, reason: input.readError ?? "unknown error"),
                    at: SourceLocation(file: input.path, line: 1, column: 1)
                )
                slots.set(index, (ParsedFile(path: input.path, diagnostics: [diagnostic]), input))
                return
            }
            slots.set(index, (parse(path: input.path, data: data), input))
        }
        let results = slots.values
        cache?.update(
            results.compactMap { file, input in
                guard input.readError == nil else { return nil }
                return ParseCache.Update(file: file, hash: input.hash, stamp: input.stamp, wasRead: !input.isVouchedFor)
            }
        )
        return ModuleModel(moduleName: moduleName, files: results.map(\.file))
    }
}

extension ParseStage {
    /// Parses one file's bytes, without the cache.
    static func parse(path: String, data: Data) -> ParsedFile {
        // ckgen's own output (from an earlier run into a folder it now reads): nothing written by hand.
        if data.starts(with: Self.generatedMarker) { return ParsedFile(path: path) }
        return SourceFileParser.parse(path: path, data: data)
    }
}
