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
        name: .long,
        help: ArgumentHelp(
            "The module the generated code belongs to; it prefixes attribute identifiers ('MyApp.AvatarView.title'). "
                + "Defaults to 'module-name' in ckgen.yml.",
            valueName: "name"
        )
    )
    var moduleName: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A ckgen.yml config file. Without it, ckgen uses a ckgen.yml at the top of the first input folder, if any.",
            valueName: "path"
        )
    )
    var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder where ckgen keeps what it parsed, so unchanged files are not parsed again.",
            valueName: "folder"
        )
    )
    var cache: String?

    @Option(
        name: .customLong("objc-header"),
        help: ArgumentHelp(
            "An Objective-C header whose '/// @ck.view' interfaces get attribute tables too (repeatable). "
                + "ckgen reads it with libclang, loaded at run time: CKGEN_LIBCLANG, the Swift toolchain's lib/, "
                + "then /usr/lib/llvm-*/lib.",
            valueName: "header"
        )
    )
    var objcHeaders: [String] = []

    @Option(
        name: .customLong("objc-flag"),
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A clang argument for reading the headers, such as -I<folder> or -DNAME (repeatable).",
            valueName: "argument"
        )
    )
    var objcFlags: [String] = []

    @Flag(
        name: .customLong("objc-all-interfaces"),
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

    /// The config file to read, if any.
    func configPath() -> String? {
        if let config { return config }
        for input in allInputs {
            var isDirectory: ObjCBool = false
            let candidate = (input as NSString).appendingPathComponent("ckgen.yml")
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue,
                FileManager.default.fileExists(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }
}

/// Prints diagnostics to standard error, in the compiler's format, and turns errors into exit status 1.
enum DiagnosticPrinter {
    static func print(_ diagnostics: Diagnostics) {
        for diagnostic in diagnostics.all {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    static func finish(_ diagnostics: Diagnostics) throws {
        print(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
    }
}

extension GeneratedAccessLevel: ExpressibleByArgument {}

/// Builds the run's options from flags, then the config file, then defaults.
struct ResolvedOptions {
    var generator: GeneratorOptions
    var config: UserConfig

    init(
        input: InputOptions,
        accessLevel: GeneratedAccessLevel?,
        templates: String?,
        requireModuleName: Bool,
        diagnostics: Diagnostics
    ) throws {
        var config = UserConfig()
        if let path = input.configPath() {
            do {
                config = try UserConfig.load(path: path)
            } catch let diagnostic as Diagnostic {
                diagnostics.report(diagnostic)
                try DiagnosticPrinter.finish(diagnostics)
            }
        }
        if let name = input.moduleName, let problem = Identifiers.moduleNameProblem(name) {
            diagnostics.report(Diagnostic(.error, id: "ckgen.options.moduleName", "--module-name: \(problem)", at: nil))
            try DiagnosticPrinter.finish(diagnostics)
        }
        let moduleName = input.moduleName ?? config.moduleName
        if moduleName == nil && requireModuleName {
            throw ValidationError(
                "ckgen needs the module's name for attribute identifiers: pass --module-name MyApp, "
                    + "or set 'module-name' in ckgen.yml"
            )
        }
        if input.allInputs.isEmpty && input.objcHeaders.isEmpty && config.objcHeaders.isEmpty {
            throw ValidationError(
                "nothing to read: give a Swift file or folder, or an Objective-C header (--objc-header, or "
                    + "'objc-headers' in ckgen.yml)"
            )
        }
        self.config = config
        self.generator = GeneratorOptions(
            inputs: input.allInputs,
            moduleName: moduleName ?? "Module",
            accessLevel: accessLevel ?? config.accessLevel ?? .internal,
            templatesFolder: templates.map { URL(fileURLWithPath: $0) } ?? config.templatesFolder,
            cacheFolder: input.cache.map { URL(fileURLWithPath: $0) },
            objc: ObjCHeaderImporter.Options(
                headers: input.objcHeaders + config.objcHeaders,
                flags: input.objcFlags + config.objcFlags,
                importAllInterfaces: input.objcAllInterfaces
            )
        )
    }
}
