#!/usr/bin/env bash
# Tests Tools/compare-interfaces.sh without an SDK: builds the symbol graphs of a small module laid out like the
# runtime (Sources/ComponentRuntime/ with a Headless/ folder) twice with this machine's compiler, the second time
# with PLANTED defined as if it were the iOS build, and checks what the comparison reports:
#   1. the planted differences (a changed label, a declaration on one side only, a changed conformance), with the
#      declarations on both sides, and exit status 1, when the differences file is empty;
#   2. nothing, and exit status 0, when the file lists them (a Headless/ difference is never reported);
#   3. a stale listing, and exit status 1, when the file lists one more that is not a difference.
# The last line is `compare-interfaces-selftest: passed` (exit 0) or `... failed: WHAT` (exit 1).
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFTC=${SWIFTC:-swiftc}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ckgen-compare-selftest.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
fail() {
    echo "compare-interfaces-selftest: failed: $*"
    exit 1
}

mkdir -p "$WORK/Sources/ComponentRuntime/Headless"
cat > "$WORK/Sources/ComponentRuntime/Widget.swift" << 'SWIFT'
public struct Widget {
    public init() {}
    #if PLANTED
        public func resize(by factor: Double) -> Widget { self }
        public var iosOnlyWidth: Double { 0 }
    #else
        public func resize(to factor: Double) -> Widget { self }
    #endif
    public func unchanged(_ value: Int) -> Int { value }
}

#if PLANTED
    extension Widget: Equatable {}
#endif
SWIFT
cat > "$WORK/Sources/ComponentRuntime/Headless/Backend.swift" << 'SWIFT'
#if !PLANTED
    public struct HeadlessOnly { public init() {} }
#endif
SWIFT

for side in linux ios; do
    defines=()
    [ "$side" = ios ] && defines=(-D PLANTED)
    mkdir -p "$WORK/$side"
    (cd "$WORK" && "$SWIFTC" -emit-module -parse-as-library -swift-version 6 -module-name ComponentRuntime \
        "${defines[@]}" -emit-module-path "$WORK/$side/ComponentRuntime.swiftmodule" -emit-symbol-graph \
        -emit-symbol-graph-dir "$WORK/$side" -symbol-graph-skip-synthesized-members \
        Sources/ComponentRuntime/Widget.swift Sources/ComponentRuntime/Headless/Backend.swift) ||
        fail "the test module did not compile ($side)"
done

run() { # differences-file: runs the comparison, leaving its output in $WORK/out and its status in $STATUS
    CKGEN_INTERFACE_DIFFERENCES=$1 "$ROOT/Tools/compare-interfaces.sh" --graphs "$WORK/linux" "$WORK/ios" \
        > "$WORK/out" 2>&1
    STATUS=$?
}
expect_line() { # text
    grep -qF -- "$1" "$WORK/out" || { cat "$WORK/out"; fail "expected a line with: $1"; }
}

# 1. Nothing documented: every planted difference is reported, with the declarations.
printf '# nothing documented\n' > "$WORK/none.txt"
run "$WORK/none.txt"
[ "$STATUS" -eq 1 ] || { cat "$WORK/out"; fail "undocumented differences should exit 1, not $STATUS"; }
expect_line "compare-interfaces: linux-only Widget.resize(to:)"
expect_line "    on Linux: func resize(to factor: Double) -> Widget"
expect_line "compare-interfaces: ios-only Widget.resize(by:)"
expect_line "compare-interfaces: ios-only Widget.iosOnlyWidth"
expect_line "    on Linux: (missing)"
expect_line "compare-interfaces: differs Widget"
expect_line "    on iOS:   conforms to Swift.Equatable"
expect_line "4 undocumented, 0 stale"
if grep -q "unchanged\|HeadlessOnly" "$WORK/out"; then
    cat "$WORK/out"
    fail "an equal declaration or a Headless/ one was reported"
fi

# 2. All documented: passes.
cat > "$WORK/all.txt" << 'LIST'
# the planted differences
linux-only Widget.resize(to:) | renamed on iOS
ios-only Widget.resize(by:) | renamed on iOS
ios-only Widget.iosOnlyWidth | iOS only
differs Widget | Equatable on iOS only
LIST
run "$WORK/all.txt"
[ "$STATUS" -eq 0 ] || { cat "$WORK/out"; fail "documented differences should pass, not exit $STATUS"; }
expect_line "4 documented differences; 0 undocumented, 0 stale"

# 3. A listing that is no longer a difference fails.
cp "$WORK/all.txt" "$WORK/stale.txt"
echo "linux-only Widget.unchanged(_:) | no longer true" >> "$WORK/stale.txt"
run "$WORK/stale.txt"
[ "$STATUS" -eq 1 ] || { cat "$WORK/out"; fail "a stale listing should exit 1, not $STATUS"; }
expect_line "listed but not a difference any more: linux-only Widget.unchanged(_:)"

echo "compare-interfaces-selftest: passed"
