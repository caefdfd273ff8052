// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Follow",
    targets: [
        .target(name: "Follow"),
        .testTarget(name: "FollowTests", dependencies: ["Follow"]),
    ]
)
