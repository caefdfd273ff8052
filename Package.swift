// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode plus the upcoming features the style guide asks for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ckgen",
    // iOS 16 is the lowest the runtime type-checks and compiles at against the real SDK
    // (Tools/ios-sdk-check.sh): its lists time themselves with ContinuousClock and Duration, and ComponentTreeView
    // sizes itself with ProposedViewSize, all iOS 16. No macOS: the runtime has no AppKit backend, and no macOS
    // build is checked here. Linux takes no platform entry.
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "ComponentRuntime", targets: ["ComponentRuntime"]),
        .library(name: "ComponentSnapshotTesting", targets: ["ComponentSnapshotTesting"]),
        .executable(name: "ckgen", targets: ["ckgen"]),
        .plugin(name: "CKGenPlugin", targets: ["CKGenPlugin"]),
        .plugin(name: "CKGenCommand", targets: ["CKGenCommand"]),
    ],
    dependencies: [
        // Built and tested with 603.0.1; CKGenCore also builds with 600.0.1 (checked), so clients that use macro
        // packages pinned to an older swift-syntax can resolve.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The comparison layer of ComponentSnapshotTesting (its SnapshotTesting library depends on nothing).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The runtime apps ship. Depends on nothing of ours.
        .target(
            name: "ComponentRuntime",
            swiftSettings: strictSettings
        ),
        // A small bundled example: mounts a tree on the headless backend and prints its dump.
        .executableTarget(
            name: "ComponentRuntimeDemo",
            dependencies: ["ComponentRuntime"],
            swiftSettings: strictSettings
        ),
        // Snapshot tests of mounted trees: compares ComponentRuntime's SVG pictures with recorded files.
        .target(
            name: "ComponentSnapshotTesting",
            dependencies: [
                "ComponentRuntime",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictSettings
        ),
        // C declarations of the few libclang types ckgen uses; libclang itself is loaded at run time (dlopen).
        .target(name: "CLibClang"),
        // The generator: Parsing → Model → Validation → Rendering → Output, reporting through Diagnostics.
        // It does not link ComponentRuntime.
        .target(
            name: "CKGenCore",
            dependencies: [
                "CLibClang",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictSettings
        ),
        // The command-line tool: a thin layer over CKGenCore.
        .executableTarget(
            name: "ckgen",
            dependencies: [
                "CKGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // The build-tool plugin client packages apply to their targets.
        .plugin(
            name: "CKGenPlugin",
            capability: .buildTool(),
            dependencies: ["ckgen"]
        ),
        // `swift package ckgen-source lint --fix` (and graph, generate, dump) in a client: the ckgen the build-tool
        // plugin builds, on the client's targets. Plugins/BinaryPlugin offers the same as `swift package ckgen`,
        // with a prebuilt ckgen; a verb can be offered by one package only, or SwiftPM finds two and runs neither.
        .plugin(
            name: "CKGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "ckgen-source",
                    description: "Run ckgen lint, graph, generate or dump on this package's Swift targets"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "'lint --fix' edits sources in place; 'generate' and 'graph' write their files"
                    )
                ]
            ),
            dependencies: ["ckgen"]
        ),
        // Writes Sources/CKGenCore/Rendering/EmbeddedTemplates.swift from the top-level Templates/ folder, so ckgen
        // carries its templates inside the binary (it works from any directory and inside the plugin sandbox).
        // Run `swift run embed-templates Templates Sources/CKGenCore/Rendering/EmbeddedTemplates.swift` after
        // editing a template; a CKGenCore test fails when the two differ. (A build-tool plugin cannot do this:
        // SwiftPM runs no build-tool plugins on CKGenCore when it builds ckgen as the tool of CKGenPlugin.)
        .executableTarget(
            name: "embed-templates",
            path: "Tools/embed-templates",
            swiftSettings: strictSettings
        ),
        // Resources/: the images the headless UIImage's lookup tests find through Bundle.module.
        .testTarget(
            name: "ComponentRuntimeTests",
            dependencies: ["ComponentRuntime"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ComponentSnapshotTests",
            dependencies: ["ComponentSnapshotTesting"],
            exclude: ["__Snapshots__"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CKGenCoreTests",
            dependencies: ["CKGenCore"],
            swiftSettings: strictSettings
        ),
        // Links the runtime and the generator: every runtime name ckgen relies on still exists.
        .testTarget(
            name: "RuntimeNamesTests",
            dependencies: ["CKGenCore", "ComponentRuntime"],
            swiftSettings: strictSettings
        ),
        // Finds the executables the build made, for tests that run them.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        // Golden tests: every Fixtures/<case> through the whole pipeline, compared byte for byte.
        .testTarget(
            name: "GoldenTests",
            dependencies: ["CKGenCore", "ckgen", "TestSupport"],
            swiftSettings: strictSettings
        ),
        // SPEC §8: bad input, fuzzing, and real packages no one here wrote, through the real command line.
        .testTarget(
            name: "HardeningTests",
            dependencies: [
                "CKGenCore",
                "ckgen",
                "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // Type-checks ComponentRuntime's UIKit code path against Interface/: the UIKit API it calls, written from
        // Apple's documentation. Runs `swiftc` itself, so it depends on no target.
        .testTarget(
            name: "UIKitTypeCheckTests",
            exclude: ["Interface"],
            swiftSettings: strictSettings
        ),
        // The plugin's own logic, compiled from its files (linked into the test folder): a plugin is not a module
        // tests can import.
        .testTarget(
            name: "PluginConfigTests",
            swiftSettings: strictSettings
        ),
        // Builds a client package through CKGenPlugin with `swift build`, and runs CKGenCommand in it.
        .testTarget(
            name: "PluginBuildTests",
            dependencies: ["TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `swift package generate-documentation --target ComponentRuntime`: the DocC catalogue in
// Sources/ComponentRuntime/ComponentRuntime.docc (CI builds it with warnings as errors).
package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
