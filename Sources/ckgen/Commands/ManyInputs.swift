/// Input paths handed around swift-argument-parser. It consumes positional arguments one at a time, removing each
/// from the front of an array: quadratic, so the 20,000 paths the plugin may pass for a large target took minutes.
/// ckgen gives the parser the options and one input (so its checks and messages are unchanged) and adds the other
/// inputs afterwards.
enum ManyInputs {
    /// Inputs the parser did not see; `InputOptions.allInputs` adds them to its own.
    nonisolated(unsafe) static var extra: [String] = []

    /// Below this many arguments the parser sees everything.
    static let threshold = 64

    /// The options of every command that take a value (the next argument, when not written `--name=value`), from
    /// ``CommandLineOption``'s table.
    static let valueOptions = Set(CommandLineOption.all.filter { $0.arity != .flag }.flatMap(\.spellings))

    /// `arguments` (without the program name) split into what the parser should see, and the remaining inputs.
    static func split(_ arguments: [String]) -> (parsed: [String], extra: [String]) {
        guard arguments.count > threshold, !arguments.contains("--") else { return (arguments, []) }
        var parsed: [String] = []
        var inputs: [String] = []
        var index = 0
        // The subcommand.
        if let first = arguments.first, !first.hasPrefix("-") {
            parsed.append(first)
            index = 1
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("-") && argument.count > 1 {
                parsed.append(argument)
                if valueOptions.contains(argument), index + 1 < arguments.count {
                    parsed.append(arguments[index + 1])
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            inputs.append(argument)
            index += 1
        }
        guard let first = inputs.first else { return (arguments, []) }
        return (parsed + [first], Array(inputs.dropFirst()))
    }
}
