/// Flexbox, label and button: the ComponentKit components whose arguments are C++ structs with designated
/// initializers (`{.direction = CKFlexboxDirectionRow}`), read field by field.
extension ComponentTranslator {
    /// `[CKFlexboxComponent newWithView:size:style:children:]` → `FlexboxComponent(direction: …) { … }`, each child
    /// with its flex properties as modifiers; a flexbox with a view of its own sits in a `ViewComponent`.
    mutating func flexbox(_ arguments: [String: ObjCSyntaxNode]) throws(Unconvertible) -> SwiftComponent {
        var labels: [String] = []
        if let size = try sizeArgument(arguments["size"]) { labels.append(size) }
        if let style = arguments["style"], !Self.isEmpty(style) {
            let fields = try designatedFields(style, order: ["direction", "spacing", "justifyContent", "alignItems"])
            for name in ["direction", "justifyContent", "alignItems", "alignContent", "wrap", "spacing"] {
                guard let value = fields[name] else { continue }
                labels.append("\(name): \(try values.translate(value))")
            }
            if let unknown = fields.keys.first(where: { !Self.styleFields.contains($0) }), let node = fields[unknown] {
                throw Unconvertible(node: node, reason: "the flexbox style field '\(unknown)' has no counterpart here")
            }
        }
        var children: [SwiftComponent] = []
        if let list = arguments["children"] {
            var inner = list.unwrapped
            if inner.kind == Kind.call, inner.children.count == 1 { inner = inner.children[0].unwrapped }
            for child in inner.children { children.append(flexChild(child)) }
        }
        let head = "FlexboxComponent" + (labels.isEmpty ? "" : "(\(labels.joined(separator: ", ")))")
        let flexbox = SwiftComponent.call(head: head, attributes: [], children: children, modifiers: [])
        guard let view = arguments["newWithView"], !Self.isEmpty(view) else { return flexbox }
        let wrapper = try self.view(view, size: nil, content: nil)
        guard case .call(let viewHead, let attributes, _, let modifiers) = wrapper else { return flexbox }
        if attributes.isEmpty, viewHead.hasPrefix("ViewComponent<UIView>"), !modifiers.isEmpty {
            // A plain view that only handles taps: `.onTap { }` on the flexbox makes that very view.
            return modifiers.reduce(flexbox) { $0.adding($1) }
        }
        return .call(
            head: attributes.isEmpty && !viewHead.hasSuffix(")") ? viewHead + "()" : viewHead,
            attributes: attributes,
            children: [flexbox],
            modifiers: modifiers
        )
    }

    static let styleFields: Set<String> = [
        "direction", "justifyContent", "alignItems", "alignContent", "wrap", "spacing",
    ]

    /// One `{component, .flexGrow = 1, …}` of a flexbox's children.
    private mutating func flexChild(_ node: ObjCSyntaxNode) -> SwiftComponent {
        let inner = node.unwrapped
        guard inner.kind == Kind.initList else { return component(node) }
        var child: ObjCSyntaxNode?
        var modifiers: [SwiftModifier] = []
        do throws(Unconvertible) {
            for element in inner.children {
                guard let field = element.designatedField else {
                    if child == nil { child = element }
                    continue
                }
                let (name, value) = field
                switch name {
                case "component":
                    child = value
                case "flexGrow", "flexShrink", "spacingBefore", "spacingAfter", "alignSelf":
                    modifiers.append(SwiftModifier(".\(name)(\(try values.translate(value)))"))
                case "flexBasis":
                    modifiers.append(SwiftModifier(".flexBasis(\(try values.translate(value)))"))
                default:
                    throw Unconvertible(
                        node: element,
                        reason: "the flexbox child field '\(name)' has no counterpart here"
                    )
                }
            }
        } catch {
            return keep(error.node, reason: error.reason)
        }
        guard let child else { return keep(node, reason: "a flexbox child without a component") }
        return modifiers.reduce(component(child)) { $0.adding($1) }
    }

    /// The fields of a brace list with designated initializers; fields written by position take `order`'s names.
    func designatedFields(_ node: ObjCSyntaxNode, order: [String]) throws(Unconvertible) -> [String: ObjCSyntaxNode] {
        let inner = node.unwrapped
        guard inner.kind == Kind.initList else {
            throw Unconvertible(node: node, reason: "a structure that is not written out in braces")
        }
        var fields: [String: ObjCSyntaxNode] = [:]
        for (position, element) in inner.children.enumerated() {
            if let field = element.designatedField {
                fields[field.name] = field.value
            } else if position < order.count {
                fields[order[position]] = element
            } else {
                throw Unconvertible(node: element, reason: "a field written by position ckgen migrate does not read")
            }
        }
        return fields
    }

    /// `[CKLabelComponent newWithLabelAttributes:{.string = …} viewAttributes:{…} size:{…}]` → `TextComponent(…)`.
    mutating func label(_ arguments: [String: ObjCSyntaxNode], _ node: ObjCSyntaxNode) throws(Unconvertible)
        -> SwiftComponent
    {
        let attributes = try required(arguments["newWithLabelAttributes"], node)
        let fields = try designatedFields(attributes, order: ["string"])
        var parts = [try fields["string"].map { value throws(Unconvertible) in try values.translate(value) } ?? "\"\""]
        for name in ["font", "color", "alignment", "maximumNumberOfLines", "lineBreakMode"] {
            guard let value = fields[name] else { continue }
            parts.append("\(name): \(try values.translate(value))")
        }
        if let unknown = fields.keys.sorted().first(where: { !Self.labelFields.contains($0) }),
            let node = fields[unknown]
        {
            throw Unconvertible(node: node, reason: "the label attribute '\(unknown)' has no TextComponent counterpart")
        }
        if let size = try sizeArgument(arguments["size"]) { parts.append(size) }
        let view = try viewAttributes(arguments["viewAttributes"])
        return .call(
            head: "TextComponent(\(parts.joined(separator: ", ")))",
            attributes: view.lines,
            children: nil,
            modifiers: view.modifiers
        )
    }

    static let labelFields: Set<String> = [
        "string", "font", "color", "alignment", "maximumNumberOfLines", "lineBreakMode",
    ]

    /// `[CKButtonComponent newWithAction:@selector(didTap) options:{.titles = @"Follow"}]` → a
    /// `ViewComponent<UIButton>` with its typed attributes and a tap handler.
    mutating func button(_ arguments: [String: ObjCSyntaxNode], _ node: ObjCSyntaxNode) throws(Unconvertible)
        -> SwiftComponent
    {
        let options =
            try arguments["options"].map { value throws(Unconvertible) in
                try designatedFields(value, order: [])
            } ?? [:]
        var typed: [String] = []
        let names = [
            "titles": "title", "titleColors": "titleColor", "images": "image", "titleFont": "titleFont",
            "selected": "selected", "enabled": "enabled",
        ]
        for key in ["titles", "titleColors", "images", "titleFont", "selected", "enabled"] {
            guard let value = options[key], let name = names[key] else { continue }
            typed.append(".\(name)(\(try values.translate(value)))")
        }
        let view = try viewAttributes(options["attributes"])
        var lines = typed.isEmpty ? [] : ["[" + typed.joined(separator: ", ") + "]"]
        lines += view.lines
        var modifiers = view.modifiers
        if let handler = try action(arguments["newWithAction"]) {
            modifiers.append(SwiftModifier(".onTap { \(handler) }"))
        }
        let size = try sizeArgument(options["size"]).map { "(\($0))" } ?? ""
        if let unknown = options.keys.sorted().first(where: {
            names[$0] == nil && !["attributes", "size"].contains($0)
        }),
            let field = options[unknown]
        {
            throw Unconvertible(node: field, reason: "the button option '\(unknown)' has no counterpart here")
        }
        return .call(head: "ViewComponent<UIButton>\(size)", attributes: lines, children: nil, modifiers: modifiers)
    }
}
