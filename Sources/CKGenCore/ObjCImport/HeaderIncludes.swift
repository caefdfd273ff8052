import Foundation

/// Follows a header's `#import` and `#include` lines (through `-I` folders) before libclang does, to find a file
/// that is not a regular file: a FIFO, a device such as `/dev/stdin` or `/dev/zero`, a socket. libclang would
/// block on it, or read it forever. A file that holds more than ``FileBytes/sizeLimit`` (or a file in `/proc` that
/// reports no size and never ends, such as `/proc/self/pagemap`) is refused too: it is read only that far.
///
/// Only what an include names is looked up (`folder/name.h` in each search folder, in order); no folder is ever
/// listed, so `-I/` costs no more than `-Iinclude`.
enum HeaderIncludes {
    /// How many headers the check follows at most; past that it stops looking (libclang still reads them).
    static let fileLimit = 2_000

    /// What following a header's includes found.
    struct Walk {
        /// Every file reached, the header first, each once: the path an include resolved to.
        var files: [String] = []
        /// The first file found that libclang cannot be given, as a located error.
        var problem: Diagnostic?
    }

    /// The first include that names an existing file that is not a regular file, as a located error, or an error
    /// for `header` itself.
    static func firstNonRegularFile(header: String, flags: [String], limit: Int = FileBytes.sizeLimit) -> Diagnostic? {
        follow(header: header, flags: flags, searchFolders: includeFolders(flags), limit: limit).problem
    }

    /// Follows `header`'s includes, and those of every file they reach, looking each name up in the quoted
    /// include's own folder and then in `searchFolders`; stops at the first problem. No file is read past `limit`.
    static func follow(header: String, flags: [String], searchFolders: [String], limit: Int = FileBytes.sizeLimit)
        -> Walk
    {
        var walk = Walk()
        if let (_, kind) = InputFiles.inspect(header), kind != .regularFile {
            walk.problem = Diagnostic(
                ObjCMessage.headerNotRegularFile(header),
                at: SourceLocation(file: header, line: 1, column: 1)
            )
            return walk
        }
        // `-include file` and `-imacros file` are read before the header.
        var pending = [header]
        var seen: Set<String> = [header]
        for (index, flag) in flags.enumerated()
        where ["-include", "-imacros"].contains(flag) && index + 1 < flags.count {
            let file = flags[index + 1]
            if let (_, kind) = InputFiles.inspect(file), kind != .regularFile {
                walk.problem = Diagnostic(
                    ObjCMessage.flagFileNotRegularFile(flag: flag, file: file, header: header),
                    at: SourceLocation(file: file, line: 1, column: 1)
                )
                return walk
            }
            if seen.insert(file).inserted { pending.append(file) }
        }
        /// Where each file was included from, for a file that turns out too large to read.
        var includedAt: [String: (name: String, location: SourceLocation)] = [:]
        while let file = pending.popLast(), seen.count <= fileLimit {
            let data: Data
            do {
                data = try FileBytes.read(file, limit: limit)
            } catch let tooLarge as FileBytes.TooLarge {
                let limit = FileBytes.TooLarge.describe(tooLarge.limit)
                if let (name, location) = includedAt[file] {
                    walk.problem = Diagnostic(
                        ObjCMessage.includeTooLarge(name: name, resolved: file, limit: limit),
                        at: location
                    )
                } else {
                    walk.problem = Diagnostic(
                        ObjCMessage.headerTooLarge(file, limit: limit),
                        at: SourceLocation(file: file, line: 1, column: 1)
                    )
                }
                return walk
            } catch {
                continue
            }
            walk.files.append(file)
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
                    let location = SourceLocation(file: file, line: lineNumber, column: column)
                    if kind != .regularFile {
                        walk.problem = Diagnostic(
                            ObjCMessage.includeNotRegularFile(name: name, resolved: candidate),
                            at: location
                        )
                        return walk
                    }
                    if seen.insert(candidate).inserted {
                        pending.append(candidate)
                        includedAt[candidate] = (name, location)
                    }
                    break
                }
            }
        }
        return walk
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
