public import ComponentRuntime
import Foundation
import SnapshotTesting
import Testing

/// Compares a picture of a mounted view tree (``ComponentRuntime/UIView/snapshotSVG()``) with the one recorded
/// in `__Snapshots__/<test file>/<test function>.<name>.svg` beside the test file.
///
/// - When they differ, the new picture is written beside the recorded one as `<…>.<name>.new.svg`, so you can
///   open both; the returned message says where and shows the changed lines. A passing comparison deletes a
///   `.new.svg` left by an earlier failure.
/// - Nothing is recorded unless the environment has `CKGEN_RECORD=1` (the switch that records ckgen's golden
///   files too): then the picture is written as the recorded file and the comparison fails, so a recording
///   never passes unnoticed. A missing recorded file is a failure that says how to record it.
///
/// The comparison is swift-snapshot-testing's (`verifySnapshot` with a line diff of the SVG text).
///
/// - Parameters:
///   - view: the root of the tree, usually the view a `ComponentHost` is mounted in.
///   - name: the picture's name, unique within the test: letters, digits and `-`.
///   - snapshotDirectory: where recorded files live; by default `__Snapshots__/<test file name>/` beside the
///     test file.
/// - Returns: `nil` when the picture matches the recorded one, else what went wrong.
@MainActor
public func verifySVGSnapshot(
    of view: UIView,
    named name: String,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySVGSnapshot(
        of: view,
        named: name,
        snapshotDirectory: snapshotDirectory,
        recordingWhenMissing: false,
        filePath: filePath,
        testName: testName,
        line: line
    )
}

/// ``verifySVGSnapshot(of:named:snapshotDirectory:filePath:testName:line:)``, which with `recordingWhenMissing`
/// records a missing picture (and says so, as a failure: a new picture is committed, not passed unnoticed).
@MainActor
func verifySVGSnapshot(
    of view: UIView,
    named name: String,
    snapshotDirectory: String?,
    recordingWhenMissing: Bool,
    filePath: StaticString,
    testName: String,
    line: UInt
) -> String? {
    let svg = view.snapshotSVG()
    let recording = ProcessInfo.processInfo.environment["CKGEN_RECORD"] == "1"
    let file = SVGSnapshotFile(
        directory: snapshotDirectory,
        filePath: "\(filePath)",
        testName: testName,
        name: name
    )
    if recordingWhenMissing && !recording && !FileManager.default.fileExists(atPath: file.url.path) {
        do {
            try FileManager.default.createDirectory(at: file.directory, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: file.url)
        } catch {
            return "no recorded picture at \(file.url.path), and recording it failed: \(error)"
        }
        return "recorded the missing picture \(file.url.path); commit it, and run again to compare with it"
    }
    // The "diff tool" line of swift-snapshot-testing's message: a command that shows the change between the
    // recorded picture and the one written beside it (rather than its advice to configure a diff tool).
    let (recorded, new) = (file.url.path, file.newURL.path)
    let diffTool = SnapshotTestingConfiguration.DiffTool { _, _ in "diff \"\(recorded)\" \"\(new)\"" }
    let message = withSnapshotTesting(diffTool: diffTool) {
        verifySnapshot(
            of: svg,
            as: .svg,
            named: file.name,
            record: recording ? .all : .never,
            snapshotDirectory: file.directory.path,
            file: filePath,
            testName: file.testName,
            line: line
        )
    }
    if recording {
        try? FileManager.default.removeItem(at: file.newURL)
        return message.map { _ in
            "recorded \(file.url.path); run again without CKGEN_RECORD=1 to compare with it"
        }
    }
    guard let message else {
        try? FileManager.default.removeItem(at: file.newURL)
        return nil
    }
    guard FileManager.default.fileExists(atPath: file.url.path) else {
        return "no recorded picture at \(file.url.path); run the test with CKGEN_RECORD=1 to record it"
    }
    do {
        try Data(svg.utf8).write(to: file.newURL)
    } catch {
        return "\(message)\n(could not write the new picture to \(file.newURL.path): \(error))"
    }
    return """
        the picture differs from \(file.url.path)
        the new one is at \(file.newURL.path): open both to compare; if the new one is right, run the test again \
        with CKGEN_RECORD=1 to record it
        \(message)
        """
}

/// ``verifySVGSnapshot(of:named:snapshotDirectory:filePath:testName:line:)`` as a Swift Testing expectation:
/// records an issue at the call when the picture does not match (or was just recorded).
@MainActor
public func assertSVGSnapshot(
    of view: UIView,
    named name: String,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let message = verifySVGSnapshot(
            of: view,
            named: name,
            snapshotDirectory: snapshotDirectory,
            filePath: filePath,
            testName: testName,
            line: line
        )
    else { return }
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: fileID,
            filePath: "\(filePath)",
            line: Int(line),
            column: Int(column)
        )
    )
}

extension Snapshotting where Value == String, Format == String {
    /// SVG text, compared line by line and stored as `.svg`.
    static var svg: Self { Snapshotting(pathExtension: "svg", diffing: .lines) }
}
