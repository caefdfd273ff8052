#!/usr/bin/env bash
# Makes the pictures in docs/images/ (shown in CONTRIBUTING.md) from the code, so none is drawn by hand:
#   feed-screen-graph.svg       `ckgen graph` over Fixtures/feed-screen, drawn by Graphviz's `dot` (apt-get
#                               install graphviz); its DOT is the golden file Tests/GraphGoldens/feed-screen.dot
#   product-screen.svg          the example's product screen as the headless backend draws it: the snapshot
#                               recorded by Examples/SeedScenarios' ScreenSnapshotTests, after that test passes
#
#   Tools/make-pictures.sh           write the pictures
#   Tools/make-pictures.sh --check   write nothing; fail if a picture differs from what the code makes now
#                                    (CI runs this; it reuses the recorded snapshot, which the example's own
#                                    tests compare with the code)
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-write}"
images=docs/images
snapshot=Examples/SeedScenarios/Tests/SeedScenariosTests/__Snapshots__/ScreenSnapshotTests/routerEvents.screen.svg

if ! command -v dot >/dev/null; then
    echo "error: Graphviz's 'dot' is not on the PATH; install it (Debian: apt-get install graphviz)" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product ckgen >/dev/null
"$(swift build --show-bin-path)/ckgen" graph Fixtures/feed-screen/input --module-name MyApp \
    --output "$work/feed-screen-graph.dot"

if [ "$mode" = "--check" ]; then
    status=0
    for picture in feed-screen-graph.svg; do
        if ! cmp -s "$work/$picture" "$images/$picture"; then
            echo "error: $images/$picture is not what the code makes now; run Tools/make-pictures.sh" >&2
            status=1
        fi
    done
    if ! cmp -s "$snapshot" "$images/product-screen.svg"; then
        echo "error: $images/product-screen.svg differs from $snapshot; run Tools/make-pictures.sh" >&2
        status=1
    fi
    [ "$status" = 0 ] && echo "the pictures in docs/images are up to date"
    exit "$status"
fi

swift test --package-path Examples/SeedScenarios --filter ScreenSnapshotTests
mkdir -p "$images"
cp "$work/feed-screen-graph.svg" "$images/"
cp "$snapshot" "$images/product-screen.svg"
echo "wrote $images/feed-screen-graph.svg and $images/product-screen.svg"
