import Foundation
import Testing

/// `ckgen lint` over real Swift packages no one here wrote. They carry no annotations, so any error is a false
/// positive; they also use syntax swift-syntax may not know yet, which ckgen must leave to the compiler.
@Suite("Real code")
struct RealCodeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A package's sources: from this package's own checkouts, or (for packages it does not depend on) extracted
    /// from the local package mirror when the machine has one.
    static func sources(of package: String, mirror: String?, version: String?) throws -> URL? {
        let checkout = repository.appendingPathComponent(".build/checkouts/\(package)/Sources")
        if FileManager.default.fileExists(atPath: checkout.path) { return checkout }
        guard let mirror, let version, FileManager.default.fileExists(atPath: mirror) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-real-\(package)-\(version)")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path) {
            return folder.appendingPathComponent("Sources")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "git -C '\(mirror)' archive '\(version)' Sources | tar -x -C '\(folder.path)'"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? folder.appendingPathComponent("Sources") : nil
    }

    @Test(
        "ckgen lint finds nothing wrong in real packages",
        arguments: [
            ("swift-argument-parser", nil, nil),
            ("Yams", nil, nil),
            ("swift-mustache", nil, nil),
            ("swift-collections", "/opt/swift-packages/apple/swift-collections.git", "1.6.0"),
            ("swift-nio", "/opt/swift-packages/apple/swift-nio.git", "2.101.3"),
        ] as [(String, String?, String?)]
    )
    func lint(package: String, mirror: String?, version: String?) throws {
        guard let sources = try Self.sources(of: package, mirror: mirror, version: version) else {
            // This package's own dependencies are always checked out after a build: missing is a failure. The
            // mirror is a property of this machine image, not of the project: without it the case is skipped,
            // and the run says so.
            guard let mirror else {
                Issue.record("\(package) has no checkout under .build/checkouts")
                return
            }
            try Test.cancel("\(package) is not available on this machine (no package mirror at \(mirror))")
        }
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        let bytes = files.reduce(0) { total, file in
            total
                + ((try? FileManager.default.attributesOfItem(atPath: sources.appendingPathComponent(file).path)[.size]
                    as? Int) ?? 0)
        }
        let started = Date()
        // A module name is an identifier: `swift-nio` → `swift_nio`, as SwiftPM spells a package's module names.
        let moduleName = package.replacingOccurrences(of: "-", with: "_")
        let run = try CKGen.run(["lint", sources.path, "--module-name", moduleName], in: sources, timeLimit: 600)
        let seconds = Date().timeIntervalSince(started)
        print(
            "real code: \(package): \(files.count) files, "
                + String(format: "%.2f MB, ckgen lint %.2f s", Double(bytes) / 1_048_576, seconds)
        )
        #expect(run.exitedNormally && run.status == 0, "\(run.standardError.prefix(2_000))")
        #expect(!run.standardError.contains(": error: "), "\(run.standardError.prefix(2_000))")
        // Real code never nests deeply enough for ckgen to leave a file out.
        #expect(!run.standardError.contains("ckgen left this file out"), "\(run.standardError.prefix(2_000))")
    }
}
