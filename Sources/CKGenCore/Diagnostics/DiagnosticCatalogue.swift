/// Every diagnostic identifier ckgen reports, with what it means. Identifiers are stable: tools and tests may
/// match on them, and a message's wording may change while its identifier does not. The README lists them
/// (a test keeps the list, this catalogue and the sources in step).
public enum DiagnosticCatalogue {
    /// One identifier and what it is about.
    public struct Entry: Sendable, Hashable {
        /// The identifier, `ckgen.<stage>.<name>`.
        public var id: String
        /// What the diagnostic is about, in a few words.
        public var summary: String
    }

    /// Every identifier, sorted.
    public static let entries: [Entry] = [
        Entry(id: "ckgen.config.moduleName", summary: "'module-name' in ckgen.yml is not a Swift identifier"),
        Entry(id: "ckgen.config.shape", summary: "ckgen.yml is not a mapping of keys to values"),
        Entry(id: "ckgen.config.tooDeep", summary: "ckgen.yml nests more than 64 levels deep"),
        Entry(id: "ckgen.config.tooLarge", summary: "ckgen.yml is larger than 256 KB once its aliases are expanded"),
        Entry(id: "ckgen.config.unknownKey", summary: "an unknown key in ckgen.yml (fix-it: the closest known key)"),
        Entry(id: "ckgen.config.unreadable", summary: "ckgen.yml cannot be read"),
        Entry(id: "ckgen.config.value", summary: "a value of the wrong kind for its key in ckgen.yml"),
        Entry(id: "ckgen.config.yaml", summary: "ckgen.yml is not valid YAML"),
        Entry(id: "ckgen.generate", summary: "an unexpected failure while generating"),
        Entry(id: "ckgen.input.missing", summary: "an input file or folder does not exist"),
        Entry(id: "ckgen.input.notRegularFile", summary: "an input is a FIFO, socket or device"),
        Entry(id: "ckgen.input.unreadable", summary: "an input file or folder cannot be read"),
        Entry(id: "ckgen.objc", summary: "an unexpected failure while importing Objective-C headers"),
        Entry(id: "ckgen.objc.clang", summary: "clang reported an error in a header"),
        Entry(id: "ckgen.objc.libclang", summary: "libclang could not be found or loaded"),
        Entry(id: "ckgen.objc.missingHeader", summary: "a header named by --objc-header does not exist"),
        Entry(id: "ckgen.objc.missingImport", summary: "a header's #import was not found (UIKit on Linux)"),
        Entry(id: "ckgen.objc.notRegularFile", summary: "a header, or a file it includes, is not a regular file"),
        Entry(id: "ckgen.objc.parse", summary: "libclang could not parse a header"),
        Entry(id: "ckgen.objc.unresolvedType", summary: "a member's type could not be resolved; it is left out"),
        Entry(id: "ckgen.objc.unsupportedType", summary: "a member Swift imports as a block, pointer or the like"),
        Entry(id: "ckgen.objc.variadic", summary: "a variadic method, which Swift does not import"),
        Entry(id: "ckgen.options.moduleName", summary: "--module-name is not a Swift identifier"),
        Entry(id: "ckgen.output.isDirectory", summary: "the output path names a folder where a file is needed"),
        Entry(id: "ckgen.output.notADirectory", summary: "a part of the output path is a file"),
        Entry(id: "ckgen.output.write", summary: "the output file cannot be written"),
        Entry(id: "ckgen.parsing.annotationInPlainComment", summary: "an annotation in a // comment, not a ///"),
        Entry(id: "ckgen.parsing.localType", summary: "an annotation on a type declared inside a function"),
        Entry(id: "ckgen.parsing.malformedAnnotation", summary: "an annotation that does not parse (V1)"),
        Entry(id: "ckgen.parsing.nulCharacter", summary: "a NUL character in a source file"),
        Entry(id: "ckgen.parsing.syntaxError", summary: "a syntax error in a declaration ckgen reads (V9)"),
        Entry(id: "ckgen.parsing.tooDeep", summary: "a file nested too deeply for swift-syntax"),
        Entry(id: "ckgen.rendering.dynamicPartial", summary: "a template includes a partial by a dynamic name (V10)"),
        Entry(id: "ckgen.rendering.missingPartial", summary: "a template includes a partial that does not exist (V10)"),
        Entry(id: "ckgen.rendering.missingTemplate", summary: "a template folder lacks the main template (V10)"),
        Entry(id: "ckgen.rendering.recursivePartial", summary: "a template includes itself (V10)"),
        Entry(id: "ckgen.rendering.render", summary: "the templates did not render (V10)"),
        Entry(id: "ckgen.rendering.templateSyntax", summary: "a template does not parse (V10)"),
        Entry(id: "ckgen.rendering.templatesFolder", summary: "the templates folder cannot be read"),
        Entry(
            id: "ckgen.validation.controlActionOnNonControl",
            summary: "'.controlAction' on a view that is not a UIControl (V7)"
        ),
        Entry(
            id: "ckgen.validation.controllerNaming",
            summary: "a controller ckgen cannot pair by name (V6; fix-it: the name it expects)"
        ),
        Entry(
            id: "ckgen.validation.duplicateAttribute",
            summary: "two attributes of a view with one identifier or constructor (V5)"
        ),
        Entry(id: "ckgen.validation.duplicateEvent", summary: "two handlers for one event name (V5)"),
        Entry(id: "ckgen.validation.duplicateSelector", summary: "a selector clash (V5)"),
        Entry(id: "ckgen.validation.duplicateType", summary: "a type declared twice in the module"),
        Entry(id: "ckgen.validation.emptyEventProxy", summary: "an '@ck.eventProxy' with no '@ck.event' handler"),
        Entry(id: "ckgen.validation.handWrittenConformance", summary: "a conformance ckgen writes was written by hand"),
        Entry(id: "ckgen.validation.malformedAnnotation", summary: "an annotation with the wrong arguments (V1)"),
        Entry(
            id: "ckgen.validation.misplacedAnnotation",
            summary: "an annotation on the wrong kind of declaration (V2)"
        ),
        Entry(id: "ckgen.validation.missingInitialState", summary: "a State type ckgen cannot make with 'State()'"),
        Entry(id: "ckgen.validation.missingScope", summary: "a component with a controller but no scope (V6)"),
        Entry(id: "ckgen.validation.note", summary: "a note pointing at the other declaration involved"),
        Entry(id: "ckgen.validation.unhandledSelector", summary: "a selector no responder in the module handles (V8)"),
        Entry(id: "ckgen.validation.unknownAnnotation", summary: "an unknown annotation (V1; fix-it: the closest one)"),
        Entry(id: "ckgen.validation.unknownPropertyType", summary: "a view property whose type ckgen cannot tell"),
        Entry(id: "ckgen.validation.unreachableHandler", summary: "an event handler generated code cannot call (V3)"),
        Entry(id: "ckgen.validation.unreachableMember", summary: "a private member generated code cannot reach (V3)"),
        Entry(
            id: "ckgen.validation.unsupportedAttributeType",
            summary: "a view member whose type is not Equatable (V2)"
        ),
        Entry(
            id: "ckgen.validation.unsupportedDeclaration",
            summary: "a generic class ckgen cannot generate for, and why"
        ),
        Entry(
            id: "ckgen.validation.unsupportedSignature",
            summary: "an action, handler or setter ckgen cannot call (V4)"
        ),
    ]
}
