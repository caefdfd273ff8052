// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main package's tests never build them; build them in release:
//   swift run -c release --package-path Benchmarks ckgen-bench runtime
let package = Package(
    name: "ckgen-benchmarks",
    dependencies: [
        .package(name: "ckgen", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "ckgen-bench",
            dependencies: [
                .product(name: "ComponentRuntime", package: "ckgen"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
