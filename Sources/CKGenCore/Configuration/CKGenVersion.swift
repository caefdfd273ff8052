import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ckgen's version, and which build of it is running: part of every cache key. Parsing and rendering change
/// between builds of one release (while it is developed, on every build), so a cache is keyed on the running
/// executable too, not only on the release: a new ckgen never reuses an old one's results.
///
/// ``current`` is the one place the release is written: `ckgen --version` prints it, and `CHANGELOG.md`'s newest
/// release heading and the `0.x.y` git tag name it too (a test checks the changelog).
public enum CKGenVersion {
    /// The release.
    public static let current = "0.1.0"

    /// What `ckgen --version` prints: the release, then the build, e.g. `0.1.0 (release build, x86_64 Linux)`.
    ///
    /// "The build" is what the compiler knew: the configuration (`debug` or `release`: SwiftPM defines `DEBUG` in a
    /// debug build) and the platform. It holds no git commit: a Swift package cannot run git while it builds
    /// (SwiftPM runs no scripts, and a build-tool plugin sees no `.git` of a dependency checkout), so a commit
    /// written here would be a guess. A release is named by its tag, which points at one commit.
    public static var description: String {
        "\(current) (\(configuration) build, \(platform))"
    }

    /// `debug` or `release`.
    public static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// The processor and operating system ckgen was compiled for.
    public static var platform: String {
        #if arch(x86_64)
            let processor = "x86_64"
        #elseif arch(arm64)
            let processor = "arm64"
        #else
            let processor = "unknown processor"
        #endif
        #if os(Linux)
            let system = "Linux"
        #elseif os(macOS)
            let system = "macOS"
        #elseif os(Windows)
            let system = "Windows"
        #else
            let system = "unknown system"
        #endif
        return "\(processor) \(system)"
    }

    /// The release, with the running executable's size and modification time: a stat, not a read.
    public static let build: String = {
        var info = stat()
        guard stat(executablePath, &info) == 0 else { return "\(current)+unknown" }
        #if os(Linux)
            let modified = info.st_mtim
        #else
            let modified = info.st_mtimespec
        #endif
        return "\(current)+\(info.st_size).\(modified.tv_sec).\(modified.tv_nsec)"
    }()

    /// The running executable. On Linux, `/proc/self/exe` (which `stat` follows to the file): `Bundle.main`
    /// searched the executable's folder for resources first, a quarter of the instructions of a run with nothing
    /// to do.
    private static var executablePath: String {
        #if os(Linux)
            "/proc/self/exe"
        #else
            Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        #endif
    }

    /// ``build`` as a number, for binary headers.
    static let buildHash = ContentHash.of(build)
}
