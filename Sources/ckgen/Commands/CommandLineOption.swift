/// One option of ckgen's commands: how it is spelt, what follows it, and which commands take it.
///
/// The table below is where every option is written. The argument parser's `@Option` and `@Flag` declarations take
/// their names from it (``CommandLineOption/nameSpecification``), and the two paths that read a command line without
/// the argument parser take everything from it: ``ManyInputs`` (which arguments are values, not inputs) and
/// ``GenerateArguments`` (the plain `generate`). A test compares the table with what the argument parser accepts.
struct CommandLineOption: Hashable, Sendable {
    /// What follows the option on the command line.
    enum Arity: Hashable, Sendable {
        /// Nothing: the option is a flag, given at most once.
        case flag
        /// One value, and the option is given at most once.
        case value
        /// One value each time, and the option may be given again.
        case repeatedValue
    }

    /// The commands of ckgen, as typed after `ckgen`.
    enum Command: String, CaseIterable, Sendable {
        case generate, lint, dump, graph, migrate
    }

    /// The long name, without its dashes (`module-name`).
    let name: String
    /// The one-letter name, if the option has one (`o` for `-o`).
    let short: Character?
    /// What follows it.
    let arity: Arity
    /// Whether its value may begin with `-` (`--objc-flag -DDEBUG`); other options take no value that looks like
    /// an option.
    let takesAnyValue: Bool
    /// The commands that take it.
    let commands: Set<Command>

    private init(
        _ name: String,
        short: Character? = nil,
        _ arity: Arity,
        takesAnyValue: Bool = false,
        in commands: Set<Command>
    ) {
        self.name = name
        self.short = short
        self.arity = arity
        self.takesAnyValue = takesAnyValue
        self.commands = commands
    }

    /// The ways to write it: `--name`, then `-n` when it has a short name.
    var spellings: [String] { ["--" + name] + (short.map { ["-" + String($0)] } ?? []) }
}

extension CommandLineOption {
    // InputOptions: every command that reads annotated sources; `migrate` reads ComponentKit's and takes its own.
    static let moduleName = Self("module-name", .value, in: .readingAnnotations)
    static let config = Self("config", .value, in: .readingAnnotations)
    static let cache = Self("cache", .value, in: .readingAnnotations)
    static let objcHeader = Self("objc-header", .repeatedValue, in: .readingAnnotations)
    static let objcFlag = Self(
        "objc-flag",
        .repeatedValue,
        takesAnyValue: true,
        in: .readingAnnotations.union([.migrate])
    )
    static let objcAllInterfaces = Self("objc-all-interfaces", .flag, in: .readingAnnotations)
    // FormatOptions.
    static let format = Self("format", .value, in: [.generate, .lint])
    static let quiet = Self("quiet", .flag, in: [.generate, .lint])
    // One command's own.
    static let output = Self("output", short: "o", .value, in: [.generate, .migrate])
    static let accessLevel = Self("access-level", .value, in: [.generate])
    static let templates = Self("templates", .value, in: [.generate])
    static let overwrite = Self("overwrite", .flag, in: [.generate, .graph, .migrate])
    static let dryRun = Self("dry-run", .flag, in: [.migrate])
    static let fix = Self("fix", .flag, in: [.lint])
    static let plan = Self("plan", .flag, in: [.dump])
    /// `graph --output`: the DOT file, with no short name.
    static let dotOutput = Self("output", .value, in: [.graph])
    static let noSVG = Self("no-svg", .flag, in: [.graph])

    /// Every option of every command.
    static let all: [Self] = [
        moduleName, config, cache, objcHeader, objcFlag, objcAllInterfaces, format, quiet, output, accessLevel,
        templates, overwrite, dryRun, fix, plan, dotOutput, noSVG,
    ]

    /// The options `command` takes.
    static func all(of command: Command) -> [Self] { all.filter { $0.commands.contains(command) } }
}

extension Set<CommandLineOption.Command> {
    /// The commands that read annotated sources: the options of ``InputOptions``.
    static var readingAnnotations: Self { [.generate, .lint, .dump, .graph] }
}
