import SwiftSyntax

/// Attribute uses in bodies (`.controlAction(.didTap)`), for V7 and V8.
extension DeclarationCollector {
    func recordAttributeUse(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return }
        let attribute = member.declName.baseName.text
        guard RuntimeNames.selectorAttributes.contains(attribute) else { return }
        let argument =
            attribute == "gesture"
            ? call.arguments.first { $0.label?.text == "action" }
            : call.arguments.first
        let selector = argument?.expression.as(MemberAccessExprSyntax.self).flatMap { access in
            access.base == nil ? access.declName.baseName.text.trimmingBackticks : nil
        }
        attributeUses.append(
            AttributeUse(
                attribute: attribute,
                selector: selector,
                viewType: enclosingViewType(of: Syntax(call)),
                location: location(of: Syntax(member.declName), name: false)
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
