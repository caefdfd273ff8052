#!/usr/bin/env bash
# Builds ckgen in release and packs it as a SwiftPM artifact bundle, inside the package that applies it
# (Plugins/BinaryPlugin): a client that uses this package runs a prebuilt ckgen and compiles no swift-syntax.
#
# Usage: Tools/release-plugin.sh [--output <folder>] [--add-bundle <ckgen.artifactbundle>]... [--url <address>]
#
#   --output      where to write (default .build/release-plugin):
#                   <folder>/ckgen-plugin/                  the package a client depends on, with the bundle inside
#                   <folder>/ckgen.artifactbundle.zip       the bundle alone, to publish
#                   <folder>/ckgen.artifactbundle.zip.sha256  its SwiftPM checksum
#   --add-bundle  merges the variants of a bundle built on another machine. This script builds the variant of the
#                 machine it runs on: x86_64 (or aarch64) Linux here; on a Mac, one universal binary for arm64 and
#                 x86_64 macOS. For a release, run it on a Mac, copy that ckgen.artifactbundle here, and run it again
#                 with --add-bundle <that bundle>: the zip then holds both.
#   --url         the address the zip will be published at: the package then names the bundle with
#                 .binaryTarget(url:checksum:) instead of path:, ready to push as its own repository (a client cannot
#                 depend on a folder inside this one).
#
# On Linux the Swift runtime and Foundation are linked statically (--static-swift-stdlib), so the binary needs no
# toolchain installed at a particular path: only glibc, libstdc++ and libgcc_s, which every Linux has. libclang,
# for Objective-C headers, is still loaded at run time from where ckgen always looks (CKGEN_LIBCLANG, the toolchain
# beside `swift` on the PATH, /usr/lib/llvm-*), and its absence is reported as a diagnostic only when a header is
# to be read.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/release-plugin
url=""
extra_bundles=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --add-bundle) extra_bundles+=("$(cd "$2" && pwd)"); shift 2 ;;
        --url) url="$2"; shift 2 ;;
        *) echo "usage: $0 [--output <folder>] [--add-bundle <ckgen.artifactbundle>]... [--url <address>]" >&2; exit 64 ;;
    esac
done

echo "== building ckgen in release"
if [ "$(uname)" = Darwin ]; then
    swift build -c release --product ckgen --arch arm64 --arch x86_64
    binary=.build/apple/Products/Release/ckgen
    triples='["arm64-apple-macosx", "x86_64-apple-macosx"]'
    variant=macos
else
    swift build -c release --product ckgen --static-swift-stdlib
    binary="$(swift build -c release --product ckgen --static-swift-stdlib --show-bin-path)/ckgen"
    triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
    triples="[\"$triple\"]"
    variant="$triple"
fi
version="$("$binary" --version | cut -d' ' -f1)"
echo "ckgen $("$binary" --version)"

if [ "$(uname)" != Darwin ]; then
    # Anything beyond the C and C++ runtimes would tie the bundle to this machine's layout.
    unexpected="$(ldd "$binary" | grep -v -E 'linux-vdso|ld-linux|lib(c|m|dl|pthread|rt|util|stdc\+\+|gcc_s)\.so' || true)"
    if [ -n "$unexpected" ]; then
        echo "error: $binary links more than the C and C++ runtimes:" >&2
        echo "$unexpected" >&2
        exit 1
    fi
fi

package="$output/ckgen-plugin"
bundle="$package/ckgen.artifactbundle"
echo "== packing $package"
rm -rf "$package" "$output/ckgen.artifactbundle.zip" "$output/ckgen.artifactbundle.zip.sha256"
mkdir -p "$output"
# -L: the template's plugin files are links to the source-built plugins' files; a published package holds copies.
cp -RL Plugins/BinaryPlugin "$package"
mkdir -p "$bundle/ckgen-$version-$variant/bin"
cp "$binary" "$bundle/ckgen-$version-$variant/bin/ckgen"
if [ "$(uname)" != Darwin ]; then
    # The release build keeps its debug information: 130 MB, 75 MB without.
    strip "$bundle/ckgen-$version-$variant/bin/ckgen"
fi
cp LICENSE "$bundle/" 2>/dev/null || true

# info.json: one executable artifact, named as the plugins ask for it (context.tool(named: "ckgen")), with this
# machine's variant and those of any --add-bundle.
python3 - "$bundle" "$version" "ckgen-$version-$variant/bin/ckgen" "$triples" "${extra_bundles[@]}" <<'PYTHON'
import json, os, shutil, sys
bundle, version, path, triples, extras = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]), sys.argv[5:]
variants = [{"path": path, "supportedTriples": triples}]
for extra in extras:
    with open(os.path.join(extra, "info.json")) as file:
        info = json.load(file)
    for variant in info["artifacts"]["ckgen"]["variants"]:
        if any(set(variant["supportedTriples"]) & set(known["supportedTriples"]) for known in variants):
            continue
        folder = variant["path"].split("/")[0]
        shutil.copytree(os.path.join(extra, folder), os.path.join(bundle, folder), symlinks=True)
        variants.append(variant)
info = {
    "schemaVersion": "1.0",
    "artifacts": {"ckgen": {"version": version, "type": "executable", "variants": variants}},
}
with open(os.path.join(bundle, "info.json"), "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
for variant in variants:
    print("  variant %s: %s" % (", ".join(variant["supportedTriples"]), variant["path"]))
PYTHON

(cd "$package" && zip -qry ../ckgen.artifactbundle.zip ckgen.artifactbundle)
checksum="$(sha256sum "$output/ckgen.artifactbundle.zip" | cut -d' ' -f1)"
echo "$checksum" > "$output/ckgen.artifactbundle.zip.sha256"

if [ -n "$url" ]; then
    rm -rf "$bundle"
    sed -i.bak "s|.binaryTarget(name: \"CKGenExecutable\", path: \"ckgen.artifactbundle\")|.binaryTarget(name: \"CKGenExecutable\", url: \"$url\", checksum: \"$checksum\")|" \
        "$package/Package.swift"
    rm "$package/Package.swift.bak"
    grep -q "checksum: \"$checksum\"" "$package/Package.swift" || { echo "error: could not name the bundle's url" >&2; exit 1; }
fi

echo "== done"
echo "package:  $package"
echo "bundle:   $output/ckgen.artifactbundle.zip (checksum $checksum)"
