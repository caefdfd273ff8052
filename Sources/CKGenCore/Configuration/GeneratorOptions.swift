public import Foundation

/// Everything a run needs to know, resolved from flags, `ckgen.yml` and defaults (see
/// ``GeneratorRequest/resolve(requireModuleName:diagnostics:)``).
public struct GeneratorOptions: Sendable {
    /// The files and folders to read.
    public var inputs: [String]
    /// The module the generated code belongs to.
    public var moduleName: String
    /// The access level of generated declarations.
    public var accessLevel: GeneratedAccessLevel
    /// A folder of templates replacing the defaults by name.
    public var templatesFolder: URL?
    /// Where ckgen.yml names the templates folder, when it comes from there (problems with it are reported
    /// there); `nil` for `--templates` and for none.
    public var templatesLocation: SourceLocation?
    /// Where parsed files and the last run are kept between runs.
    public var cacheFolder: URL?
    /// Objective-C headers to import views from, through libclang.
    public var objc: ObjCHeaderImporter.Options
    /// `--overwrite`: an output file that ckgen did not write may be replaced (never an input; see
    /// ``OutputOwnership``).
    public var overwrite = false

    /// Options as given; see ``GeneratorRequest`` for resolving them from flags and `ckgen.yml`.
    public init(
        inputs: [String],
        moduleName: String,
        accessLevel: GeneratedAccessLevel = .internal,
        templatesFolder: URL? = nil,
        cacheFolder: URL? = nil,
        objc: ObjCHeaderImporter.Options = ObjCHeaderImporter.Options(headers: [])
    ) {
        self.inputs = inputs
        self.moduleName = moduleName
        self.accessLevel = accessLevel
        self.templatesFolder = templatesFolder
        self.cacheFolder = cacheFolder
        self.objc = objc
    }
}
