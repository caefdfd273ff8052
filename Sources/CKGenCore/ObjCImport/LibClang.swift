import CLibClang
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libclang, loaded at run time. Holds the functions ckgen calls, looked up with `dlsym`.
final class LibClang: @unchecked Sendable {
    typealias CreateIndex = @convention(c) (Int32, Int32) -> CKClangIndex?
    typealias DisposeIndex = @convention(c) (CKClangIndex?) -> Void
    typealias ParseTranslationUnit2 =
        @convention(c) (
            CKClangIndex?, UnsafePointer<CChar>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
            UnsafeMutablePointer<CKClangUnsavedFile>?, UInt32, UInt32, UnsafeMutablePointer<CKClangTranslationUnit?>?
        ) -> Int32
    typealias DisposeTranslationUnit = @convention(c) (CKClangTranslationUnit?) -> Void
    typealias TranslationUnitCursor = @convention(c) (CKClangTranslationUnit?) -> CKClangCursor
    typealias VisitChildren = @convention(c) (CKClangCursor, CKClangCursorVisitor?, CKClangClientData?) -> UInt32
    typealias CursorInt = @convention(c) (CKClangCursor) -> Int32
    typealias CursorUInt = @convention(c) (CKClangCursor) -> UInt32
    typealias CursorString = @convention(c) (CKClangCursor) -> CKClangString
    typealias CursorCursor = @convention(c) (CKClangCursor) -> CKClangCursor
    typealias CursorType = @convention(c) (CKClangCursor) -> CKClangType
    typealias CursorArgument = @convention(c) (CKClangCursor, UInt32) -> CKClangCursor
    typealias CursorLocation = @convention(c) (CKClangCursor) -> CKClangSourceLocation
    typealias CursorExtent = @convention(c) (CKClangCursor) -> CKClangSourceRange
    typealias RangeLocation = @convention(c) (CKClangSourceRange) -> CKClangSourceLocation
    typealias TypeType = @convention(c) (CKClangType) -> CKClangType
    typealias TypeCursor = @convention(c) (CKClangType) -> CKClangCursor
    typealias TypeUInt = @convention(c) (CKClangType) -> UInt32
    typealias TypeArgument = @convention(c) (CKClangType, UInt32) -> CKClangType
    typealias PropertyAttributes = @convention(c) (CKClangCursor, UInt32) -> UInt32
    typealias TypeString = @convention(c) (CKClangType) -> CKClangString
    typealias TypeInt = @convention(c) (CKClangType) -> Int32
    typealias GetCString = @convention(c) (CKClangString) -> UnsafePointer<CChar>?
    typealias DisposeString = @convention(c) (CKClangString) -> Void
    typealias SpellingLocation =
        @convention(c) (
            CKClangSourceLocation, UnsafeMutablePointer<CKClangFile?>?, UnsafeMutablePointer<UInt32>?,
            UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?
        ) -> Void
    typealias FileName = @convention(c) (CKClangFile?) -> CKClangString
    typealias NumDiagnostics = @convention(c) (CKClangTranslationUnit?) -> UInt32
    typealias GetDiagnostic = @convention(c) (CKClangTranslationUnit?, UInt32) -> CKClangDiagnostic?
    typealias DiagnosticInt = @convention(c) (CKClangDiagnostic?) -> Int32
    typealias DiagnosticString = @convention(c) (CKClangDiagnostic?) -> CKClangString
    typealias DiagnosticLocation = @convention(c) (CKClangDiagnostic?) -> CKClangSourceLocation
    typealias DisposeDiagnostic = @convention(c) (CKClangDiagnostic?) -> Void

    let path: String
    let resourceDirectory: String?
    let createIndex: CreateIndex
    let disposeIndex: DisposeIndex
    let parseTranslationUnit2: ParseTranslationUnit2
    let disposeTranslationUnit: DisposeTranslationUnit
    let translationUnitCursor: TranslationUnitCursor
    let visitChildren: VisitChildren
    let cursorKind: CursorInt
    let cursorSpelling: CursorString
    let cursorType: CursorType
    let cursorResultType: CursorType
    let cursorNumArguments: CursorInt
    let cursorArgument: CursorArgument
    let cursorLocation: CursorLocation
    /// The source range of a cursor; for an attribute, it starts at the attribute's name (inside a macro's
    /// definition when a macro wrote it).
    let cursorExtent: CursorExtent
    let rangeStart: RangeLocation
    /// Where a source range ends (`ckgen migrate` keeps each expression's own text).
    let rangeEnd: RangeLocation
    let cursorRawComment: CursorString
    let cursorIsInvalidDeclaration: CursorUInt?
    /// `clang_getCursorAvailability`: 2 (`CXAvailability_NotAvailable`) for `NS_UNAVAILABLE` and the like.
    let cursorAvailability: CursorUInt?
    let propertyAttributes: PropertyAttributes
    let propertySetterName: CursorString
    /// `nil` with a libclang older than 8, which lacks it: property names are then left as declared.
    let propertyGetterName: CursorString?
    let typeSpelling: TypeString
    let typeNullability: TypeInt
    /// The type with every typedef resolved: `TapHandler` is the block type it names.
    let canonicalType: TypeType
    /// What a pointer type points to (an invalid type for any other).
    let pointeeType: TypeType
    /// The declaration of a class, enum, struct or typedef type.
    let typeDeclaration: TypeCursor
    /// The type arguments of an Objective-C object type (`NSString *` in `NSArray<NSString *>`); `nil` with a
    /// libclang older than 8, which lacks them: the arguments are then named as written.
    let objcTypeArgumentCount: TypeUInt?
    let objcTypeArgument: TypeArgument?
    let getCString: GetCString
    let disposeString: DisposeString
    let spellingLocation: SpellingLocation
    /// Where a location is after macro expansion: the macro's use in the header, for a token a macro wrote.
    let expansionLocation: SpellingLocation
    let fileName: FileName
    let numDiagnostics: NumDiagnostics
    let getDiagnostic: GetDiagnostic
    let diagnosticSeverity: DiagnosticInt
    let diagnosticSpelling: DiagnosticString
    let diagnosticLocation: DiagnosticLocation
    let disposeDiagnostic: DisposeDiagnostic

    private init(path: String, handle: UnsafeMutableRawPointer, resourceDirectory: String?) throws {
        self.path = path
        self.resourceDirectory = resourceDirectory
        func symbol<T>(_ name: String, as type: T.Type = T.self) throws -> T {
            guard let pointer = dlsym(handle, name) else {
                throw LibClangError.missingSymbol(library: path, symbol: name)
            }
            return unsafeBitCast(pointer, to: type)
        }
        createIndex = try symbol("clang_createIndex")
        disposeIndex = try symbol("clang_disposeIndex")
        parseTranslationUnit2 = try symbol("clang_parseTranslationUnit2")
        disposeTranslationUnit = try symbol("clang_disposeTranslationUnit")
        translationUnitCursor = try symbol("clang_getTranslationUnitCursor")
        visitChildren = try symbol("clang_visitChildren")
        cursorKind = try symbol("clang_getCursorKind")
        cursorSpelling = try symbol("clang_getCursorSpelling")
        cursorType = try symbol("clang_getCursorType")
        cursorResultType = try symbol("clang_getCursorResultType")
        cursorNumArguments = try symbol("clang_Cursor_getNumArguments")
        cursorArgument = try symbol("clang_Cursor_getArgument")
        cursorLocation = try symbol("clang_getCursorLocation")
        cursorExtent = try symbol("clang_getCursorExtent")
        rangeStart = try symbol("clang_getRangeStart")
        rangeEnd = try symbol("clang_getRangeEnd")
        cursorRawComment = try symbol("clang_Cursor_getRawCommentText")
        cursorIsInvalidDeclaration = try? symbol("clang_isInvalidDeclaration")
        cursorAvailability = try? symbol("clang_getCursorAvailability")
        propertyAttributes = try symbol("clang_Cursor_getObjCPropertyAttributes")
        propertySetterName = try symbol("clang_Cursor_getObjCPropertySetterName")
        propertyGetterName = try? symbol("clang_Cursor_getObjCPropertyGetterName")
        typeSpelling = try symbol("clang_getTypeSpelling")
        typeNullability = try symbol("clang_Type_getNullability")
        canonicalType = try symbol("clang_getCanonicalType")
        pointeeType = try symbol("clang_getPointeeType")
        typeDeclaration = try symbol("clang_getTypeDeclaration")
        objcTypeArgumentCount = try? symbol("clang_Type_getNumObjCTypeArgs")
        objcTypeArgument = try? symbol("clang_Type_getObjCTypeArg")
        getCString = try symbol("clang_getCString")
        disposeString = try symbol("clang_disposeString")
        spellingLocation = try symbol("clang_getSpellingLocation")
        expansionLocation = try symbol("clang_getExpansionLocation")
        fileName = try symbol("clang_getFileName")
        numDiagnostics = try symbol("clang_getNumDiagnostics")
        getDiagnostic = try symbol("clang_getDiagnostic")
        diagnosticSeverity = try symbol("clang_getDiagnosticSeverity")
        diagnosticSpelling = try symbol("clang_getDiagnosticSpelling")
        diagnosticLocation = try symbol("clang_getDiagnosticLocation")
        disposeDiagnostic = try symbol("clang_disposeDiagnostic")
    }

    /// A Swift string from a libclang string, which it then frees.
    func string(_ value: CKClangString) -> String {
        defer { disposeString(value) }
        guard let pointer = getCString(value) else { return "" }
        return String(cString: pointer)
    }

    // MARK: Finding and loading

    /// Where ckgen looks for libclang, in order. With `CKGEN_LIBCLANG` set, that path is the only candidate.
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let explicit = environment["CKGEN_LIBCLANG"], !explicit.isEmpty { return [explicit] }
        var result: [String] = []
        let fileManager = FileManager.default
        #if os(macOS)
            let libraryName = "libclang.dylib"
        #else
            let libraryName = "libclang.so"
        #endif
        // The Swift toolchain's own lib/, beside the `swift` or `swiftc` on the PATH.
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            for tool in ["swift", "swiftc"] {
                let path = URL(fileURLWithPath: String(directory)).appendingPathComponent(tool).path
                guard fileManager.isExecutableFile(atPath: path) else { continue }
                let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                let library = resolved.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("lib").appendingPathComponent(libraryName).path
                if fileManager.fileExists(atPath: library) && !result.contains(library) { result.append(library) }
            }
        }
        // Debian's libclang-dev (and Ubuntu's), newest first.
        let llvmRoots = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
            .filter { $0.hasPrefix("llvm-") }
            .sorted { (Int($0.dropFirst(5)) ?? 0) > (Int($1.dropFirst(5)) ?? 0) }
        for root in llvmRoots {
            let library = "/usr/lib/\(root)/lib/\(libraryName)"
            if fileManager.fileExists(atPath: library) { result.append(library) }
        }
        #if os(macOS)
            result += [
                "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
                "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
            ].filter { fileManager.fileExists(atPath: $0) }
        #endif
        return result
    }

    /// Loads the first candidate that opens and has every function ckgen calls.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> LibClang {
        let candidates = candidates(environment: environment)
        var failures: [String] = []
        for path in candidates {
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                failures.append("\(path): \(dlerror().map { String(cString: $0) } ?? "cannot be opened")")
                continue
            }
            do {
                return try LibClang(path: path, handle: handle, resourceDirectory: resourceDirectory(forLibrary: path))
            } catch {
                failures.append("\(path): \(error)")
            }
        }
        throw LibClangError.notFound(
            tried: failures.isEmpty ? (environment["CKGEN_LIBCLANG"].map { [$0 + ": no such file"] } ?? []) : failures,
            explicit: environment["CKGEN_LIBCLANG"] != nil
        )
    }

    /// The toolchain's libclang looks for its built-in headers relative to the working directory unless told
    /// where they are: `<lib>/clang/<version>`, when that folder exists beside the library.
    static func resourceDirectory(forLibrary path: String) -> String? {
        let clangFolder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("clang")
        guard let versions = try? FileManager.default.contentsOfDirectory(atPath: clangFolder.path), !versions.isEmpty
        else {
            return nil
        }
        let newest = versions.sorted {
            (Int($0.split(separator: ".").first ?? "") ?? 0) > (Int($1.split(separator: ".").first ?? "") ?? 0)
        }[0]
        return clangFolder.appendingPathComponent(newest).path
    }
}

/// Why libclang could not be used.
enum LibClangError: Error, CustomStringConvertible {
    case notFound(tried: [String], explicit: Bool)
    case missingSymbol(library: String, symbol: String)

    var description: String {
        switch self {
        case .notFound(let tried, let explicit):
            let list = tried.isEmpty ? "nothing was found to try" : "tried: " + tried.joined(separator: "; ")
            if explicit {
                return "cannot load libclang from CKGEN_LIBCLANG (\(list)); point CKGEN_LIBCLANG at a libclang.so, "
                    + "or unset it to let ckgen search"
            }
            return "cannot find libclang, which ckgen needs to read Objective-C headers (\(list)); install it "
                + "(on Debian or Ubuntu: apt-get install libclang-dev) or set CKGEN_LIBCLANG to its path"
        case .missingSymbol(let library, let symbol):
            return "\(library) has no '\(symbol)'; it is too old for ckgen (clang 7 or newer is needed)"
        }
    }
}
