import Foundation

/// Declarations: attributes and modifiers, then types, properties, methods, initializers and the few others a plain
/// file holds. Each builds what ``DeclarationCollector`` builds from swift-syntax's node of the same declaration.
extension PlainDeclarationReader {
    /// The modifiers before a declaration's keyword, as ``DeclarationCollector`` reads them.
    struct Modifiers {
        var access: AccessLevel?
        var setterAccess: AccessLevel?
        var hasAccess = false
        var isStatic = false
        var isFinal = false
        var isConvenience = false
        var isRequired = false
        var isMutating = false
    }

    /// Reads one declaration, from its attributes to its end. `leading` is where its leading trivia (the doc comment)
    /// starts.
    func readDeclaration(leading: Int, into container: inout Container) throws {
        try enterNested()
        defer { leaveNested() }
        let start = index
        wrapperNames = []
        marksGlobalActor = false
        attributeTexts = []
        while consume(UInt8(ascii: "@")) {
            let name = try readName()
            if matches(name, "globalActor") { marksGlobalActor = true }
            attributeTexts.append("@" + text(name))
            // Names of types start with a capital: such an attribute may be a property wrapper.
            if let first = name.first, bytes[first] >= UInt8(ascii: "A"), bytes[first] <= UInt8(ascii: "Z") {
                wrapperNames.append(text(name))
            }
            // Attributes with arguments (`@available(…)`, property wrappers) are swift-syntax's to read.
            if current == UInt8(ascii: "(") { throw Decline() }
            try skipTrivia()
        }
        var modifiers = Modifiers()
        var keyword = try readWord()
        while try readModifier(keyword, into: &modifiers) {
            try skipTrivia()
            keyword = try readWord()
        }
        // An annotation between the attributes or modifiers and the keyword (`@MainActor /// @ck.action func`) is
        // read and reported by swift-syntax's reader.
        if start < keyword.lowerBound,
            ByteSearch.contains(source[start..<keyword.lowerBound], DeclarationCollector.marker)
        {
            throw Decline()
        }
        let inType = container.isType
        switch keyword.count {
        case 3 where matches(keyword, "var") || matches(keyword, "let"):
            try readVariable(
                isLet: matches(keyword, "let"),
                modifiers,
                leading: leading,
                start: start,
                into: &container
            )
        case 4 where matches(keyword, "func"):
            try readFunction(keyword: keyword.lowerBound, modifiers, leading: leading, start: start, into: &container)
        case 4 where matches(keyword, "init") && inType:
            try readInitializer(
                keyword: keyword.lowerBound,
                modifiers,
                leading: leading,
                start: start,
                into: &container
            )
        case 4 where matches(keyword, "case") && container.declaration?.kind == .enum:
            try readEnumCase()
        case 4 where matches(keyword, "enum"):
            try readType(.enum, modifiers, leading: leading, start: start, into: &container)
        case 5 where matches(keyword, "class"):
            try readType(.class, modifiers, leading: leading, start: start, into: &container)
        case 5 where matches(keyword, "actor"):
            try readType(.actor, modifiers, leading: leading, start: start, into: &container)
        case 6 where matches(keyword, "struct"):
            try readType(.struct, modifiers, leading: leading, start: start, into: &container)
        case 6 where matches(keyword, "deinit") && inType:
            try skipTrivia()
            guard current == UInt8(ascii: "{") else { throw Decline() }
            try readBody(keyword: keyword.lowerBound, isInitializer: false)
            try endOfMember()
        case 6 where matches(keyword, "import") && !inType:
            try readImport(keyword: keyword.lowerBound, modifiers)
        case 8 where matches(keyword, "protocol"):
            try readType(.protocol, modifiers, leading: leading, start: start, into: &container)
        case 9 where matches(keyword, "extension") && !inType:
            try readType(.extension, modifiers, leading: leading, start: start, into: &container)
        case 9 where matches(keyword, "typealias"):
            try readTypeAlias(into: &container)
        default:
            throw Decline()
        }
    }

    /// Records `word` if it is a modifier ckgen knows and returns `true`; `false` if it is the declaration's keyword.
    private func readModifier(_ word: Range<Int>, into modifiers: inout Modifiers) throws -> Bool {
        let access: AccessLevel?
        switch word.count {
        case 4 where matches(word, "open"): access = .open
        case 6 where matches(word, "public"): access = .public
        case 7 where matches(word, "private"): access = .private
        case 7 where matches(word, "package"): access = .package
        case 8 where matches(word, "internal"): access = .internal
        case 11 where matches(word, "fileprivate"): access = .fileprivate
        default: access = nil
        }
        if let access {
            modifiers.hasAccess = true
            if current == UInt8(ascii: "(") {
                guard byte(index + 1) == UInt8(ascii: "s"), byte(index + 2) == UInt8(ascii: "e"),
                    byte(index + 3) == UInt8(ascii: "t"), byte(index + 4) == UInt8(ascii: ")")
                else { throw Decline() }
                index += 5
                modifiers.setterAccess = access
            } else {
                modifiers.access = access
            }
            return true
        }
        if matches(word, "class") {
            // `class func` and `class var` are static members; `class Foo` declares a class.
            let saved = index
            try skipTrivia()
            defer { index = saved }
            guard let next = peekWord(),
                ["func", "var", "let", "final", "override"].contains(where: { matches(next, $0) })
                    || Self.accessWords.contains(where: { matches(next, $0) })
            else { return false }
            modifiers.isStatic = true
            return true
        }
        if matches(word, "static") {
            modifiers.isStatic = true
        } else if matches(word, "final") {
            modifiers.isFinal = true
        } else if matches(word, "convenience") {
            modifiers.isConvenience = true
        } else if matches(word, "required") {
            modifiers.isRequired = true
        } else if matches(word, "mutating") {
            modifiers.isMutating = true
        } else if !Self.otherModifiers.contains(where: { matches(word, $0) }) {
            return false
        }
        // `unowned(unsafe)`, `nonisolated(unsafe)`: left to swift-syntax.
        if current == UInt8(ascii: "(") { throw Decline() }
        return true
    }

    private static let accessWords: [StaticString] = [
        "open", "public", "private", "package", "internal", "fileprivate",
    ]
    private static let otherModifiers: [StaticString] = [
        "override", "lazy", "weak", "unowned", "dynamic", "optional", "nonmutating", "nonisolated",
    ]

    // MARK: Types

    private func readType(
        _ kind: TypeDeclaration.Kind,
        _ modifiers: Modifiers,
        leading: Int,
        start: Int,
        into container: inout Container
    ) throws {
        try skipTrivia()
        let name: String
        let nameOffset = index
        if kind == .extension {
            // As DeclarationCollector.extendedTypeName names it.
            let extended = try readTypeReference().reference
            if case .named(let path, let arguments) = extended.shape, arguments.isEmpty {
                name = path.joined(separator: ".")
            } else {
                name = extended.spelling
            }
        } else {
            name = text(try readDeclaredName()).trimmingBackticks
        }
        var ownGenerics: [String] = []
        var hasGenericClause = false
        if current == UInt8(ascii: "<") {
            guard kind != .protocol && kind != .extension else { throw Decline() }
            ownGenerics = try readGenericParameters()
            hasGenericClause = true
        }
        try skipTrivia()
        var inherited: [ReadType] = []
        if consume(UInt8(ascii: ":")) {
            repeat {
                try skipTrivia()
                // `~Copyable` and other suppressed conformances are swift-syntax's to read.
                inherited.append(try readTypeReference())
                try skipTrivia()
            } while consume(UInt8(ascii: ","))
        }
        if let word = peekWord(), matches(word, "where") { throw Decline() }
        try expect(UInt8(ascii: "{"))

        let isExtension = kind == .extension
        let qualifiedName = isExtension ? name : (scope.last.map { $0 + "." + name } ?? name)
        let genericParameters = ownGenerics + (isExtension ? [] : genericScope.last ?? [])
        var diagnostics: [Diagnostic] = []
        var declaration = TypeDeclaration(
            kind: kind,
            qualifiedName: qualifiedName,
            genericParameters: genericParameters,
            inheritedTypes: inherited.map(\.reference),
            access: modifiers.access ?? .internal,
            isFinal: modifiers.isFinal,
            annotations: annotations(from: leading, to: start, diagnostics: &diagnostics),
            location: locate(nameOffset)
        )
        declaration.isGlobalActor = marksGlobalActor
        if let first = inherited.first {
            declaration.firstInheritedType = WrittenText(
                text: text(first.range),
                location: locate(first.range.lowerBound)
            )
            if let argument = first.firstGenericArgument {
                declaration.superclassArgument = WrittenText(
                    text: text(argument),
                    location: locate(argument.lowerBound)
                )
            }
        }
        declaration.hasGenericParameterClause = hasGenericClause

        scope.append(qualifiedName)
        genericScope.append(genericParameters)
        var members = Container(
            declaration: declaration,
            memberDefault: isExtension && modifiers.hasAccess ? (modifiers.access ?? .internal) : .internal,
            diagnostics: diagnostics
        )
        try readMembers(into: &members)
        scope.removeLast()
        genericScope.removeLast()

        var output = Output(declarations: members.declaration.map { [$0] } ?? [], diagnostics: members.diagnostics)
        output.append(members.nested)
        container.nested.append(output)
    }

    /// Reads members up to and past the closing `}`.
    private func readMembers(into container: inout Container) throws {
        var first = true
        while true {
            let trivia = try skipTrivia()
            guard index < count else { throw Decline() }
            if consume(UInt8(ascii: "}")) { return }
            // Declarations on one line need a `;` between them: left to swift-syntax.
            if !first && !trivia.newline { throw Decline() }
            first = false
            try readDeclaration(leading: trivia.leading, into: &container)
        }
    }

    /// `<T, U: P>`: the parameters' names.
    func readGenericParameters() throws -> [String] {
        try expect(UInt8(ascii: "<"))
        var names: [String] = []
        repeat {
            try skipTrivia()
            let word = try readDeclaredName()
            if matches(word, "each") || matches(word, "let") { throw Decline() }
            names.append(text(word).trimmingBackticks)
            try skipTrivia()
            if consume(UInt8(ascii: ":")) {
                try skipTrivia()
                _ = try readTypeReference()
                try skipTrivia()
            }
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: ">"))
        return names
    }

    // MARK: Members

    private func readVariable(
        isLet: Bool,
        _ modifiers: Modifiers,
        leading: Int,
        start: Int,
        into container: inout Container
    ) throws {
        struct Binding {
            var name: Range<Int>
            var written: TypeReference?
            var initial: ExpressionKind?
            var accessorsSettable: Bool?
        }
        var diagnostics: [Diagnostic] = []
        let annotations =
            !container.isType ? [] : annotations(from: leading, to: start, diagnostics: &diagnostics)
        var bindings: [Binding] = []
        repeat {
            try skipTrivia()
            // A tuple pattern (`let (a, b)`) has no word here.
            var binding = Binding(name: try readDeclaredName())
            skipBlanks()
            if consume(UInt8(ascii: ":")) {
                try skipTrivia()
                binding.written = try readTypeReference().reference
                skipBlanks()
            }
            if atSpacedEquals() {
                index += 1
                try skipTrivia()
                binding.initial = try readExpression()
                skipBlanks()
            }
            if current == UInt8(ascii: "{") {
                // Only a protocol's requirements (`{ get set }`) are read here; bodies are swift-syntax's.
                guard binding.initial == nil, container.declaration?.kind == .protocol else { throw Decline() }
                binding.accessorsSettable = try readAccessorRequirements()
                skipBlanks()
            }
            bindings.append(binding)
        } while consume(UInt8(ascii: ","))
        try endOfMember()
        // Members are added in place: a copy of the type would copy its member lists on every member.
        guard container.isType else { return }
        container.diagnostics += diagnostics

        let access = modifiers.access ?? container.memberDefault
        var properties: [PropertyDeclaration] = []
        // `var a, b: Int` writes the type once, on the last binding.
        var trailingType: TypeReference?
        for binding in bindings.reversed() {
            // `_` is no name: swift-syntax reads it as a wildcard pattern, which ckgen skips.
            if binding.name.count == 1 && bytes[binding.name.lowerBound] == UInt8(ascii: "_") { continue }
            if let written = binding.written { trailingType = written }
            let resolved =
                binding.written ?? binding.initial.flatMap(Self.literalType)
                ?? (binding.initial == nil ? trailingType : nil)
            var settable = !isLet
            var stored = true
            if let accessorsSettable = binding.accessorsSettable {
                stored = false
                settable = settable && accessorsSettable
            }
            let optionalVar: Bool
            if !isLet, case .optional? = resolved?.shape { optionalVar = true } else { optionalVar = false }
            properties.append(
                PropertyDeclaration(
                    name: text(binding.name).trimmingBackticks,
                    type: resolved,
                    isSettable: settable && (modifiers.setterAccess ?? access).isReachableFromOtherFiles,
                    isStatic: modifiers.isStatic,
                    isStored: stored,
                    hasInitialValue: binding.initial != nil || optionalVar,
                    access: access,
                    setterAccess: modifiers.setterAccess,
                    annotations: annotations,
                    location: locate(binding.name.lowerBound),
                    condition: nil,
                    wrapperNames: wrapperNames
                )
            )
        }
        container.declaration?.properties += properties.reversed()
    }

    /// `{ get }` or `{ get set }`, as protocols write them: whether there is a setter. Accessors with bodies are
    /// swift-syntax's to read.
    private func readAccessorRequirements() throws -> Bool {
        try expect(UInt8(ascii: "{"))
        var hasGetter = false
        var hasSetter = false
        while true {
            try skipTrivia()
            if consume(UInt8(ascii: "}")) { break }
            let word = try readWord()
            if matches(word, "get") && !hasGetter {
                hasGetter = true
            } else if matches(word, "set") && !hasSetter {
                hasSetter = true
            } else {
                throw Decline()
            }
            // Another accessor, or the end, must follow a blank or a line break.
            guard
                current == UInt8(ascii: " ") || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\t")
                    || current == UInt8(ascii: "}")
            else { throw Decline() }
        }
        guard hasGetter else { throw Decline() }
        return hasSetter
    }

    /// After a member: the line must end (or the type close) before anything else.
    private func endOfMember() throws {
        skipBlanks()
        if current == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "/") { return }
        guard
            index >= count || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")
                || current == UInt8(ascii: "}")
        else { throw Decline() }
    }

    private func readFunction(
        keyword: Int,
        _ modifiers: Modifiers,
        leading: Int,
        start: Int,
        into container: inout Container
    ) throws {
        // Taken before the body is read, which may hold declarations of its own.
        let attributeNames = wrapperNames
        try skipTrivia()
        let name = try readDeclaredName()
        var isGeneric = false
        if current == UInt8(ascii: "<") {
            _ = try readGenericParameters()
            isGeneric = true
        }
        skipBlanks()
        let parameters = try readParameters()
        let effects = try readEffects()
        var returnType: TypeReference?
        let saved = index
        try skipTrivia()
        if current == UInt8(ascii: "-") && byte(index + 1) == UInt8(ascii: ">") {
            index += 2
            try skipTrivia()
            returnType = try readTypeReference().reference
        } else {
            index = saved
        }
        try readOptionalBody(keyword: keyword, isInitializer: false)
        // Members are added in place: a copy of the type would copy its member lists on every member.
        guard container.isType else { return }
        var diagnostics: [Diagnostic] = []
        let method = MethodDeclaration(
            name: text(name).trimmingBackticks,
            parameters: parameters.list,
            returnType: returnType,
            isStatic: modifiers.isStatic,
            isAsync: effects.isAsync,
            isThrowing: effects.isThrowing,
            isGeneric: isGeneric,
            hasInoutParameter: parameters.hasInout,
            isMutating: modifiers.isMutating,
            access: modifiers.access ?? container.memberDefault,
            annotations: annotations(from: leading, to: start, diagnostics: &diagnostics),
            location: locate(name.lowerBound),
            condition: nil,
            start: locate(start),
            attributeNames: attributeNames,
            plainCommentAnnotation: DeclarationCollector.plainCommentAnnotation(in: diagnostics[...])
        )
        container.diagnostics += diagnostics
        container.declaration?.methods.append(method)
    }

    private func readInitializer(
        keyword: Int,
        _ modifiers: Modifiers,
        leading: Int,
        start: Int,
        into container: inout Container
    ) throws {
        // Taken before the body is read, which may hold declarations of its own.
        let attributeNames = wrapperNames
        let isFailable = consume(UInt8(ascii: "?")) || consume(UInt8(ascii: "!"))
        var isGeneric = false
        if current == UInt8(ascii: "<") {
            _ = try readGenericParameters()
            isGeneric = true
        }
        skipBlanks()
        let parameters = try readParameters()
        let effects = try readEffects()
        var superInitLabels: [[String]] = []
        switch try readOptionalBody(keyword: keyword, isInitializer: true) {
        case .read(let labels): superInitLabels = labels
        case .kept: keptInitializers.append(keyword)
        case .none: break
        }
        // Members are added in place: a copy of the type would copy its member lists on every member.
        guard container.isType else { return }
        var diagnostics: [Diagnostic] = []
        let initializer = InitializerDeclaration(
            parameters: parameters.list,
            isConvenience: modifiers.isConvenience,
            isRequired: modifiers.isRequired,
            isFailable: isFailable,
            access: modifiers.access ?? container.memberDefault,
            // When swift-syntax reads the body, readKeptBodies fills them in.
            superInitLabels: superInitLabels,
            annotations: annotations(from: leading, to: start, diagnostics: &diagnostics),
            location: locate(keyword),
            condition: nil,
            isGeneric: isGeneric
                || parameters.list.contains { if case .opaque = $0.type.shape { true } else { false } },
            isAsync: effects.isAsync,
            isThrowing: effects.isThrowing,
            attributeNames: attributeNames
        )
        container.diagnostics += diagnostics
        container.declaration?.initializers.append(initializer)
    }

    /// `(label name: Type = default, …)`: the parameters, and whether one is `inout`.
    private func readParameters() throws -> (list: [Parameter], hasInout: Bool) {
        try expect(UInt8(ascii: "("))
        try skipTrivia()
        var list: [Parameter] = []
        var hasInout = false
        if consume(UInt8(ascii: ")")) { return (list, hasInout) }
        while true {
            let first = try readWord()
            if Self.isReservedInParameters(first, in: self) { throw Decline() }
            skipBlanks()
            var second: Range<Int>?
            if atWord {
                let word = try readDeclaredName(allowingUnderscore: true)
                if Self.isReservedInParameters(word, in: self) { throw Decline() }
                second = word
                skipBlanks()
            } else if isKeyword(first) {
                // A keyword is a label, never the name a body uses.
                throw Decline()
            }
            try expect(UInt8(ascii: ":"))
            try skipTrivia()
            let type = try readTypeReference()
            if type.isAttributed && text(type.range).hasPrefix("inout") { hasInout = true }
            skipBlanks()
            if current == UInt8(ascii: "."), byte(index + 1) == UInt8(ascii: "."), byte(index + 2) == UInt8(ascii: ".")
            {
                index += 3
                skipBlanks()
            }
            var hasDefault = false
            if atSpacedEquals() {
                index += 1
                try skipTrivia()
                _ = try readExpression()
                hasDefault = true
            }
            let firstName = text(first).trimmingBackticks
            list.append(
                Parameter(
                    label: firstName == "_" ? nil : firstName,
                    name: second.map { text($0).trimmingBackticks } ?? firstName,
                    type: type.reference,
                    hasDefault: hasDefault
                )
            )
            try skipTrivia()
            if consume(UInt8(ascii: ")")) { return (list, hasInout) }
            try expect(UInt8(ascii: ","))
            try skipTrivia()
            // A trailing comma is left to swift-syntax.
            if current == UInt8(ascii: ")") { throw Decline() }
        }
    }

    private static func isReservedInParameters(_ word: Range<Int>, in reader: PlainDeclarationReader) -> Bool {
        ["inout", "var", "let", "borrowing", "consuming", "sending", "isolated", "some", "any", "each"]
            .contains { reader.matches(word, $0) }
    }

    /// `async`, `throws` or `rethrows`, in that order, after a parameter list.
    private func readEffects() throws -> (isAsync: Bool, isThrowing: Bool) {
        let saved = index
        skipBlanks()
        var isAsync = false
        var isThrowing = false
        if let word = peekWord(), matches(word, "async") {
            index = word.upperBound
            isAsync = true
            skipBlanks()
        }
        if let word = peekWord(), matches(word, "throws") || matches(word, "rethrows") {
            index = word.upperBound
            isThrowing = true
            // Typed throws is swift-syntax's to read.
            if current == UInt8(ascii: "(") { throw Decline() }
        }
        if let word = peekWord(), matches(word, "async") || matches(word, "where") || matches(word, "reasync") {
            throw Decline()
        }
        if !isAsync && !isThrowing { index = saved }
        return (isAsync, isThrowing)
    }

    /// What became of a body ckgen reads.
    enum BodyReading {
        /// Read here (see ``readPlainBody(open:close:)``): its `super.init` labels.
        case read(superInitLabels: [[String]])
        /// Left to swift-syntax, in ``readKeptBodies(patching:)``.
        case kept
    }

    /// A body in braces, if one follows (see ``readBody(keyword:isInitializer:)``).
    @discardableResult
    private func readOptionalBody(keyword: Int, isInitializer: Bool) throws -> BodyReading? {
        let saved = index
        try skipTrivia()
        if let word = peekWord(), matches(word, "where") { throw Decline() }
        guard current == UInt8(ascii: "{") else {
            index = saved
            try endOfMember()
            return nil
        }
        let reading = try readBody(keyword: keyword, isInitializer: isInitializer)
        try endOfMember()
        return reading
    }

    /// The body whose `{` is next, as the scan found it. A body ckgen has no use for is passed over, as
    /// ``SkippedBodies`` blanks it (`nil`); one it reads is read here when plain, or else noted for swift-syntax.
    @discardableResult
    func readBody(keyword: Int, isInitializer: Bool) throws -> BodyReading? {
        let open = index
        while nextBody < bodies.count && bodies[nextBody].braces.lowerBound < open { nextBody += 1 }
        guard nextBody < bodies.count, bodies[nextBody].braces.lowerBound == open else { throw Decline() }
        let close = bodies[nextBody].braces.upperBound
        nextBody += 1
        index = close + 1
        let inside = source[(open + 1)..<close]
        if inside.count <= 1 {
            // SkippedBodies leaves `{x}` as written; only a blank is certainly nothing.
            guard inside.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) else { throw Decline() }
            return nil
        }
        if SkippedBodies.isUnused(inside, isInitializer: isInitializer) { return nil }
        // An annotation inside a body (on a local type) is reported by swift-syntax's reading.
        if ByteSearch.contains(inside, DeclarationCollector.marker) { throw Decline() }
        if let findings = readPlainBody(open: open, close: close) {
            plainBodies.append(open...close)
            plainAttributeUses += findings.attributeUses
            return .read(superInitLabels: findings.superInitLabels)
        }
        keptDeclarations.append(keyword...close)
        return .kept
    }

    /// `case a, b(Int), c = 1`: read for where it ends; ckgen records no enum cases.
    private func readEnumCase() throws {
        repeat {
            try skipTrivia()
            _ = try readDeclaredName()
            if current == UInt8(ascii: "(") {
                _ = try readParenthesizedTypes()
            }
            skipBlanks()
            if atSpacedEquals() {
                index += 1
                try skipTrivia()
                _ = try readExpression()
                skipBlanks()
            }
        } while consume(UInt8(ascii: ","))
        try endOfMember()
    }

    private func readTypeAlias(into container: inout Container) throws {
        try skipTrivia()
        let name = try readDeclaredName()
        skipBlanks()
        guard atSpacedEquals() else { throw Decline() }
        index += 1
        try skipTrivia()
        let target = try readTypeReference().reference
        try endOfMember()
        let alias = TypeAliasDeclaration(name: text(name).trimmingBackticks, target: target)
        // Members are added in place: a copy of the type would copy its member lists on every member.
        guard container.isType else {
            fileTypeAliases.append(alias)
            return
        }
        container.declaration?.typeAliases.append(alias)
    }

    /// `import Module`, `import struct Module.Type`.
    private func readImport(keyword: Int, _ modifiers: Modifiers) throws {
        // Only an access level may stand before `import`.
        guard modifiers.setterAccess == nil, !modifiers.isStatic, !modifiers.isFinal, !modifiers.isConvenience,
            !modifiers.isRequired, !modifiers.isMutating
        else { throw Decline() }
        skipBlanks()
        var word = try readWord()
        var kind: String?
        if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(where: {
            matches(word, $0)
        }) {
            kind = text(word)
            skipBlanks()
            word = try readWord()
        }
        var path = [text(word).trimmingBackticks]
        while consume(UInt8(ascii: ".")) {
            word = try readWord()
            path.append(text(word).trimmingBackticks)
        }
        try endOfMember()
        imports.append(
            ImportDeclaration(
                path: path,
                kind: kind,
                access: modifiers.access,
                attributes: attributeTexts,
                location: locate(keyword)
            )
        )
    }

    // MARK: Doc comments

    /// The annotations of the doc comment in `leading..<start` (a declaration's leading trivia), as
    /// ``DeclarationCollector/annotations(of:)`` reads them, with the same diagnostics.
    func annotations(from leading: Int, to start: Int, diagnostics: inout [Diagnostic]) -> [Annotation] {
        guard leading < start, ByteSearch.contains(source[leading..<start], DeclarationCollector.marker) else {
            return []
        }
        var result: [Annotation] = []
        var offset = leading
        while offset < start {
            guard bytes[offset] == UInt8(ascii: "/") else {
                offset += 1
                continue
            }
            var end = offset
            while end < start && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") { end += 1 }
            let comment = text(offset..<end)
            // `////` starts no doc comment.
            if byte(offset + 2) == UInt8(ascii: "/") && byte(offset + 3) != UInt8(ascii: "/") {
                let line = AnnotationParser.Line(text: comment.dropFirst(3)) { [offset] column in
                    self.locate(offset + 3 + column)
                }
                switch AnnotationParser.parse(line) {
                case .annotation(let annotation)?: result.append(annotation)
                case .malformed(let diagnostic)?: diagnostics.append(diagnostic)
                case nil: break
                }
            } else if DeclarationCollector.isAnnotationInPlainComment(comment) {
                diagnostics.append(DeclarationCollector.plainCommentDiagnostic(at: locate(offset), comment: comment))
            }
            offset = end
        }
        return result
    }
}
