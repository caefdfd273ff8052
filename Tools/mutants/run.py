#!/usr/bin/env python3
"""Mutation testing: plants each one-line bug of a mutants file in turn, builds, runs the test suites that cover
the file it changed, and records whether a test failed ("caught") or all passed ("MISSED"). Every file is
restored after each mutant, also on Ctrl-C, SIGTERM or an error.

    python3 Tools/mutants/run.py [--match TEXT ...] [--no-check] [mutants.json ...]

Without a file it runs Tools/mutants/mutants-2.json. A mutants file is a JSON list of
[name, path, old text, new text]; the old text must occur exactly once in the file. A mutant under
Sources/ComponentRuntime runs ComponentRuntimeTests and ComponentSnapshotTests; one under Sources/CKGenCore runs
CKGenCoreTests and GoldenTests (GoldenTests includes the command-line tests). Each mutant costs an incremental
`swift build --build-tests` plus `swift test --skip-build --filter …`: 10–30 s on two cores once .build is warm
(the first build takes about 10 minutes), so the 51 mutants of mutants-2.json take about 15 minutes. The script
first checks that those suites pass on the unmutated sources. A mutant that does not compile is reported apart
and left out of the totals (the compiler caught it, not a test); one whose tests hang past the timeout counts as
caught. It prints one line per mutant and a total per area (generator, runtime).

The sets: mutants.json (18, written with its tests), mutants-2.json (51, chosen from the sources before the tests
were read), mutants-3-holdout.json and mutants-4-holdout.json (22 and 24, written after tests were added and
not used to write them: the honest measure of the suite on bugs nobody aimed a test at), and
mutants-5-holdout.json (30, 15 per area, chosen from the sources before any test was read, for issue 34),
mutants-6-holdout.json (40, 20 per area, likewise, kept unseen while coverage-led tests were written),
mutants-7-holdout.json (30: 20 generator, 10 runtime, written after all those tests had landed).
RESULTS.md has the numbers.
"""
import argparse
import json
import pathlib
import signal
import subprocess
import sys
import time

root = pathlib.Path(__file__).resolve().parents[2]

# Which suites cover which sources (first matching prefix wins).
AREAS = [
    ("Sources/ComponentRuntime/", "runtime", "ComponentRuntimeTests|ComponentSnapshotTests"),
    ("Sources/CKGenCore/", "generator", "CKGenCoreTests|GoldenTests"),
]
TEST_TIMEOUT = 1200  # seconds; a mutant that makes a test loop forever is caught by this


def area_of(path):
    for prefix, area, suites in AREAS:
        if path.startswith(prefix):
            return area, suites
    sys.exit(f"no test suites known for {path}; add it to AREAS in {__file__}")


def raise_interrupt(signum, frame):
    raise KeyboardInterrupt


def build():
    return subprocess.run(["swift", "build", "--build-tests"], cwd=root, capture_output=True, text=True)


def test(suites):
    """Runs the suites; returns (failed?, first failing test line)."""
    try:
        run = subprocess.run(
            ["swift", "test", "--skip-build", "--filter", suites],
            cwd=root, capture_output=True, text=True, timeout=TEST_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        return True, f"timed out after {TEST_TIMEOUT} s"
    failed = [l for l in run.stdout.splitlines() if l.startswith("\u2718 Test ") and " failed" in l]
    return run.returncode != 0, (failed[0][:140] if failed else f"exit status {run.returncode}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="mutants files (default: Tools/mutants/mutants-2.json)")
    parser.add_argument(
        "--match", action="append", help="only the mutants whose name contains this text (repeatable: any of them)"
    )
    parser.add_argument("--no-check", action="store_true", help="skip the check that the suites pass unmutated")
    options = parser.parse_args()
    signal.signal(signal.SIGTERM, raise_interrupt)

    files = [pathlib.Path(f) for f in options.files] or [root / "Tools/mutants/mutants-2.json"]
    mutants = [m for f in files for m in json.loads(f.read_text())]
    if options.match:
        mutants = [m for m in mutants if any(text in m[0] for text in options.match)]
    areas = {area_of(m[1]) for m in mutants}

    if not options.no_check:
        started = time.time()
        if build().returncode != 0:
            sys.exit("the unmutated sources do not build")
        for area, suites in sorted(areas):
            failed, first = test(suites)
            if failed:
                sys.exit(f"the {area} suites fail on the unmutated sources: {first}")
        print(f"unmutated: builds and the suites pass ({time.time() - started:.0f} s)", flush=True)

    totals = {}  # area -> [caught, counted]
    not_built, skipped = [], []
    for name, path, old, new in mutants:
        area, suites = area_of(path)
        file = root / path
        original = file.read_text()
        if original.count(old) != 1:
            print(f"SKIPPED (old text found {original.count(old)} times): {name}", flush=True)
            skipped.append(name)
            continue
        started = time.time()
        try:
            file.write_text(original.replace(old, new))
            if build().returncode != 0:
                print(f"DOES NOT BUILD: {name}", flush=True)
                not_built.append(name)
                continue
            failed, first = test(suites)
            counts = totals.setdefault(area, [0, 0])
            counts[1] += 1
            seconds = time.time() - started
            if failed:
                counts[0] += 1
                print(f"caught [{area}, {seconds:.0f} s]: {name} ({first})", flush=True)
            else:
                print(f"MISSED [{area}, {seconds:.0f} s]: {name}", flush=True)
        finally:
            file.write_text(original)

    for area, (caught, counted) in sorted(totals.items()):
        print(f"total {area}: {caught} of {counted} caught", flush=True)
    caught = sum(c for c, _ in totals.values())
    counted = sum(n for _, n in totals.values())
    print(f"total: {caught} of {counted} caught"
          + (f"; {len(not_built)} did not build" if not_built else "")
          + (f"; {len(skipped)} skipped" if skipped else ""), flush=True)
    # The last build was of a mutant: build the restored sources, so a later `swift test --skip-build` does not
    # run the mutant's binaries (a test "failing" on main for no reason).
    if build().returncode != 0:
        print("warning: the restored sources did not build; run `swift build --build-tests`", flush=True)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit("interrupted; every file is restored")
