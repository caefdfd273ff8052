import Foundation

/// Finds the Swift files to read: files as given, and every `.swift` file below a folder (hidden folders and
/// build folders skipped), sorted so the order never depends on the file system or the command line.
public enum InputFiles {
    /// Folder names never searched.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "node_modules"]

    /// The Swift files named by `inputs`, each with the path the user would recognise (the folder as given,
    /// joined with the file's path inside it). Unreadable or missing inputs are reported.
    public static func collect(_ inputs: [String], diagnostics: Diagnostics) -> [String] {
        // A plain directory walk: names first, a stat only for entries that are not Swift files (to find folders).
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
            collectFolder(input, into: &files, diagnostics: diagnostics)
        }
        return files.sorted()
    }

    private static func collectFolder(_ folder: String, into files: inout Set<String>, diagnostics: Diagnostics) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            diagnostics.report(
                Diagnostic(.error, id: "ckgen.input.unreadable", "cannot read the folder '\(folder)'", at: nil)
            )
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names {
            let path = prefix + name
            if name.hasSuffix(".swift") {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.insert(path)
                    continue
                }
            }
            if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                collectFolder(path, into: &files, diagnostics: diagnostics)
            }
        }
    }
}
