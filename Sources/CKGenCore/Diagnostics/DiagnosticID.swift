/// A kind of diagnostic: its stable identifier, `ckgen.<stage>.<name>`, and what it is about. Every kind ckgen
/// reports is a constant here, and ``all`` lists them: a diagnostic cannot be reported under an identifier the
/// catalogue does not have, and the README and the DocC reference list exactly ``all`` (tests check both).
///
/// Identifiers are stable: tools and tests may match on them, while a message's wording may change. The constant's
/// name is the identifier without `ckgen.`, in camel case (`ckgen.config.unknownKey` is ``configUnknownKey``).
public struct DiagnosticID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identifier, `ckgen.<stage>.<name>`.
    public let rawValue: String
    /// What a diagnostic of this kind is about, in a few words.
    public let summary: String

    init(_ rawValue: String, summary: String) {
        self.rawValue = rawValue
        self.summary = summary
    }

    /// The identifier.
    public var description: String { rawValue }

    /// Two kinds are the same when their identifiers are.
    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Orders by identifier.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The catalogue's kind with this identifier, if there is one.
    public init?(rawValue: String) {
        guard let known = Self.byRawValue[rawValue] else { return nil }
        self = known
    }

    private static let byRawValue = Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })
}

/// Tests compare diagnostics with identifiers written as text (`#expect(diagnostic.id == "ckgen.config.yaml")`).
/// ckgen's own sources use the constants; a test keeps them from writing identifiers as text.
extension DiagnosticID: ExpressibleByStringLiteral {
    /// The catalogue's kind with this identifier; one with an empty summary when the catalogue has none, so a
    /// misspelt identifier in a test compares unequal instead of stopping the test.
    public init(stringLiteral value: String) {
        self = DiagnosticID(rawValue: value) ?? DiagnosticID(value, summary: "")
    }
}

/// Stored as its identifier (the parse cache and the last run keep diagnostics).
extension DiagnosticID: Codable {
    /// Reads an identifier the catalogue has; any other is a decoding error, so a cache from another ckgen is
    /// not reused.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let known = DiagnosticID(rawValue: raw) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown identifier '\(raw)'")
            )
        }
        self = known
    }

    /// Writes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension DiagnosticID {
    /// Every kind ckgen reports, sorted by identifier.
    public static let all: [DiagnosticID] = [
        configModuleName, configShape, configTooDeep, configTooLarge, configUnknownKey, configUnreadable, configValue,
        configYaml, generate, inputMissing, inputNotRegularFile, inputUnreadable, migrateClang, migrateImportedName,
        migrateInput, migrateKept, migrateKeptClass, objc, objcClang, objcLibclang, objcMissingHeader,
        objcMissingImport, objcNotRegularFile, objcParse, objcRefusedFlag, objcUnresolvedType,
        objcUnsupportedType, objcVariadic, optionsModuleName, outputIsDirectory, outputIsInput, outputNotADirectory,
        outputNotGenerated, outputWrite,
        parsingAnnotationInPlainComment, parsingInvalidUTF8, parsingLocalType, parsingMalformedAnnotation,
        parsingNulCharacter, parsingSyntaxError, parsingTooDeep, renderingDynamicPartial, renderingMissingPartial,
        renderingMissingTemplate, renderingRecursivePartial, renderingRender, renderingTemplateSyntax,
        renderingTemplatesFolder, validationControlActionOnNonControl, validationControllerNaming,
        validationDuplicateAttribute, validationDuplicateEvent, validationDuplicateSelector, validationDuplicateType,
        validationEmptyEventProxy, validationHandWrittenConformance, validationMalformedAnnotation,
        validationMisplacedAnnotation, validationMissingInitialState, validationMissingScope, validationNote,
        validationShadowedName, validationUnhandledSelector, validationUnknownAnnotation, validationUnknownPropertyType,
        validationUnreachableHandler, validationUnreachableMember, validationUnsupportedAttributeType,
        validationUnsupportedDeclaration, validationUnsupportedSignature,
    ]

    /// 'module-name' in ckgen.yml is not a Swift identifier.
    public static let configModuleName = DiagnosticID(
        "ckgen.config.moduleName",
        summary: "'module-name' in ckgen.yml is not a Swift identifier"
    )
    /// Ckgen.yml is not a mapping of keys to values.
    public static let configShape = DiagnosticID(
        "ckgen.config.shape",
        summary: "ckgen.yml is not a mapping of keys to values"
    )
    /// Ckgen.yml nests more than 64 levels deep.
    public static let configTooDeep = DiagnosticID(
        "ckgen.config.tooDeep",
        summary: "ckgen.yml nests more than 64 levels deep"
    )
    /// Ckgen.yml is larger than 256 KB once its aliases are expanded.
    public static let configTooLarge = DiagnosticID(
        "ckgen.config.tooLarge",
        summary: "ckgen.yml is larger than 256 KB once its aliases are expanded"
    )
    /// An unknown key in ckgen.yml (fix-it: the closest known key).
    public static let configUnknownKey = DiagnosticID(
        "ckgen.config.unknownKey",
        summary: "an unknown key in ckgen.yml (fix-it: the closest known key)"
    )
    /// Ckgen.yml cannot be read.
    public static let configUnreadable = DiagnosticID("ckgen.config.unreadable", summary: "ckgen.yml cannot be read")
    /// A value of the wrong kind for its key in ckgen.yml.
    public static let configValue = DiagnosticID(
        "ckgen.config.value",
        summary: "a value of the wrong kind for its key in ckgen.yml"
    )
    /// Ckgen.yml is not valid YAML.
    public static let configYaml = DiagnosticID("ckgen.config.yaml", summary: "ckgen.yml is not valid YAML")
    /// An unexpected failure while generating.
    public static let generate = DiagnosticID("ckgen.generate", summary: "an unexpected failure while generating")
    /// An input file or folder does not exist.
    public static let inputMissing = DiagnosticID(
        "ckgen.input.missing",
        summary: "an input file or folder does not exist"
    )
    /// An input is a FIFO, socket or device.
    public static let inputNotRegularFile = DiagnosticID(
        "ckgen.input.notRegularFile",
        summary: "an input is a FIFO, socket or device"
    )
    /// An input file or folder cannot be read.
    public static let inputUnreadable = DiagnosticID(
        "ckgen.input.unreadable",
        summary: "an input file or folder cannot be read"
    )
    /// An unexpected failure while importing Objective-C headers.
    public static let objc = DiagnosticID(
        "ckgen.objc",
        summary: "an unexpected failure while importing Objective-C headers"
    )
    /// Clang reported an error in a header.
    public static let objcClang = DiagnosticID("ckgen.objc.clang", summary: "clang reported an error in a header")
    /// Libclang could not be found or loaded.
    public static let objcLibclang = DiagnosticID(
        "ckgen.objc.libclang",
        summary: "libclang could not be found or loaded"
    )
    /// A header named by --objc-header does not exist.
    public static let objcMissingHeader = DiagnosticID(
        "ckgen.objc.missingHeader",
        summary: "a header named by --objc-header does not exist"
    )
    /// A header's #import was not found (UIKit on Linux).
    public static let objcMissingImport = DiagnosticID(
        "ckgen.objc.missingImport",
        summary: "a header's #import was not found (UIKit on Linux)"
    )
    /// A header, or a file it includes, is not a regular file.
    public static let objcNotRegularFile = DiagnosticID(
        "ckgen.objc.notRegularFile",
        summary: "a header, or a file it includes, is not a regular file"
    )
    /// Libclang could not parse a header.
    public static let objcParse = DiagnosticID("ckgen.objc.parse", summary: "libclang could not parse a header")
    /// A clang flag ckgen does not pass to libclang: it writes files, runs tools or loads code, or reading a header
    /// does not need it.
    public static let objcRefusedFlag = DiagnosticID(
        "ckgen.objc.refusedFlag",
        summary: "a clang flag that writes files, runs tools or is not needed to read a header"
    )
    /// A member's type could not be resolved; it is left out.
    public static let objcUnresolvedType = DiagnosticID(
        "ckgen.objc.unresolvedType",
        summary: "a member's type could not be resolved; it is left out"
    )
    /// A member Swift imports as a block, pointer or the like.
    public static let objcUnsupportedType = DiagnosticID(
        "ckgen.objc.unsupportedType",
        summary: "a member Swift imports as a block, pointer or the like"
    )
    /// A variadic method, which Swift does not import.
    public static let objcVariadic = DiagnosticID(
        "ckgen.objc.variadic",
        summary: "a variadic method, which Swift does not import"
    )
    /// --module-name is not a Swift identifier.
    public static let optionsModuleName = DiagnosticID(
        "ckgen.options.moduleName",
        summary: "--module-name is not a Swift identifier"
    )
    /// The output path names a folder where a file is needed.
    public static let outputIsDirectory = DiagnosticID(
        "ckgen.output.isDirectory",
        summary: "the output path names a folder where a file is needed"
    )
    /// The output path is a file ckgen reads: writing there would replace an input.
    public static let outputIsInput = DiagnosticID(
        "ckgen.output.isInput",
        summary: "the output path is one of the inputs"
    )
    /// A part of the output path is a file.
    public static let outputNotADirectory = DiagnosticID(
        "ckgen.output.notADirectory",
        summary: "a part of the output path is a file"
    )
    /// A file at the output path that ckgen did not write (it lacks ckgen's header), or that is not a regular file.
    public static let outputNotGenerated = DiagnosticID(
        "ckgen.output.notGenerated",
        summary: "a file ckgen did not write is at the output path"
    )
    /// The output file cannot be written.
    public static let outputWrite = DiagnosticID("ckgen.output.write", summary: "the output file cannot be written")
    /// An annotation in a // comment, not a ///.
    public static let parsingAnnotationInPlainComment = DiagnosticID(
        "ckgen.parsing.annotationInPlainComment",
        summary: "an annotation in a // comment, not a ///"
    )
    /// A source file that is not UTF-8.
    public static let parsingInvalidUTF8 = DiagnosticID(
        "ckgen.parsing.invalidUTF8",
        summary: "a source file that is not valid UTF-8"
    )
    /// An annotation on a type declared inside a function.
    public static let parsingLocalType = DiagnosticID(
        "ckgen.parsing.localType",
        summary: "an annotation on a type declared inside a function"
    )
    /// An annotation that does not parse (V1).
    public static let parsingMalformedAnnotation = DiagnosticID(
        "ckgen.parsing.malformedAnnotation",
        summary: "an annotation that does not parse (V1)"
    )
    /// A NUL character in a source file.
    public static let parsingNulCharacter = DiagnosticID(
        "ckgen.parsing.nulCharacter",
        summary: "a NUL character in a source file"
    )
    /// A syntax error in a declaration ckgen reads (V9).
    public static let parsingSyntaxError = DiagnosticID(
        "ckgen.parsing.syntaxError",
        summary: "a syntax error in a declaration ckgen reads (V9)"
    )
    /// A file nested too deeply for swift-syntax.
    public static let parsingTooDeep = DiagnosticID(
        "ckgen.parsing.tooDeep",
        summary: "a file nested too deeply for swift-syntax"
    )
    /// A template includes a partial by a dynamic name (V10).
    public static let renderingDynamicPartial = DiagnosticID(
        "ckgen.rendering.dynamicPartial",
        summary: "a template includes a partial by a dynamic name (V10)"
    )
    /// A template includes a partial that does not exist (V10).
    public static let renderingMissingPartial = DiagnosticID(
        "ckgen.rendering.missingPartial",
        summary: "a template includes a partial that does not exist (V10)"
    )
    /// A template folder lacks the main template (V10).
    public static let renderingMissingTemplate = DiagnosticID(
        "ckgen.rendering.missingTemplate",
        summary: "a template folder lacks the main template (V10)"
    )
    /// A template includes itself (V10).
    public static let renderingRecursivePartial = DiagnosticID(
        "ckgen.rendering.recursivePartial",
        summary: "a template includes itself (V10)"
    )
    /// The templates did not render (V10).
    public static let renderingRender = DiagnosticID(
        "ckgen.rendering.render",
        summary: "the templates did not render (V10)"
    )
    /// A template does not parse (V10).
    public static let renderingTemplateSyntax = DiagnosticID(
        "ckgen.rendering.templateSyntax",
        summary: "a template does not parse (V10)"
    )
    /// The templates folder cannot be read.
    public static let renderingTemplatesFolder = DiagnosticID(
        "ckgen.rendering.templatesFolder",
        summary: "the templates folder cannot be read"
    )
    /// '.controlAction' on a view that is not a UIControl (V7).
    public static let validationControlActionOnNonControl = DiagnosticID(
        "ckgen.validation.controlActionOnNonControl",
        summary: "'.controlAction' on a view that is not a UIControl (V7)"
    )
    /// A controller ckgen cannot pair by name (V6; fix-it: the name it expects).
    public static let validationControllerNaming = DiagnosticID(
        "ckgen.validation.controllerNaming",
        summary: "a controller ckgen cannot pair by name (V6; fix-it: the name it expects)"
    )
    /// Two attributes of a view with one identifier or constructor (V5).
    public static let validationDuplicateAttribute = DiagnosticID(
        "ckgen.validation.duplicateAttribute",
        summary: "two attributes of a view with one identifier or constructor (V5)"
    )
    /// Two handlers for one event name (V5).
    public static let validationDuplicateEvent = DiagnosticID(
        "ckgen.validation.duplicateEvent",
        summary: "two handlers for one event name (V5)"
    )
    /// A selector clash (V5).
    public static let validationDuplicateSelector = DiagnosticID(
        "ckgen.validation.duplicateSelector",
        summary: "a selector clash (V5)"
    )
    /// A type ckgen acts on (annotated, or a component, controller or event proxy) declared twice in the module.
    public static let validationDuplicateType = DiagnosticID(
        "ckgen.validation.duplicateType",
        summary: "a type ckgen acts on declared twice in the module"
    )
    /// An '@ck.eventProxy' with no '@ck.event' handler.
    public static let validationEmptyEventProxy = DiagnosticID(
        "ckgen.validation.emptyEventProxy",
        summary: "an '@ck.eventProxy' with no '@ck.event' handler"
    )
    /// A conformance ckgen writes was written by hand.
    public static let validationHandWrittenConformance = DiagnosticID(
        "ckgen.validation.handWrittenConformance",
        summary: "a conformance ckgen writes was written by hand"
    )
    /// An annotation with the wrong arguments (V1).
    public static let validationMalformedAnnotation = DiagnosticID(
        "ckgen.validation.malformedAnnotation",
        summary: "an annotation with the wrong arguments (V1)"
    )
    /// An annotation on the wrong kind of declaration (V2).
    public static let validationMisplacedAnnotation = DiagnosticID(
        "ckgen.validation.misplacedAnnotation",
        summary: "an annotation on the wrong kind of declaration (V2)"
    )
    /// A State type ckgen cannot make with 'State()'.
    public static let validationMissingInitialState = DiagnosticID(
        "ckgen.validation.missingInitialState",
        summary: "a State type ckgen cannot make with 'State()'"
    )
    /// A component with a controller but no scope (V6).
    public static let validationMissingScope = DiagnosticID(
        "ckgen.validation.missingScope",
        summary: "a component with a controller but no scope (V6)"
    )
    /// A note pointing at the other declaration involved.
    public static let validationNote = DiagnosticID(
        "ckgen.validation.note",
        summary: "a note pointing at the other declaration involved"
    )
    /// A selector no responder in the module handles (V8).
    public static let validationUnhandledSelector = DiagnosticID(
        "ckgen.validation.unhandledSelector",
        summary: "a selector no responder in the module handles (V8)"
    )
    /// An unknown annotation (V1; fix-it: the closest one).
    public static let validationUnknownAnnotation = DiagnosticID(
        "ckgen.validation.unknownAnnotation",
        summary: "an unknown annotation (V1; fix-it: the closest one)"
    )
    /// A view property whose type ckgen cannot tell.
    public static let validationUnknownPropertyType = DiagnosticID(
        "ckgen.validation.unknownPropertyType",
        summary: "a view property whose type ckgen cannot tell"
    )
    /// An event handler generated code cannot call (V3).
    public static let validationUnreachableHandler = DiagnosticID(
        "ckgen.validation.unreachableHandler",
        summary: "an event handler generated code cannot call (V3)"
    )
    /// A private member generated code cannot reach (V3).
    public static let validationUnreachableMember = DiagnosticID(
        "ckgen.validation.unreachableMember",
        summary: "a private member generated code cannot reach (V3)"
    )
    /// A view member whose type is not Equatable (V2).
    public static let validationUnsupportedAttributeType = DiagnosticID(
        "ckgen.validation.unsupportedAttributeType",
        summary: "a view member whose type is not Equatable (V2)"
    )
    /// A type of the module named like what the generated code names (the runtime module, UIKit's 'UIView').
    public static let validationShadowedName = DiagnosticID(
        "ckgen.validation.shadowedName",
        summary: "a type of the module named like the runtime module or UIKit's 'UIView'"
    )
    /// A generic class ckgen cannot generate for, and why.
    public static let validationUnsupportedDeclaration = DiagnosticID(
        "ckgen.validation.unsupportedDeclaration",
        summary: "a generic class ckgen cannot generate for, and why"
    )
    /// An action, handler or setter ckgen cannot call (V4).
    public static let validationUnsupportedSignature = DiagnosticID(
        "ckgen.validation.unsupportedSignature",
        summary: "an action, handler or setter ckgen cannot call (V4)"
    )
}
