import Foundation

/// `ckgen migrate`: ComponentKit Objective-C++ components in, Swift descriptions out, one file per class. Its
/// stages: ``ComponentKitReader`` (libclang reads each file), ``IdiomRecognizer`` (ComponentKit's idioms become
/// descriptions, state, handlers and controllers), ``SwiftEmitter`` (one Swift file each). What it cannot
/// convert is kept as comments, with a located warning in the original file, and counted in a summary.
public enum Migrator {
    /// What to migrate and where to write it.
    public struct Request: Sendable {
        /// The `.mm` (or `.m`) files, or folders holding them.
        public var inputs: [String]
        /// Where the Swift files go; `nil` with `dryRun`.
        public var outputFolder: String?
        /// clang flags: header search paths (`-I`), `-isysroot`, defines.
        public var flags: [String]
        /// Print what would be written instead of writing.
        public var dryRun: Bool
        /// Replace files that ckgen migrate did not write (never an input).
        public var overwrite: Bool

        /// A request.
        public init(inputs: [String], outputFolder: String?, flags: [String], dryRun: Bool, overwrite: Bool) {
            self.inputs = inputs
            self.outputFolder = outputFolder
            self.flags = flags
            self.dryRun = dryRun
            self.overwrite = overwrite
        }
    }

    /// One Swift file migration wrote (or would write).
    public struct OutputFile: Sendable, Equatable {
        /// Its path: in the output folder, or its bare name in a dry run without one.
        public var path: String
        /// Its text.
        public var text: String
    }

    /// What a run made: the files and each input's summary.
    public struct Result: Sendable {
        /// The Swift files, in input order.
        public var files: [OutputFile]
        /// One summary per input file.
        public var summaries: [MigrationSummary]
    }

    /// The Swift file header that marks a file as migration's output.
    public static let header = OutputOwnership.Header(text: SwiftEmitter.marker, lines: 1)

    /// Runs the stages over every input; writes the files unless `dryRun` (or an error was reported). Problems go
    /// to `diagnostics`.
    public static func run(_ request: Request, diagnostics: Diagnostics) -> Result {
        var result = Result(files: [], summaries: [])
        let refused = ObjCFlags.refused(request.flags)
        for flag in refused {
            diagnostics.report(Diagnostic(ObjCMessage.refusedFlag(flag.flag, flag.refusal, fromConfig: false), at: nil))
        }
        guard refused.isEmpty else { return result }
        let clang: LibClang
        do {
            clang = try LibClang.load()
        } catch {
            diagnostics.report(Diagnostic(ObjCMessage.libclang(reason: "\(error)"), at: nil))
            return result
        }
        let reader = ComponentKitReader(clang: clang, extras: MigrationClang(clang), flags: request.flags)
        for path in sourceFiles(request.inputs, diagnostics: diagnostics) {
            let source = reader.read(path)
            diagnostics.report(contentsOf: source.diagnostics)
            let components = IdiomRecognizer().recognise(source)
            let (fileLevel, fileLevelWarnings) = FileLevelDeclarations.translate(source.otherDeclarations)
            diagnostics.report(contentsOf: fileLevelWarnings)
            for (index, component) in components.enumerated() {
                diagnostics.report(contentsOf: component.warnings)
                let (name, text) = SwiftEmitter().file(
                    for: component,
                    source: path,
                    fileLevel: index == 0 ? fileLevel : []
                )
                let output = request.outputFolder.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
                result.files.append(OutputFile(path: output ?? name, text: text))
            }
            result.summaries.append(
                MigrationSummary(file: path, classes: components.map { (name: $0.name, outcome: $0.outcome) })
            )
        }
        guard !request.dryRun, !diagnostics.hasErrors, let folder = request.outputFolder else { return result }
        write(result.files, folder: folder, request: request, diagnostics: diagnostics)
        return result
    }

    /// Every `.mm` and `.m` file of the inputs, folders searched (sorted, hidden folders skipped).
    static func sourceFiles(_ inputs: [String], diagnostics: Diagnostics) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for input in inputs {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isFolder) else {
                diagnostics.report(Diagnostic(MigrationMessage.notSource(input), at: nil))
                continue
            }
            if !isFolder.boolValue {
                if input.hasSuffix(".mm") || input.hasSuffix(".m") {
                    files.append(input)
                } else {
                    diagnostics.report(Diagnostic(MigrationMessage.notSource(input), at: nil))
                }
                continue
            }
            let found = (manager.subpaths(atPath: input) ?? []).filter {
                ($0.hasSuffix(".mm") || $0.hasSuffix(".m")) && !$0.split(separator: "/").contains { $0.hasPrefix(".") }
            }
            files += found.sorted().map { (input as NSString).appendingPathComponent($0) }
        }
        return files
    }

    /// Writes every file, after checking each may be written: nothing is written when one may not.
    static func write(_ files: [OutputFile], folder: String, request: Request, diagnostics: Diagnostics) {
        let inputs = request.inputs.map { OutputOwnership.Input(path: $0, fileSuffix: ".mm") }
        var allowed = true
        for file in files {
            do throws(Diagnostic) {
                try OutputOwnership.check(
                    URL(fileURLWithPath: file.path),
                    header: header,
                    product: .generatedCode,
                    inputs: inputs,
                    overwrite: request.overwrite
                )
            } catch {
                diagnostics.report(error)
                allowed = false
            }
        }
        guard allowed else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in files {
                try AtomicFile.write(Data(file.text.utf8), to: URL(fileURLWithPath: file.path))
            }
        } catch {
            diagnostics.report(Diagnostic(OutputMessage.write(path: folder, reason: "\(error)"), at: nil))
        }
    }
}
