import Foundation
import Testing

@testable import CKGenCore

/// Issue 41, item 3: Objective-C flags reached libclang unfiltered, so `-MD -MF path` wrote a file. Flags are
/// checked against what reading a header needs; those that write files or run tools are refused where they were
/// given (the command line, or ckgen.yml at the flag's line), before anything runs.
@Suite("Objective-C flags: what reaches libclang")
struct ObjCFlagRuleTests {
    @Test(
        "the flags reading a header needs pass, values and all",
        arguments: [
            [
                "-I", "include", "-Iinclude", "-isystem", "/usr/include", "-isystem/x", "-iquote", "q", "-idirafter",
                "d",
            ],
            ["-F", "Frameworks", "-FFrameworks", "-iframework", "f", "-isysroot", "/sdk", "--sysroot=/sdk"],
            ["-DDEBUG", "-DLEVEL=2", "-D", "NAME", "-UNDEBUG", "-U", "X", "-include", "Prefix.h", "-imacros", "m.h"],
            ["-x", "objective-c", "-xobjective-c", "-std=gnu11", "-ObjC", "-fobjc-arc", "-fno-objc-arc", "-fblocks"],
            [
                "-fmodules", "-fmodule-map-file=module.modulemap", "-fimplicit-module-maps",
                "-fobjc-runtime=gnustep-2.0",
            ],
            ["-target", "arm64-apple-ios16.0", "--target=arm64-apple-ios16.0", "-arch", "arm64"],
            ["-mios-version-min=16.0", "-miphoneos-version-min=16.0", "-mmacosx-version-min=13.0", "-nostdinc"],
            ["-Wno-nullability-completeness", "-Werror", "-w", "-O2", "-Os", "-g", "-ivfsoverlay", "overlay.yaml"],
            // A value is the flag's, whatever it looks like: a define named like a refused flag is a define.
            ["-D", "-MD", "-I", "-o"],
        ]
    )
    func ordinaryFlags(_ flags: [String]) {
        #expect(ObjCFlags.refused(flags) == [])
    }

    @Test("flags that write files are refused, with what they write; a refused flag's value is not judged again")
    func writesFiles() {
        let flags =
            ["-MD", "-MF", "deps.d", "-MMD", "-MFjoined.d", "-M", "-MJ", "cdb.json", "-o", "out.o", "-oout"]
            + ["-save-temps", "-save-temps=obj", "--serialize-diagnostics", "d.dia", "-ftime-trace", "-DOK"]
        let refused = ObjCFlags.refused(flags)
        #expect(
            refused.map(\.flag) == [
                "-MD", "-MF", "-MMD", "-MFjoined.d", "-M", "-MJ", "-o", "-oout", "-save-temps", "-save-temps=obj",
                "--serialize-diagnostics", "-ftime-trace",
            ]
        )
        #expect(refused.map(\.index) == [0, 1, 3, 4, 5, 6, 8, 10, 11, 12, 13, 15])
        #expect(refused.allSatisfy { if case .writesFile = $0.refusal { true } else { false } })
        #expect(refused[0].refusal == .writesFile(what: "dependency information"))
        #expect(refused[5].refusal == .writesFile(what: "a compilation database entry"))
    }

    @Test("flags that run tools, load code or bring in arguments past the check are refused")
    func runsTools() {
        let flags =
            ["-Xclang", "-load", "-Xpreprocessor", "-MD", "-mllvm", "-x", "-fplugin=evil.so", "-load", "p.so"]
            + ["-fpass-plugin=p.so", "-Wp,-MD,deps.d", "-Wl,-rpath", "-B", "/tools", "-B/tools", "@flags.txt"]
            + ["-Xarch_arm64", "-ccc-print-phases", "-fuse-ld=lld"]
        let refused = ObjCFlags.refused(flags)
        #expect(
            refused.map(\.flag) == [
                "-Xclang", "-Xpreprocessor", "-mllvm", "-fplugin=evil.so", "-load", "-fpass-plugin=p.so",
                "-Wp,-MD,deps.d", "-Wl,-rpath", "-B", "-B/tools", "@flags.txt", "-Xarch_arm64", "-ccc-print-phases",
                "-fuse-ld=lld",
            ]
        )
        #expect(refused.allSatisfy { if case .runsTool = $0.refusal { true } else { false } })
        #expect(refused[3].refusal == .runsTool(what: "loads a plugin into ckgen"))
    }

    @Test("-fmodules-cache-path is ckgen's to choose; other flags are refused as not needed, and files as not flags")
    func otherRefusals() {
        let refused = ObjCFlags.refused(
            ["-fmodules-cache-path=/tmp/mc", "-fsanitize=address", "-fprofile-instr-generate", "Other.h", "-"]
        )
        #expect(refused.map(\.refusal) == [.moduleCache, .notNeeded, .notNeeded, .notAFlag, .notAFlag])
    }

    @Test(
        "flags that only change what clang reports or how it reads text pass",
        arguments: [
            ["-v", "--verbose", "-w", "-Wno-unused-parameter", "-Wall", "-Weverything", "-Qunused-arguments"],
            ["-fcolor-diagnostics", "-fno-color-diagnostics", "-fdiagnostics-show-option", "-fno-caret-diagnostics"],
            ["-fdiagnostics-format=clang", "-ferror-limit=0", "-fmessage-length=120", "-fno-show-column"],
            [
                "-fmacro-backtrace-limit=0", "-finput-charset=UTF-8", "-fno-spell-checking",
                "-fno-diagnostics-fixit-info",
            ],
        ]
    )
    func diagnosticFlags(_ flags: [String]) {
        #expect(ObjCFlags.refused(flags) == [])
    }

    @Test("near misses of the reporting flags that write files or run tools are still refused")
    func reportingNearMisses() {
        let refused = ObjCFlags.refused(
            ["--serialize-diagnostics", "d.dia", "-Wp,-MD,deps.d", "-fdiagnostics-", "-ferror-limit=", "-vfoo"]
        )
        #expect(
            refused.map(\.flag) == [
                "--serialize-diagnostics", "-Wp,-MD,deps.d", "-fdiagnostics-", "-ferror-limit=", "-vfoo",
            ]
        )
        #expect(refused[0].refusal == .writesFile(what: "serialized diagnostics"))
        #expect(refused[1].refusal == .runsTool(what: "passes arguments to another tool"))
        #expect(refused[2...].allSatisfy { $0.refusal == .notNeeded })
    }

    @Test("each refusal says what the flag does, where it came from and what to do")
    func messages() {
        let dependency = ObjCMessage.refusedFlag("-MD", .writesFile(what: "dependency information"), fromConfig: false)
        #expect(dependency.id == .objcRefusedFlag)
        #expect(dependency.severity == .error)
        #expect(
            dependency.text
                == "the clang flag '-MD' (from --objc-flag) makes clang write dependency information; ckgen only "
                + "reads headers and writes nothing but its output, so it refuses the flag: remove it"
        )
        let plugin = ObjCMessage.refusedFlag(
            "-fplugin=x.so",
            .runsTool(what: "loads a plugin into ckgen"),
            fromConfig: true
        )
        #expect(
            plugin.text
                == "the clang flag '-fplugin=x.so' (in 'objc-flags') loads a plugin into ckgen; libclang runs inside "
                + "ckgen, which refuses flags that run tools or load code: remove it"
        )
        #expect(
            ObjCMessage.refusedFlag("-v", .notNeeded, fromConfig: false).text.contains("is not needed to read a header")
        )
        #expect(
            ObjCMessage.refusedFlag("A.h", .notAFlag, fromConfig: true).text
                == "'A.h' (in 'objc-flags') is not a clang flag; name headers with --objc-header or 'objc-headers' in "
                + "ckgen.yml"
        )
    }

    @Test("a request refuses the command line's flags unlocated and the config's at their lines, all at once")
    func requestReportsEveryFlag() throws {
        let config = "module-name: App\nobjc-flags:\n  - -ILegacy\n  - -MD\n  - -MF\n  - deps.d\nobjc-headers: [A.h]\n"
        try GeneratorRequestRuleTests.withFolder(["ckgen.yml": config]) { folder in
            let diagnostics = Diagnostics()
            #expect(throws: GeneratorRequest.Problem.reported) {
                try GeneratorRequest(inputs: [folder.path], objcFlags: ["-DDEBUG", "-Xclang", "-load"])
                    .resolve(requireModuleName: true, diagnostics: diagnostics)
            }
            let path = folder.path + "/ckgen.yml"
            #expect(diagnostics.all.map(\.id) == [.objcRefusedFlag, .objcRefusedFlag, .objcRefusedFlag])
            #expect(
                diagnostics.all.map { $0.location?.description ?? "-" } == ["-", "\(path):4:5", "\(path):5:5"]
            )
            #expect(diagnostics.all[0].message.hasPrefix("the clang flag '-Xclang' (from --objc-flag) passes"))
            #expect(diagnostics.all[1].message.hasPrefix("the clang flag '-MD' (in 'objc-flags') makes clang write"))
        }
    }

    @Test("a config whose flags are one string is located at it; ordinary flags resolve as before")
    func requestNearMiss() throws {
        try GeneratorRequestRuleTests.withFolder(["ckgen.yml": "objc-flags: -save-temps\n"]) { folder in
            let diagnostics = Diagnostics()
            #expect(throws: GeneratorRequest.Problem.reported) {
                try GeneratorRequest(inputs: [folder.path]).resolve(requireModuleName: false, diagnostics: diagnostics)
            }
            #expect(diagnostics.all.map { $0.location?.description } == [folder.path + "/ckgen.yml:1:13"])
        }
        try GeneratorRequestRuleTests.withFolder(["ckgen.yml": "objc-flags: [-ILegacy, -D, DEBUG, -fobjc-arc]\n"]) {
            let diagnostics = Diagnostics()
            let options = try GeneratorRequest(inputs: [$0.path], objcFlags: ["-isysroot", "/sdk"])
                .resolve(requireModuleName: false, diagnostics: diagnostics)
            #expect(options.objc.flags == ["-isysroot", "/sdk", "-ILegacy", "-D", "DEBUG", "-fobjc-arc"])
            #expect(diagnostics.all.isEmpty)
        }
    }

    @Test("options made without a request are checked by the importer too, before libclang is loaded")
    func importerRefuses() {
        let options = ObjCHeaderImporter.Options(headers: ["A.h"], flags: ["-I", "inc", "-MD"])
        #expect(throws: Diagnostic.self) { try ObjCHeaderImporter.run(options, diagnostics: Diagnostics()) }
        do {
            _ = try ObjCHeaderImporter.run(options, diagnostics: Diagnostics())
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .objcRefusedFlag)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("with -fmodules, clang's compiled modules go to ckgen's cache folder, else to the temporary folder")
    func moduleCache() throws {
        let plain = ObjCHeaderImporter.Options(
            headers: [],
            flags: ["-ILegacy"],
            moduleCacheFolder: "cache/clang-modules"
        )
        #expect(
            ObjCHeaderImporter.clangArguments(plain, resourceDirectory: "/res")
                == ["-x", "objective-c", "-fblocks", "-Wno-everything", "-resource-dir", "/res", "-ILegacy"]
        )
        var modules = plain
        modules.flags = ["-fmodules"]
        #expect(
            ObjCHeaderImporter.clangArguments(modules, resourceDirectory: nil).last
                == "-fmodules-cache-path=cache/clang-modules"
        )
        modules.moduleCacheFolder = nil
        let temporary = ObjCHeaderImporter.clangArguments(modules, resourceDirectory: nil).last ?? ""
        #expect(temporary.hasPrefix("-fmodules-cache-path=") && temporary.hasSuffix("/ckgen-clang-modules"))
        let options = try GeneratorRequest(inputs: [], cacheFolder: ".cache", objcHeaders: ["A.h"])
            .resolve(requireModuleName: false, diagnostics: Diagnostics())
        #expect(options.objc.moduleCacheFolder == ".cache/clang-modules")
    }
}
