public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether ckgen may write at an output path. ckgen replaces only what it wrote itself: a path where nothing is,
/// or a file that carries the header ckgen puts at the top of what it writes (or, with a cache folder, the very
/// bytes its last run wrote there). Anything else is refused before anything is written: a file ckgen reads as an
/// input, always; any other file, unless the user passed `--overwrite`.
///
/// The header is the one parsing already takes for ckgen's own output (``Renderer/generatedMarker``): a file ckgen
/// would skip as its earlier output is a file it may replace.
public enum OutputOwnership {
    /// How a file ckgen wrote shows it: one of its first `lines` lines begins with `text`.
    public struct Header: Sendable, Equatable {
        /// What the line begins with.
        public var text: String
        /// How many lines from the top it may be on.
        public var lines: Int

        /// `generate`'s output: its first line, as parsing looks for it.
        public static let swift = Header(text: Renderer.generatedMarker, lines: 1)
        /// `graph`'s DOT file: its second line (the first says what the graph shows).
        public static let dot = Header(text: DOTRenderer.header, lines: 2)
        /// The SVG `graph` draws: after the XML declaration.
        public static let svg = Header(text: GraphSVG.header, lines: 2)
    }

    /// Something ckgen reads: a file, or a folder whose files with names ending in `fileSuffix` it reads.
    public struct Input: Sendable, Equatable {
        /// The path, as the user gave it.
        public var path: String
        /// Which files below a folder are read (`.swift` for source folders).
        public var fileSuffix: String

        /// An input at `path`, reading files ending in `fileSuffix` when it is a folder.
        public init(path: String, fileSuffix: String = ".swift") {
            self.path = path
            self.fileSuffix = fileSuffix
        }
    }

    /// Throws, as a diagnostic located at the file, when ckgen may not write at `url`.
    /// - Parameters:
    ///   - inputs: what the run reads; an output among them is never replaced.
    ///   - overwrite: `--overwrite`: replace a file without the header (never an input).
    ///   - wroteItBefore: whether the last run vouches for the file (it wrote these bytes there), asked only for a
    ///     file without the header.
    public static func check(
        _ url: URL,
        header: Header,
        product: OutputMessage.Product,
        inputs: [Input],
        overwrite: Bool,
        wroteItBefore: () -> Bool = { false }
    ) throws(Diagnostic) {
        let path = url.path
        let shown = url.relativePath
        let location = SourceLocation(file: shown, line: 1, column: 1)
        var info = stat()
        // Nothing there (or a link that leads nowhere): a new file.
        guard stat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Diagnostic(OutputMessage.notRegularFile(shown), at: location)
        }
        if carries(header, path) || wroteItBefore() { return }
        if let input = input(holding: path, among: inputs) {
            throw Diagnostic(OutputMessage.isInput(path: shown, input: input, product: product), at: location)
        }
        if overwrite { return }
        throw Diagnostic(OutputMessage.notGenerated(path: shown, header: header.text, product: product), at: location)
    }

    /// Whether one of the first lines of the regular file at `path` begins with the header. Only the first 4 KB
    /// are read.
    static func carries(_ header: Header, _ path: String) -> Bool {
        let top = FileBytes.withRegularFile(path) { file -> [UInt8]? in
            let count = min(file.size, 4096)
            var bytes = [UInt8](repeating: 0, count: count)
            let filled = bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return true }
                return file.fill(base, count: count)
            }
            return filled ? bytes : nil
        }
        guard let top else { return false }
        return carries(header, top)
    }

    /// Whether one of the first lines of `bytes` begins with the header (lines broken by `\n`, `\r\n` or `\r`).
    static func carries(_ header: Header, _ bytes: [UInt8]) -> Bool {
        let marker = Array(header.text.utf8)
        var start = 0
        for _ in 0..<header.lines {
            if bytes[start...].starts(with: marker) { return true }
            guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
            else { return false }
            start = end + 1
            if bytes[end] == UInt8(ascii: "\r"), start < bytes.count, bytes[start] == UInt8(ascii: "\n") { start += 1 }
        }
        return false
    }

    /// The input, as given, that names the file at `path` or holds it in a folder ckgen searches; `nil` when no
    /// input does. Files and folders are compared by what they are on disk (links followed), as inputs are
    /// collected; a file below a hidden or skipped folder is not read, so it is not an input.
    static func input(holding path: String, among inputs: [Input]) -> String? {
        guard let (identity, _) = InputFiles.inspect(path), let real = realPath(path) else { return nil }
        for input in inputs {
            guard let (inputIdentity, kind) = InputFiles.inspect(input.path) else { continue }
            switch kind {
            case .regularFile where inputIdentity == identity:
                return input.path
            case .folder:
                guard let folder = realPath(input.path) else { continue }
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                guard real.hasPrefix(prefix) else { continue }
                let components = real.dropFirst(prefix.count).split(separator: "/")
                guard let name = components.last, name.hasSuffix(input.fileSuffix) else { continue }
                let searched = components.dropLast().allSatisfy {
                    !$0.hasPrefix(".") && !InputFiles.skippedFolders.contains(String($0))
                }
                if searched { return input.path }
            default:
                continue
            }
        }
        return nil
    }

    /// `path` with every link resolved, absolute; `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
