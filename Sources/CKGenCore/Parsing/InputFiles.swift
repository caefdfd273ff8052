import Foundation

/// Finds the Swift files to read: files as given, and every `.swift` file below a folder (hidden folders and
/// build folders skipped), sorted so the order never depends on the file system or the command line.
public enum InputFiles {
    /// Folder names never searched.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "node_modules"]

    /// The Swift files named by `inputs`, each with the path the user would recognise (the folder as given,
    /// joined with the file's path inside it). Unreadable or missing inputs are reported.
    public static func collect(_ inputs: [String], diagnostics: Diagnostics) -> [String] {
        var files: Set<String> = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.report(
                    Diagnostic(.error, id: "ckgen.input.missing", "no such file or folder: '\(input)'", at: nil)
                )
                continue
            }
            if !isDirectory.boolValue {
                files.insert(input)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: input) else {
                diagnostics.report(
                    Diagnostic(.error, id: "ckgen.input.unreadable", "cannot read the folder '\(input)'", at: nil)
                )
                continue
            }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                    if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasPrefix(".build") {
                        enumerator.skipDescendants()
                    }
                    continue
                }
                if name.hasSuffix(".swift") {
                    files.insert(input.hasSuffix("/") ? input + relative : input + "/" + relative)
                }
            }
        }
        return files.sorted()
    }
}
