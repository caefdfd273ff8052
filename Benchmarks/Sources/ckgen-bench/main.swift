import ComponentRuntime
import Foundation

// ckgen-bench: the project's benchmarks. Build in release:
//   swift run -c release --package-path Benchmarks ckgen-bench runtime

let usage = """
    usage: ckgen-bench runtime
           ckgen-bench templates [--files N] [--runs R]
           ckgen-bench generator [--files N] [--runs R] [--scaling]
           ckgen-bench lint FOLDER… [--runs R]
           ckgen-bench layout [--runs R] [--cpu-time] [--first-only A|B|deep]
           ckgen-bench list [--items N] [--runs R]
           ckgen-bench list-diff [--items N] [--runs R]
           ckgen-bench descriptions [--runs R]

      runtime     action dispatch through a 10-deep responder chain versus a direct closure call, and a
                  one-leaf state update in a 10,000-component tree (attributes applied, remount ÷ first mount)
      templates   swift-mustache versus Stencil, rendering the attribute tables of an N-file corpus (default 1000)
      generator   ckgen on a generated corpus of N annotated files (default 1000): swift-syntax parse-only time
                  on one thread, ckgen cold / warm / one file changed (a comment added: changed/cold) / one file
                  changed so that its declarations do (a struct added: declaration-changed/cold) / one view
                  changed so that the plan does (a property added: plan-changed/cold) (medians of R runs, at
                  least and by default 5), peak memory; with --scaling, a line for each of 100, 1000
                  and 10000 files (and N); the last line sums up N files:
                  cold/parse=… warm/cold=… changed/cold=… peakMB=…
      lint        ckgen lint on real code in FOLDER… (checkouts of swift-nio, swift-collections, …): swift-syntax
                  parse-only time on one thread, ckgen lint without a cache (medians of R runs, at least 5), and
                  how many lines of diagnostics it printed (none, for code without annotations)
      layout      the flexbox engine on three trees: A, 11,001 nodes (1,000 rows of 10 flexing children in a 375-pt
                  column); B, the same laid out right to left with text-like leaves aligned on baselines; and a
                  deep tree of 9,841 nodes eight levels deep: first layout, and relayout after one leaf's size
                  changes (medians of R runs, default 11); with --cpu-time, timed by the thread's CPU time (for
                  a machine busy with other work); with --first-only, only R first layouts of the tree named,
                  timing nothing (for valgrind --tool=callgrind)
      list        a list of N items (default 10000) of 6–20 components in a 375 × 667 scroll view: building it,
                  a changeset updating one item (and the main actor's share of it), the items scrolling one
                  screen mounts (medians of R runs, default 5)
      list-diff   the same list given as an array, then as the array with 10% of it changed (6% of the items
                  updated, 1.5% removed, 1.5% inserted, 1% moved): working out the changeset alone, applying the
                  new array to the list (difference, then building the changed items), and building the whole
                  new list instead (medians of R runs, default 21)
      descriptions
                  the same 10,001-component tree (1,000 rows of 10) written as struct descriptions and as class
                  components, built through a host and laid out in a 375-pt column, alternating (medians of R
                  runs, default 11); fails if the two trees' frames differ
    """

@MainActor
func runRuntimeBenchmarks() {
    let iterations =
        ProcessInfo.processInfo.environment["CKGEN_BENCH_DISPATCH_ITERATIONS"].flatMap(Int.init) ?? 1_000_000
    let dispatch = runDispatchBenchmark(iterations: iterations)
    print(
        "dispatch: chain depth \(dispatch.chainDepth), \(formatDuration(dispatch.perDispatch)) per repeated action, "
            + "\(formatDuration(dispatch.perWalk)) per action that walks the whole chain, "
            + "\(formatDuration(dispatch.perClosureCall)) per direct closure call"
    )
    let remount = runRemountBenchmark()
    print(
        "remount: \(remount.components) components, first mount \(formatDuration(remount.firstMount)), "
            + "one-leaf state update \(formatDuration(remount.remount))"
    )
    print("remount statistics: \(remount.statistics)")
    print(
        String(
            format: "dispatch/closure=%.1f walk/closure=%.1f remount/mount=%.4f attributesApplied=%d",
            dispatch.ratio,
            dispatch.walkRatio,
            remount.ratio,
            remount.statistics.attributesApplied
        )
    )
}

func option(_ name: String, default value: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
        let parsed = Int(CommandLine.arguments[index + 1])
    else { return value }
    return parsed
}

/// One size's line: the medians, the ratios the targets are set in, and the cold time per file (the same at
/// every size when ckgen scales linearly).
func report(_ result: GeneratorResult) {
    print(
        "files=\(result.files) MB=\(String(format: "%.2f", Double(result.bytes) / 1_048_576)) "
            + "parse-only(1 thread)=\(formatDuration(result.parseOnly)) cold=\(formatDuration(result.cold)) "
            + "warm=\(formatDuration(result.warm)) one-changed=\(formatDuration(result.oneChanged)) "
            + "declaration-changed=\(formatDuration(result.declarationChanged)) "
            + String(format: "declaration-changed/cold=%.3f ", result.declarationChanged / result.cold)
            + "plan-changed=\(formatDuration(result.planChanged)) "
            + String(format: "plan-changed/cold=%.3f ", result.planChanged / result.cold)
            + "cold-per-file=\(formatDuration(result.cold / Double(result.files))) "
            + summary(result)
    )
}

/// The ratios the targets are set in, and the peak memory.
func summary(_ result: GeneratorResult) -> String {
    String(
        format: "cold/parse=%.2f warm/cold=%.3f changed/cold=%.3f peakMB=%d",
        result.cold / result.parseOnly,
        result.warm / result.cold,
        result.oneChanged / result.cold,
        result.peakRSSKilobytes / 1024
    )
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "runtime":
    runRuntimeBenchmarks()
case "list":
    do {
        let result = try await runListBenchmark(
            items: option("--items", default: 10_000),
            runs: option("--runs", default: 5)
        )
        print(
            "list: \(result.items) items, \(result.components) components; building all \(formatDuration(result.buildAll)) "
                + "(main actor \(formatDuration(result.buildAllMainActor))); a changeset updating one item "
                + "\(formatDuration(result.updateOne)) (main actor \(formatDuration(result.updateMainActor)) of "
                + "\(formatDuration(result.updateTotal)))"
        )
        print(
            "list scrolling one screen: \(result.scrollMounted) items mounted, \(result.scrollUnmounted) unmounted, "
                + "\(result.visibleAfterScroll) mounted after"
        )
        print(
            String(
                format: "update/build=%.5f scrollMounted=%d mainActor/total(update)=%.3f",
                result.updateRatio,
                result.scrollMounted,
                result.updateMainActor / result.updateTotal
            )
        )
    } catch {
        print("list benchmark failed: \(error)")
        exit(1)
    }
case "list-diff":
    let result = await runListDiffBenchmark(
        items: option("--items", default: 10_000),
        runs: option("--runs", default: 21)
    )
    print(
        "list-diff: \(result.items) items, \(result.updated) updated, \(result.removed) removed, "
            + "\(result.inserted) inserted, \(result.moved) moved (\(result.changesetMoves) moves in the changeset); "
            + "difference \(formatDuration(result.diff)); applying the new array \(formatDuration(result.update)) "
            + "(main actor \(formatDuration(result.updateMainActor)), of which the difference "
            + "\(formatDuration(result.updateDiffing))); building the new list from scratch "
            + formatDuration(result.rebuild)
    )
    print(
        String(
            format: "diff-ms=%.2f update-ms=%.2f rebuild-ms=%.2f update/rebuild=%.3f",
            result.diff * 1e3,
            result.update * 1e3,
            result.rebuild * 1e3,
            result.updateOverRebuild
        )
    )
case "templates":
    do {
        let result = try TemplateEngineBenchmark.run(
            files: option("--files", default: 1_000),
            runs: option("--runs", default: 5)
        )
        print(
            "templates: \(result.outputBytes / 1024) KB of attribute tables: swift-mustache "
                + "\(formatDuration(result.mustache)), Stencil \(formatDuration(result.stencil)), "
                + String(format: "stencil/mustache=%.2f", result.stencil / result.mustache)
        )
    } catch {
        print("ckgen-bench: \(error)")
        exit(1)
    }
case "generator":
    // A median of fewer than five runs says little on a shared machine.
    let runs = max(option("--runs", default: 5), 5)
    do {
        let files = option("--files", default: 1_000)
        // With --scaling, every size in increasing order (the size asked for among them, measured once).
        let sizes = arguments.contains("--scaling") ? Set([100, 1_000, 10_000, files]).sorted() : [files]
        var asked: GeneratorResult?
        for size in sizes {
            let result = try GeneratorBenchmark.run(files: size, runs: runs)
            report(result)
            if size == files { asked = result }
        }
        // The summary, last, for the size asked for: medians of `runs` runs each.
        if let asked { print(summary(asked)) }
    } catch {
        print("ckgen-bench: \(error)")
        exit(1)
    }
case "lint":
    let folders = Array(arguments.dropFirst()).filter { !$0.hasPrefix("--") && Int($0) == nil }
    guard !folders.isEmpty else {
        print(usage)
        exit(1)
    }
    do {
        let result = try LintBenchmark.run(folders: folders, runs: max(option("--runs", default: 5), 5))
        print(
            "files=\(result.files) MB=\(String(format: "%.2f", Double(result.bytes) / 1_048_576)) "
                + "parse-only(1 thread)=\(formatDuration(result.parseOnly)) lint=\(formatDuration(result.lint)) "
                + "printed-lines=\(result.printedLines)"
        )
        print(
            String(format: "lint/parse=%.2f diagnostics-lines=%d", result.lint / result.parseOnly, result.printedLines)
        )
    } catch {
        print("ckgen-bench: \(error)")
        exit(1)
    }
case "layout":
    let runs = option("--runs", default: 11)
    if let index = arguments.firstIndex(of: "--first-only"), index + 1 < arguments.count {
        // For counting instructions (valgrind --tool=callgrind), not for timing: only one tree's first layouts.
        let name = arguments[index + 1]
        let names = ["tree \(name)", "\(name) tree"]
        guard let benchmark = LayoutBenchmarkCase.all().first(where: { names.contains($0.name) }) else {
            print(usage)
            exit(64)
        }
        runFirstLayouts(benchmark, runs: runs)
        print("layout \(benchmark.name): \(runs) first layouts (--first-only)")
        exit(0)
    }
    for benchmark in LayoutBenchmarkCase.all() {
        let layout = runLayoutBenchmark(benchmark, runs: runs, cpuTime: arguments.contains("--cpu-time"))
        print(
            "layout \(layout.name): \(layout.nodes) nodes, first layout \(formatDuration(layout.firstLayout)) "
                + "(\(formatDuration(layout.firstLayout / Double(layout.nodes))) per node), "
                + "relayout after one leaf's size changed \(formatDuration(layout.relayout))"
        )
        print("  relayout statistics: \(layout.relayoutStatistics), changed leaf at \(layout.changedLeafFrame)")
        print(
            String(
                format: "  first-layout-us=%.1f per-node-us=%.3f relayout-us=%.1f relayout/first=%.4f",
                layout.firstLayout * 1e6,
                layout.firstLayout * 1e6 / Double(layout.nodes),
                layout.relayout * 1e6,
                layout.ratio
            )
        )
    }
case "descriptions":
    let result = runDescriptionBenchmark(runs: option("--runs", default: 11))
    if let variant = ProcessInfo.processInfo.environment["CKGEN_BENCH_VARIANT"] {
        // One tree, once: for counting instructions (valgrind --tool=callgrind), not for timing.
        print("descriptions: the \(variant) tree built, laid out and mounted once (CKGEN_BENCH_VARIANT)")
        exit(0)
    }
    print(
        "descriptions: \(result.components) components built and laid out from struct descriptions "
            + "\(formatDuration(result.described)), from classes \(formatDuration(result.classes)); "
            + "built, laid out and mounted \(formatDuration(result.describedMounted)) and "
            + "\(formatDuration(result.classesMounted)); the same frames: \(result.framesMatch ? "yes" : "NO")"
    )
    print(String(format: "struct/class=%.3f mounted struct/class=%.3f", result.ratio, result.mountedRatio))
    if !result.framesMatch { exit(1) }
default:
    print(usage)
    exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 64)
}
