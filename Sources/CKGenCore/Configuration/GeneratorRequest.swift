import Foundation

/// What a user asked for, before `ckgen.yml` and the defaults are applied: the command line's flags, or a test's
/// equivalent of them. ``resolve(requireModuleName:diagnostics:)`` turns it into the options a run uses, the same
/// way for every command and for the golden tests.
public struct GeneratorRequest: Sendable, Equatable {
    /// Swift files and folders to read.
    public var inputs: [String]
    /// `--module-name`.
    public var moduleName: String?
    /// `--config`: the config file. Without it, a `ckgen.yml` at the top of the first input folder is used.
    public var configPath: String?
    /// `--cache`.
    public var cacheFolder: String?
    /// `--objc-header`, added to the config's `objc-headers`.
    public var objcHeaders: [String]
    /// `--objc-flag`, added to the config's `objc-flags`.
    public var objcFlags: [String]
    /// `--objc-all-interfaces`.
    public var objcAllInterfaces: Bool
    /// `--access-level`, which wins over the config's `access-level`.
    public var accessLevel: GeneratedAccessLevel?
    /// `--templates`, which wins over the config's `templates`.
    public var templatesFolder: String?
    /// `--overwrite`: replace an output file that ckgen did not write.
    public var overwrite: Bool

    /// A request; each argument is the flag of the same name, `nil` or empty when not given.
    public init(
        inputs: [String],
        moduleName: String? = nil,
        configPath: String? = nil,
        cacheFolder: String? = nil,
        objcHeaders: [String] = [],
        objcFlags: [String] = [],
        objcAllInterfaces: Bool = false,
        accessLevel: GeneratedAccessLevel? = nil,
        templatesFolder: String? = nil,
        overwrite: Bool = false
    ) {
        self.inputs = inputs
        self.moduleName = moduleName
        self.configPath = configPath
        self.cacheFolder = cacheFolder
        self.objcHeaders = objcHeaders
        self.objcFlags = objcFlags
        self.objcAllInterfaces = objcAllInterfaces
        self.accessLevel = accessLevel
        self.templatesFolder = templatesFolder
        self.overwrite = overwrite
    }

    /// Why a request cannot be run.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The config file or a flag has errors, reported to the diagnostics.
        case reported
        /// `generate` needs a module name and none was given.
        case missingModuleName
        /// No Swift input and no Objective-C header.
        case nothingToRead

        /// The problem, as a sentence for the user.
        public var description: String {
            switch self {
            case .reported: "the options have errors (reported above)"
            case .missingModuleName:
                "ckgen needs the module's name for attribute identifiers: pass --module-name MyApp, "
                    + "or set 'module-name' in ckgen.yml"
            case .nothingToRead:
                "nothing to read: give a Swift file or folder, or an Objective-C header (--objc-header, or "
                    + "'objc-headers' in ckgen.yml)"
            }
        }
    }

    /// The config file this request reads, if any.
    public var configFile: String? {
        if let configPath { return configPath }
        for input in inputs {
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

    /// The options for a run: flags first, then the config file, then defaults. Problems in the config file and
    /// the flags are reported to `diagnostics` (with their fix-its) and thrown as ``Problem/reported``.
    /// - Parameter requireModuleName: whether a missing module name is an error (`generate` writes it into
    ///   attribute identifiers; the other commands fall back to `Module`).
    public func resolve(requireModuleName: Bool, diagnostics: Diagnostics) throws(Problem) -> GeneratorOptions {
        var config = UserConfig()
        if let path = configFile {
            do {
                config = try UserConfig.load(path: path)
            } catch {
                diagnostics.report(
                    error as? Diagnostic
                        ?? Diagnostic(
                            ConfigMessage.unreadable(path: path),
                            at: SourceLocation(file: path, line: 1, column: 1)
                        )
                )
                throw .reported
            }
        }
        if let moduleName, let problem = Identifiers.moduleNameProblem(moduleName) {
            diagnostics.report(Diagnostic(RunMessage.moduleName(problem: "--module-name: \(problem)"), at: nil))
            throw .reported
        }
        // Flags that write files or run tools never reach libclang: each is reported where it was given.
        let refused =
            ObjCFlags.refused(objcFlags).map {
                Diagnostic(ObjCMessage.refusedFlag($0.flag, $0.refusal, fromConfig: false), at: nil)
            }
            + ObjCFlags.refused(config.objcFlags).map {
                Diagnostic(
                    ObjCMessage.refusedFlag($0.flag, $0.refusal, fromConfig: true),
                    at: config.objcFlagLocations.indices.contains($0.index) ? config.objcFlagLocations[$0.index] : nil
                )
            }
        if !refused.isEmpty {
            diagnostics.report(contentsOf: refused)
            throw .reported
        }
        let moduleName = moduleName ?? config.moduleName
        if moduleName == nil && requireModuleName { throw .missingModuleName }
        if inputs.isEmpty && objcHeaders.isEmpty && config.objcHeaders.isEmpty { throw .nothingToRead }
        var options = GeneratorOptions(
            inputs: inputs,
            moduleName: moduleName ?? "Module",
            accessLevel: accessLevel ?? config.accessLevel ?? .internal,
            templatesFolder: templatesFolder.map { URL(fileURLWithPath: $0) } ?? config.templatesFolder,
            cacheFolder: cacheFolder.map { URL(fileURLWithPath: $0) },
            objc: ObjCHeaderImporter.Options(
                headers: objcHeaders + config.objcHeaders,
                flags: objcFlags + config.objcFlags,
                importAllInterfaces: objcAllInterfaces,
                moduleCacheFolder: cacheFolder.map { ($0 as NSString).appendingPathComponent("clang-modules") }
            )
        )
        if templatesFolder == nil { options.templatesLocation = config.templatesLocation }
        options.overwrite = overwrite
        return options
    }
}
