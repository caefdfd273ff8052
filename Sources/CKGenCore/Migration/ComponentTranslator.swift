import Foundation

/// Recognises ComponentKit component expressions (`[CKFlexboxComponent newWithView:size:style:children:]`,
/// `[CKLabelComponent newWithLabelAttributes:…]`, a composite's own `[QuoteComponent newWithQuote:]`, `c ? a :
/// nil`) and writes each as its Swift counterpart: a builder statement with modifiers. What it cannot read is
/// kept as a comment at its place, with a warning.
struct ComponentTranslator {
    typealias Kind = ObjCSyntaxNode.Kind

    var values: ValueTranslator
    /// Selectors of the class's own instance methods: an action naming one becomes a call to that method.
    var ownMethods: Set<String>
    /// Components bound to locals before the return (`CKComponent *overlay = …`), inlined where they are used.
    var locals: [String: SwiftComponent] = [:]
    /// Warnings for what was kept, in order.
    private(set) var warnings: [Diagnostic] = []

    /// The component `node` makes, or what is kept of it.
    mutating func component(_ original: ObjCSyntaxNode) -> SwiftComponent {
        do throws(Unconvertible) {
            return try translate(original)
        } catch {
            return keep(original, at: error.node, reason: error.reason)
        }
    }

    /// Keeps `node` as a comment, with a warning at `part` (the piece of it that could not be converted).
    mutating func keep(_ node: ObjCSyntaxNode, at part: ObjCSyntaxNode? = nil, reason: String) -> SwiftComponent {
        warnings.append(Diagnostic(MigrationMessage.keptExpression(reason: reason), at: (part ?? node).location))
        let shown = node.text.isEmpty ? node.unwrapped.text : node.text
        return .kept(original: shown.isEmpty ? node.spelling : shown, reason: reason, column: node.location.column)
    }

    private mutating func translate(_ original: ObjCSyntaxNode) throws(Unconvertible) -> SwiftComponent {
        let node = original.unwrapped
        switch node.kind {
        case Kind.conditional where node.children.count == 3:
            let condition = try values.translate(node.children[0])
            let then = node.children[1].unwrapped
            let otherwise = node.children[2].unwrapped
            if Self.isNil(otherwise) {
                return .conditional(condition: condition, then: component(then), otherwise: nil)
            }
            if Self.isNil(then) {
                return .conditional(condition: "!(\(condition))", then: component(otherwise), otherwise: nil)
            }
            return .conditional(condition: condition, then: component(then), otherwise: component(otherwise))
        case Kind.declarationReference:
            if let local = locals[node.spelling] { return local }
            return .call(
                head: values.renamed[node.spelling] ?? node.spelling,
                attributes: [],
                children: nil,
                modifiers: []
            )
        case Kind.message where node.receiverClass == nil && node.spelling == "newWithView:component:":
            // `[super newWithView:{…} component:…]`: the composite's own view around its component.
            let arguments = Self.arguments(node)
            return try view(arguments["newWithView"], size: nil, content: arguments["component"])
        case Kind.message:
            guard let receiver = node.receiverClass else {
                throw Unconvertible(node: node, reason: "a component made by a message to an object, not a class")
            }
            return try message(receiver, node)
        default:
            throw Unconvertible(node: node, reason: "not a component expression ckgen migrate knows")
        }
    }

    static let flexChildModifiers = [
        ".flexGrow", ".flexShrink", ".flexBasis", ".alignSelf", ".spacingBefore", ".spacingAfter",
    ]

    static func isNil(_ node: ObjCSyntaxNode) -> Bool {
        node.kind == Kind.nullPointer || ["nil", "NULL", "nullptr"].contains(node.text)
    }

    /// The arguments of a message by selector piece: `newWithView:size:` gives `["newWithView": …, "size": …]`.
    static func arguments(_ node: ObjCSyntaxNode) -> [String: ObjCSyntaxNode] {
        let pieces = node.spelling.split(separator: ":").map(String.init)
        return Dictionary(zip(pieces, node.messageArguments), uniquingKeysWith: { first, _ in first })
    }

    private mutating func message(_ receiver: String, _ node: ObjCSyntaxNode) throws(Unconvertible) -> SwiftComponent {
        let arguments = Self.arguments(node)
        switch (receiver, node.spelling) {
        case ("CKComponent", "newWithView:size:"):
            return try view(arguments["newWithView"], size: arguments["size"], content: nil)
        case ("CKCompositeComponent", "newWithView:component:"):
            return try view(arguments["newWithView"], size: nil, content: arguments["component"])
        case ("CKFlexboxComponent", "newWithView:size:style:children:"),
            ("CKStackLayoutComponent", "newWithView:size:style:children:"):
            return try flexbox(arguments)
        case ("CKInsetComponent", "newWithInsets:component:"), ("CKInsetComponent", "newWithView:insets:component:"):
            let child = try required(arguments["component"], node)
            var result = component(child).adding(
                SwiftModifier(try padding(try required(arguments["insets"] ?? arguments["newWithInsets"], node)))
            )
            if let view = arguments["newWithView"], !Self.isEmpty(view) {
                result = result.adding(
                    SwiftModifier(".background", block: [try self.view(view, size: nil, content: nil)])
                )
            }
            return result
        case ("CKBackgroundLayoutComponent", "newWithComponent:background:"):
            let background = component(try required(arguments["background"], node))
            return component(try required(arguments["newWithComponent"], node))
                .adding(SwiftModifier(".background", block: [background]))
        case ("CKOverlayLayoutComponent", "newWithComponent:overlay:"):
            let overlay = component(try required(arguments["overlay"], node))
            return component(try required(arguments["newWithComponent"], node))
                .adding(SwiftModifier(".overlay", block: [overlay]))
        case ("CKCenterLayoutComponent", "newWithCenteringOptions:sizingOptions:child:size:"):
            let centering = try options(arguments["newWithCenteringOptions"], default: ".xy")
            let sizing = try options(arguments["sizingOptions"], default: ".default")
            var labels: [String] = []
            if centering != ".xy" { labels.append("centering: \(centering)") }
            if sizing != ".default" { labels.append("sizing: \(sizing)") }
            var result = component(try required(arguments["child"], node))
                .adding(SwiftModifier(".center(\(labels.joined(separator: ", ")))"))
            if let frame = try frame(arguments["size"]) { result = result.adding(SwiftModifier(frame)) }
            return result
        case ("CKRatioLayoutComponent", "newWithRatio:size:component:"):
            let ratio = try values.translate(try required(arguments["newWithRatio"], node))
            var result = component(try required(arguments["component"], node)).adding(SwiftModifier(".ratio(\(ratio))"))
            if let frame = try frame(arguments["size"]) { result = result.adding(SwiftModifier(frame)) }
            return result
        case ("CKLabelComponent", "newWithLabelAttributes:viewAttributes:size:"):
            return try label(arguments, node)
        case ("CKImageComponent", "newWithImage:attributes:size:"):
            let image = try values.translate(try required(arguments["newWithImage"], node))
            let attributes = try viewAttributes(arguments["attributes"])
            return .call(
                head: "ViewComponent<UIImageView>" + (try sizeArgument(arguments["size"]).map { "(\($0))" } ?? ""),
                attributes: ["(\\.image, \(image))"] + attributes.lines,
                children: nil,
                modifiers: attributes.modifiers
            )
        case ("CKButtonComponent", "newWithAction:options:"):
            return try button(arguments, node)
        default:
            return try constructor(receiver, node)
        }
    }

    func required(_ argument: ObjCSyntaxNode?, _ node: ObjCSyntaxNode) throws(Unconvertible) -> ObjCSyntaxNode {
        guard let argument else { throw Unconvertible(node: node, reason: "an argument is missing") }
        return argument
    }

    /// `[QuoteComponent newWithQuote:quote context:context]` → `QuoteComponent(quote: quote, context: context)`:
    /// a composite's constructor becomes the description's memberwise initializer.
    private mutating func constructor(_ receiver: String, _ node: ObjCSyntaxNode) throws(Unconvertible)
        -> SwiftComponent
    {
        let pieces = node.spelling.split(separator: ":").map(String.init)
        guard let first = pieces.first, first.hasPrefix("new") else {
            throw Unconvertible(node: node, reason: "'+[\(receiver) \(node.spelling)]' is not a component constructor")
        }
        if first == "new" && pieces.count == 1 && !node.spelling.contains(":") {
            return .call(head: "\(receiver)()", attributes: [], children: nil, modifiers: [])
        }
        guard first.hasPrefix("newWith") else {
            throw Unconvertible(node: node, reason: "'+[\(receiver) \(node.spelling)]' is not a component constructor")
        }
        let labels = [ComponentKitNames.lowerFirst(String(first.dropFirst(7)))] + pieces.dropFirst()
        var arguments: [String] = []
        for (label, argument) in zip(labels, node.messageArguments) {
            guard argument.unwrapped.type.contains("Component *") else {
                arguments.append("\(label): \(try values.translate(argument))")
                continue
            }
            // A component handed to another composite: written out where it is passed, as a `Component`.
            let child = component(argument)
            if case .kept = child { throw Unconvertible(node: argument, reason: "a component argument") }
            let lines = SwiftComponentLayout.lines(child, level: 0)
            // A layout modifier already makes a `Component`; anything else is made one.
            var isComponent = false
            if case .call(_, _, _, let modifiers) = child, let last = modifiers.last,
                !Self.flexChildModifiers.contains(where: { last.text.hasPrefix($0) })
            {
                isComponent = true
            }
            arguments.append("\(label): " + lines.joined(separator: "\n") + (isComponent ? "" : ".inflate()"))
        }
        return .call(
            head: "\(receiver)(\(arguments.joined(separator: ", ")))",
            attributes: [],
            children: nil,
            modifiers: []
        )
    }

    // MARK: Views

    /// `{[UIView class], {…}}` with a size → `ViewComponent<UIView>(size: …) { … }`, around `content` when given.
    mutating func view(_ configuration: ObjCSyntaxNode?, size: ObjCSyntaxNode?, content: ObjCSyntaxNode?)
        throws(Unconvertible) -> SwiftComponent
    {
        let (viewClass, attributeList) = try viewConfiguration(configuration)
        let attributes = try viewAttributes(attributeList)
        let sizeText = try sizeArgument(size)
        var head = "ViewComponent<\(viewClass ?? "UIView")>" + (sizeText.map { "(\($0))" } ?? "")
        if attributes.lines.isEmpty && content == nil && sizeText == nil { head += "()" }
        var children: [SwiftComponent]?
        if let content { children = [component(content)] }
        if let children, attributes.lines.isEmpty, viewClass ?? "UIView" == "UIView", sizeText == nil,
            children.count == 1, !attributes.modifiers.isEmpty
        {
            // A plain view that only handles taps: `.onTap { }` on the content makes that very view.
            return attributes.modifiers.reduce(children[0]) { $0.adding($1) }
        }
        return .call(head: head, attributes: attributes.lines, children: children, modifiers: attributes.modifiers)
    }

    static func isEmpty(_ node: ObjCSyntaxNode) -> Bool {
        let inner = node.unwrapped
        return (inner.kind == Kind.initList || inner.kind == Kind.call) && inner.children.isEmpty
            || inner.text.filter { !$0.isWhitespace } == "{}"
    }

    /// The view class and attribute list of a `CKComponentViewConfiguration` written as `{[UIView class], {…}}`.
    private func viewConfiguration(_ node: ObjCSyntaxNode?) throws(Unconvertible) -> (String?, ObjCSyntaxNode?) {
        guard let node, !Self.isEmpty(node) else { return (nil, nil) }
        let inner = node.unwrapped
        guard inner.children.count <= 2, let first = inner.children.first else {
            throw Unconvertible(node: node, reason: "a view configuration written in a way ckgen migrate does not read")
        }
        let classMessage = first.unwrapped
        guard classMessage.spelling == "class", let viewClass = classMessage.receiverClass else {
            throw Unconvertible(node: node, reason: "a view class that is not '[SomeView class]' (a factory, a block)")
        }
        return (viewClass, inner.children.count == 2 ? inner.children[1] : nil)
    }

    /// An attribute list: key-path pairs for setters, handlers for actions.
    func viewAttributes(_ node: ObjCSyntaxNode?) throws(Unconvertible) -> (lines: [String], modifiers: [SwiftModifier])
    {
        guard let node, !Self.isEmpty(node) else { return ([], []) }
        var list = node.unwrapped
        if list.kind == Kind.call, list.children.count == 1 { list = list.children[0].unwrapped }
        guard list.kind == Kind.initList else {
            throw Unconvertible(node: node, reason: "an attribute list that is not written out in braces")
        }
        var lines: [String] = []
        var modifiers: [SwiftModifier] = []
        for element in list.children {
            let entry = element.unwrapped
            if entry.kind == Kind.initList, entry.children.count == 2 {
                let key = entry.children[0].unwrapped
                let value = try values.translate(entry.children[1])
                if key.kind == Kind.selector,
                    let property = ComponentKitNames.property(ofSetter: Self.selector(key.text))
                {
                    lines.append("(\\.\(property), \(value))")
                    continue
                }
                if key.kind == Kind.call, key.spelling == "LayerAttribute", let selector = key.children.last?.unwrapped,
                    selector.kind == Kind.selector,
                    let property = ComponentKitNames.property(ofSetter: Self.selector(selector.text))
                {
                    lines.append("(\\.layer.\(property), \(value))")
                    continue
                }
                throw Unconvertible(node: element, reason: "an attribute that is not a setter selector")
            }
            if entry.kind == Kind.call,
                ["CKComponentTapGestureAttribute", "CKComponentActionAttribute"].contains(entry.spelling),
                let handler = try action(entry.children.dropFirst().first)
            {
                modifiers.append(SwiftModifier(".onTap { \(handler) }"))
                continue
            }
            throw Unconvertible(node: element, reason: "an attribute ckgen migrate does not read")
        }
        return (lines, modifiers)
    }

    /// `@selector(didTap)` or `@selector(didTap:)` → `didTap`.
    static func selector(_ text: String) -> String {
        var inner = text
        if let open = inner.firstIndex(of: "("), let close = inner.lastIndex(of: ")") {
            inner = String(inner[inner.index(after: open)..<close])
        }
        return inner.trimmingCharacters(in: .whitespaces)
    }

    /// The call an action becomes: `didTap()` for a method of this component; `nil` for a null action. An action
    /// for a method of another responder is kept (the runtime sends those as ``ActionSelector``s).
    func action(_ node: ObjCSyntaxNode?) throws(Unconvertible) -> String? {
        guard let node else { return nil }
        var inner = node.unwrapped
        while inner.kind == Kind.call, inner.children.count == 1 { inner = inner.children[0].unwrapped }
        guard inner.kind == Kind.selector else {
            throw Unconvertible(node: node, reason: "an action that is not a selector of this component")
        }
        let selector = Self.selector(inner.text)
        guard ownMethods.contains(selector) else {
            throw Unconvertible(
                node: node,
                reason: "the action '\(selector)' is handled outside this component; send it with ComponentAction"
            )
        }
        return MigrationNames.method(selector) + "()"
    }

    // MARK: Sizes and insets

    /// `{.width = 20, .height = 20}` → `size: ComponentSize(width: 20, height: 20)`; `nil` for `{}`.
    func sizeArgument(_ node: ObjCSyntaxNode?) throws(Unconvertible) -> String? {
        guard let fields = try sizeFields(node) else { return nil }
        return "size: ComponentSize(\(fields))"
    }

    private func frame(_ node: ObjCSyntaxNode?) throws(Unconvertible) -> String? {
        guard let fields = try sizeFields(node) else { return nil }
        return ".frame(\(fields))"
    }

    private func sizeFields(_ node: ObjCSyntaxNode?) throws(Unconvertible) -> String? {
        guard let node, !Self.isEmpty(node) else { return nil }
        let inner = node.unwrapped
        guard inner.kind == Kind.initList else {
            throw Unconvertible(node: node, reason: "a size that is not written out in braces")
        }
        let order = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"]
        var found: [String: String] = [:]
        for (position, element) in inner.children.enumerated() {
            if let field = element.designatedField {
                found[field.name] = try values.translate(field.value)
            } else if position < order.count {
                found[order[position]] = try values.translate(element)
            } else {
                throw Unconvertible(node: element, reason: "a size field ckgen migrate does not read")
            }
        }
        let written = order.compactMap { name in found[name].map { "\(name): \($0)" } }
        return written.isEmpty ? nil : written.joined(separator: ", ")
    }

    /// `{.top = 8, .left = 16 …}` or `UIEdgeInsetsMake(…)` → `.padding(8)`, `.padding(horizontal:vertical:)` or
    /// `.padding(top:left:bottom:right:)`.
    private func padding(_ node: ObjCSyntaxNode) throws(Unconvertible) -> String {
        let inner = node.unwrapped
        var edges: [String: String] = [:]
        let order = ["top", "left", "bottom", "right"]
        if inner.kind == Kind.initList {
            for (position, element) in inner.children.enumerated() {
                if let field = element.designatedField {
                    edges[field.name] = try values.translate(field.value)
                } else if position < 4 {
                    edges[order[position]] = try values.translate(element)
                }
            }
        } else if inner.kind == Kind.call, inner.spelling == "UIEdgeInsetsMake", inner.children.count == 5 {
            for (name, value) in zip(order, inner.children.dropFirst()) { edges[name] = try values.translate(value) }
        } else {
            return ".padding(\(try values.translate(node)))"
        }
        let all = order.map { edges[$0] ?? "0" }
        if Set(all).count == 1 { return ".padding(\(all[0]))" }
        if all[0] == all[2], all[1] == all[3] {
            return ".padding(horizontal: \(all[1]), vertical: \(all[0]))"
        }
        let written = order.compactMap { name in edges[name].map { "\(name): \($0)" } }
        return ".padding(\(written.joined(separator: ", ")))"
    }

    private func options(_ node: ObjCSyntaxNode?, default fallback: String) throws(Unconvertible) -> String {
        guard let node else { return fallback }
        let value = try values.translate(node)
        return value == "0" ? fallback : value
    }
}

/// Swift names for what migration writes.
enum MigrationNames {
    /// `didTap:` → `didTap`, `didTapButton:withEvent:` → `didTapButton`.
    static func method(_ selector: String) -> String {
        String(selector.prefix(while: { $0 != ":" }))
    }
}
