import Foundation

/// Follows a header's `#import` and `#include` lines (through `-I` folders) before libclang does, to find a file
/// that is not a regular file: a FIFO, a device such as `/dev/stdin` or `/dev/zero`, a socket. libclang would
/// block on it, or read it forever.
enum HeaderIncludes {
    /// How many headers the check follows at most; past that it stops looking (libclang still reads them).
    static let fileLimit = 2_000

    /// The first include that names an existing file that is not a regular file, as a located error, or an error
    /// for `header` itself.
    static func firstNonRegularFile(header: String, flags: [String]) -> Diagnostic? {
        if let (_, kind) = InputFiles.inspect(header), kind != .regularFile {
            return Diagnostic(
                ObjCMessage.headerNotRegularFile(header),
                at: SourceLocation(file: header, line: 1, column: 1)
            )
        }
        let searchFolders = includeFolders(flags)
        // `-include file` and `-imacros file` are read before the header.
        var pending = [header]
        var seen: Set<String> = [header]
        for (index, flag) in flags.enumerated()
        where ["-include", "-imacros"].contains(flag) && index + 1 < flags.count {
            let file = flags[index + 1]
            if let (_, kind) = InputFiles.inspect(file), kind != .regularFile {
                return Diagnostic(
                    ObjCMessage.flagFileNotRegularFile(flag: flag, file: file, header: header),
                    at: SourceLocation(file: file, line: 1, column: 1)
                )
            }
            if seen.insert(file).inserted { pending.append(file) }
        }
        while let file = pending.popLast(), seen.count <= fileLimit {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            for (lineNumber, column, name, quoted) in includes(in: data) {
                let candidates =
                    name.hasPrefix("/")
                    ? [name]
                    : ((quoted ? [folder] : []) + searchFolders).map {
                        ($0.isEmpty ? name : ($0 as NSString).appendingPathComponent(name))
                    }
                for candidate in candidates {
                    guard let (_, kind) = InputFiles.inspect(candidate) else { continue }
                    if kind != .regularFile {
                        return Diagnostic(
                            ObjCMessage.includeNotRegularFile(name: name, resolved: candidate),
                            at: SourceLocation(file: file, line: lineNumber, column: column)
                        )
                    }
                    if seen.insert(candidate).inserted { pending.append(candidate) }
                    break
                }
            }
        }
        return nil
    }

    /// The folders of `-I`, `-iquote`, `-isystem` and `-F` flags, in order.
    static func includeFolders(_ flags: [String]) -> [String] {
        var folders: [String] = []
        var index = 0
        let options = ["-I", "-iquote", "-isystem", "-idirafter", "-F"]
        while index < flags.count {
            let flag = flags[index]
            if options.contains(flag), index + 1 < flags.count {
                folders.append(flags[index + 1])
                index += 2
                continue
            }
            if let option = options.first(where: { flag.hasPrefix($0) && flag.count > $0.count }) {
                folders.append(String(flag.dropFirst(option.count)))
            }
            index += 1
        }
        return folders
    }

    /// `#import "A.h"`, `#include <B/B.h>`, `#include_next`, `#import` with spaces after `#`: the line, the column of
    /// the `#`, the name, and whether it was quoted.
    static func includes(in data: Data) -> [(Int, Int, String, Bool)] {
        var result: [(Int, Int, String, Bool)] = []
        let text = String(decoding: data, as: UTF8.self)
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.utf8
            guard line.contains(UInt8(ascii: "#")) else { continue }
            let indent = rawLine.prefix { $0 == " " || $0 == "\t" }
            var rest = rawLine.dropFirst(indent.count)
            guard rest.first == "#" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard let keyword = ["include_next", "include", "import"].first(where: { rest.hasPrefix($0) }) else {
                continue
            }
            rest = rest.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
            guard let open = rest.first, open == "\"" || open == "<" else { continue }
            let close: Character = open == "\"" ? "\"" : ">"
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: close) else { continue }
            let name = String(body[..<end])
            if !name.isEmpty { result.append((offset + 1, indent.utf8.count + 1, name, open == "\"")) }
        }
        return result
    }
}
