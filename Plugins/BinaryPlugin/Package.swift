// swift-tools-version: 6.1
import PackageDescription

// ckgen's plugins with a prebuilt ckgen: a client that applies these compiles no swift-syntax.
//
// This folder is the template of the package Tools/release-plugin.sh makes (with the symbolic links below resolved
// and ckgen.artifactbundle, the release build of ckgen, inside); it does not build from the checkout itself. The
// plugins' sources are the source-built plugins' own files (Plugins/CKGenPlugin, Plugins/CKGenCommand), linked.
//
// The names differ from the source-built ones because a client depends on the ckgen package too (for
// ComponentRuntime), and two targets with one name, or two command plugins with one verb, cannot share a graph.
let package = Package(
    name: "ckgen-plugin",
    products: [
        .plugin(name: "CKGenBinaryPlugin", targets: ["CKGenBinaryPlugin"]),
        .plugin(name: "CKGenBinaryCommand", targets: ["CKGenBinaryCommand"]),
    ],
    targets: [
        // The release script writes `path:` for a local bundle, or `url:checksum:` for a published one.
        .binaryTarget(name: "CKGenExecutable", path: "ckgen.artifactbundle"),
        .plugin(
            name: "CKGenBinaryPlugin",
            capability: .buildTool(),
            dependencies: ["CKGenExecutable"]
        ),
        .plugin(
            name: "CKGenBinaryCommand",
            capability: .command(
                intent: .custom(
                    verb: "ckgen",
                    description: "Run ckgen lint, graph, generate or dump on this package's Swift targets"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "'lint --fix' edits sources in place; 'generate' and 'graph' write their files"
                    )
                ]
            ),
            dependencies: ["CKGenExecutable"]
        ),
    ]
)
