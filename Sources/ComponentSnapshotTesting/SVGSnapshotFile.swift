import Foundation

/// Where a snapshot's recorded picture and its `.new.svg` live: `<directory>/<test>.<name>.svg`, named as
/// swift-snapshot-testing names its files (runs of characters other than letters, digits and `_` become `-`).
struct SVGSnapshotFile {
    let directory: URL
    let testName: String
    let name: String

    init(directory: String?, filePath: String, testName: String, name: String) {
        let testFile = URL(fileURLWithPath: filePath, isDirectory: false)
        self.directory =
            directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        self.testName = Self.sanitized(testName)
        self.name = Self.sanitized(name)
    }

    /// The recorded picture.
    var url: URL { directory.appendingPathComponent("\(testName).\(name).svg") }
    /// The picture a failing comparison made, beside the recorded one.
    var newURL: URL { directory.appendingPathComponent("\(testName).\(name).new.svg") }

    /// `text` with every run of characters other than ASCII letters, digits and `_` replaced by `-`, and `-` at
    /// either end removed.
    static func sanitized(_ text: String) -> String {
        text.replacingOccurrences(of: "[^A-Za-z0-9_]+", with: "-", options: .regularExpression)
            .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}
