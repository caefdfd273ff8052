#!/usr/bin/env bash
# Checks the binary plugin as a client meets it: makes the release package (Tools/release-plugin.sh, unless
# --package names one already made), then, in a new client package of one component and one test:
#   1. `swift package resolve`, then `swift build` from clean, through CKGenBinaryPlugin: it must run ckgen and
#      compile no swift-syntax; the time each took is printed (the README's first-build time);
#   2. `swift test`, then `swift build` again: neither runs ckgen, as nothing changed (from source, SwiftPM runs
#      it again, and neither compiles the client's module again);
#   3. `swift package ckgen lint` and `ckgen generate` through CKGenBinaryCommand.
# The client is removed afterwards.
#
# With --from-source, the same client applies the source-built CKGenPlugin instead (and `swift package
# ckgen-source`): the first build then compiles ckgen and swift-syntax, for the README's comparison.
#
# Usage: Tools/check-binary-plugin.sh [--package <folder>/ckgen-plugin | --from-source]
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$(pwd)"
# A path dependency's identity is its folder's name, which is whatever this checkout is called.
name="$(basename "$repository")"

package=""
from_source=false
while [ $# -gt 0 ]; do
    case "$1" in
        --package) package="$(cd "$2" && pwd)"; shift 2 ;;
        --from-source) from_source=true; shift ;;
        *) echo "usage: $0 [--package <folder>/ckgen-plugin | --from-source]" >&2; exit 64 ;;
    esac
done
if $from_source; then
    dependencies=".package(path: \"$repository\")"
    plugin=".plugin(name: \"CKGenPlugin\", package: \"$name\")"
    verb=ckgen-source
    way="from source, through CKGenPlugin"
else
    if [ -z "$package" ]; then
        Tools/release-plugin.sh
        package="$repository/.build/release-plugin/ckgen-plugin"
    fi
    dependencies=".package(path: \"$repository\"), .package(path: \"$package\")"
    plugin=".plugin(name: \"CKGenBinaryPlugin\", package: \"ckgen-plugin\")"
    verb=ckgen
    way="through CKGenBinaryPlugin"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
client="$work/SmallClient"
mkdir -p "$client/Sources/Client" "$client/Tests/ClientTests" "$work/tmp"
# The compiler driver leaves a folder in TMPDIR per run: keep them in the folder removed on exit.
export TMPDIR="$work/tmp"

cat > "$client/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SmallClient",
    dependencies: [$dependencies],
    targets: [
        .target(
            name: "Client",
            dependencies: [.product(name: "ComponentRuntime", package: "$name")],
            plugins: [$plugin]
        ),
        .testTarget(name: "ClientTests", dependencies: ["Client"]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cat > "$client/Sources/Client/Like.swift" <<'EOF'
import ComponentRuntime

final class LikeButtonComponent: CompositeComponent {
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title("Like"), .controlAction(.didTapLike)]),
            size: ComponentSize(width: 60, height: 30)
        )
    }

    /// @ck.action
    func didTapLike() {}
}
EOF
cat > "$client/Tests/ClientTests/LikeTests.swift" <<'EOF'
import ComponentRuntime
import Testing

@testable import Client

@Test func theGeneratedSelectorIsNamedAfterTheMethod() {
    #expect(ActionSelector.didTapLike == ActionSelector("didTapLike"))
}
EOF

fail() {
    echo "error: $1" >&2
    exit 1
}

echo "== 1. first build from clean, $way"
# Resolving clones every dependency of the ckgen package, swift-syntax included, though none is built here.
started=$(date +%s%N)
swift package --package-path "$client" resolve
tenths=$(( ($(date +%s%N) - started) / 100000000 ))
resolved="$((tenths / 10)).$((tenths % 10))"
started=$(date +%s%N)
# The processor time too: on a machine busy with other builds it says more than the wall time.
TIMEFORMAT="processor time: %U s user + %S s system"
{ time (swift build --package-path "$client" 2>&1 | tee "$work/build.log"); } 2> "$work/build.time"
cat "$work/build.time"
tenths=$(( ($(date +%s%N) - started) / 100000000 ))
seconds="$((tenths / 10)).$((tenths % 10))"
grep -q "ckgen: generating CKGen.swift for Client" "$work/build.log" || fail "the first build did not run ckgen"
if ! $from_source && grep -E "Compiling (SwiftSyntax|SwiftParser|CKGenCore)" "$work/build.log"; then
    fail "the client compiled swift-syntax"
fi
echo "== resolving: $resolved s; first build ($way): $seconds s on $(nproc) cores (load average $(cut -d' ' -f1-3 /proc/loadavg))"

echo "== 2. swift test, then swift build: nothing changed, so ckgen does not run"
swift test --package-path "$client" 2>&1 | tee "$work/test.log"
swift build --package-path "$client" 2>&1 | tee "$work/rebuild.log"
if $from_source; then
    # SwiftPM relinks a source-built tool on each switch and makes it an input of ckgen's command (see
    # Tests/PluginBuildTests/BuildTestSwitchTests.swift); ckgen then leaves CKGen.swift as it was.
    echo "ckgen ran again on $(cat "$work/test.log" "$work/rebuild.log" | grep -c "ckgen: generating") of the 2 switches"
    cat "$work/test.log" "$work/rebuild.log" | grep -q "Compiling Client " && fail "the client's module was compiled again"
else
    grep -q "ckgen: generating" "$work/test.log" && fail "swift test ran ckgen again with nothing changed"
    grep -q "ckgen: generating" "$work/rebuild.log" && fail "swift build after swift test ran ckgen again"
fi

echo "== 3. the command plugin"
swift package --package-path "$client" --allow-writing-to-package-directory "$verb" lint 2>&1 | tee "$work/lint.log"
# The client applies the build plugin, so a CKGen.swift written into its sources would be a second producer of the
# same file: 'generate' refuses that, and writes where --output says instead.
if swift package --package-path "$client" --allow-writing-to-package-directory "$verb" generate --target Client \
    > "$work/generate-refused.log" 2>&1; then
    cat "$work/generate-refused.log"
    fail "generate wrote into the sources of a target that applies the build plugin"
fi
grep -q "multiple producers" "$work/generate-refused.log" || { cat "$work/generate-refused.log"; fail "generate's refusal did not say why"; }
[ -f "$client/Sources/Client/CKGen.swift" ] && fail "generate's refusal left a Sources/Client/CKGen.swift"
swift package --package-path "$client" --allow-writing-to-package-directory "$verb" generate --target Client \
    --output "$client/Generated" 2>&1 | tee "$work/generate.log"
[ -f "$client/Generated/CKGen.swift" ] || fail "ckgen generate --output Generated wrote no Generated/CKGen.swift"
grep -q "didTapLike" "$client/Generated/CKGen.swift" || fail "the generated file has no didTapLike"

echo "== done: resolving $resolved s, first build $seconds s ($way)"
