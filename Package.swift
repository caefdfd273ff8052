// swift-tools-version: 6.1
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode plus the upcoming features the style guide asks for.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ckgen",
    products: [
        .library(name: "ComponentRuntime", targets: ["ComponentRuntime"]),
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
        .testTarget(
            name: "ComponentRuntimeTests",
            dependencies: ["ComponentRuntime"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
