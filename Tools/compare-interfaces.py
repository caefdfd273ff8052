#!/usr/bin/env python3
"""Compares the runtime's own public declarations in two symbol graphs (the module built for Linux and built
against the iOS SDK) and fails on a difference that Tools/interface-differences.txt does not list.

    compare-interfaces.py LINUX_GRAPH_DIR IOS_GRAPH_DIR DIFFERENCES_FILE

The runtime's own declarations are those declared in Sources/ComponentRuntime outside Headless/ (on iOS, UIKit
itself stands where Headless/ does; what Headless/ declares beyond UIKit is the documented Linux-only test API).
A declaration is compared by its path (`ComponentHost.init(frame:)`), its kind and its text as the compiler prints
it (names, labels, types, default values, `throws`, `async`, attributes such as `@MainActor`), with the `where`
clause of its extension and its own generic constraints, and with module names taken out of type names: the same
source names `UIKit.UIView` on iOS and `ComponentRuntime.UIView` on Linux. A type's superclass and the protocols it
conforms to are compared too (`inherits UIView`); for a subclass, only the conformances to the runtime's own
protocols, since the SDK also lists every protocol UIKit's superclasses conform to.

A difference is one of
    linux-only PATH   declared on Linux, not on iOS
    ios-only PATH     declared on iOS, not on Linux
    differs PATH      declared on both, not the same
and the differences file lists each allowed one on a line: `KIND PATH | reason`. A listed PATH also covers the
declarations below it (`ios-only CollectionHost.collectionView` covers nothing else; `ios-only ComponentTreeView`
covers the type and its members). A line starting with `#` is a comment. A listed difference that no longer
exists is an error too, so the file stays true. Exit status: 0 when every difference is listed and every listing is
used, 1 otherwise, 2 on bad input.
"""
import glob
import json
import os
import re
import sys

# Modules whose names qualify types differently on the two backends: the headless classes live in ComponentRuntime,
# UIKit's in UIKit (and QuartzCore, CoreGraphics, Foundation for layers, geometry and strings).
MODULE_QUALIFIER = re.compile(r"\b(?:ComponentRuntime|UIKit|QuartzCore|CoreGraphics|CoreFoundation|Foundation)\.")
OWN_SOURCES = "Sources/ComponentRuntime/"
HEADLESS = "Sources/ComponentRuntime/Headless/"
KINDS = ("linux-only", "ios-only", "differs")
# Conformances every type has or that only some standard libraries list (the Linux one lists Escapable, the SDK's
# does not): not part of what a client sees.
IMPLICIT_PROTOCOLS = {"Swift." + name for name in ("Escapable", "Copyable", "SendableMetatype", "BitwiseCopyable")}


def normalize(text):
    """The declaration text with module qualifiers removed and white space collapsed."""
    return re.sub(r"\s+", " ", MODULE_QUALIFIER.sub("", text)).strip()


def spelled(fragments):
    return "".join(fragment["spelling"] for fragment in fragments)


def constraint_text(constraints):
    parts = []
    for constraint in constraints:
        relation = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(constraint["kind"], constraint["kind"])
        parts.append(f"{constraint['lhs']} {relation} {constraint['rhs']}")
    return ", ".join(sorted(normalize(part) for part in parts))


def is_own(symbol):
    uri = symbol.get("location", {}).get("uri", "")
    return OWN_SOURCES in uri and HEADLESS not in uri


def load(directory):
    """{path: set of declaration lines} for the runtime's own public declarations in the graphs of `directory`."""
    files = sorted(glob.glob(os.path.join(directory, "*.symbols.json")))
    if not files:
        raise SystemExit(f"compare-interfaces: error: no *.symbols.json in {directory}")
    symbols, relationships = {}, []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            symbols.setdefault(symbol["identifier"]["precise"], symbol)
        relationships += graph["relationships"]
    declarations = {}
    for symbol in symbols.values():
        if not is_own(symbol) or symbol.get("accessLevel") not in ("public", "open"):
            continue
        path = ".".join(symbol["pathComponents"])
        line = normalize(spelled(symbol.get("declarationFragments", [])))
        where = constraint_text(symbol.get("swiftExtension", {}).get("constraints", []))
        generic = constraint_text(symbol.get("swiftGenerics", {}).get("constraints", []))
        if where:
            line += f"  [extension where {where}]"
        if generic and generic != where:
            line += f"  [where {generic}]"
        declarations.setdefault(path, set()).add(line)
    subclasses = {relation["source"] for relation in relationships if relation["kind"] == "inheritsFrom"}
    for relation in relationships:
        if relation["kind"] not in ("conformsTo", "inheritsFrom"):
            continue
        source = symbols.get(relation["source"])
        if source is None or not is_own(source) or source.get("accessLevel") not in ("public", "open"):
            continue
        target = symbols.get(relation["target"])
        name = ".".join(target["pathComponents"]) if target else relation.get("targetFallback", relation["target"])
        name = normalize(name)
        if name in IMPLICIT_PROTOCOLS:
            continue
        if relation["kind"] == "conformsTo" and relation["source"] in subclasses and not (target and is_own(target)):
            continue  # for a subclass, only what the runtime adds: the SDK lists what UIKit's classes conform to
        verb = "inherits" if relation["kind"] == "inheritsFrom" else "conforms to"
        condition = constraint_text(relation.get("swiftConstraints", []))
        line = f"{verb} {name}" + (f" where {condition}" if condition else "")
        declarations.setdefault(".".join(source["pathComponents"]), set()).add(line)
    return declarations


def differences(linux, ios):
    """[(kind, path, linux lines, iOS lines)], sorted by path."""
    found = []
    for path in sorted(set(linux) | set(ios)):
        on_linux, on_ios = linux.get(path, set()), ios.get(path, set())
        if on_linux == on_ios:
            continue
        if not on_ios:
            found.append(("linux-only", path, on_linux, on_ios))
        elif not on_linux:
            found.append(("ios-only", path, on_linux, on_ios))
        else:
            found.append(("differs", path, on_linux, on_ios))
    return found


def read_listing(path):
    """[(kind, path, reason, line number)] from the differences file."""
    listed = []
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            entry, _, reason = line.partition("|")
            fields = entry.split()
            if len(fields) != 2 or fields[0] not in KINDS or not reason.strip():
                raise SystemExit(
                    f"compare-interfaces: error: {path}:{number}: expected `KIND PATH | reason` with KIND one of "
                    f"{', '.join(KINDS)}: {raw.rstrip()}"
                )
            listed.append((fields[0], fields[1], reason.strip(), number))
    return listed


def covers(listed_path, path):
    return path == listed_path or path.startswith(listed_path + ".")


def main(arguments):
    if len(arguments) != 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    linux, ios = load(arguments[0]), load(arguments[1])
    listing = read_listing(arguments[2])
    used = set()
    unlisted = []
    for kind, path, on_linux, on_ios in differences(linux, ios):
        match = next((entry for entry in listing if entry[0] == kind and covers(entry[1], path)), None)
        if match:
            used.add(match)
        else:
            unlisted.append((kind, path, on_linux, on_ios))
    stale = [entry for entry in listing if entry not in used]

    for kind, path, on_linux, on_ios in unlisted:
        print(f"compare-interfaces: {kind} {path}")
        for side, lines in (("Linux", on_linux - on_ios), ("iOS", on_ios - on_linux)):
            for line in sorted(lines):
                print(f"    on {side}:".ljust(14) + line)
            if not lines:
                # The path is not there at all, or (for `differs`) is there without the other side's lines.
                print(f"    on {side}:".ljust(14) + ("(missing)" if kind != "differs" else "(none of these)"))
    for kind, path, reason, number in stale:
        print(f"compare-interfaces: {arguments[2]}:{number}: listed but not a difference any more: {kind} {path}")
    total = len(unlisted) + len(stale)
    print(
        f"compare-interfaces: {sum(len(lines) for lines in linux.values())} declarations on Linux, "
        f"{sum(len(lines) for lines in ios.values())} on iOS; {len(listing)} documented differences; "
        f"{len(unlisted)} undocumented, {len(stale)} stale"
    )
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
