import Foundation
import SwiftParser
import SwiftSyntax

/// The bodies ckgen reads (those ``SkippedBodies`` keeps: attribute uses, an initializer's `super.init(…)`), read
/// by swift-syntax on their own.
extension PlainDeclarationReader {
    /// Parses the kept declarations alone, as members of one class, at their own offsets in a copy of the file where
    /// everything else is blanked (line breaks kept, so every line and column is the file's). Returns the attribute
    /// uses ``DeclarationCollector/collectAttributeUses(in:)`` finds there, and sets each kept initializer's
    /// `super.init` labels in `declarations`.
    ///
    /// Declines when an attribute's name is written outside those bodies (in an initial value, a comment), or when
    /// the bodies do not parse cleanly: the file is then parsed whole, as before.
    func readKeptBodies(patching declarations: inout [TypeDeclaration]) throws -> [AttributeUse] {
        for part in DeclarationCollector.attributeNameParts {
            for offset in ByteSearch.offsets(of: part, in: source) {
                var start = offset
                while start > 0 && source[start - 1].isASCIIIdentifierByte { start -= 1 }
                var end = offset + part.count
                while end < count && source[end].isASCIIIdentifierByte { end += 1 }
                guard RuntimeNames.selectorAttributes.contains(text(start..<end)) else { continue }
                guard
                    keptDeclarations.contains(where: { $0.contains(start) })
                        || plainBodies.contains(where: { $0.contains(start) })
                else { throw Decline() }
            }
        }
        guard let first = keptDeclarations.first else { return plainAttributeUses }

        var buffer = [UInt8](repeating: UInt8(ascii: " "), count: count)
        buffer.withUnsafeMutableBufferPointer { blanked in
            for offset in 0..<count where bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") {
                blanked[offset] = bytes[offset]
            }
            for range in keptDeclarations {
                for offset in range { blanked[offset] = bytes[offset] }
            }
        }
        // The class around them goes in the first stretch of blanks long enough for it before the first one.
        let wrapper = Array("class S{".utf8)
        var run = 0
        var wrapperStart: Int?
        for offset in 0..<first.lowerBound {
            run = buffer[offset] == UInt8(ascii: " ") ? run + 1 : 0
            if run == wrapper.count {
                wrapperStart = offset + 1 - wrapper.count
                break
            }
        }
        guard let wrapperStart else { throw Decline() }
        buffer.replaceSubrange(wrapperStart..<(wrapperStart + wrapper.count), with: wrapper)
        buffer += Array("\n}".utf8)

        let tree = buffer.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: SourceFileParser.maximumNestingLevel)
        }
        guard !tree.hasError else { throw Decline() }
        let collector = DeclarationCollector(path: path, lines: lines, source: buffer)
        collector.collectAttributeUses(in: tree)

        if !keptInitializers.isEmpty {
            var labels: [SourceLocation: [[String]]] = [:]
            let members = tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members
            for member in members ?? [] {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else {
                    continue
                }
                let finder = SuperInitFinder(viewMode: .sourceAccurate)
                finder.walk(body)
                labels[locate(initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)] = finder.labels
            }
            for declaration in declarations.indices {
                for initializer in declarations[declaration].initializers.indices {
                    if let found = labels[declarations[declaration].initializers[initializer].location] {
                        declarations[declaration].initializers[initializer].superInitLabels = found
                    }
                }
            }
        }
        guard !plainAttributeUses.isEmpty else { return collector.attributeUses }
        return (plainAttributeUses + collector.attributeUses).sorted { $0.location < $1.location }
    }
}
