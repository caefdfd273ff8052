// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The package the DocC tutorial "Build and test a screen" ends with. The tutorial's files are checked against
// these (Tests/GoldenTests/TutorialSourcesTests.swift), and CI builds and tests this package, so the tutorial's
// code compiles and its test passes. It depends on this checkout by path, whose identity is the checkout
// folder's name, read here; the tutorial writes the same line with the package's URL.
let ckgen = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Follow",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "Follow",
            dependencies: [.product(name: "ComponentRuntime", package: ckgen)],
            plugins: [.plugin(name: "CKGenPlugin", package: ckgen)]
        ),
        .testTarget(
            name: "FollowTests",
            dependencies: ["Follow", .product(name: "ComponentSnapshotTesting", package: ckgen)],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
