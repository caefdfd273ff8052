import Foundation
import Testing

@testable import CKGenCore

/// libclang is loaded at run time: ckgen must work with the Swift toolchain's copy and Debian's libclang-dev
/// alike, and say clearly what to install when there is none.
@Suite("libclang")
struct LibClangTests {
    static let header = fixturesFolder.appendingPathComponent("objc-views/input/ProfileView.h").path

    @Test("every libclang on this machine imports the fixture header identically")
    func everyLibclangAgrees() throws {
        let candidates = LibClang.candidates(environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(!candidates.isEmpty, "the Swift toolchain ships libclang.so; ckgen should find it")
        var outputs: [String: String] = [:]
        for library in candidates {
            let folder = try workFolder("libclang")
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("CKGen.swift")
            let run = try CKGen.runWithEnvironment(
                [
                    "generate", Self.header, "--objc-header", Self.header, "--module-name", "MyApp", "--output",
                    output.path,
                ],
                environment: ["CKGEN_LIBCLANG": library],
                in: folder
            )
            #expect(run.status == 0, "\(library): \(run.standardError)")
            outputs[library] = try String(contentsOf: output, encoding: .utf8)
        }
        print("libclang: imported with \(candidates.joined(separator: ", "))")
        #expect(Set(outputs.values).count == 1, "libclang builds disagree: \(outputs.keys.sorted())")
    }

    @Test("with CKGEN_LIBCLANG pointing at nothing, ckgen exits 1 and names libclang")
    func missingLibclang() throws {
        let folder = try workFolder("no-libclang")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CKGen.runWithEnvironment(
            ["generate", Self.header, "--objc-header", Self.header, "--module-name", "MyApp", "--output", "Out.swift"],
            environment: ["CKGEN_LIBCLANG": "/nonexistent/libclang.so"],
            in: folder
        )
        #expect(run.exitedNormally && run.status == 1)
        #expect(run.standardError.contains("cannot load libclang from CKGEN_LIBCLANG"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
    }

    @Test("without CKGEN_LIBCLANG, the search covers the toolchain and libclang-dev, in that order")
    func searchOrder() {
        let candidates = LibClang.candidates(environment: ["PATH": "/nonexistent"])
        #expect(candidates.allSatisfy { $0.hasPrefix("/usr/lib/llvm-") })
        #expect(
            LibClang.candidates(environment: ["CKGEN_LIBCLANG": "/x/libclang.so", "PATH": "/usr/bin"]) == [
                "/x/libclang.so"
            ]
        )
        let message = "\(LibClangError.notFound(tried: [], explicit: false))"
        #expect(message.contains("apt-get install libclang-dev") && message.contains("CKGEN_LIBCLANG"))
    }

    @Test("a Swift-only run never needs libclang")
    func swiftOnly() throws {
        let folder = try workFolder("swift-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "/// @ck.view\nfinal class V: UIView { var x: Int = 0 }\n".write(
            to: folder.appendingPathComponent("V.swift"),
            atomically: true,
            encoding: .utf8
        )
        let run = try CKGen.runWithEnvironment(
            ["generate", "V.swift", "--module-name", "MyApp", "--output", "Out.swift"],
            environment: ["CKGEN_LIBCLANG": "/nonexistent/libclang.so"],
            in: folder
        )
        #expect(run.status == 0, "\(run.standardError)")
    }
}
