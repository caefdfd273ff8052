public import Foundation

/// Finds executables the build made, such as `ckgen`, for tests that run them as a user would.
///
/// Not through `argv[0]`: that names whatever started the tests (a test runner, `xctest`, a helper), not where
/// the build put its products. The test code itself is loaded from the products folder (Linux: the
/// `…PackageTests.xctest` executable; macOS: inside the `.xctest` bundle), so the search starts at that image and
/// goes up (`argv[0]` is only a last resort, when `/proc` is not mounted). `CKGEN_EXECUTABLE` names `ckgen` explicitly when set.
public enum BuiltProducts {
    /// The built executable `name`; the test fails loudly (by a precondition) when it cannot be found.
    public static func executable(_ name: String) -> URL {
        if name == "ckgen", let explicit = ProcessInfo.processInfo.environment["CKGEN_EXECUTABLE"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var folder = imagePath.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        preconditionFailure(
            "no built '\(name)' in a folder above \(imagePath.path); build it (swift build --build-tests) "
                + "or set CKGEN_EXECUTABLE"
        )
    }

    /// The file the tests were loaded from: on Linux the test executable (the process itself), on macOS the
    /// `.xctest` bundle.
    static var imagePath: URL {
        #if os(Linux)
            let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            return URL(fileURLWithPath: path ?? CommandLine.arguments[0])
        #else
            let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
            return bundle.bundleURL
        #endif
    }
}
