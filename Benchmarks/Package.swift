// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main package's tests never build them; build them in release:
//   swift run -c release --package-path Benchmarks ckgen-bench runtime
// The generator benchmark runs the ckgen executable built beside it; build that as it would ship on Linux (the
// README's Benchmarks section says why):
//   swift build -c release --package-path Benchmarks --static-swift-stdlib \
//       -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic
//   Benchmarks/.build/release/ckgen-bench generator --files 1000
let package = Package(
    name: "ckgen-benchmarks",
    dependencies: [
        .package(name: "ckgen", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The two template engines ckgen chose between, measured side by side.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        .executableTarget(
            name: "ckgen-bench",
            dependencies: [
                .product(name: "ComponentRuntime", package: "ckgen"),
                // Built so the benchmark can run the real command line beside it.
                .product(name: "ckgen", package: "ckgen"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Stencil", package: "Stencil"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
