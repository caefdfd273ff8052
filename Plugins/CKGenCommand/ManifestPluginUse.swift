/// Which targets of a package apply ckgen's build-tool plugin, read from the text of its `Package.swift`.
///
/// PackagePlugin does not tell a command plugin which plugins a target applies, so the manifest is read: the
/// target's entry is the call (`.target(`, `.executableTarget(`…) around its `name: "<target>"` argument, and it
/// applies the plugin when that call names `CKGenPlugin` or `CKGenBinaryPlugin` in a string. Comments and other
/// strings are skipped when the call's parentheses are matched. A manifest that builds its targets in code
/// (names from a loop) reads as applying nothing, and `generate` then runs as asked.
enum ManifestPluginUse {
    /// The build-tool plugins of ckgen, as a manifest names them in `.plugin(name: …)`.
    static let buildPlugins = ["CKGenPlugin", "CKGenBinaryPlugin"]

    /// The plugin of ckgen that `target`'s entry in `manifest` applies, if any.
    static func buildPlugin(appliedBy target: String, in manifest: String) -> String? {
        let bytes = Array(manifest.utf8)
        let kinds = byteKinds(bytes)
        let code = kinds.map { $0 == .code }
        for entry in entries(naming: target, in: bytes, code: code) {
            // The entry without its comments: `// plugins: [.plugin(name: "CKGenPlugin")]` applies nothing.
            let uncommented = entry.map { kinds[$0] == .comment ? UInt8(ascii: " ") : bytes[$0] }
            let text = String(decoding: uncommented, as: UTF8.self)
            if let plugin = buildPlugins.first(where: { text.contains("\"\($0)\"") }) { return plugin }
        }
        return nil
    }

    /// The byte ranges of the calls whose `name:` argument is the string `target`.
    private static func entries(naming target: String, in bytes: [UInt8], code: [Bool]) -> [Range<Int>] {
        let needle = Array("\"\(target)\"".utf8)
        var result: [Range<Int>] = []
        var index = 0
        while index + needle.count <= bytes.count {
            defer { index += 1 }
            guard code[index], bytes[index..<(index + needle.count)].elementsEqual(needle),
                isNameArgument(before: index, bytes)
            else { continue }
            // Out to the call's opening parenthesis, then on to its closing one.
            var depth = 0
            var open = index - 1
            while open >= 0 {
                if code[open] && bytes[open] == UInt8(ascii: ")") { depth += 1 }
                if code[open] && bytes[open] == UInt8(ascii: "(") {
                    if depth == 0 { break }
                    depth -= 1
                }
                open -= 1
            }
            // `.target(`, `.executableTarget(`…: not `Package(name: "App", …)`, which holds every target.
            guard open >= 0, callee(endingAt: open, bytes).lowercased().hasSuffix("target") else { continue }
            var close = index + needle.count
            depth = 0
            while close < bytes.count {
                if code[close] && bytes[close] == UInt8(ascii: "(") { depth += 1 }
                if code[close] && bytes[close] == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                close += 1
            }
            result.append(open..<min(close + 1, bytes.count))
        }
        return result
    }

    /// The identifier just before the parenthesis at `open`.
    private static func callee(endingAt open: Int, _ bytes: [UInt8]) -> String {
        var start = open
        while start > 0, bytes[start - 1].isLetterOrDigit { start -= 1 }
        return String(decoding: bytes[start..<open], as: UTF8.self)
    }

    /// Whether the string at `index` is the value of a `name:` argument.
    private static func isNameArgument(before index: Int, _ bytes: [UInt8]) -> Bool {
        var end = index
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        guard end > 0, bytes[end - 1] == UInt8(ascii: ":") else { return false }
        end -= 1
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let label = Array("name".utf8)
        guard end >= label.count, bytes[(end - label.count)..<end].elementsEqual(label) else { return false }
        let before = end - label.count - 1
        return before < 0 || !(bytes[before].isLetterOrDigit)
    }

    /// What a byte of the manifest is part of.
    private enum ByteKind {
        /// Code, including a string literal's quotes.
        case code
        /// The inside of a string literal.
        case string
        /// A comment.
        case comment
    }

    /// For each byte, what it is part of.
    private static func byteKinds(_ bytes: [UInt8]) -> [ByteKind] {
        var mask = [ByteKind](repeating: .code, count: bytes.count)
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
                    mask[index] = .comment
                    index += 1
                }
            } else if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/")) {
                    mask[index] = .comment
                    index += 1
                }
                if index < bytes.count { mask[index] = .comment }
                if index + 1 < bytes.count { mask[index + 1] = .comment }
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        mask[index] = .string
                        index += 1
                    }
                    if index < bytes.count { mask[index] = .string }
                    index += 1
                }
                index += 1
            } else {
                index += 1
            }
        }
        return mask
    }
}

extension UInt8 {
    /// An ASCII letter, digit or `_`.
    fileprivate var isLetterOrDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
            || self == UInt8(ascii: "_")
    }
}
