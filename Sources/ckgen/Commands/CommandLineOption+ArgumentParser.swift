import ArgumentParser

/// The table's names as the argument parser's declarations take them. Kept apart from the table so the paths that
/// read a command line without the argument parser touch none of its types.
extension CommandLineOption {
    /// The names for `@Option(name:)` or `@Flag(name:)`: the long name, then the short one, as `.shortAndLong` orders
    /// them.
    var nameSpecification: NameSpecification {
        NameSpecification([.customLong(name)] + (short.map { [.customShort($0)] } ?? []))
    }

    /// How a repeatable option reads its values: each the next argument, whatever it looks like when
    /// ``takesAnyValue``.
    var arrayParsing: ArrayParsingStrategy { takesAnyValue ? .unconditionalSingleValue : .singleValue }
}
