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
        /// `--format` and `--quiet`.
        var format: DiagnosticFormat = .text
        var quiet = false
    }

    /// `arguments` (those after `generate`) read as ``GenerateCommand`` reads them, or `nil` when they are not in
    /// the plain form; `extraInputs` are the inputs ``ManyInputs`` kept from the parser.
    static func parse(_ arguments: [String], extraInputs: [String] = []) -> Parsed? {
        var inputs: [String] = []
        var given = Given()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard !argument.isEmpty else { return nil }
                inputs.append(argument)
                continue
            }
            guard let option = options[argument] else { return nil }
            if option.arity == .flag {
                guard given.flags.insert(option.name).inserted else { return nil }
                continue
            }
            guard index < arguments.count else { return nil }
            let value = arguments[index]
            index += 1
            guard option.takesAnyValue || (!value.hasPrefix("-") && !value.isEmpty) else { return nil }
            if option.arity == .repeatedValue {
                given.repeated[option.name, default: []].append(value)
            } else {
                guard given.values.updateValue(value, forKey: option.name) == nil else { return nil }
            }
        }
        var accessLevel: GeneratedAccessLevel?
        if let level = given[.accessLevel] {
            guard let known = GeneratedAccessLevel(rawValue: level) else { return nil }
            accessLevel = known
        }
        var format = DiagnosticFormat.text
        if let name = given[.format] {
            guard let known = DiagnosticFormat(rawValue: name) else { return nil }
            format = known
        }
        let objcHeaders = given.all(.objcHeader)
        // InputOptions.validate's rule, and --output is required.
        guard let output = given[.output], !(inputs.isEmpty && objcHeaders.isEmpty && given[.config] == nil)
        else { return nil }
        return Parsed(
            request: GeneratorRequest(
                inputs: inputs + extraInputs,
                moduleName: given[.moduleName],
                configPath: given[.config],
                cacheFolder: given[.cache],
                objcHeaders: objcHeaders,
                objcFlags: given.all(.objcFlag),
                objcAllInterfaces: given.has(.objcAllInterfaces),
                accessLevel: accessLevel,
                templatesFolder: given[.templates],
                overwrite: given.has(.overwrite)
            ),
            output: output,
            format: format,
            quiet: given.has(.quiet)
        )
    }

    /// The options `generate` takes, by every spelling (`--output` and `-o`), from ``CommandLineOption``'s table.
    static let options: [String: CommandLineOption] = {
        var options: [String: CommandLineOption] = [:]
        for option in CommandLineOption.all(of: .generate) {
            for spelling in option.spellings { options[spelling] = option }
        }
        return options
    }()

    /// What the command line gave, by option name.
    private struct Given {
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var repeated: [String: [String]] = [:]

        subscript(option: CommandLineOption) -> String? { values[option.name] }
        func all(_ option: CommandLineOption) -> [String] { repeated[option.name] ?? [] }
        func has(_ option: CommandLineOption) -> Bool { flags.contains(option.name) }
    }
}
