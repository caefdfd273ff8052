import CLibClang
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads Objective-C `@interface` declarations from headers through libclang and turns the selected ones into
/// the same Model values as Swift views, so Validation and Rendering give them the same attribute tables (G1).
///
/// Selected are the interfaces whose doc comment carries `/// @ck.view` (or every interface, with
/// `importAllInterfaces`). Categories and class extensions add members to their class.
public enum ObjCHeaderImporter {
    /// What to import and how to parse it.
    public struct Options: Sendable {
        /// The headers to read.
        public var headers: [String]
        /// Extra clang arguments: `-I`, `-D`, `-isysroot` …
        public var flags: [String]
        /// Whether to import every `@interface`, not only those marked `/// @ck.view`.
        public var importAllInterfaces: Bool
        /// Where clang keeps the modules it compiles when `flags` turn modules on (`-fmodules`): the cache
        /// folder's `clang-modules`, or, without one, `ckgen-clang-modules` in the temporary folder. Never a
        /// folder the flags name (``ObjCFlags`` refuses `-fmodules-cache-path=`), nor clang's own default in the
        /// user's home.
        public var moduleCacheFolder: String?

        /// Options for reading `headers` with `flags`.
        public init(
            headers: [String],
            flags: [String] = [],
            importAllInterfaces: Bool = false,
            moduleCacheFolder: String? = nil
        ) {
            self.headers = headers
            self.flags = flags
            self.importAllInterfaces = importAllInterfaces
            self.moduleCacheFolder = moduleCacheFolder
        }
    }

    /// Imports `options.headers`. Throws a diagnostic when libclang cannot be loaded, or when a flag is one
    /// ``ObjCFlags`` refuses (``GeneratorRequest`` reports those where they were given; this is for options made
    /// without it).
    public static func run(_ options: Options, diagnostics: Diagnostics) throws -> [ParsedFile] {
        if let refused = ObjCFlags.refused(options.flags).first {
            throw Diagnostic(ObjCMessage.refusedFlag(refused.flag, refused.refusal, fromConfig: false), at: nil)
        }
        let clang: LibClang
        do {
            clang = try LibClang.load()
        } catch {
            throw Diagnostic(ObjCMessage.libclang(reason: "\(error)"), at: nil)
        }
        // libclang runs inside ckgen: a header that includes /dev/stdin would read the build's standard input, and
        // wait on it forever when that is an open pipe. ckgen reads nothing from standard input itself.
        detachStandardInput()
        return options.headers.sorted().map { header in
            importHeader(header, options: options, clang: clang)
        }
    }

    /// Points standard input at /dev/null.
    static func detachStandardInput() {
        let devNull = open("/dev/null", O_RDONLY)
        guard devNull >= 0 else { return }
        if devNull != STDIN_FILENO {
            dup2(devNull, STDIN_FILENO)
            close(devNull)
        }
    }

    static func importHeader(_ header: String, options: Options, clang: LibClang) -> ParsedFile {
        guard FileManager.default.fileExists(atPath: header) else {
            return ParsedFile(
                path: header,
                diagnostics: [
                    Diagnostic(ObjCMessage.missingHeader(header), at: nil)
                ]
            )
        }
        // Only regular files reach libclang: reading a FIFO or a device (or /dev/stdin) blocks, or never ends.
        if let problem = HeaderIncludes.firstNonRegularFile(header: header, flags: options.flags) {
            return ParsedFile(path: header, diagnostics: [problem])
        }
        let arguments = clangArguments(options, resourceDirectory: clang.resourceDirectory)
        guard let index = clang.createIndex(0, 0) else {
            return ParsedFile(
                path: header,
                diagnostics: [
                    Diagnostic(ObjCMessage.noIndex, at: nil)
                ]
            )
        }
        defer { clang.disposeIndex(index) }
        var unit: CKClangTranslationUnit?
        // Detailed preprocessing record (0x01) for comments; KeepGoing (0x200) so a missing #import does not end
        // the parse; SkipFunctionBodies (0x40).
        let flags: UInt32 = 0x01 | 0x40 | 0x200
        let status = withCStrings(arguments) { argv in
            clang.parseTranslationUnit2(index, header, argv, Int32(arguments.count), nil, 0, flags, &unit)
        }
        guard status == 0, let unit else {
            return ParsedFile(
                path: header,
                diagnostics: [
                    Diagnostic(ObjCMessage.parse(header: header, status: Int(status)), at: nil)
                ]
            )
        }
        defer { clang.disposeTranslationUnit(unit) }
        let walker = InterfaceWalker(clang: clang, header: header, importAll: options.importAllInterfaces)
        walker.diagnostics = clangDiagnostics(unit, clang: clang, header: header)
        walker.walk(clang.translationUnitCursor(unit))
        return ParsedFile(path: header, declarations: walker.declarations, diagnostics: walker.diagnostics)
    }

    /// The arguments libclang parses a header with: ckgen's own, then the user's flags (which ``ObjCFlags`` let
    /// through), then, when those turn modules on, where the compiled modules go.
    static func clangArguments(_ options: Options, resourceDirectory: String?) -> [String] {
        // No -fobjc-arc: with the GNU runtime clang refuses it, and ckgen reads declarations only.
        // -fblocks: Objective-C headers declare blocks; clang enables them by default only on Apple platforms.
        var arguments = ["-x", "objective-c", "-fblocks", "-Wno-everything"]
        if let resourceDirectory { arguments += ["-resource-dir", resourceDirectory] }
        arguments += options.flags
        if options.flags.contains(where: { $0 == "-fmodules" || $0 == "-fcxx-modules" }) {
            let folder =
                options.moduleCacheFolder
                ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("ckgen-clang-modules")
            arguments.append("-fmodules-cache-path=" + folder)
        }
        return arguments
    }

    /// clang's errors, located. A header that is not found is a warning (the import goes on with what parsed),
    /// and so are the errors that follow from it, such as the unknown types that header would have declared.
    private static func clangDiagnostics(_ unit: CKClangTranslationUnit, clang: LibClang, header: String)
        -> [Diagnostic]
    {
        var found: [(message: String, location: SourceLocation)] = []
        for index in 0..<clang.numDiagnostics(unit) {
            guard let diagnostic = clang.getDiagnostic(unit, index) else { continue }
            defer { clang.disposeDiagnostic(diagnostic) }
            guard clang.diagnosticSeverity(diagnostic) >= 3 else { continue }  // errors and fatal errors
            found.append(
                (
                    clang.string(clang.diagnosticSpelling(diagnostic)),
                    InterfaceWalker.location(clang.diagnosticLocation(diagnostic), clang: clang, header: header)
                )
            )
        }
        let missingImport = found.contains { $0.message.hasSuffix("file not found") }
        return found.map { message, location in
            if message.hasSuffix("file not found") {
                return Diagnostic(ObjCMessage.missingImport(message), at: location)
            }
            return Diagnostic(ObjCMessage.clang(message, afterMissingImport: missingImport), at: location)
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R
    {
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        let constant = pointers.map { $0.map { UnsafePointer<CChar>($0) } }
        return constant.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
