#!/usr/bin/env bash
# Measures how much of UIKit's view vocabulary the Linux runtime speaks: of every settable instance property of 23
# UIKit and QuartzCore classes (UIView, UILabel, UIButton, ..., CALayer, CAShapeLayer), how many the headless backend
# (Sources/ComponentRuntime/Headless/) declares with UIKit's name and type, so that a component's code that sets it
# compiles on Linux as on iOS.
#
#   Tools/uikit-vocabulary/check.sh [--threshold P] [--write-list] [SDK_DIR]
#   Tools/uikit-vocabulary/check.sh --committed [--threshold P]
#
# With an SDK (SDK_DIR, else $CKGEN_IOS_SDK, else /tmp/ios-sdk/iPhoneOS18.6.sdk; an extracted iPhoneOS*.sdk, see
# CONTRIBUTING.md, "Checking the iOS side on Linux"), it prints UIKit's and QuartzCore's Swift interfaces from the SDK
# with swift-synthesize-interface, derives the list of properties from them (vocabulary.py says which, and which are
# commonly used), says whether the committed list (vocabulary.txt beside this script) differs, and measures the
# derived one; --write-list replaces the committed list with it. With --committed it needs no SDK and measures the
# committed list. Either way the committed list must agree with not-commonly-used.txt.
#
# Then: compiles Sources/ComponentRuntime for Linux into a temporary module, writes one line per property,
#     let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.adjustsFontSizeToFitWidth
# type-checks them against that module, and maps each error back to its property (a property whose type the runtime
# lacks fails too). It prints, per class, `UILabel: 17/19 common, 18/22 all; missing: x (type), ...` (the commonly
# used ones missing), with the reason when a property is not just undeclared, then the totals; the last line is
# `uikit-vocabulary: N of M commonly used properties (P%)`. Exit 0 when P is at least the threshold (default 95),
# 1 when it is lower, 2 on a setup problem.
#
# Environment: CKGEN_IOS_SDK (above); CKGEN_VOCABULARY_THRESHOLD (the default of --threshold); CKGEN_IOS_CACHE
# (default /tmp/ckgen-ios-sdk-check: the SDK's module cache, which Tools/ios-sdk-check.sh builds and this script
# shares; the first run builds it, which takes minutes); CKGEN_IOS_DEPLOYMENT_TARGET (default Package.swift's, as for
# Tools/ios-sdk-check.sh, which keeps the cache shared); SWIFTC (default swiftc; swift-synthesize-interface is taken
# from beside it).
set -uo pipefail

say() { echo "uikit-vocabulary: $*"; }
setup_error() {
    say "error: $*"
    exit 2
}

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
LIST="$HERE/vocabulary.txt"
NOT_COMMON="$HERE/not-commonly-used.txt"
THRESHOLD=${CKGEN_VOCABULARY_THRESHOLD:-95}
COMMITTED=0
WRITE_LIST=0
SDK_ARG=""
while [ $# -gt 0 ]; do
    case "$1" in
        --threshold)
            [[ "${2:-}" =~ ^[0-9]+([.][0-9]+)?$ ]] || setup_error "--threshold takes a percentage, such as 95"
            THRESHOLD=$2
            shift 2
            ;;
        --committed) COMMITTED=1; shift ;;
        --write-list) WRITE_LIST=1; shift ;;
        -h | --help) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) setup_error "unknown option $1 (--threshold P, --write-list, --committed, --help)" ;;
        *) SDK_ARG=$1; shift ;;
    esac
done
[ "$COMMITTED" = 1 ] && [ -n "$SDK_ARG$([ "$WRITE_LIST" = 1 ] && echo x)" ] &&
    setup_error "--committed measures the committed list without an SDK: give it no SDK_DIR and no --write-list"

command -v python3 > /dev/null || setup_error "no python3 on PATH"
SWIFTC=${SWIFTC:-swiftc}
command -v "$SWIFTC" > /dev/null || setup_error "no $SWIFTC on PATH (a Swift 6 toolchain is needed)"
[ -d "$ROOT/Sources/ComponentRuntime" ] || setup_error "no Sources/ComponentRuntime under $ROOT"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ckgen-uikit-vocabulary.XXXXXX") || setup_error "cannot create a temporary folder"
trap 'rm -rf "$WORK"' EXIT
started=$(date +%s)

if [ "$COMMITTED" = 1 ]; then
    [ -f "$LIST" ] || setup_error "no committed list at $LIST"
    say "measuring the committed list ($LIST), without an SDK"
    MEASURED="$LIST"
else
    # The SDK, prepared as Tools/ios-sdk-check.sh prepares it (same checks, same resource folder and module cache,
    # so that the two scripts share the cache).
    SDK_ARG=${SDK_ARG:-${CKGEN_IOS_SDK:-/tmp/ios-sdk/iPhoneOS18.6.sdk}}
    SDK=$(cd "$SDK_ARG" 2> /dev/null && pwd) ||
        setup_error "no SDK folder at $SDK_ARG (give an extracted iPhoneOS*.sdk, or --committed to measure the" \
            "committed list without one)"
    [ -f "$SDK/SDKSettings.json" ] || setup_error "$SDK has no SDKSettings.json: not an SDK folder"
    [ -f "$SDK/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ] ||
        setup_error "$SDK has no arm64-apple-ios Swift interfaces"
    SYNTHESIZE="$(dirname "$(command -v "$SWIFTC")")/swift-synthesize-interface"
    [ -x "$SYNTHESIZE" ] || SYNTHESIZE=$(command -v swift-synthesize-interface) ||
        setup_error "no swift-synthesize-interface beside $SWIFTC or on PATH (Swift 6.1 or later has it)"
    CACHE=${CKGEN_IOS_CACHE:-/tmp/ckgen-ios-sdk-check}
    DECLARED=$(sed -n 's/.*\.iOS(\.v\([0-9][0-9_]*\)).*/\1/p; s/.*\.iOS("\([0-9.]*\)").*/\1/p' "$ROOT/Package.swift" |
        head -1 | tr _ .)
    [ -n "$DECLARED" ] && [[ "$DECLARED" != *.* ]] && DECLARED="$DECLARED.0"
    DEPLOYMENT=${CKGEN_IOS_DEPLOYMENT_TARGET:-$DECLARED}
    [ -n "$DEPLOYMENT" ] || setup_error "Package.swift declares no iOS platform; set CKGEN_IOS_DEPLOYMENT_TARGET"
    TOOLCHAIN_RESOURCES=$("$SWIFTC" -print-target-info 2> /dev/null |
        sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p' | head -1)
    [ -d "$TOOLCHAIN_RESOURCES/shims" ] ||
        setup_error "cannot find the toolchain's resources ($TOOLCHAIN_RESOURCES)"
    KEY=$( ("$SWIFTC" --version 2>&1 | head -1; echo "$SDK") | cksum | cut -d' ' -f1)
    RESOURCES="$CACHE/resources-$KEY"
    MODULE_CACHE="$CACHE/modules-$KEY"
    mkdir -p "$RESOURCES/apinotes" "$MODULE_CACHE" || setup_error "cannot create $CACHE"
    for entry in clang shims; do
        ln -sfn "$TOOLCHAIN_RESOURCES/$entry" "$RESOURCES/$entry"
    done
    ln -sfn "$TOOLCHAIN_RESOURCES/shims" "$RESOURCES/SwiftShims"
    for notes in "$TOOLCHAIN_RESOURCES"/apinotes/*.apinotes; do
        [ -e "$notes" ] && ln -sfn "$notes" "$RESOURCES/apinotes/"
    done

    SDK_NAME=$(grep -o '"DisplayName":"[^"]*"' "$SDK/SDKSettings.json" | head -1 | cut -d'"' -f4)
    say "SDK $SDK ($SDK_NAME); its modules cached in $MODULE_CACHE (the first run builds them: minutes)"
    for module in UIKit QuartzCore; do
        if ! "$SYNTHESIZE" -module-name "$module" -target "arm64-apple-ios$DEPLOYMENT" -sdk "$SDK" \
            -resource-dir "$RESOURCES" -module-cache-path "$MODULE_CACHE" -include-submodules \
            -o "$WORK/$module.swiftinterface.txt" > "$WORK/$module.synthesize.log" 2>&1; then
            tail -20 "$WORK/$module.synthesize.log"
            setup_error "swift-synthesize-interface could not print $module's interface from $SDK (above)"
        fi
    done
    MEASURED="$WORK/vocabulary.txt"
    python3 "$HERE/vocabulary.py" derive "$WORK/UIKit.swiftinterface.txt" "$WORK/QuartzCore.swiftinterface.txt" \
        "$NOT_COMMON" "$MEASURED" || exit 2
    say "derived $(grep -vc '^#' "$MEASURED") properties from the SDK's interfaces in $(($(date +%s) - started)) s"
    if [ "$WRITE_LIST" = 1 ]; then
        cp "$MEASURED" "$LIST" || setup_error "cannot write $LIST"
        say "wrote $LIST"
    elif [ ! -f "$LIST" ]; then
        say "there is no committed list at $LIST: run with --write-list to write it"
    elif ! diff -q "$LIST" "$MEASURED" > /dev/null 2>&1; then
        say "the committed list differs from the one this SDK gives (< committed, > derived):"
        diff "$LIST" "$MEASURED" 2>&1 | grep '^[<>]' | head -40
        say "run Tools/uikit-vocabulary/check.sh --write-list to update it (and commit it) if this SDK is right"
    else
        say "the committed list ($LIST) is the one this SDK gives"
    fi
fi
# The committed list follows not-commonly-used.txt (an edit of that file without regenerating the list shows here).
if [ -f "$LIST" ]; then
    python3 "$HERE/vocabulary.py" verify-list "$LIST" "$NOT_COMMON" || exit 2
fi

# The runtime, as Package.swift builds it for Linux (Swift 6, its upcoming features), into a temporary module. One
# whole-module job: without -wmo the driver adds a job per file, four times the work for the same module.
mapfile -t RUNTIME < <(find "$ROOT/Sources/ComponentRuntime" -name '*.docc' -prune -o -name '*.swift' -print |
    LC_ALL=C sort)
mkdir -p "$WORK/modules"
module_started=$(date +%s)
if ! "$SWIFTC" -emit-module -wmo -parse-as-library -swift-version 6 -module-name ComponentRuntime \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
    -emit-module-path "$WORK/modules/ComponentRuntime.swiftmodule" "${RUNTIME[@]}" > "$WORK/runtime.log" 2>&1; then
    grep -E 'error:' "$WORK/runtime.log" | head -20
    setup_error "Sources/ComponentRuntime does not compile on Linux (above); fix that first"
fi
say "compiled ComponentRuntime's module (${#RUNTIME[@]} files) in $(($(date +%s) - module_started)) s"

python3 "$HERE/vocabulary.py" swift "$MEASURED" "$WORK/Vocabulary.swift" || exit 2
if ! "$SWIFTC" -typecheck -swift-version 6 -diagnostic-style llvm -I "$WORK/modules" "$WORK/Vocabulary.swift" \
    > "$WORK/typecheck.log" 2>&1 && ! grep -q 'error:' "$WORK/typecheck.log"; then
    cat "$WORK/typecheck.log"
    setup_error "swiftc -typecheck failed without an error line (above)"
fi
python3 "$HERE/vocabulary.py" report "$MEASURED" "$WORK/Vocabulary.swift" "$WORK/typecheck.log" "$THRESHOLD"
