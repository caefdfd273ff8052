// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A client of ckgen, as an app would be: it depends on the ckgen package by path, applies CKGenPlugin to its
// target, and commits no generated code. Its tests run the six seed scenarios of ckgen's SPEC.
//
// A path dependency's package identity is its folder's name, which is whatever the checkout is called, so it
// is read here rather than written out.
let ckgen = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "SeedScenarios",
    // The runtime needs iOS 16 (see the DocC article "Getting started on iOS", "Platforms").
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "SeedScenarios",
            dependencies: [.product(name: "ComponentRuntime", package: ckgen)],
            plugins: [.plugin(name: "CKGenPlugin", package: ckgen)]
        ),
        .testTarget(
            name: "SeedScenariosTests",
            dependencies: [
                "SeedScenarios",
                .product(name: "ComponentSnapshotTesting", package: ckgen),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
