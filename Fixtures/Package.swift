// swift-tools-version: 6.1
import PackageDescription

// Compiles every golden output against ComponentRuntime: each fixture whose expected/CKGen.swift must compile
// becomes a module of its inputs, its Swift stand-ins for Objective-C views (standin/), and that expected output.
// A golden file that does not compile fails this package's build. `.ci/run` builds and tests it:
//
//     swift build --build-tests --package-path Fixtures && swift test --skip-build --package-path Fixtures
//
// The list is written out, not read from the folder, so evaluating this manifest touches no file; GoldenTests
// fails (naming the case) when a fixture with an expected CKGen.swift is missing here, or one listed is gone.

/// The fixtures whose generated code compiles.
let compilingFixtures = [
    "d1-description-actions", "d2-description-controller", "d3-description-state", "d4-description-unhandled-action",
    "feed-screen", "g1-view-attributes", "g2-controller-pairing", "g3-action-selectors", "g4-event-proxy",
    "g5-typed-state", "inherited-actions", "nested-generic-conditional", "objc-missing-import", "objc-views",
    "v8-unhandled-selector",
]

/// `ckgen migrate`'s fixtures (`migrate/<case>`): their expected Swift files, with Swift stand-ins for the
/// Objective-C models they show (`migrate/standin`), compile as one module, `Fixture_migrate`. A test in
/// CKGenCoreTests fails when a case is missing here, or one listed is gone.
let migrationFixtures = [
    "m1-composite", "m2-view-attributes", "m3-flexbox", "m4-layout-modifiers", "m5-text-image-button", "m6-actions",
    "m7-scoped-state", "m8-controller", "m9-kept", "m10-quote-screen", "m11-context",
]

/// The migration fixtures that expect warnings (an `expected/diagnostics.txt` beside the Swift).
let migrationFixturesWithDiagnostics = ["m9-kept", "m11-context"]

/// Fixtures whose inputs include Objective-C headers (ckgen's input, not the module's), a ckgen.yml, or an
/// expected diagnostics.txt: files inside the target folder that are not Swift sources.
let excludedFiles: [String: [String]] = [
    "objc-missing-import": ["ckgen.yml", "expected/diagnostics.txt", "input/LegacyBannerView.h"],
    "objc-views": ["ckgen.yml", "input/ProfileView.h", "input/Stubs.h"],
    "v8-unhandled-selector": ["expected/diagnostics.txt"],
    "d4-description-unhandled-action": ["expected/diagnostics.txt"],
]

/// Fixtures with Swift stand-ins for their Objective-C views (what Swift's importer would give).
let fixturesWithStandIns: Set<String> = ["objc-missing-import", "objc-views"]

func targetName(_ fixture: String) -> String {
    "Fixture_" + fixture.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
}

/// This checkout's package identity: a path dependency is known by its folder's name. Computed from this file's
/// path as text; nothing is read.
let checkoutName = String(#filePath.split(separator: "/").dropLast(2).last ?? "ckgen")

let package = Package(
    name: "ckgen-golden-compile",
    // The runtime needs iOS 16 (see the README's "On iOS").
    platforms: [.iOS(.v16)],
    dependencies: [.package(path: "..")],
    targets: compilingFixtures.map { fixture in
        .target(
            name: targetName(fixture),
            dependencies: [.product(name: "ComponentRuntime", package: checkoutName)],
            path: fixture,
            exclude: excludedFiles[fixture] ?? [],
            sources: ["input", "expected/CKGen.swift"] + (fixturesWithStandIns.contains(fixture) ? ["standin"] : []),
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    } + [
        .target(
            name: "Fixture_migrate",
            dependencies: [.product(name: "ComponentRuntime", package: checkoutName)],
            path: "migrate",
            // The Objective-C++ inputs and the headers they are read with are ckgen migrate's input, not the module's.
            exclude: ["sdk", "models"] + migrationFixtures.map { "\($0)/input" }
                + migrationFixtures.map { "\($0)/expected/summary.txt" }
                + migrationFixturesWithDiagnostics.map { "\($0)/expected/diagnostics.txt" },
            sources: ["standin"] + migrationFixtures.map { "\($0)/expected" },
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What the generated code does at run time, for the cases where compiling is not proof enough.
        .testTarget(
            name: "GeneratedBehaviourTests",
            dependencies: [
                .target(name: targetName("inherited-actions")),
                .target(name: targetName("d1-description-actions")),
                .target(name: targetName("d2-description-controller")),
                .target(name: targetName("d3-description-state")),
                .target(name: "Fixture_migrate"),
                .product(name: "ComponentRuntime", package: checkoutName),
            ],
            path: "Tests"
        )
    ],
    swiftLanguageModes: [.v6]
)
