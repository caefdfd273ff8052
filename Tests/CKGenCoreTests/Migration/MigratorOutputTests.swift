import Foundation
import Testing

@testable import CKGenCore

/// `ckgen migrate` writes only what it may: new files, and files it wrote before; a dry run writes nothing.
@Suite("ckgen migrate output")
struct MigratorOutputTests {
    /// A temporary folder with one small component in it, removed by `body`'s end.
    private func withComponent(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            #import <ComponentKit/ComponentKit.h>
            @interface TitleComponent : CKCompositeComponent
            @end
            @implementation TitleComponent
            + (instancetype)newWithTitle:(NSString *)title
            {
              return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{.string = title}
                                                                       viewAttributes:{} size:{}]];
            }
            @end
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("TitleComponent.mm"))
        try body(folder)
    }

    private func run(_ folder: URL, dryRun: Bool = false, overwrite: Bool = false) -> (Migrator.Result, Diagnostics) {
        let diagnostics = Diagnostics()
        let request = Migrator.Request(
            inputs: [folder.appendingPathComponent("TitleComponent.mm").path],
            outputFolder: folder.appendingPathComponent("Swift").path,
            flags: MigrationFixture.flags,
            dryRun: dryRun,
            overwrite: overwrite
        )
        return (Migrator.run(request, diagnostics: diagnostics), diagnostics)
    }

    @Test("a dry run returns the files and writes none")
    func dryRun() throws {
        try withComponent { folder in
            let (result, diagnostics) = run(folder, dryRun: true)
            #expect(diagnostics.all.isEmpty)
            #expect(result.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["TitleComponent.swift"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Swift").path))
        }
    }

    @Test("a run writes each file with the migration header, and replaces its own files on the next run")
    func writesAndReplacesItsOwn() throws {
        try withComponent { folder in
            let output = folder.appendingPathComponent("Swift/TitleComponent.swift")
            _ = run(folder)
            let first = try String(contentsOf: output, encoding: .utf8)
            #expect(first.hasPrefix("// Migrated by ckgen migrate from TitleComponent.mm"))
            #expect(first.contains("TextComponent(title)"))
            let (_, diagnostics) = run(folder)
            #expect(diagnostics.all.isEmpty)
        }
    }

    @Test("a file without the header is never replaced unless asked, and nothing is written then")
    func refusesForeignFile() throws {
        try withComponent { folder in
            let output = folder.appendingPathComponent("Swift/TitleComponent.swift")
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data("// my reviewed port\n".utf8).write(to: output)
            let (_, diagnostics) = run(folder)
            #expect(diagnostics.all.map(\.id) == [.outputNotGenerated])
            #expect(try String(contentsOf: output, encoding: .utf8) == "// my reviewed port\n")
            let (_, again) = run(folder, overwrite: true)
            #expect(again.all.isEmpty)
            #expect(try String(contentsOf: output, encoding: .utf8).contains("struct TitleComponent"))
        }
    }

    @Test("a clang flag that writes files is refused before anything is read")
    func refusedFlag() {
        let diagnostics = Diagnostics()
        let request = Migrator.Request(inputs: [], outputFolder: nil, flags: ["-MD"], dryRun: true, overwrite: false)
        _ = Migrator.run(request, diagnostics: diagnostics)
        #expect(diagnostics.all.map(\.id) == [.objcRefusedFlag])
    }

    @Test("a file that is not Objective-C++ is an error")
    func notSource() throws {
        try withComponent { folder in
            let text = folder.appendingPathComponent("notes.txt")
            try Data("hello".utf8).write(to: text)
            let diagnostics = Diagnostics()
            let request = Migrator.Request(
                inputs: [text.path],
                outputFolder: nil,
                flags: [],
                dryRun: true,
                overwrite: false
            )
            _ = Migrator.run(request, diagnostics: diagnostics)
            #expect(diagnostics.all.map(\.id) == [.migrateInput])
            #expect(diagnostics.hasErrors)
        }
    }
}
