/// Every message about Objective-C headers and libclang.
public enum ObjCMessage: DiagnosticMessage, Hashable {
    /// libclang could not be found or loaded (`reason` says where ckgen looked).
    case libclang(reason: String)
    /// libclang could not make an index.
    case noIndex
    /// A header given with `--objc-header` that does not exist.
    case missingHeader(String)
    /// libclang could not parse a header.
    case parse(header: String, status: Int)
    /// clang's error in a header, a warning when it follows a missing import.
    case clang(String, afterMissingImport: Bool)
    /// An `#import` clang could not find.
    case missingImport(String)
    /// A header that is not a regular file.
    case headerNotRegularFile(String)
    /// A file named by `-include` or `-imacros` that is not a regular file.
    case flagFileNotRegularFile(flag: String, file: String, header: String)
    /// An `#include` that resolves to a file that is not a regular file.
    case includeNotRegularFile(name: String, resolved: String)
    /// A header that holds more than ckgen reads of one file (`limit`, as text).
    case headerTooLarge(String, limit: String)
    /// An `#include` that resolves to a file that holds more than ckgen reads of one file (`limit`, as text).
    case includeTooLarge(name: String, resolved: String, limit: String)
    /// A variadic method.
    case variadic(selector: String)
    /// A member whose type clang could not resolve.
    case unresolvedType(member: String)
    /// A member whose type Swift imports as something that cannot be an attribute (`importedAs` says what).
    case unsupportedType(member: String, spelling: String, importedAs: String)
    /// A class with lightweight generics (`BoxView<__covariant T>`), which Swift imports as a generic class.
    case genericClass(String, parameters: [String])
    /// A clang flag ckgen does not pass to libclang (see ``ObjCFlags``), given on the command line or in the
    /// config's `objc-flags` (the diagnostic is then located there).
    case refusedFlag(String, ObjCFlags.Refusal, fromConfig: Bool)
    /// Anything else that went wrong importing the headers.
    case unexpected(String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .libclang, .noIndex: .objcLibclang
        case .missingHeader: .objcMissingHeader
        case .parse: .objcParse
        case .clang: .objcClang
        case .missingImport: .objcMissingImport
        case .headerNotRegularFile, .flagFileNotRegularFile, .includeNotRegularFile, .headerTooLarge,
            .includeTooLarge:
            .objcNotRegularFile
        case .variadic: .objcVariadic
        case .unresolvedType: .objcUnresolvedType
        case .unsupportedType, .genericClass: .objcUnsupportedType
        case .refusedFlag: .objcRefusedFlag
        case .unexpected: .objc
        }
    }

    /// Warnings for what ckgen can leave out and go on; errors when a header cannot be read.
    public var severity: Diagnostic.Severity {
        switch self {
        case .missingImport, .variadic, .unresolvedType, .unsupportedType, .genericClass: .warning
        case .clang(_, let afterMissingImport): afterMissingImport ? .warning : .error
        default: .error
        }
    }

    /// What the user reads.
    public var text: String {
        switch self {
        case .libclang(let reason): reason
        case .noIndex: "libclang could not create an index"
        case .missingHeader(let header): "no such header: '\(header)'"
        case .parse(let header, let status): "libclang could not parse '\(header)' (error \(status))"
        case .clang(let message, let afterMissingImport):
            afterMissingImport ? "\(message) (after a missing import)" : message
        case .missingImport(let message):
            "\(message); ckgen imports what it could parse without it (types it declares are left out)"
        case .headerNotRegularFile(let header):
            "'\(header)' is not a regular file (a FIFO, socket or device); ckgen reads only regular headers"
        case .flagFileNotRegularFile(let flag, let file, let header):
            "the clang flag '\(flag) \(file)' names a file that is not a regular file (a FIFO, socket or "
                + "device); libclang would wait on it forever, so ckgen does not read '\(header)'"
        case .includeNotRegularFile(let name, let resolved):
            "'\(name)' is '\(resolved)', which is not a regular file (a FIFO, socket or device); "
                + "libclang would wait on it forever, so ckgen does not read this header"
        case .headerTooLarge(let header, let limit):
            "'\(header)' holds more than \(limit) (or is a file in /proc or /sys that never ends); ckgen reads at most "
                + "that much of one header, so it does not read this one"
        case .includeTooLarge(let name, let resolved, let limit):
            "'\(name)' is '\(resolved)', which holds more than \(limit) (or is a file in /proc or /sys that never "
                + "ends); ckgen reads at most that much of one file, so it does not read this header"
        case .variadic(let selector):
            "'\(selector)' takes a variable number of arguments, which Swift does not import; it is left out"
        case .unresolvedType(let member):
            "the type of '\(member)' could not be resolved (is an #import missing?); it is left out"
        case .unsupportedType(let member, let spelling, let importedAs):
            "Swift imports the type of '\(member)' ('\(spelling)') as \(importedAs); ckgen generates no attribute "
                + "for it and leaves it out"
        case .genericClass(let name, let parameters):
            "Swift imports '\(name)' as the generic class '\(name)<\(parameters.joined(separator: ", "))>', whose "
                + "attributes an extension cannot name without its generic arguments; ckgen leaves it out (annotate "
                + "a subclass that fixes them, such as '@interface My\(name) : \(name)<NSString *>')"
        case .refusedFlag(let flag, let refusal, let fromConfig):
            Self.refusedFlagText(flag, refusal, origin: fromConfig ? "in 'objc-flags'" : "from --objc-flag")
        case .unexpected(let reason): reason
        }
    }

    private static func refusedFlagText(_ flag: String, _ refusal: ObjCFlags.Refusal, origin: String) -> String {
        let named = "the clang flag '\(flag)' (\(origin))"
        switch refusal {
        case .writesFile(let what):
            return "\(named) makes clang write \(what); ckgen only reads headers and writes nothing but its output, "
                + "so it refuses the flag: remove it"
        case .runsTool(let what):
            return "\(named) \(what); libclang runs inside ckgen, which refuses flags that run tools or load code: "
                + "remove it"
        case .moduleCache:
            return "\(named) tells clang where to write compiled modules; ckgen keeps them in its own cache (in the "
                + "--cache folder, else in the temporary folder): remove the flag"
        case .notNeeded:
            return "\(named) is not needed to read a header, and ckgen passes libclang only flags that are: where "
                + "headers are (-I, -isystem, -iquote, -F, -isysroot), defines (-D, -U), the language (-x, -std=, "
                + "-fobjc-arc, -fmodules) and the target (-target, -arch); remove it"
        case .notAFlag:
            return "'\(flag)' (\(origin)) is not a clang flag; name headers with --objc-header or 'objc-headers' in "
                + "ckgen.yml"
        }
    }
}
