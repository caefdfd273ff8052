#!/usr/bin/env bash
# Checks that the runtime offers one public API on both backends: builds Sources/ComponentRuntime's symbol graph for
# Linux (the headless backend) and against Apple's iOS SDK (UIKit), and compares the runtime's own public
# declarations (everything outside Headless/) with Tools/compare-interfaces.py. Every difference must be listed,
# with its reason, in Tools/interface-differences.txt; an unlisted one, or a listed one that is gone, fails.
#
#   Tools/compare-interfaces.sh [SDK_DIR]                  build both graphs, compare
#   Tools/compare-interfaces.sh --graphs LINUX_DIR IOS_DIR  compare symbol graphs built elsewhere
#
# SDK_DIR, else $CKGEN_IOS_SDK, else /tmp/ios-sdk/iPhoneOS18.6.sdk, as for Tools/ios-sdk-check.sh (whose SDK setup
# and module cache it shares). CKGEN_INTERFACE_DIFFERENCES names another differences file (the self-test's).
# Prints each unlisted difference as the declarations on Linux and on iOS (or "(missing)"), and each stale listing;
# the last line counts declarations and differences (`... 0 undocumented, 0 stale`). Exit 0 when every difference is
# documented and every listing still is one, 1 otherwise, 2 on a setup problem.
set -uo pipefail

say() { echo "compare-interfaces: $*"; }
setup_error() {
    say "error: $*"
    exit 2
}

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIFFERENCES=${CKGEN_INTERFACE_DIFFERENCES:-$ROOT/Tools/interface-differences.txt}
[ -f "$DIFFERENCES" ] || setup_error "no differences file at $DIFFERENCES"
command -v python3 > /dev/null || setup_error "no python3 on PATH"

compare() { # linux-graph-dir ios-graph-dir
    python3 "$ROOT/Tools/compare-interfaces.py" "$1" "$2" "$DIFFERENCES"
}

if [ "${1:-}" = "--graphs" ]; then
    [ $# -eq 3 ] || setup_error "usage: $0 --graphs LINUX_DIR IOS_DIR"
    compare "$2" "$3"
    exit
fi

# shellcheck source=Tools/ios-sdk-setup.sh
source "$ROOT/Tools/ios-sdk-setup.sh" "${1:-}"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/ckgen-compare-interfaces.XXXXXX") || setup_error "cannot create a temporary folder"
trap 'rm -rf "$WORK"' EXIT

# Relative paths, so both graphs locate declarations at Sources/ComponentRuntime/...; DocC catalogues left out.
cd "$ROOT" || setup_error "cannot enter $ROOT"
mapfile -t RUNTIME < <(find Sources/ComponentRuntime -name '*.docc' -prune -o -name '*.swift' -print | LC_ALL=C sort)
[ ${#RUNTIME[@]} -gt 0 ] || setup_error "no Swift files under Sources/ComponentRuntime"
RUNTIME_FLAGS=(-emit-module -wmo -parse-as-library -swift-version 6 -module-name ComponentRuntime
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -emit-symbol-graph -symbol-graph-skip-synthesized-members)

emit() { # name output-dir extra-swiftc-arguments...
    local name=$1 out=$2 started
    shift 2
    mkdir -p "$out/graph"
    started=$(date +%s)
    if ! "$SWIFTC" "$@" "${RUNTIME_FLAGS[@]}" -emit-module-path "$out/ComponentRuntime.swiftmodule" \
        -emit-symbol-graph-dir "$out/graph" "${RUNTIME[@]}" > "$out/log" 2>&1; then
        grep -v '^$' "$out/log"
        setup_error "the runtime did not compile for $name"
    fi
    say "$name: symbol graph of ${#RUNTIME[@]} files in $(($(date +%s) - started)) s"
}

say "$("$SWIFTC" --version 2>&1 | head -1); SDK $SDK ($SDK_NAME), target $ARCH-apple-ios$DEPLOYMENT"
emit Linux "$WORK/linux"
emit iOS "$WORK/ios" "${IOS_FLAGS[@]}"
compare "$WORK/linux/graph" "$WORK/ios/graph"
