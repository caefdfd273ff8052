import Foundation
import SwiftParser

// ckgen on a generated corpus: swift-syntax parse-only time on one thread, then the real `ckgen generate` as a
// process (cold: no cache; warm: cache present, nothing changed; one file changed, by a comment, by a new
// declaration that generates nothing, and by a new property of a view), with the peak memory of the ckgen
// processes.

struct GeneratorResult {
    var files: Int
    var bytes: Int
    var parseOnly: Double
    var cold: Double
    var warm: Double
    /// One file changed where parsing finds no difference (a comment appended).
    var oneChanged: Double
    /// One file changed where parsing finds a new declaration (a struct appended): validation runs again, and
    /// finds the plan unchanged.
    var declarationChanged: Double
    /// One view's file changed so that the plan does (a property added): validation and rendering run again, and
    /// rendering copies the text of every other item from the last run.
    var planChanged: Double
    /// The largest resident set of any ckgen process this size ran.
    var peakRSSKilobytes: Int
}

enum GeneratorBenchmark {
    /// The ckgen executable built beside this benchmark.
    static var ckgen: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("ckgen")
    }

    static func run(files: Int, runs: Int) throws -> GeneratorResult {
        peakRSSKilobytes = 0
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-bench-\(files)")
        let corpus = work.appendingPathComponent("Corpus")
        let bytes = try Corpus.write(count: files, into: corpus)
        let cache = work.appendingPathComponent("cache")
        let output = work.appendingPathComponent("out/CKGen.swift")
        let paths = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
            corpus.appendingPathComponent($0).path
        }

        // Parse only, one thread: read and parse every file with swift-syntax.
        let parseOnly = median(runs) {
            for path in paths {
                let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                blackHole(Parser.parse(source: source).statements.count)
            }
        }

        let arguments = [
            "generate", corpus.path, "--module-name", "Corpus", "--output", output.path, "--cache", cache.path,
        ]
        // Cold: no cache and no previous output. Only the ckgen process is timed, not what each run prepares.
        let cold = try median(runs) {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: output)
        } measuring: {
            try runCKGen(arguments)
        }
        // Warm: the cache and the output are there, nothing changed.
        try runCKGen(arguments)
        let warm = try median(runs) { try runCKGen(arguments) }
        // One file changed (a different edit each run, so each run sees a change).
        let target = corpus.appendingPathComponent("File00001.swift")
        let original = try String(contentsOf: target, encoding: .utf8)
        var edit = 0
        let oneChanged = try median(runs) {
            edit += 1
            try (original + "// edit \(edit)\n").write(to: target, atomically: false, encoding: .utf8)
        } measuring: {
            try runCKGen(arguments)
        }
        // One file changed so that the model changes (a new type each run): validation and rendering run again.
        let declarationChanged = try median(runs) {
            edit += 1
            try (original + "\nstruct BenchmarkEdit\(edit) {}\n").write(to: target, atomically: false, encoding: .utf8)
        } measuring: {
            try runCKGen(arguments)
        }
        try original.write(to: target, atomically: false, encoding: .utf8)
        // One view gains a property each run: a new attribute in the plan.
        let view = corpus.appendingPathComponent("File00000.swift")
        let viewText = try String(contentsOf: view, encoding: .utf8)
        let anchor = "    var borderWidth: Double = 1\n"
        guard viewText.contains(anchor) else {
            throw BenchmarkError("File00000.swift has no borderWidth property to add one after")
        }
        let planChanged = try median(runs) {
            edit += 1
            let added = anchor + "    var benchmarkEdit\(edit): Double = 0\n"
            try viewText.replacingOccurrences(of: anchor, with: added).write(
                to: view,
                atomically: false,
                encoding: .utf8
            )
        } measuring: {
            try runCKGen(arguments)
        }
        try viewText.write(to: view, atomically: false, encoding: .utf8)

        return GeneratorResult(
            files: files,
            bytes: bytes,
            parseOnly: parseOnly,
            cold: cold,
            warm: warm,
            oneChanged: oneChanged,
            declarationChanged: declarationChanged,
            planChanged: planChanged,
            peakRSSKilobytes: peakRSSKilobytes
        )
    }

    /// The peak resident set of the ckgen processes since the current size started, from each one's own
    /// rusage (getrusage(RUSAGE_CHILDREN) would keep the maximum over every size run so far).
    nonisolated(unsafe) static var peakRSSKilobytes = 0

    /// Runs ckgen with posix_spawn and wait4: Foundation's Process adds tens of milliseconds of its own per
    /// launch on Linux, which would be charged to ckgen. Standard output is discarded; a failure is an error.
    static func runCKGen(_ arguments: [String]) throws {
        let argv = ([ckgen.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, ckgen.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(ckgen.path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        peakRSSKilobytes = max(peakRSSKilobytes, usage.ru_maxrss)
        guard status == 0 else {
            throw BenchmarkError("ckgen failed (wait status \(status)) for: \(arguments.joined(separator: " "))")
        }
    }

    /// The median time of `body` over `runs` runs, each after `prepare` (not timed).
    static func median(_ runs: Int, _ prepare: () throws -> Void, measuring body: () throws -> Void) throws -> Double {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            try prepare()
            var thrown: (any Error)?
            let duration = clock.measure {
                do { try body() } catch { thrown = error }
            }
            if let thrown { throw thrown }
            samples.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var thrown: (any Error)?
            let duration = clock.measure {
                do { try body() } catch { thrown = error }
            }
            if let thrown { try { throw thrown }() }
            samples.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
