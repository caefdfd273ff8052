/// A kind of diagnostic: its stable identifier, `ckgen.<stage>.<name>`, and what it is about (its doc comment). The
/// catalogue is this enum: each kind is written once, as a case with its identifier, and ``all`` is every case, so
/// a diagnostic cannot be reported under an identifier the catalogue does not have, and the README and the DocC
/// reference list exactly ``all`` (tests check both).
///
/// Identifiers are stable: tools and tests may match on them, while a message's wording may change. The case's name
/// is the identifier without `ckgen.`, in camel case (`ckgen.config.unknownKey` is ``configUnknownKey``); cases are
/// sorted by identifier. To add one: a case here, a message that reports it (a stage's `…Message` enum maps its
/// messages to kinds), and a row in the DocC article "Annotations and diagnostics reference".
public enum DiagnosticID: String, CaseIterable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// 'module-name' in ckgen.yml is not a Swift identifier.
    case configModuleName = "ckgen.config.moduleName"
    /// `ckgen.yml` is not a mapping of keys to values.
    case configShape = "ckgen.config.shape"
    /// `ckgen.yml` nests more than 64 levels deep.
    case configTooDeep = "ckgen.config.tooDeep"
    /// `ckgen.yml` is larger than 256 KB once its aliases are expanded.
    case configTooLarge = "ckgen.config.tooLarge"
    /// An unknown key in ckgen.yml (fix-it: the closest known key).
    case configUnknownKey = "ckgen.config.unknownKey"
    /// `ckgen.yml` cannot be read.
    case configUnreadable = "ckgen.config.unreadable"
    /// A value of the wrong kind for its key in ckgen.yml.
    case configValue = "ckgen.config.value"
    /// `ckgen.yml` is not valid YAML.
    case configYaml = "ckgen.config.yaml"
    /// An unexpected failure while generating.
    case generate = "ckgen.generate"
    /// An input file or folder does not exist.
    case inputMissing = "ckgen.input.missing"
    /// An input is a FIFO, socket or device.
    case inputNotRegularFile = "ckgen.input.notRegularFile"
    /// An input file or folder cannot be read.
    case inputUnreadable = "ckgen.input.unreadable"
    /// clang's error while reading a file to migrate.
    case migrateClang = "ckgen.migrate.clang"
    /// A message to an object written under the Swift name the importer gives its selector (`ckgen migrate`).
    case migrateImportedName = "ckgen.migrate.importedName"
    /// A file given to `ckgen migrate` that is not Objective-C++ source.
    case migrateInput = "ckgen.migrate.input"
    /// ComponentKit code with no counterpart here, kept as a comment in the migrated Swift.
    case migrateKept = "ckgen.migrate.kept"
    /// A class that is neither a composite component nor a component controller, kept by `ckgen migrate`.
    case migrateKeptClass = "ckgen.migrate.keptClass"
    /// An unexpected failure while importing Objective-C headers.
    case objc = "ckgen.objc"
    /// Clang reported an error in a header.
    case objcClang = "ckgen.objc.clang"
    /// `libclang` could not be found or loaded.
    case objcLibclang = "ckgen.objc.libclang"
    /// A header named by --objc-header does not exist.
    case objcMissingHeader = "ckgen.objc.missingHeader"
    /// A header's #import was not found (UIKit on Linux).
    case objcMissingImport = "ckgen.objc.missingImport"
    /// A header, or a file it includes, is not a regular file.
    case objcNotRegularFile = "ckgen.objc.notRegularFile"
    /// `libclang` could not parse a header.
    case objcParse = "ckgen.objc.parse"
    /// A clang flag ckgen does not pass to libclang: it writes files, runs tools or loads code, or reading a header
    /// does not need it.
    case objcRefusedFlag = "ckgen.objc.refusedFlag"
    /// A member's type could not be resolved; it is left out.
    case objcUnresolvedType = "ckgen.objc.unresolvedType"
    /// A member Swift imports as a block, pointer or the like.
    case objcUnsupportedType = "ckgen.objc.unsupportedType"
    /// A variadic method, which Swift does not import.
    case objcVariadic = "ckgen.objc.variadic"
    /// --module-name is not a Swift identifier.
    case optionsModuleName = "ckgen.options.moduleName"
    /// The output path names a folder where a file is needed.
    case outputIsDirectory = "ckgen.output.isDirectory"
    /// The output path is a file ckgen reads: writing there would replace an input.
    case outputIsInput = "ckgen.output.isInput"
    /// A part of the output path is a file.
    case outputNotADirectory = "ckgen.output.notADirectory"
    /// A file at the output path that ckgen did not write (it lacks ckgen's header), or that is not a regular file.
    case outputNotGenerated = "ckgen.output.notGenerated"
    /// The output file cannot be written.
    case outputWrite = "ckgen.output.write"
    /// An annotation in a // comment, not a ///.
    case parsingAnnotationInPlainComment = "ckgen.parsing.annotationInPlainComment"
    /// A source file that is not UTF-8.
    case parsingInvalidUTF8 = "ckgen.parsing.invalidUTF8"
    /// An annotation on a type declared inside a function.
    case parsingLocalType = "ckgen.parsing.localType"
    /// An annotation that does not parse (V1).
    case parsingMalformedAnnotation = "ckgen.parsing.malformedAnnotation"
    /// A NUL character in a source file.
    case parsingNulCharacter = "ckgen.parsing.nulCharacter"
    /// A syntax error in a declaration ckgen reads (V9).
    case parsingSyntaxError = "ckgen.parsing.syntaxError"
    /// A file nested too deeply for swift-syntax.
    case parsingTooDeep = "ckgen.parsing.tooDeep"
    /// A template includes a partial by a dynamic name (V10).
    case renderingDynamicPartial = "ckgen.rendering.dynamicPartial"
    /// A template includes a partial that does not exist (V10).
    case renderingMissingPartial = "ckgen.rendering.missingPartial"
    /// A template folder lacks the main template (V10).
    case renderingMissingTemplate = "ckgen.rendering.missingTemplate"
    /// A template includes itself (V10).
    case renderingRecursivePartial = "ckgen.rendering.recursivePartial"
    /// The templates did not render (V10).
    case renderingRender = "ckgen.rendering.render"
    /// A template does not parse (V10).
    case renderingTemplateSyntax = "ckgen.rendering.templateSyntax"
    /// The templates folder cannot be read.
    case renderingTemplatesFolder = "ckgen.rendering.templatesFolder"
    /// '.controlAction' on a view that is not a UIControl (V7).
    case validationControlActionOnNonControl = "ckgen.validation.controlActionOnNonControl"
    /// A controller ckgen cannot pair by name (V6; fix-it: the name it expects).
    case validationControllerNaming = "ckgen.validation.controllerNaming"
    /// Two attributes of a view with one identifier or constructor (V5).
    case validationDuplicateAttribute = "ckgen.validation.duplicateAttribute"
    /// Two handlers for one event name (V5).
    case validationDuplicateEvent = "ckgen.validation.duplicateEvent"
    /// A selector clash (V5).
    case validationDuplicateSelector = "ckgen.validation.duplicateSelector"
    /// A type ckgen acts on (annotated, or a component, controller or event proxy) declared twice in the module.
    case validationDuplicateType = "ckgen.validation.duplicateType"
    /// An '@ck.eventProxy' with no '@ck.event' handler.
    case validationEmptyEventProxy = "ckgen.validation.emptyEventProxy"
    /// A conformance ckgen writes was written by hand.
    case validationHandWrittenConformance = "ckgen.validation.handWrittenConformance"
    /// An annotation with the wrong arguments (V1).
    case validationMalformedAnnotation = "ckgen.validation.malformedAnnotation"
    /// An annotation on the wrong kind of declaration (V2).
    case validationMisplacedAnnotation = "ckgen.validation.misplacedAnnotation"
    /// A State type ckgen cannot make with 'State()'.
    case validationMissingInitialState = "ckgen.validation.missingInitialState"
    /// A component with a controller but no scope (V6).
    case validationMissingScope = "ckgen.validation.missingScope"
    /// A note pointing at the other declaration involved.
    case validationNote = "ckgen.validation.note"
    /// A type of the module named like what the generated code names (the runtime module, UIKit's 'UIView').
    case validationShadowedName = "ckgen.validation.shadowedName"
    /// A selector no responder in the module handles (V8).
    case validationUnhandledSelector = "ckgen.validation.unhandledSelector"
    /// An unknown annotation (V1; fix-it: the closest one).
    case validationUnknownAnnotation = "ckgen.validation.unknownAnnotation"
    /// A view property whose type ckgen cannot tell.
    case validationUnknownPropertyType = "ckgen.validation.unknownPropertyType"
    /// An event handler generated code cannot call (V3).
    case validationUnreachableHandler = "ckgen.validation.unreachableHandler"
    /// A private member generated code cannot reach (V3).
    case validationUnreachableMember = "ckgen.validation.unreachableMember"
    /// A view member whose type is not Equatable (V2).
    case validationUnsupportedAttributeType = "ckgen.validation.unsupportedAttributeType"
    /// A generic class ckgen cannot generate for, and why.
    case validationUnsupportedDeclaration = "ckgen.validation.unsupportedDeclaration"
    /// An action, handler or setter ckgen cannot call (V4).
    case validationUnsupportedSignature = "ckgen.validation.unsupportedSignature"
}

extension DiagnosticID {
    /// Every kind ckgen reports, sorted by identifier.
    public static var all: [DiagnosticID] { allCases }

    /// The identifier.
    public var description: String { rawValue }

    /// Orders by identifier.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Tests compare diagnostics with identifiers written as text (`#expect(diagnostic.id == "ckgen.config.yaml")`).
/// ckgen's own sources use the cases; a test keeps them from writing identifiers as text.
extension DiagnosticID: ExpressibleByStringLiteral {
    /// The catalogue's kind with this identifier. A literal the catalogue does not have stops the program, naming
    /// it: a misspelt identifier in a test is found at once instead of comparing unequal.
    public init(stringLiteral value: String) {
        guard let known = DiagnosticID(rawValue: value) else {
            preconditionFailure("'\(value)' is no diagnostic identifier of ckgen's catalogue (DiagnosticID)")
        }
        self = known
    }
}
