#!/usr/bin/env bash
# Checks the project against Apple's real iOS SDK with this machine's Swift toolchain (Linux works: the SDK's
# headers, module maps and Swift interfaces are all a type-check needs, and object code needs no linker).
#
#   Tools/ios-sdk-check.sh [SDK_DIR]
#
# SDK_DIR, else $CKGEN_IOS_SDK, else /tmp/ios-sdk/iPhoneOS18.6.sdk: an extracted iPhoneOS<version>.sdk (iOS 18
# or later; where to get one: CONTRIBUTING.md, "Checking the iOS side on Linux"). Never commit any of it.
#
# Steps, at the iOS deployment target Package.swift declares, warnings counted as errors:
#   runtime   Sources/ComponentRuntime compiled as one module to arm64-apple-ios object code (-c, no link):
#             type-check, SIL diagnostics and code generation, Objective-C paths included; emits its module
#   examples  Examples/SeedScenarios' sources with the CKGen.swift that ckgen (built here) generates for them
#   client    Tools/ios-sdk-client/*.swift: an app's use of what only exists on iOS (the SwiftUI interop)
#   stand-in  every declaration of Tests/UIKitTypeCheckTests/Interface/ (the UIKit stand-in used where there is no
#             SDK) used as it declares it (Tools/stand-in-references.py): one the SDK lacks as written is an error
#   goldens   each Fixtures/*/expected/CKGen.swift with its inputs and stand-ins, as Fixtures/Package.swift
#             compiles them
# The last line is `ios-sdk-check: N errors`; exit 0 when N is 0, 1 otherwise, 2 on a setup problem.
#
# Environment: CKGEN_IOS_SDK (above); CKGEN_IOS_DEPLOYMENT_TARGET (default: Package.swift's); CKGEN_IOS_CACHE
# (default /tmp/ckgen-ios-sdk-check: the SDK's modules, built on the first run, which takes minutes; later
# runs reuse them); SWIFTC (default swiftc).
set -uo pipefail

say() { echo "ios-sdk-check: $*"; }
setup_error() {
    say "error: $*"
    say "1 errors"
    exit 2
}

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# SDK, toolchain, deployment target, resource folder and module cache: shared with Tools/compare-interfaces.sh.
# shellcheck source=Tools/ios-sdk-setup.sh
source "$ROOT/Tools/ios-sdk-setup.sh" "${1:-}"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/ckgen-ios-sdk-check.XXXXXX") || setup_error "cannot create a temporary folder"
trap 'rm -rf "$WORK"' EXIT

say "$("$SWIFTC" --version 2>&1 | head -1)"
say "SDK $SDK ($SDK_NAME), target $ARCH-apple-ios$DEPLOYMENT, warnings as errors"
say "SDK modules cached in $MODULE_CACHE (the first run builds them: minutes)"

COMMON=("${IOS_FLAGS[@]}" -swift-version 6 -parse-as-library -diagnostic-style llvm -I "$WORK/modules")
UPCOMING=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)
mkdir -p "$WORK/modules"

TOTAL=0
# Runs one compiler job; prints its diagnostics and a summary line; adds its errors and warnings to TOTAL.
run_step() { # name file-count swiftc-arguments...
    local name=$1 files=$2 log="$WORK/$1.log" status errors warnings
    shift 2
    "$SWIFTC" "${COMMON[@]}" "$@" > "$log" 2>&1
    status=$?
    grep -v '^$' "$log"
    errors=$(grep -cE '(^|: )error: ' "$log")
    warnings=$(grep -cE '(^|: )warning: ' "$log")
    if [ "$status" -ne 0 ] && [ "$errors" -eq 0 ]; then
        say "$name: the compiler exited with status $status without an error line"
        errors=1
    fi
    say "$name ($files files): $errors errors, $warnings warnings"
    TOTAL=$((TOTAL + errors + warnings))
    return "$status"
}

# DocC catalogues are left out, as SwiftPM leaves them out: the tutorial's Swift files are steps of another package.
swift_files() { find "$@" -name '*.docc' -prune -o -name '*.swift' -print 2> /dev/null | LC_ALL=C sort; }

# (1) the runtime, to object code.
mapfile -t RUNTIME < <(swift_files "$ROOT/Sources/ComponentRuntime")
started=$(date +%s)
if ! run_step runtime "${#RUNTIME[@]}" -c -wmo -module-name ComponentRuntime "${UPCOMING[@]}" \
    -emit-module -emit-module-path "$WORK/modules/ComponentRuntime.swiftmodule" \
    -o "$WORK/ComponentRuntime.o" "${RUNTIME[@]}"; then
    say "examples and goldens skipped: the runtime did not compile"
    say "$TOTAL errors"
    exit 1
fi
say "runtime: $ARCH-apple-ios object code, $(wc -c < "$WORK/ComponentRuntime.o") bytes, in $(($(date +%s) - started)) s"

# (2) the example package, with the code CKGenPlugin would generate for it.
EXAMPLE="$ROOT/Examples/SeedScenarios/Sources/SeedScenarios"
if (cd "$ROOT" && swift build --product ckgen > "$WORK/ckgen-build.log" 2>&1); then
    mapfile -t EXAMPLE_FILES < <(swift_files "$EXAMPLE")
    CKGEN="$(cd "$ROOT" && swift build --show-bin-path)/ckgen"
    if "$CKGEN" generate "${EXAMPLE_FILES[@]}" --module-name SeedScenarios --output "$WORK/generated/CKGen.swift" \
        > "$WORK/ckgen.log" 2>&1; then
        run_step examples $((${#EXAMPLE_FILES[@]} + 1)) -typecheck -module-name SeedScenarios \
            "${EXAMPLE_FILES[@]}" "$WORK/generated/CKGen.swift"
    else
        cat "$WORK/ckgen.log"
        say "examples: ckgen generate failed"
        TOTAL=$((TOTAL + 1))
    fi
else
    tail -20 "$WORK/ckgen-build.log"
    say "examples: building ckgen failed"
    TOTAL=$((TOTAL + 1))
fi

# (3) an app's use of the SwiftUI interop, which the Linux tests cannot compile.
mapfile -t CLIENT < <(swift_files "$ROOT/Tools/ios-sdk-client")
run_step client "${#CLIENT[@]}" -typecheck -module-name IOSClient "${CLIENT[@]}"

# (4) the stand-in UIKit interface matches the SDK: every declaration used exactly as the stand-in declares it.
STAND_IN=("$ROOT"/Tests/UIKitTypeCheckTests/Interface/*.swift)
if python3 "$ROOT/Tools/stand-in-references.py" "$WORK/stand-in-references.swift" "${STAND_IN[@]}" \
    > "$WORK/stand-in.count" 2> "$WORK/stand-in.log"; then
    say "stand-in: $(cat "$WORK/stand-in.count") uses of the declarations of ${#STAND_IN[@]} files, as declared"
    run_step stand-in "${#STAND_IN[@]}" -typecheck -module-name StandInReferences "$WORK/stand-in-references.swift"
else
    cat "$WORK/stand-in.log"
    say "stand-in: Tools/stand-in-references.py failed"
    TOTAL=$((TOTAL + 1))
fi

# (5) every golden output with its inputs, one module per fixture (as Fixtures/Package.swift builds them).
GOLDENS=0
for golden in "$ROOT"/Fixtures/*/expected/CKGen.swift; do
    fixture=$(basename "$(dirname "$(dirname "$golden")")")
    mapfile -t FILES < <(swift_files "$ROOT/Fixtures/$fixture/input" "$ROOT/Fixtures/$fixture/standin")
    module="Fixture_$(echo "$fixture" | tr -c 'A-Za-z0-9\n' _)"
    run_step "golden $fixture" $((${#FILES[@]} + 1)) -typecheck -module-name "$module" "${FILES[@]}" "$golden"
    GOLDENS=$((GOLDENS + 1))
done
[ "$GOLDENS" -gt 0 ] || { say "goldens: none found under Fixtures/"; TOTAL=$((TOTAL + 1)); }

say "$TOTAL errors"
[ "$TOTAL" -eq 0 ]
