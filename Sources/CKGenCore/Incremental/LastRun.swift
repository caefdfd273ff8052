import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the previous `generate` with the same cache folder saw and wrote. When the inputs, the options and ckgen
/// itself are all unchanged and the output still holds what was written, the run has nothing to do: no parsing,
/// no validation, no rendering (its warnings are printed again).
///
/// When inputs changed but what parsing found in them did not (an edit inside a function body, a comment), the
/// run has nothing to validate or render either: the same model gives the same plan, warnings and output. The
/// model's hash and validation's warnings are kept for that (see ``UnchangedModel``).
struct LastRun {
    var fingerprint: UInt64
    var outputPath: String
    var outputHash: UInt64
    /// The output's size in bytes: a file of another size is not read to be hashed.
    var outputSize: Int
    /// The output's stamp when it was last found to hold `outputHash`, and the clock just before it was read: the
    /// stamp vouches for the contents when it is unchanged and the output had last changed before that reading
    /// (see ``FileStamp``), so a run that finds it so does not read 1.5 MB to hash them. `nil` right after the
    /// output is written (its times are then this run's own): the next run hashes it and records the stamp.
    var outputCheck: OutputCheck?
    var warnings: [Diagnostic]
    /// ``settingsFingerprint(options:templates:)`` of the run.
    var settings: UInt64?
    /// ``ParseCache/modelHash()`` of the model the output was rendered from.
    var modelHash: UInt64?
    /// The warnings validation reported (those of parsing included), without those of earlier stages.
    var validationWarnings: [Diagnostic]?
    /// ``PlanHash`` of the plan the output was rendered from: a run with the same plan and settings leaves the output
    /// as it is rather than rendering it again.
    var planHash: UInt64?
    /// The Swift files the inputs named, and the folders listed to find them (see ``InputListing``).
    var listing: InputListing?

    /// A stamp of the output and the time before the read that found it holding `outputHash`.
    struct OutputCheck: Equatable {
        var stamp: FileStamp
        var readStart: UInt64
    }

    init(
        fingerprint: UInt64,
        outputPath: String,
        outputHash: UInt64,
        outputSize: Int,
        warnings: [Diagnostic],
        settings: UInt64? = nil,
        modelHash: UInt64? = nil,
        validationWarnings: [Diagnostic]? = nil,
        planHash: UInt64? = nil,
        listing: InputListing? = nil
    ) {
        self.fingerprint = fingerprint
        self.outputPath = outputPath
        self.outputHash = outputHash
        self.outputSize = outputSize
        self.warnings = warnings
        self.settings = settings
        self.modelHash = modelHash
        self.validationWarnings = validationWarnings
        self.planHash = planHash
        self.listing = listing
    }

    static func url(in folder: URL) -> URL { folder.appendingPathComponent(LastRunFile.fileName) }

    static func load(from folder: URL) -> LastRun? {
        guard let bytes = try? FileBytes.read(url(in: folder).path) else { return nil }
        return LastRunFile.decode(bytes)
    }

    /// Whether this run had `fingerprint` and wrote `output`, which still holds what it wrote.
    mutating func isUpToDate(fingerprint: UInt64, output: URL) -> Bool {
        self.fingerprint == fingerprint && holdsOutput(output)
    }

    /// Whether `output` is the file this run wrote and still holds what it wrote: by its stamp when that vouches
    /// for it, else by its size and then the hash of its bytes, read a chunk at a time. A hash that matches
    /// records the stamp for the next run (``needsSaving`` is then set).
    mutating func holdsOutput(_ output: URL) -> Bool {
        let path = output.path
        guard outputPath == path else { return false }
        if let check = outputCheck, check.stamp.isSettled(before: check.readStart), FileStamp.of(path) == check.stamp {
            return true
        }
        let readStart = FileStamp.now
        guard let (hash, stamp) = ContentHash.ofFileStamped(path, expectedSize: outputSize), hash == outputHash
        else { return false }
        let check = stamp.map { OutputCheck(stamp: $0, readStart: readStart) }
        if check != outputCheck {
            outputCheck = check
            needsSaving = true
        }
        return true
    }

    /// Set when ``holdsOutput(_:)`` recorded a new stamp: saving the record spares the next run a hash.
    private(set) var needsSaving = false

    /// Writes the record over the last one, in place (see ``LastRunFile``). A failure only costs the next run its
    /// shortcuts.
    func save(in folder: URL) {
        let path = Self.url(in: folder).path
        let bytes = LastRunFile.encode(self)
        AtomicFile.writeMakingFolder(folder) { LastRunFile.overwrite(path, with: bytes) }
    }

    /// Everything that decides the output: ckgen's own templates, the options, and every input's path and hash.
    static func fingerprint(inputs: [InputFile], options: GeneratorOptions, templates: TemplateSet) -> UInt64 {
        let settings = settingsFingerprint(options: options, templates: templates)
        return fingerprint(inputs: inputs, settings: settings, objc: options.objc)
    }

    /// ``fingerprint(inputs:options:templates:)`` from the run's ``settingsFingerprint(options:templates:)``.
    static func fingerprint(inputs: [InputFile], settings: UInt64, objc: ObjCHeaderImporter.Options) -> UInt64 {
        var parts = [settings]
        parts.reserveCapacity(inputs.count * 2 + 1)
        // By index: each element's fields read in place, not the whole input copied (and retained) in turn.
        for index in inputs.indices {
            parts.append(ContentHash.of(inputs[index].path))
            parts.append(inputs[index].readError == nil ? inputs[index].hash : 0)
        }
        parts += objcHeaderParts(objc)
        return ContentHash.combine(parts)
    }

    /// What decides the output besides the inputs: ckgen's own version, its templates and the options.
    static func settingsFingerprint(options: GeneratorOptions, templates: TemplateSet) -> UInt64 {
        var parts: [UInt64] = [
            ContentHash.of(CKGenVersion.build),
            ContentHash.of(options.moduleName),
            ContentHash.of(options.accessLevel.rawValue),
            ContentHash.of(objcFlagsText(options.objc)),
        ]
        parts += templates.sources.keys.sorted().map { ContentHash.of($0 + "\u{0}" + (templates.sources[$0] ?? "")) }
        return ContentHash.combine(parts)
    }

    /// Whether every interface is imported, then the Objective-C flags, each after a NUL: the mark comes first and
    /// is closed, so no flag can read as it (`-W` with every interface imported was `-Wall` without). Joined by
    /// hand: the standard library's `joined(separator:)` runs unspecialized, and its first call has the runtime
    /// search every conformance in the binary (about 5% of a run that finds nothing changed).
    static func objcFlagsText(_ options: ObjCHeaderImporter.Options) -> String {
        var text = options.importAllInterfaces ? "all" : "annotated"
        for flag in options.flags {
            text += "\u{0}"
            text += flag
        }
        return text
    }

    /// The Objective-C inputs: each listed header's path and bytes, and, for the headers those include through the
    /// `-I` and `-iquote` folders (and beside the header, for quoted includes), the path each include resolved to,
    /// its size and its modification time. Only what an include names is looked up (see ``HeaderIncludes``): no
    /// folder is listed, so `-I/` does not walk the file system. An include that resolves to another file, because
    /// one appeared earlier in the search path, resolves to another path, and changes the fingerprint.
    static func objcHeaderParts(_ options: ObjCHeaderImporter.Options) -> [UInt64] {
        var parts: [UInt64] = []
        let folders = includeFolders(options.flags)
        for header in options.headers.sorted() {
            parts.append(ContentHash.of(header))
            parts.append((try? FileBytes.read(header)).map(ContentHash.of) ?? 0)
            let walk = HeaderIncludes.follow(header: header, flags: options.flags, searchFolders: folders)
            for path in walk.files where path != header {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                let stamp = FileStamp(info)
                parts.append(ContentHash.of("\(path)\u{0}\(stamp.size)\u{0}\(stamp.modified)"))
            }
        }
        return parts
    }

    /// The folders named by `-I<folder>`, `-I <folder>`, `-iquote <folder>` (not `-isystem`: system headers).
    static func includeFolders(_ flags: [String]) -> [String] {
        var folders: [String] = []
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if (flag == "-I" || flag == "-iquote"), index + 1 < flags.count {
                folders.append(flags[index + 1])
                index += 2
                continue
            }
            if flag.hasPrefix("-I"), flag.count > 2 { folders.append(String(flag.dropFirst(2))) }
            index += 1
        }
        return folders
    }
}
