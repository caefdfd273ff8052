import CKGenCore

/// `ckgen generate …` read without the argument parser, for the plain form a build runs on every edit: paths and
/// options each followed by its value.
///
/// swift-argument-parser finds a command's options by reflection and runtime type lookups, which scan the binary's
/// ~11,000 protocol conformance records: about 20 million instructions, a third of a run in which one file changed,
/// spent before any work. Anything but the plain form (help, `--name=value`, an option given twice, an unknown
/// option, a missing value) is left to the argument parser, so every message stays its own; a test checks that
/// both read every accepted command line the same.
enum GenerateArguments {
    /// What `generate` is asked to do.
    struct Parsed: Equatable {
        var request: GeneratorRequest
        var output: String
    }

    /// `arguments` (those after `generate`) read as ``GenerateCommand`` reads them, or `nil` when they are not in
    /// the plain form; `extraInputs` are the inputs ``ManyInputs`` kept from the parser.
    static func parse(_ arguments: [String], extraInputs: [String] = []) -> Parsed? {
        var inputs: [String] = []
        var values: [String: String] = [:]
        var objcHeaders: [String] = []
        var objcFlags: [String] = []
        var objcAllInterfaces = false
        var overwrite = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard !argument.isEmpty else { return nil }
                inputs.append(argument)
                continue
            }
            if argument == "--objc-all-interfaces" {
                guard !objcAllInterfaces else { return nil }
                objcAllInterfaces = true
                continue
            }
            if argument == "--overwrite" {
                guard !overwrite else { return nil }
                overwrite = true
                continue
            }
            guard index < arguments.count, singleValueOptions.contains(argument) || repeatable.contains(argument)
            else { return nil }
            let value = arguments[index]
            index += 1
            // `--objc-flag` takes the next argument whatever it is (`-DDEBUG`); other options take no value that
            // looks like an option.
            if argument == "--objc-flag" {
                objcFlags.append(value)
                continue
            }
            guard !value.hasPrefix("-"), !value.isEmpty else { return nil }
            if argument == "--objc-header" {
                objcHeaders.append(value)
                continue
            }
            let name = argument == "-o" ? "--output" : argument
            guard values.updateValue(value, forKey: name) == nil else { return nil }
        }
        var accessLevel: GeneratedAccessLevel?
        if let level = values["--access-level"] {
            guard let known = GeneratedAccessLevel(rawValue: level) else { return nil }
            accessLevel = known
        }
        // InputOptions.validate's rule, and --output is required.
        guard let output = values["--output"], !(inputs.isEmpty && objcHeaders.isEmpty && values["--config"] == nil)
        else { return nil }
        return Parsed(
            request: GeneratorRequest(
                inputs: inputs + extraInputs,
                moduleName: values["--module-name"],
                configPath: values["--config"],
                cacheFolder: values["--cache"],
                objcHeaders: objcHeaders,
                objcFlags: objcFlags,
                objcAllInterfaces: objcAllInterfaces,
                accessLevel: accessLevel,
                templatesFolder: values["--templates"],
                overwrite: overwrite
            ),
            output: output
        )
    }

    /// Options `generate` takes once, each with a value.
    private static let singleValueOptions: Set<String> = [
        "--module-name", "--config", "--cache", "--output", "-o", "--access-level", "--templates",
    ]
    /// Options that may be given again, each time with a value.
    private static let repeatable: Set<String> = ["--objc-header", "--objc-flag"]
}
