import CLibClang
import Foundation

/// The first stage of `ckgen migrate`: parses an Objective-C++ file with libclang, against the headers the user
/// points it at, and keeps each `@implementation`'s methods as ``ObjCSyntaxNode`` trees with their source text.
struct ComponentKitReader {
    /// The clang flags every file is parsed with, before the user's: Objective-C++ as ComponentKit writes it.
    static let languageFlags = ["-x", "objective-c++", "-std=gnu++17", "-fblocks", "-Wno-everything"]

    let clang: LibClang
    let extras: MigrationClang
    /// The user's flags (`-I`, `-isysroot`, `-D` …), already checked by ``ObjCFlags``.
    let flags: [String]

    /// Reads `path`; a file clang cannot parse at all gives a source with one error and no classes.
    func read(_ path: String) -> ComponentKitSource {
        var source = ComponentKitSource(path: path, classes: [], otherDeclarations: [], diagnostics: [])
        guard let index = clang.createIndex(0, 0) else {
            source.diagnostics.append(Diagnostic(ObjCMessage.noIndex, at: nil))
            return source
        }
        defer { clang.disposeIndex(index) }
        var arguments = Self.languageFlags
        if let resources = clang.resourceDirectory { arguments += ["-resource-dir", resources] }
        arguments += flags
        var unit: CKClangTranslationUnit?
        // KeepGoing (0x200): a missing #import does not end the parse. Function bodies are read.
        let status = Self.withCStrings(arguments) { argv in
            clang.parseTranslationUnit2(index, path, argv, Int32(arguments.count), nil, 0, 0x200, &unit)
        }
        guard status == 0, let unit else {
            source.diagnostics.append(Diagnostic(ObjCMessage.parse(header: path, status: Int(status)), at: nil))
            return source
        }
        defer { clang.disposeTranslationUnit(unit) }
        let bytes = (try? FileBytes.read(path)).map { [UInt8]($0) } ?? []
        let walker = Walker(clang: clang, extras: extras, path: path, bytes: bytes)
        source.diagnostics = clangErrors(unit, walker: walker)
        let top = walker.children(of: clang.translationUnitCursor(unit))
        var superclasses: [String: String] = [:]
        for cursor in top where clang.cursorKind(cursor) == InterfaceWalker.Kind.interface {
            let name = clang.string(clang.cursorSpelling(cursor))
            for member in walker.children(of: cursor)
            where clang.cursorKind(member) == InterfaceWalker.Kind.superclassReference {
                superclasses[name] = clang.string(clang.cursorSpelling(member))
            }
        }
        for cursor in top where walker.isInFile(cursor) {
            switch clang.cursorKind(cursor) {
            case Self.implementationKind:
                let name = clang.string(clang.cursorSpelling(cursor))
                var implemented = ComponentKitSource.ImplementedClass(
                    name: name,
                    superclass: superclasses[name],
                    location: walker.location(of: cursor),
                    classMethods: [],
                    instanceMethods: []
                )
                for member in walker.children(of: cursor) {
                    switch clang.cursorKind(member) {
                    case Self.classMethodKind: implemented.classMethods.append(walker.method(member))
                    case InterfaceWalker.Kind.instanceMethod: implemented.instanceMethods.append(walker.method(member))
                    default: break
                    }
                }
                source.classes.append(implemented)
            case InterfaceWalker.Kind.interface, InterfaceWalker.Kind.category, Self.forwardClassKind,
                Self.protocolKind:
                continue
            default:
                source.otherDeclarations.append(walker.node(cursor))
            }
        }
        return source
    }

    static let implementationKind: Int32 = 18
    static let classMethodKind: Int32 = 17
    static let forwardClassKind: Int32 = 42
    static let protocolKind: Int32 = 13

    /// clang's errors in the migrated file itself (those in headers say the headers are incomplete, which the
    /// conversion survives: it reads what parsed).
    private func clangErrors(_ unit: CKClangTranslationUnit, walker: Walker) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for number in 0..<clang.numDiagnostics(unit) {
            guard let diagnostic = clang.getDiagnostic(unit, number) else { continue }
            defer { clang.disposeDiagnostic(diagnostic) }
            guard clang.diagnosticSeverity(diagnostic) >= 3 else { continue }
            let spelt = extras.spelling(clang.diagnosticLocation(diagnostic))
            let message = clang.string(clang.diagnosticSpelling(diagnostic))
            let inFile = walker.isSameFile(spelt.file)
            let location =
                spelt.file.isEmpty
                ? nil
                : SourceLocation(
                    file: inFile ? walker.path : spelt.file,
                    line: max(spelt.line, 1),
                    column: max(spelt.column, 1)
                )
            found.append(Diagnostic(MigrationMessage.clangError(message, inHeader: !inFile), at: location))
        }
        return found
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R)
        -> R
    {
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        let constant = pointers.map { $0.map { UnsafePointer<CChar>($0) } }
        return constant.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// Turns cursors of one file into syntax nodes.
    final class Walker {
        let clang: LibClang
        let extras: MigrationClang
        let path: String
        let bytes: [UInt8]
        private let resolvedPath: String

        init(clang: LibClang, extras: MigrationClang, path: String, bytes: [UInt8]) {
            self.clang = clang
            self.extras = extras
            self.path = path
            self.bytes = bytes
            self.resolvedPath = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }

        func isSameFile(_ file: String) -> Bool {
            file == path
                || URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
                    == resolvedPath
        }

        func isInFile(_ cursor: CKClangCursor) -> Bool {
            isSameFile(extras.spelling(clang.cursorLocation(cursor)).file)
        }

        func location(of cursor: CKClangCursor) -> SourceLocation {
            let spelt = extras.spelling(clang.cursorLocation(cursor))
            return SourceLocation(file: path, line: max(spelt.line, 1), column: max(spelt.column, 1))
        }

        /// The cursor's text in this file, or "" when it is elsewhere or made by a macro or the compiler.
        func text(of cursor: CKClangCursor) -> (String, SourceLocation?) {
            if let extent = extras.extent(of: cursor), isSameFile(extent.file), extent.range.upperBound <= bytes.count {
                let text = String(decoding: bytes[extent.range], as: UTF8.self)
                return (text, SourceLocation(file: path, line: extent.line, column: extent.column))
            }
            // Written by a macro (`NO`, `nil`, `@YES`): the text where the macro is used, through its name.
            guard let extent = extras.extent(of: cursor, expanded: true), isSameFile(extent.file),
                extent.range.upperBound < bytes.count
            else { return ("", nil) }
            var end = extent.range.upperBound
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let text = String(decoding: bytes[extent.range.lowerBound..<end], as: UTF8.self)
            return (text, SourceLocation(file: path, line: extent.line, column: extent.column))
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }

        func node(_ cursor: CKClangCursor) -> ObjCSyntaxNode {
            let (text, start) = text(of: cursor)
            return ObjCSyntaxNode(
                kind: clang.cursorKind(cursor),
                spelling: clang.string(clang.cursorSpelling(cursor)),
                type: clang.string(clang.typeSpelling(clang.cursorType(cursor))),
                text: text,
                location: start ?? location(of: cursor),
                children: children(of: cursor).map(node)
            )
        }

        func method(_ cursor: CKClangCursor) -> ComponentKitSource.Method {
            var parameters: [ComponentKitSource.Parameter] = []
            var statements: [ObjCSyntaxNode] = []
            for child in children(of: cursor) {
                switch clang.cursorKind(child) {
                case ObjCSyntaxNode.Kind.parameter:
                    let (text, _) = self.text(of: child)
                    // The nullability keyword sits before the parameter's own extent when written as
                    // `(nullable Quote *)`; the parenthesised type is read from the method's text below.
                    parameters.append(
                        ComponentKitSource.Parameter(
                            name: clang.string(clang.cursorSpelling(child)),
                            type: clang.string(clang.typeSpelling(clang.cursorType(child))),
                            isNullable: text.contains("ullable")
                        )
                    )
                case ObjCSyntaxNode.Kind.compound:
                    statements = node(child).children
                default:
                    break
                }
            }
            let (text, start) = text(of: cursor)
            return ComponentKitSource.Method(
                selector: clang.string(clang.cursorSpelling(cursor)),
                parameters: parameters,
                returnType: clang.string(clang.typeSpelling(clang.cursorResultType(cursor))),
                statements: statements,
                text: text,
                location: start ?? location(of: cursor)
            )
        }

        func children(of cursor: CKClangCursor) -> [CKClangCursor] {
            clang.children(of: cursor)
        }
    }
}
