public import ArgumentParser
import CKGenCore
import Foundation

/// The options every command shares: what to read and how to name it.
struct InputOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Swift files, or folders to search for .swift files (hidden and .build folders are skipped). "
                + "May be left out when Objective-C headers are the only input.",
            valueName: "input"
        )
    )
    var inputs: [String] = []

    @Option(
        name: CommandLineOption.moduleName.nameSpecification,
        help: ArgumentHelp(
            "The module the generated code belongs to; it prefixes attribute identifiers ('MyApp.AvatarView.title'). "
                + "Defaults to 'module-name' in ckgen.yml.",
            valueName: "name"
        )
    )
    var moduleName: String?

    @Option(
        name: CommandLineOption.config.nameSpecification,
        help: ArgumentHelp(
            "A ckgen.yml config file. Without it, ckgen uses a ckgen.yml at the top of the first input folder, if any.",
            valueName: "path"
        )
    )
    var config: String?

    @Option(
        name: CommandLineOption.cache.nameSpecification,
        help: ArgumentHelp(
            "A folder where ckgen keeps what it parsed, so unchanged files are not parsed again (nor read, when "
                + "their size, inode and times are those recorded when ckgen last read them), and the code it "
                + "generated for each view, dispatch table, strategy map and state, so only those that changed "
                + "are generated again.",
            valueName: "folder"
        )
    )
    var cache: String?

    @Option(
        name: CommandLineOption.objcHeader.nameSpecification,
        help: ArgumentHelp(
            "An Objective-C header whose '/// @ck.view' interfaces get attribute tables too (repeatable). "
                + "ckgen reads it with libclang, loaded at run time: CKGEN_LIBCLANG, the Swift toolchain's lib/, "
                + "then /usr/lib/llvm-*/lib.",
            valueName: "header"
        )
    )
    var objcHeaders: [String] = []

    @Option(
        name: CommandLineOption.objcFlag.nameSpecification,
        parsing: CommandLineOption.objcFlag.arrayParsing,
        help: ArgumentHelp(
            "A clang argument for reading the headers, such as -I<folder> or -DNAME (repeatable). Accepted are "
                + "flags that say where headers are, define macros, choose the language or target, or only change "
                + "diagnostics (-W..., -w, -v, -fdiagnostics-...); flags that write files or run tools are refused.",
            valueName: "argument"
        )
    )
    var objcFlags: [String] = []

    @Flag(
        name: CommandLineOption.objcAllInterfaces.nameSpecification,
        help: "Import every @interface in the headers, not only those marked '/// @ck.view'."
    )
    var objcAllInterfaces = false

    /// Every input: those the argument parser read, and those handed around it.
    var allInputs: [String] { inputs + ManyInputs.extra }

    func validate() throws {
        if inputs.isEmpty && objcHeaders.isEmpty && config == nil {
            throw ValidationError(
                "give at least one Swift file or folder to read, or an Objective-C header with --objc-header"
            )
        }
    }

    /// The request these flags make, for the pipeline to resolve against `ckgen.yml`.
    func request(accessLevel: GeneratedAccessLevel? = nil, templates: String? = nil, overwrite: Bool = false)
        -> GeneratorRequest
    {
        GeneratorRequest(
            inputs: allInputs,
            moduleName: moduleName,
            configPath: config,
            cacheFolder: cache,
            objcHeaders: objcHeaders,
            objcFlags: objcFlags,
            objcAllInterfaces: objcAllInterfaces,
            accessLevel: accessLevel,
            templatesFolder: templates,
            overwrite: overwrite
        )
    }

    /// The pipeline for these flags. Problems in the config file or the flags are printed, and exit with status 1;
    /// a missing module name or input is a usage error.
    func pipeline(
        accessLevel: GeneratedAccessLevel? = nil,
        templates: String? = nil,
        requireModuleName: Bool = false,
        diagnostics: Diagnostics
    ) throws -> GeneratorPipeline {
        try Self.pipeline(
            for: request(accessLevel: accessLevel, templates: templates),
            requireModuleName: requireModuleName,
            diagnostics: diagnostics
        )
    }

    /// The pipeline for `request`, as ``pipeline(accessLevel:templates:requireModuleName:diagnostics:)`` makes it.
    static func pipeline(
        for request: GeneratorRequest,
        requireModuleName: Bool,
        diagnostics: Diagnostics
    ) throws -> GeneratorPipeline {
        do {
            let options = try request.resolve(requireModuleName: requireModuleName, diagnostics: diagnostics)
            return GeneratorPipeline(options: options)
        } catch .reported {
            try DiagnosticPrinter.finish(diagnostics)
            throw ExitCode.failure
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// Prints diagnostics in the run's ``DiagnosticFormat``, ends with a count of errors and warnings, and turns errors
/// into exit status 1.
///
/// In the text format everything goes to standard error: the diagnostics, then the count (only when there is
/// something to count, so a clean run prints nothing there). In the json and github formats the diagnostics go to
/// standard output, which then holds nothing else (``status(_:)`` lines go to standard error), and the count to
/// standard error.
enum DiagnosticPrinter {
    /// The format of this run, set by a command before it runs anything (`--format`). The process runs one command.
    nonisolated(unsafe) static var format = DiagnosticFormat.text
    /// `--quiet`: no status lines and no progress line; problems and their count are still printed.
    nonisolated(unsafe) static var quiet = false

    /// How text diagnostics look when standard error is a terminal: with the source line and a caret, in colour
    /// unless `NO_COLOR` is set. `nil` when it is not a terminal. Worked out when first needed: reading the
    /// environment costs a run that reports nothing.
    static let terminal = TerminalDiagnosticStyle.forStandardError(
        isTerminal: isatty(STDERR_FILENO) == 1,
        environment: ProcessInfo.processInfo.environment
    )

    static func print(_ diagnostics: Diagnostics) {
        var text = ""
        let terminal = format == .text && !diagnostics.all.isEmpty ? Self.terminal : nil
        let sources = SourceLines()
        let github = format == .github && !diagnostics.all.isEmpty ? GitHubLocations() : nil
        for diagnostic in diagnostics.all {
            let shown = github?.relative(diagnostic) ?? diagnostic
            text += (terminal?.render(shown, sources: sources) ?? format.render(shown)) + "\n"
        }
        if let summary = DiagnosticFormat.summary(of: diagnostics.all) {
            if format == .text {
                text += summary + "\n"
            } else {
                standardError(summary)
            }
        }
        guard !text.isEmpty else { return }
        (format == .text ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }

    static func finish(_ diagnostics: Diagnostics) throws {
        print(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
    }

    /// Prints one of ckgen's own status lines ("wrote …"): to standard output in the text format, and to standard
    /// error in the others, so their standard output is only the diagnostics.
    static func status(_ line: String) {
        guard !quiet else { return }
        if format == .text {
            Swift.print(line)
        } else {
            standardError(line)
        }
    }

    private static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Options for commands that print diagnostics for tools as well as people.
struct FormatOptions: ParsableArguments {
    @Option(
        name: CommandLineOption.format.nameSpecification,
        help: ArgumentHelp(
            "How to print problems: text (default; 'path:line:column: error: message' on standard error, then a "
                + "count), json (one JSON object per problem and line, on standard output: file, line, column, "
                + "severity, id, message, notes, fixIts) or github (GitHub Actions annotations, on standard output, "
                + "with paths relative to GITHUB_WORKSPACE or else the git checkout).",
            valueName: "format"
        )
    )
    var format: DiagnosticFormat = .text

    @Flag(
        name: CommandLineOption.quiet.nameSpecification,
        help: "Print only problems and their count: no progress line on a terminal and no 'wrote …' status line."
    )
    var quiet = false

    /// Sets the run's printing from these options; a command calls it before it runs anything.
    func apply() {
        DiagnosticPrinter.format = format
        DiagnosticPrinter.quiet = quiet
    }
}

extension DiagnosticFormat: ExpressibleByArgument {
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// No description beyond the value itself.
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }
}

/// The level's spellings, written out. ArgumentParser's defaults for a `CaseIterable` string enum give the same
/// strings through string interpolation, whose dynamic casts scan the binary's ~11,000 protocol conformance
/// records the first time each type is cast: millions of instructions on every run, before any work.
extension GeneratedAccessLevel: ExpressibleByArgument {
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// No description beyond the value itself (the default finds none either).
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }
}
