/// Which clang flags reach libclang. libclang runs inside ckgen and does whatever its flags say: `-MD -MF deps.d`
/// writes a dependency file, `-fplugin=` loads code into ckgen, `-Xclang` passes anything to the compiler past any
/// check. ckgen asks clang only to read headers, so it passes on only the flags reading a header needs, and refuses
/// the rest before anything runs:
///
/// - where headers are found: `-I`, `-isystem`, `-iquote`, `-idirafter`, `-F`, `-iframework`, `-isysroot`,
///   `--sysroot`, `-ivfsoverlay`, `-include`, `-imacros`, `-nostdinc` and the like;
/// - what the preprocessor sees: `-D`, `-U`;
/// - the language: `-x`, `-std=`, `-ObjC`, `-fobjc-arc`, `-fblocks`, `-fmodules`, `-fmodule-map-file=`, the
///   Objective-C runtime;
/// - the target: `-target`, `--target=`, `-arch`, `-m<os>-version-min=`;
/// - flags that change nothing ckgen reads, which build settings often carry: warnings (`-W…`, `-w`), `-O…`, `-g`;
/// - flags that only change how clang reports or reads: `-v`, `-fdiagnostics-…`, `-f[no-]color-diagnostics`,
///   `-ferror-limit=`, `-fmessage-length=`, `-f[no-]caret-diagnostics`, `-f[no-]show-column`, `-finput-charset=`,
///   `-Qunused-arguments` and the like.
///
/// Refused with their own reason are the flags that write files (`-M…`, `-o`, `-save-temps`,
/// `--serialize-diagnostics`, `-ftime-trace`, …) and those that run tools or load code (`-Xclang` and the other
/// `-X…`, `-mllvm`, `-Wp,` and its kin, `-fplugin=`, `-load`, `-B`, `@file`). `-fmodules-cache-path=` is refused
/// too: clang writes compiled modules there, and ckgen chooses that folder itself (see
/// ``ObjCHeaderImporter/Options/moduleCacheFolder``). Anything else is refused as not needed to read a header.
public enum ObjCFlags {
    /// Why a flag is refused.
    public enum Refusal: Sendable, Hashable {
        /// It makes clang write a file; `what` says which.
        case writesFile(what: String)
        /// It makes clang run a tool, load code, or take arguments ckgen cannot check; `what` says which.
        case runsTool(what: String)
        /// ckgen chooses where clang keeps compiled modules.
        case moduleCache
        /// Reading a header does not need it.
        case notNeeded
        /// Not a flag: a file, which clang would read as a second input.
        case notAFlag
    }

    /// A refused flag: where it is in the list, and why.
    public struct Refused: Sendable, Hashable {
        /// Its index in the flags.
        public var index: Int
        /// The flag as given.
        public var flag: String
        /// Why it is refused.
        public var refusal: Refusal
    }

    /// Every refused flag of `flags`, in order. A value that belongs to the flag before it (`-I` `include`) is
    /// read as that value, as clang reads it.
    public static func refused(_ flags: [String]) -> [Refused] {
        var found: [Refused] = []
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            let (verdict, takesValue) = judge(flag)
            if let verdict { found.append(Refused(index: index, flag: flag, refusal: verdict)) }
            index += takesValue ? 2 : 1
        }
        return found
    }

    /// Whether `flag` is refused, and whether its value is the next argument.
    static func judge(_ flag: String) -> (Refusal?, takesValue: Bool) {
        if separateValue.contains(flag) { return (nil, true) }
        if let refusal = refusedWithValue[flag] { return (refusal, true) }
        if let refusal = refusal(of: flag) { return (refusal, false) }
        guard flag.hasPrefix("-"), flag.count > 1 else { return (.notAFlag, false) }
        if exact.contains(flag) || joinedPrefixes.contains(where: { flag.hasPrefix($0) && flag.count > $0.count }) {
            return (nil, false)
        }
        // `-mios-version-min=13.0`, `-mmacosx-version-min=…`: the deployment target.
        if flag.hasPrefix("-m"), flag.contains("-version-min=") { return (nil, false) }
        // Warnings: ckgen turns them all off (`-Wno-everything`), so they change nothing. `-Wp,` `-Wa,` `-Wl,`
        // pass arguments to other tools.
        if flag.hasPrefix("-W"), !flag.contains(",") { return (nil, false) }
        return (.notNeeded, false)
    }

    /// The refusal of a flag written in one piece, before it is checked against what reading needs.
    private static func refusal(of flag: String) -> Refusal? {
        if flag.hasPrefix("-M") { return .writesFile(what: "dependency information") }
        if flag.hasPrefix("-o") || flag.hasPrefix("--output") { return .writesFile(what: "an output file") }
        if flag.hasPrefix("-save-temps") { return .writesFile(what: "clang's intermediate files") }
        if flag.hasPrefix("--serialize-diagnostics") { return .writesFile(what: "serialized diagnostics") }
        if flag.hasPrefix("-ftime-trace") || flag.hasPrefix("-ftime-report") {
            return .writesFile(what: "a time report")
        }
        if flag.hasPrefix("-fcrash-diagnostics") { return .writesFile(what: "crash reproducers") }
        if flag.hasPrefix("-fmodules-cache-path") { return .moduleCache }
        if flag.hasPrefix("-fplugin") || flag.hasPrefix("-fpass-plugin") {
            return .runsTool(what: "loads a plugin into ckgen")
        }
        if flag.hasPrefix("-X") { return .runsTool(what: "passes arguments to clang's compiler or another tool") }
        if flag.hasPrefix("-Wp,") || flag.hasPrefix("-Wa,") || flag.hasPrefix("-Wl,") {
            return .runsTool(what: "passes arguments to another tool")
        }
        if flag.hasPrefix("-B") || flag.hasPrefix("--prefix") || flag.hasPrefix("-ccc-") || flag.hasPrefix("-fuse-ld") {
            return .runsTool(what: "tells clang which tools to run")
        }
        if flag.hasPrefix("@") { return .runsTool(what: "reads more arguments from a file, past ckgen's check") }
        return nil
    }

    /// Flags whose value is the next argument, and which reading a header needs.
    static let separateValue: Set<String> = [
        "-I", "-isystem", "-iquote", "-idirafter", "-F", "-iframework", "-iframeworkwithsysroot", "-iwithsysroot",
        "-isysroot", "--sysroot", "-isystem-after", "-cxx-isystem", "-iprefix", "-iwithprefix", "-iwithprefixbefore",
        "-ivfsoverlay", "-D", "-U", "-x", "-include", "-imacros", "-include-pch", "-target", "-arch", "-resource-dir",
    ]

    /// Refused flags whose value is the next argument (the value is not checked again).
    static let refusedWithValue: [String: Refusal] = [
        "-o": .writesFile(what: "an output file"),
        "-MF": .writesFile(what: "dependency information"),
        "-MT": .writesFile(what: "dependency information"),
        "-MQ": .writesFile(what: "dependency information"),
        "-MJ": .writesFile(what: "a compilation database entry"),
        "--serialize-diagnostics": .writesFile(what: "serialized diagnostics"),
        "-index-store-path": .writesFile(what: "an index store"),
        "-Xclang": .runsTool(what: "passes arguments to clang's compiler"),
        "-Xpreprocessor": .runsTool(what: "passes arguments to clang's preprocessor"),
        "-Xanalyzer": .runsTool(what: "passes arguments to clang's analyzer"),
        "-Xassembler": .runsTool(what: "passes arguments to the assembler"),
        "-Xlinker": .runsTool(what: "passes arguments to the linker"),
        "-mllvm": .runsTool(what: "passes options to LLVM"),
        "-load": .runsTool(what: "loads a plugin into ckgen"),
        "-B": .runsTool(what: "tells clang which tools to run"),
    ]

    /// Flags in one piece that reading a header needs, or that change nothing ckgen reads.
    static let exact: Set<String> = [
        "-ObjC", "-ObjC++", "-nostdinc", "-nostdinc++", "-nostdlibinc", "-nobuiltininc", "-ansi", "-trigraphs",
        "-fobjc-arc", "-fno-objc-arc", "-fobjc-weak", "-fno-objc-weak", "-fobjc-arc-exceptions",
        "-fno-objc-arc-exceptions", "-fobjc-exceptions", "-fno-objc-exceptions", "-fgnu-runtime", "-fnext-runtime",
        "-fmodules", "-fno-modules", "-fcxx-modules", "-fno-cxx-modules", "-fimplicit-module-maps",
        "-fno-implicit-module-maps", "-fmodules-decluse", "-fblocks", "-fno-blocks", "-fapplication-extension",
        "-fno-application-extension", "-fms-extensions", "-fno-ms-extensions", "-fsigned-char", "-funsigned-char",
        "-fno-signed-char", "-fexceptions", "-fno-exceptions", "-fcxx-exceptions", "-fno-cxx-exceptions",
        "-fdeclspec", "-fno-declspec", "-fgnu-keywords", "-fno-gnu-keywords", "-fshort-enums", "-fshort-wchar",
        "-fpascal-strings", "-fsyntax-only", "-fno-builtin", "-fms-compatibility", "-fno-ms-compatibility",
        "-w", "-pedantic", "-pedantic-errors", "-O", "-O0", "-O1", "-O2", "-O3", "-Os", "-Oz", "-Ofast", "-Og", "-g",
        "-g0", "-g1", "-g2", "-g3",
        // Flags that only change what clang reports (which ckgen reads only for errors) or how it reads text.
        "-v", "--verbose", "-Qunused-arguments", "-fcolor-diagnostics", "-fno-color-diagnostics", "-fansi-escape-codes",
        "-fcaret-diagnostics", "-fno-caret-diagnostics", "-fshow-column", "-fno-show-column", "-fshow-source-location",
        "-fno-show-source-location", "-fspell-checking", "-fno-spell-checking", "-felide-type", "-fno-elide-type",
        "-fdollars-in-identifiers", "-fno-dollars-in-identifiers", "-fno-diagnostics-fixit-info",
    ]

    /// Prefixes of flags with their value joined on (`-Iinclude`, `-std=gnu11`) that reading a header needs.
    static let joinedPrefixes: [String] = [
        "-I", "-isystem", "-iquote", "-idirafter", "-F", "-iframework", "-isysroot", "--sysroot=", "-D", "-U", "-x",
        "-std=", "-stdlib=", "--target=", "-mtargetos=", "-fobjc-runtime=", "-fconstant-string-class=",
        "-fobjc-abi-version=", "-fmodule-map-file=", "-fmodule-name=", "-ivfsoverlay",
        // How clang reports: none of these writes a file (`--serialize-diagnostics` does, and is refused above).
        "-fdiagnostics-", "-ferror-limit=", "-fmessage-length=", "-fmacro-backtrace-limit=",
        "-ftemplate-backtrace-limit=", "-fconstexpr-backtrace-limit=", "-fspell-checking-limit=", "-finput-charset=",
    ]
}
