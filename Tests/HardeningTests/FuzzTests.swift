import Foundation
import Testing

/// Feeds mutated fixture inputs to `ckgen generate`: byte flips, truncation, token deletion and duplication, and
/// garbled annotation arguments. ckgen must exit 0 or 1 (never a signal) within the time limit, with a diagnostic
/// when it fails, and whenever it succeeds its output must parse as Swift without syntax errors.
///
/// A fixed seed and 200 iterations by default; set CKGEN_FUZZ_ITERATIONS (and CKGEN_FUZZ_SEED) for more.
@Suite("Fuzzing")
struct FuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["CKGEN_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 200
    static let seed = ProcessInfo.processInfo.environment["CKGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x00C0_FFEE

    /// The inputs of every fixture, as (case, file name, contents).
    static func corpus() throws -> [(String, String, [UInt8])] {
        var files: [(String, String, [UInt8])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path).sorted() {
            let input = fixturesFolder.appendingPathComponent(name).appendingPathComponent("input")
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: input.path) else { continue }
            for file in entries.sorted() where file.hasSuffix(".swift") {
                files.append((name, file, Array(try Data(contentsOf: input.appendingPathComponent(file)))))
            }
        }
        return files
    }

    @Test("mutated fixtures never crash, hang or produce invalid Swift")
    func fuzz() throws {
        let corpus = try Self.corpus()
        #expect(!corpus.isEmpty)
        var random = SplitMix64(seed: Self.seed)
        let folder = try workFolder("fuzz")
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes = [Int32: Int]()
        for iteration in 0..<Self.iterations {
            let (fixture, file, bytes) = corpus[Int(random.next() % UInt64(corpus.count))]
            let mutation = Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))]
            let mutated = mutation.apply(to: bytes, random: &random)
            let source = folder.appendingPathComponent("Input.swift")
            try Data(mutated).write(to: source)
            let output = folder.appendingPathComponent("Out.swift")
            try? FileManager.default.removeItem(at: output)
            let run = try CKGen.run(
                ["generate", "Input.swift", "--module-name", "Fuzz", "--output", "Out.swift"],
                in: folder,
                timeLimit: 30
            )
            let label = "iteration \(iteration): \(mutation) of \(fixture)/\(file) (seed \(Self.seed))"
            #expect(!run.timedOut, "hung: \(label)")
            #expect(run.exitedNormally, "crashed: \(label)\n\(run.standardError)")
            #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(label)")
            outcomes[run.status, default: 0] += 1
            if run.status == 1 {
                #expect(run.standardError.contains(": error: "), "failed without saying why: \(label)")
            } else if run.status == 0 {
                let generated = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                #expect(parsesCleanly(generated), "generated invalid Swift: \(label)\n\(generated)")
            }
            if !run.exitedNormally || run.timedOut {
                // Keep the input that broke ckgen, for whoever looks into it.
                try? Data(mutated).write(
                    to: FileManager.default.temporaryDirectory.appendingPathComponent(
                        "ckgen-fuzz-failure-\(iteration).swift"
                    )
                )
            }
        }
        // Both outcomes must have happened, or the mutations are not exercising anything.
        #expect(outcomes[0, default: 0] > 0 && outcomes[1, default: 0] > 0, "\(outcomes)")
    }
}

/// The mutations, each small enough that the file stays mostly Swift.
enum Mutation: CaseIterable, CustomStringConvertible {
    case flipByte, truncate, deleteToken, duplicateToken, garbleAnnotation

    var description: String {
        switch self {
        case .flipByte: "byte flip"
        case .truncate: "truncation"
        case .deleteToken: "token deletion"
        case .duplicateToken: "token duplication"
        case .garbleAnnotation: "annotation garbling"
        }
    }

    func apply(to bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var result = bytes
        switch self {
        case .flipByte:
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let index = Int(random.next() % UInt64(result.count))
                result[index] ^= UInt8(1 << (random.next() % 8))
            }
        case .truncate:
            result = Array(result.prefix(Int(random.next() % UInt64(result.count))))
        case .deleteToken, .duplicateToken:
            let tokens = tokenRanges(result)
            guard !tokens.isEmpty else { return result }
            let token = tokens[Int(random.next() % UInt64(tokens.count))]
            if self == .deleteToken {
                result.removeSubrange(token)
            } else {
                result.insert(contentsOf: Array(result[token]) + [UInt8(ascii: " ")], at: token.lowerBound)
            }
        case .garbleAnnotation:
            guard let marker = find(Array("@ck.".utf8), in: result) else {
                return Mutation.flipByte.apply(to: bytes, random: &random)
            }
            let garbage: [[UInt8]] = [
                Array("(\"".utf8), Array("(id: )".utf8), Array("(\"unterminated".utf8), Array("(\"\\q\")".utf8),
                Array("viewx".utf8), Array("(id: \"a\", id: \"b\")".utf8), Array("(\"\\u{110000}\")".utf8),
                Array("()".utf8),
            ]
            let lineEnd = result[marker...].firstIndex(of: UInt8(ascii: "\n")) ?? result.endIndex
            let insertAt = min(marker + 4 + Int(random.next() % 12), lineEnd)
            result.insert(contentsOf: garbage[Int(random.next() % UInt64(garbage.count))], at: insertAt)
        }
        return result
    }

    private func tokenRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            let isWord =
                byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".")
                || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            let isPunctuation = "{}()[]:,\"".utf8.contains(byte)
            if isWord {
                if start == nil { start = index }
            } else {
                if let begin = start { ranges.append(begin..<index) }
                start = nil
                if isPunctuation { ranges.append(index..<(index + 1)) }
            }
        }
        if let begin = start { ranges.append(begin..<bytes.count) }
        return ranges
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count)
        where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}

/// A small, fast, seedable generator, so a failure can be replayed from its seed.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
