// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Follow",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/<owner>/ckgen", branch: "main")
    ],
    targets: [
        .target(
            name: "Follow",
            dependencies: [.product(name: "ComponentRuntime", package: "ckgen")],
            plugins: [.plugin(name: "CKGenPlugin", package: "ckgen")]
        ),
        .testTarget(
            name: "FollowTests",
            dependencies: ["Follow", .product(name: "ComponentSnapshotTesting", package: "ckgen")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
