import Foundation
import Testing

/// Issue 41, item 5: `--format github` printed absolute paths, as the build plugin passes every source, and GitHub
/// places an annotation on a pull request's line only when its path is relative to the repository.
@Suite("ckgen --format github: paths relative to the repository")
struct GitHubPathsCLITests {
    /// A repository-like folder `checkout/` holding `Sources/App/Bad.swift` with one problem, removed with the
    /// value.
    final class Checkout {
        let folder: URL
        var checkout: URL { folder.appendingPathComponent("checkout") }
        var source: URL { checkout.appendingPathComponent("Sources/App/Bad.swift") }

        init(gitFolder: Bool) throws {
            folder = try temporaryFolder()
            let sources = folder.appendingPathComponent("checkout/Sources/App")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            if gitFolder {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("checkout/.git"),
                    withIntermediateDirectories: true
                )
            }
            try Data("/// @ck.veiw\nfinal class AvatarView: UIView {}\n".utf8)
                .write(to: sources.appendingPathComponent("Bad.swift"))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// `ckgen lint <absolute path> --format github`, run in `directory`.
        func lint(in directory: URL, environment: [String: String?]) async throws -> CKGenExecutable.Result {
            try await CKGenExecutable.run(
                ["lint", source.path, "--module-name", "App", "--format", "github"],
                in: directory,
                environment: environment
            )
        }
    }

    @Test("an absolute input path is printed relative to GITHUB_WORKSPACE")
    func relativeToWorkspace() async throws {
        let checkout = try Checkout(gitFolder: false)
        let result = try await checkout.lint(in: checkout.folder, environment: ["GITHUB_WORKSPACE": checkout.checkout.path])
        #expect(result.standardOutput.hasPrefix("::error file=Sources/App/Bad.swift,line=1,col="), "\(result)")
        #expect(!result.standardOutput.contains(checkout.folder.path), "\(result.standardOutput)")
    }

    @Test("without GITHUB_WORKSPACE, relative to the folder holding .git above the current folder")
    func relativeToGitRoot() async throws {
        let checkout = try Checkout(gitFolder: true)
        let result = try await checkout.lint(
            in: checkout.checkout.appendingPathComponent("Sources"),
            environment: ["GITHUB_WORKSPACE": nil]
        )
        #expect(result.standardOutput.hasPrefix("::error file=Sources/App/Bad.swift,line=1,col="), "\(result)")
    }

    @Test("near miss: a file outside the repository keeps its absolute path; the text format is unchanged")
    func outsideTheRepository() async throws {
        let checkout = try Checkout(gitFolder: false)
        let elsewhere = checkout.folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let result = try await checkout.lint(in: checkout.folder, environment: ["GITHUB_WORKSPACE": elsewhere.path])
        #expect(result.standardOutput.hasPrefix("::error file=\(checkout.source.path),line=1,"), "\(result)")
        let text = try await CKGenExecutable.run(
            ["lint", checkout.source.path, "--module-name", "App"],
            in: checkout.folder,
            environment: ["GITHUB_WORKSPACE": checkout.checkout.path]
        )
        #expect(text.standardError.hasPrefix(checkout.source.path + ":1:"), "\(text.standardError)")
    }
}

/// Issue 41, item 5: `ckgen <unknown command> --help` printed the general help and exited 0.
@Suite("ckgen: an unknown command is an error")
struct UnknownCommandCLITests {
    @Test("an unknown command, with or without --help, fails and names the commands", arguments: [
        ["frobnicate"], ["frobnicate", "--help"], ["genrate", "Sources", "--module-name", "App"],
    ])
    func unknownCommand(_ arguments: [String]) async throws {
        let result = try await CKGenExecutable.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(result.status != 0)
        #expect(result.standardError.contains("unknown command '\(arguments[0])'"), "\(result.standardError)")
        #expect(result.standardError.contains("generate, lint, dump, graph"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
    }

    @Test("near miss: a known command's help, and ckgen's own, still succeed", arguments: [
        ["lint", "--help"], ["--help"], ["help", "graph"],
    ])
    func knownCommandHelp(_ arguments: [String]) async throws {
        let result = try await CKGenExecutable.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("USAGE:"))
    }
}

/// Issue 41, item 5: `lint --fix` on `// @ck.action` added a second, `///`, line; the warning came back on every
/// build. Through the executable: the line is converted in place, and a second lint is clean.
@Suite("ckgen lint --fix: a plain-comment annotation")
struct PlainCommentFixCLITests {
    @Test("the comment becomes a doc comment in place, once, and the next lint reports nothing")
    func convertsInPlace() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("Like.swift")
        let source = """
            struct LikeButton: ComponentDescription {
                var body: Component {
                    ViewComponent<UIButton> { [.title("Like"), .controlAction(.didTapLike)] }
                }
                // @ck.action
                func didTapLike() {}
            }

            """
        try Data(source.utf8).write(to: file)
        let fix = try await CKGenExecutable.run(["lint", file.path, "--module-name", "App", "--fix"], in: work)
        #expect(fix.status == 0, "\(fix.standardError)")
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed == source.replacingOccurrences(of: "    // @ck.action", with: "    /// @ck.action"))
        let again = try await CKGenExecutable.run(["lint", file.path, "--module-name", "App"], in: work)
        #expect(again.status == 0 && again.standardError.isEmpty, "\(again.standardError)")
    }
}
