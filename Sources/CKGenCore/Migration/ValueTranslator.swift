import Foundation

/// Why part of a ComponentKit expression has no Swift counterpart here: the node, and a reason for the warning.
struct Unconvertible: Error, Sendable {
    var node: ObjCSyntaxNode
    var reason: String
}

/// Translates Objective-C++ value expressions (literals, names, messages to UIKit classes, `[quote.author
/// isEqualToString:x]`, format strings) into Swift. What it does not know it refuses with ``Unconvertible``, so
/// the statement around it is kept as a comment rather than guessed at.
struct ValueTranslator {
    /// Names the Swift code reaches under another name: a local bound to `scope.state()` becomes the state
    /// property; a block's parameter becomes the state it stands for.
    var renamed: [String: String] = [:]
    /// The state property `scope.state()` stands for, when the component has state.
    var stateName: String?
    /// Locals whose declarations were kept as comments: what uses them is kept too, so the Swift compiles.
    var unavailable: Set<String> = []
    /// Messages written under the name Swift's importer gives their selectors, shared by every copy.
    let guesses = ImportedNameLog()

    typealias Kind = ObjCSyntaxNode.Kind

    func translate(_ original: ObjCSyntaxNode) throws(Unconvertible) -> String {
        let node = original.unwrapped
        switch node.text {
        case "YES", "true": return "true"
        case "NO", "false": return "false"
        case "nil", "Nil", "NULL", "nullptr": return "nil"
        case "INFINITY", "HUGE_VAL", "CGFLOAT_MAX": return ".infinity"
        default: break
        }
        switch node.kind {
        case Kind.integerLiteral, Kind.floatingLiteral:
            return Self.number(node.text)
        case Kind.objcStringLiteral, Kind.stringLiteral:
            return node.text.hasPrefix("@") ? String(node.text.dropFirst()) : node.text
        case Kind.objcBoolLiteral, Kind.boolLiteral:
            return node.text.contains("YES") || node.text.contains("true") ? "true" : "false"
        case Kind.nullPointer:
            return "nil"
        case Kind.declarationReference:
            if unavailable.contains(node.spelling) {
                throw Unconvertible(node: node, reason: "it uses '\(node.spelling)', which was not converted")
            }
            if let renamed = renamed[node.spelling] { return renamed }
            if let enumCase = ComponentKitNames.enumCase(node.spelling) { return enumCase }
            return node.spelling
        case Kind.memberReferenceExpression:
            return try member(node)
        case Kind.message:
            return try message(node)
        case Kind.conditional where node.children.count == 3:
            let parts = try node.children.map { child throws(Unconvertible) in try translate(child) }
            // `c ? NO : YES`, as a state toggle is written in Objective-C.
            if parts[1] == "false" && parts[2] == "true" { return "!" + Self.operand(parts[0]) }
            if parts[1] == "true" && parts[2] == "false" { return parts[0] }
            return "\(parts[0]) ? \(parts[1]) : \(parts[2])"
        case Kind.binaryOperator where node.children.count == 2:
            return try binary(node)
        case Kind.unaryOperator where node.children.count == 1:
            let operand = try translate(node.children[0])
            let operatorText = node.text.prefix(while: { "!-+~".contains($0) })
            guard !operatorText.isEmpty else { throw Unconvertible(node: node, reason: "an operator Swift lacks") }
            return String(operatorText) + operand
        case Kind.cStyleCast:
            guard let value = node.children.last else { break }
            let type = node.type.replacingOccurrences(of: "const ", with: "")
            let swift = ComponentKitNames.swiftType(type, nullable: false)
            return "\(swift)(\(try translate(value)))"
        case Kind.call:
            return try call(node)
        case Kind.parenthesis where node.children.count == 1:
            return "(" + (try translate(node.children[0])) + ")"
        default:
            break
        }
        // A boxed value, `@4`, `@(count)`, `@YES`: Swift bridges the value itself.
        if node.text.hasPrefix("@"), node.children.count == 1 {
            return try translate(node.children[0])
        }
        throw Unconvertible(node: node, reason: "no Swift counterpart is known for this expression")
    }

    /// `text` as the operand of a prefix operator: parenthesised unless it is a name or a member chain.
    static func operand(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? text : "(\(text))"
    }

    /// `12`, `0.5` (a C suffix such as `f` dropped).
    static func number(_ text: String) -> String {
        var digits = text
        while let last = digits.last, "fFlLuU".contains(last), !digits.hasPrefix("0x") { digits.removeLast() }
        return digits
    }

    private func member(_ node: ObjCSyntaxNode) throws(Unconvertible) -> String {
        guard let base = node.children.first else { return node.spelling }
        let baseNode = base.unwrapped
        // `[UIScreen mainScreen].scale`: Swift reads the screen only on the main actor, and a body is built off it.
        if baseNode.receiverClass == "UIScreen" {
            throw Unconvertible(
                node: node,
                reason: "Swift reads 'UIScreen' only on the main actor, and a body is built off it; pass the scale in"
            )
        }
        let translated = try translate(base)
        let name = node.spelling == "length" ? "count" : node.spelling
        return "\(translated).\(name)"
    }

    private func binary(_ node: ObjCSyntaxNode) throws(Unconvertible) -> String {
        let left = node.children[0]
        let right = node.children[1]
        var operatorText = node.text
        if operatorText.hasPrefix(left.text), operatorText.hasSuffix(right.text), !left.text.isEmpty,
            !right.text.isEmpty
        {
            operatorText = String(operatorText.dropFirst(left.text.count).dropLast(right.text.count))
        }
        operatorText = operatorText.trimmingCharacters(in: .whitespacesAndNewlines)
        let known = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "|", "&"]
        guard known.contains(operatorText) else {
            throw Unconvertible(node: node, reason: "the operator '\(operatorText)' has no direct Swift counterpart")
        }
        return "\(try translate(left)) \(operatorText) \(try translate(right))"
    }

    private func call(_ node: ObjCSyntaxNode) throws(Unconvertible) -> String {
        let arguments = node.children.dropFirst()
        let values = try arguments.map { argument throws(Unconvertible) in try translate(argument) }
        switch (node.spelling, values.count) {
        case ("UIEdgeInsetsMake", 4):
            return "UIEdgeInsets(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))"
        case ("CGSizeMake", 2): return "CGSize(width: \(values[0]), height: \(values[1]))"
        case ("CGPointMake", 2): return "CGPoint(x: \(values[0]), y: \(values[1]))"
        case ("Percent", 1): return ".percent(\(values[0]))"
        case ("Points", 1): return ".points(\(values[0]))"
        case ("state", 0) where stateName != nil: return stateName ?? ""
        default:
            // `scope.state()`, reached through a member call with no arguments.
            if node.spelling == "state", let stateName, node.text.hasSuffix("state()") { return stateName }
            if node.type.hasPrefix("CKComponentContext<") || node.text.contains("CKComponentContext<") {
                throw Unconvertible(
                    node: node,
                    reason: "ComponentKit's context has no direct counterpart: declare a ContextKey for the value, "
                        + "read it with 'context[Key.self]' and provide it with '.context(Key.self, value)'"
                )
            }
            throw Unconvertible(node: node, reason: "the function '\(node.spelling)' has no Swift counterpart here")
        }
    }

    private func message(_ node: ObjCSyntaxNode) throws(Unconvertible) -> String {
        let selector = node.spelling
        let arguments = node.messageArguments
        if let format = try formatString(node) { return format }
        if let receiverClass = node.receiverClass {
            let values = try arguments.map { argument throws(Unconvertible) in try translate(argument) }
            if let known = Self.classMessage(receiverClass, selector, values) { return known }
            throw Unconvertible(
                node: node,
                reason: "the message '+[\(receiverClass) \(selector)]' has no Swift counterpart here"
            )
        }
        guard let receiver = node.children.first, node.children.count == arguments.count + 1 else {
            throw Unconvertible(node: node, reason: "a message to 'super' outside '+newWithComponent:'")
        }
        let target = try translate(receiver)
        switch (selector, arguments.count) {
        case ("boolValue", 0), ("integerValue", 0), ("intValue", 0), ("doubleValue", 0), ("floatValue", 0),
            ("unsignedIntegerValue", 0), ("copy", 0):
            return target
        case ("length", 0), ("count", 0):
            return target + ".count"
        case ("isEqualToString:", 1), ("isEqual:", 1), ("isEqualToNumber:", 1):
            return "\(target) == \(try translate(arguments[0]))"
        case (_, 0) where !selector.contains(":"):
            // A getter: Swift imports it as a property of the same name.
            return "\(target).\(selector)"
        default:
            let values = try arguments.map { argument throws(Unconvertible) in try translate(argument) }
            let pieces = selector.split(separator: ":").map(String.init)
            let labelled = zip(pieces, values).enumerated().map { index, pair in
                index == 0 ? pair.1 : "\(pair.0): \(pair.1)"
            }
            let swiftName = pieces[0] + "(" + (["_"] + pieces.dropFirst()).map { $0 + ":" }.joined() + ")"
            guesses.record(
                Diagnostic(
                    MigrationMessage.importedName(selector: selector, swift: swiftName),
                    at: node.location
                )
            )
            return "\(target).\(pieces[0])(\(labelled.joined(separator: ", ")))"
        }
    }

    /// Class messages of UIKit and Foundation that ComponentKit code sends for values.
    static func classMessage(_ receiver: String, _ selector: String, _ values: [String]) -> String? {
        switch (receiver, selector) {
        case ("UIColor", "colorWithWhite:alpha:"): return "UIColor(white: \(values[0]), alpha: \(values[1]))"
        case ("UIColor", "colorWithRed:green:blue:alpha:"):
            return "UIColor(red: \(values[0]), green: \(values[1]), blue: \(values[2]), alpha: \(values[3]))"
        case ("UIColor", _) where selector.hasSuffix("Color") && values.isEmpty:
            return "UIColor." + selector.dropLast(5)
        case ("UIFont", "systemFontOfSize:"): return "UIFont.systemFont(ofSize: \(values[0]))"
        case ("UIFont", "boldSystemFontOfSize:"): return "UIFont.boldSystemFont(ofSize: \(values[0]))"
        case ("UIFont", "italicSystemFontOfSize:"): return "UIFont.italicSystemFont(ofSize: \(values[0]))"
        case ("UIFont", "fontWithName:size:"): return "UIFont(name: \(values[0]), size: \(values[1]))"
        case ("UIImage", "imageNamed:"): return "UIImage(named: \(values[0]))"
        case ("NSNumber", _) where selector.hasPrefix("numberWith") && values.count == 1: return values[0]
        default: return nil
        }
    }

    /// `[NSString stringWithFormat:@"By %@", name]` as an interpolated string, when every specifier is a plain
    /// one (`%@`, `%d`, `%ld`, `%lu`, `%zd`, `%f`, `%%`). The variadic arguments are the message's children after
    /// the class and the format.
    private func formatString(_ node: ObjCSyntaxNode) throws(Unconvertible) -> String? {
        guard node.receiverClass == "NSString", node.spelling == "stringWithFormat:", node.children.count >= 2,
            node.children[1].unwrapped.kind == Kind.objcStringLiteral
        else { return nil }
        let format = String(node.children[1].unwrapped.text.dropFirst().dropFirst().dropLast())
        // A cast that only matches a specifier (`(long)count` for `%ld`) is not needed in an interpolation.
        var values = try node.children.dropFirst(2).map { argument throws(Unconvertible) in
            let inner = argument.unwrapped
            return try translate(inner.kind == Kind.cStyleCast ? (inner.children.last ?? inner) : inner)
        }
        var result = ""
        var characters = Substring(format)
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "%" else {
                result.append(first)
                continue
            }
            if characters.first == "%" {
                result.append("%")
                characters = characters.dropFirst()
                continue
            }
            let specifier = characters.prefix(while: { "lzuhq".contains($0) })
            characters = characters.dropFirst(specifier.count)
            guard let conversion = characters.first, "@dDiuUfgs".contains(conversion), !values.isEmpty else {
                throw Unconvertible(node: node, reason: "a format specifier Swift interpolation does not read")
            }
            characters = characters.dropFirst()
            result += "\\(" + values.removeFirst() + ")"
        }
        return "\"" + result + "\""
    }
}

/// The warnings for messages written under an imported name, collected across copies of a ``ValueTranslator``.
final class ImportedNameLog: @unchecked Sendable {
    private(set) var diagnostics: [Diagnostic] = []

    func record(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
