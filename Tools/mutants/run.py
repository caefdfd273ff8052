#!/usr/bin/env python3
"""Plants each one-line bug of mutants.json in turn, builds, runs the generator's test suites (CKGenCoreTests and
GoldenTests, which include the command-line tests) and records whether a test failed. Restores every file.

    python3 Tools/mutants/run.py [mutants.json]   # prints one line per mutant and a total
"""
import json, subprocess, sys, pathlib

root = pathlib.Path(__file__).resolve().parents[2]
mutants = json.loads((pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "Tools/mutants/mutants.json").read_text())
caught = 0
for name, path, old, new in mutants:
    file = root / path
    original = file.read_text()
    if original.count(old) != 1:
        print(f"SKIPPED (text not found once): {name}", flush=True)
        continue
    file.write_text(original.replace(old, new))
    try:
        build = subprocess.run(["swift", "build", "--build-tests"], cwd=root, capture_output=True, text=True)
        if build.returncode != 0:
            print(f"DOES NOT BUILD: {name}", flush=True)
            continue
        test = subprocess.run(
            ["swift", "test", "--skip-build", "--filter", "CKGenCoreTests|GoldenTests"],
            cwd=root, capture_output=True, text=True,
        )
        failed = [l for l in test.stdout.splitlines() if l.startswith("\u2718 Test ") and " failed " in l]
        if test.returncode != 0:
            caught += 1
            print(f"caught: {name} ({len(failed)} tests failed; first: {failed[0][:120] if failed else '?'})", flush=True)
        else:
            print(f"MISSED: {name}", flush=True)
    finally:
        file.write_text(original)
print(f"total: {caught} of {len(mutants)} caught", flush=True)
