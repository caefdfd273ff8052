import SwiftSyntax

/// Attribute uses (`.controlAction(.didTap)`), for V7 and V8.
///
/// They are found from the file's text, not by walking the tree: each attribute's name, where it is written as a
/// word, is looked up in the tree, and kept when it is what a use looks like (`.name(…)`, with nothing before the
/// dot). Walking every expression of every body to find the few calls that matter cost a fifth of parsing.
extension DeclarationCollector {
    /// Text every selector attribute's name holds, so one search finds them all (and text without any of it
    /// holds no attribute use: see ``SkippedBodies``).
    static let attributeNameParts = ["controlAction", "esture"].map { Array($0.utf8) }

    /// Records every attribute use in `tree`, in the order they are written.
    func collectAttributeUses(in tree: SourceFileSyntax) {
        guard let source else { return }
        var starts: [Int] = []
        for part in Self.attributeNameParts {
            for offset in ByteSearch.offsets(of: part, in: source) {
                // The whole word around the match.
                var start = offset
                while start > 0 && source[start - 1].isASCIIIdentifierByte { start -= 1 }
                var end = offset + part.count
                while end < source.count && source[end].isASCIIIdentifierByte { end += 1 }
                let word = String(decoding: source[start..<end], as: UTF8.self)
                if RuntimeNames.selectorAttributes.contains(word) { starts.append(start) }
            }
        }
        for start in starts.sorted() {
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: start)),
                token.positionAfterSkippingLeadingTrivia.utf8Offset == start,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                !Self.isInsideLocalType(Syntax(call))
            else { continue }
            recordAttributeUse(call)
        }
    }

    /// Whether `node` is inside a type declared in a body (see ``isLocal(_:)``), which ckgen does not read: going
    /// out from `node`, a type declaration met before a body, closure or accessor with no type's members between.
    /// (One pass over the ancestors, by kind: asking each for its protocol cost more than parsing the file.)
    static func isInsideLocalType(_ node: Syntax) -> Bool {
        var insideType = false
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                insideType = true
            case .codeBlock, .closureExpr, .accessorBlock:
                if insideType { return true }
            case .memberBlock:
                insideType = false
            default:
                break
            }
            current = ancestor.parent
        }
        return false
    }

    func recordAttributeUse(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return }
        let attribute = member.declName.baseName.text
        guard RuntimeNames.selectorAttributes.contains(attribute) else { return }
        let argument =
            attribute == "gesture"
            ? call.arguments.first { $0.label?.text == "action" }
            : call.arguments.first
        let selectorName = argument?.expression.as(MemberAccessExprSyntax.self).flatMap { access in
            access.base == nil ? access.declName.baseName : nil
        }
        let selector = selectorName?.text.trimmingBackticks
        // The name itself, inside its backticks when it has them.
        let selectorLocation = selectorName.map { name in
            locate(name.positionAfterSkippingLeadingTrivia.utf8Offset + (name.text.hasPrefix("`") ? 1 : 0))
        }
        attributeUses.append(
            AttributeUse(
                attribute: attribute,
                selector: selector,
                viewType: enclosingViewType(of: Syntax(call)),
                location: location(of: Syntax(member.declName), name: false),
                selectorLocation: selectorLocation
            )
        )
    }

    /// `X` in `ViewConfiguration(X.self, [ … ])` around an attribute, if written that way.
    func enclosingViewType(of node: Syntax) -> String? {
        var current = node.parent
        var depth = 0
        while let candidate = current, depth < 8 {
            if let call = candidate.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == RuntimeNames.viewConfiguration
            {
                guard let first = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                    first.declName.baseName.text == "self", let base = first.base
                else { return nil }
                return writtenText(of: base)
            }
            current = candidate.parent
            depth += 1
        }
        return nil
    }
}
