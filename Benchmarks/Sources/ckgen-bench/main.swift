import ComponentRuntime
import Foundation

// ckgen-bench: the project's benchmarks. Build in release:
//   swift run -c release --package-path Benchmarks ckgen-bench runtime

let usage = """
    usage: ckgen-bench runtime

      runtime   action dispatch through a 10-deep responder chain versus a direct closure call, and a
                one-leaf state update in a 10,000-component tree (attributes applied, remount ÷ first mount)
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

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "runtime":
    MainActor.assumeIsolated { runRuntimeBenchmarks() }
default:
    print(usage)
    exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 64)
}
