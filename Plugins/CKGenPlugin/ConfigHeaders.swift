import Foundation

/// The Objective-C headers a `ckgen.yml` names under `objc-headers:`, so the plugin declares them as inputs of
/// the build command: without them, editing only a header would not run ckgen again.
///
/// A plugin cannot depend on a YAML library, so this reads only the two shapes the README shows, a block list
/// (`objc-headers:` then `  - Legacy/View.h` lines) and a flow list (`objc-headers: [A.h, B.h]`), plus a single
/// value. ckgen itself reads the file with a full YAML parser; a header this reader misses only costs a rebuild.
enum ConfigHeaders {
    /// The headers named in `text`, resolved against `folder` (the config file's folder), in order.
    static func headers(inConfig text: String, folder: URL) -> [URL] {
        var names: [String] = []
        var inList = false
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = withoutComment(String(rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let isTopLevel = !(line.first?.isWhitespace ?? false)
            if inList && !isTopLevel && trimmed.hasPrefix("-") {
                names.append(unquoted(String(trimmed.dropFirst())))
                continue
            }
            inList = false
            guard isTopLevel, trimmed.hasPrefix("objc-headers:") else { continue }
            let value = trimmed.dropFirst("objc-headers:".count).trimmingCharacters(in: .whitespaces)
            if value.isEmpty {
                inList = true
            } else if value.hasPrefix("["), value.hasSuffix("]") {
                names += value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }
            } else {
                names.append(unquoted(value))
            }
        }
        return names.filter { !$0.isEmpty }.map { name in
            name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
        }
    }

    /// The line without a `#` comment (one at the start, or after a space, outside quotes).
    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && previous.isWhitespace {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }

    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }
}
