import ComponentRuntime
import Foundation
import Testing

// Yoga's generated fixtures (`yogaFixtureTable`, made by Tools/yoga-fixtures.py), each laid out left to right and
// right to left, every frame compared with Yoga's.

/// One fixture laid out in one direction.
struct YogaFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let rightToLeft: Bool
    /// Each node's name, its parent's (`-` for the root) and its `key=value` style fields, parents first.
    let nodes: [[String]]
    let availableWidth: CGFloat?
    let availableHeight: CGFloat?
    /// Yoga's frame for each node by name.
    let frames: [String: CGRect]

    var testDescription: String { "\(name) \(rightToLeft ? "rtl" : "ltr")" }

    /// Every fixture of the table, in both directions.
    static let all: [YogaFixture] = {
        var fixtures: [YogaFixture] = []
        var name = ""
        var nodes: [[String]] = []
        var layout: (rightToLeft: Bool, width: CGFloat?, height: CGFloat?, frames: [String: CGRect])?
        func finishLayout() {
            guard let current = layout else { return }
            fixtures.append(
                YogaFixture(
                    name: name,
                    rightToLeft: current.rightToLeft,
                    nodes: nodes,
                    availableWidth: current.width,
                    availableHeight: current.height,
                    frames: current.frames
                )
            )
            layout = nil
        }
        for line in yogaFixtureTable.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            switch words[0] {
            case "case":
                finishLayout()
                name = words[1]
                nodes = []
            case "node":
                nodes.append(Array(words.dropFirst()))
            case "+":
                nodes[nodes.count - 1] += words.dropFirst()
            case "=":
                for entry in words.dropFirst() {
                    let parts = entry.split(separator: ":")
                    let values = parts[1].split(separator: ",").map { number(String($0)) }
                    layout?.frames[String(parts[0])] = CGRect(
                        x: values[0],
                        y: values[1],
                        width: values[2],
                        height: values[3]
                    )
                }
            default:
                finishLayout()
                func size(_ text: String) -> CGFloat? { text == "nan" ? nil : number(text) }
                layout = (words[0] == "rtl", size(words[1]), size(words[2]), [:])
            }
        }
        finishLayout()
        return fixtures
    }()

    /// The root node, built from the table.
    func makeTree() -> (root: FlexNode, names: [ObjectIdentifier: String]) {
        var children: [String: [String]] = [:]
        var styles: [String: FlexStyle] = [:]
        var order: [String] = []
        for words in nodes {
            order.append(words[0])
            if words[1] != "-" { children[words[1], default: []].append(words[0]) }
            var style = FlexStyle()
            for field in words.dropFirst(2) {
                let pair = field.split(separator: "=", maxSplits: 1).map(String.init)
                Self.apply(pair[0], pair[1], to: &style)
            }
            styles[words[0]] = style
        }
        var names: [ObjectIdentifier: String] = [:]
        func build(_ name: String) -> FlexNode {
            let node = FlexNode(style: styles[name, default: FlexStyle()], children: (children[name] ?? []).map(build))
            names[ObjectIdentifier(node)] = name
            return node
        }
        return (build(order[0]), names)
    }

    private static func number(_ text: String) -> CGFloat {
        guard let value = Double(text) else {
            Issue.record("not a number in the fixture table: \(text)")
            return .nan
        }
        return CGFloat(value)
    }

    private static func length(_ text: String) -> FlexLength {
        if text == "auto" { return .auto }
        if text.hasSuffix("%") { return .percent(number(String(text.dropLast()))) }
        return .points(number(text))
    }

    /// `table[value]`, recording an issue when the table has no such value.
    private static func lookUp<Value>(_ value: String, in table: [String: Value], or fallback: Value) -> Value {
        guard let found = table[value] else {
            Issue.record("unknown value in the fixture table: \(value)")
            return fallback
        }
        return found
    }

    private static func apply(_ key: String, _ value: String, to style: inout FlexStyle) {
        if let dot = key.firstIndex(of: ".") {
            let edge = String(key[key.index(after: dot)...])
            switch key[..<dot] {
            case "margin": setEdge(edge, length(value), &style.margin)
            case "padding": setEdge(edge, length(value), &style.padding)
            case "border": setEdge(edge, length(value), &style.border)
            default: setEdge(edge, length(value), &style.position)
            }
            return
        }
        switch key {
        case "positionType":
            style.positionType = lookUp(
                value,
                in: ["absolute": .absolute, "static": .static, "relative": .relative],
                or: .relative
            )
        case "direction":
            style.direction = lookUp(
                value,
                in: ["row": .row, "rowReverse": .rowReverse, "column": .column, "columnReverse": .columnReverse],
                or: .column
            )
        case "wrap":
            style.wrap = lookUp(
                value,
                in: ["wrap": .wrap, "noWrap": .noWrap, "wrapReverse": .wrapReverse],
                or: .noWrap
            )
        case "justifyContent":
            style.justifyContent = lookUp(
                value,
                in: [
                    "flexStart": .flexStart, "center": .center, "flexEnd": .flexEnd, "spaceBetween": .spaceBetween,
                    "spaceAround": .spaceAround, "spaceEvenly": .spaceEvenly,
                ],
                or: .flexStart
            )
        case "alignItems": style.alignItems = align(value)
        case "alignContent": style.alignContent = align(value)
        case "alignSelf": style.alignSelf = align(value)
        case "boxSizing": style.boxSizing = value == "contentBox" ? .contentBox : .borderBox
        case "display": style.display = value == "none" ? .none : .flex
        case "overflow":
            style.overflow = lookUp(
                value,
                in: ["hidden": .hidden, "scroll": .scroll, "visible": .visible],
                or: .visible
            )
        case "flexGrow": style.flexGrow = number(value)
        case "flexShrink": style.flexShrink = number(value)
        case "aspectRatio": style.aspectRatio = number(value)
        case "width": style.width = length(value)
        case "height": style.height = length(value)
        case "minWidth": style.minWidth = length(value)
        case "minHeight": style.minHeight = length(value)
        case "maxWidth": style.maxWidth = length(value)
        case "maxHeight": style.maxHeight = length(value)
        case "flexBasis": style.flexBasis = length(value)
        case "gap": style.gap = length(value)
        case "rowGap": style.rowGap = length(value)
        case "columnGap": style.columnGap = length(value)
        default: Issue.record("unknown fixture key \(key)")
        }
    }

    private static func align(_ value: String) -> FlexAlign {
        lookUp(
            value,
            in: [
                "auto": .auto, "flexStart": .flexStart, "center": .center, "flexEnd": .flexEnd, "stretch": .stretch,
                "baseline": .baseline, "spaceBetween": .spaceBetween, "spaceAround": .spaceAround,
                "spaceEvenly": .spaceEvenly,
            ],
            or: .auto
        )
    }

    private static func setEdge(_ edge: String, _ value: FlexLength, _ edges: inout FlexEdges) {
        switch edge {
        case "left": edges.left = value
        case "right": edges.right = value
        case "top": edges.top = value
        case "bottom": edges.bottom = value
        case "start": edges.start = value
        default: edges.end = value
        }
    }
}

@Suite("Flexbox: Yoga's generated fixtures, left to right and right to left")
struct FlexboxYogaFixtureTests {
    @Test("the table holds Yoga's fixtures in both directions")
    func tableIsComplete() {
        #expect(YogaFixture.all.count > 1000)
        #expect(YogaFixture.all.filter(\.rightToLeft).count * 2 == YogaFixture.all.count)
    }

    @Test("every frame is Yoga's", arguments: YogaFixture.all)
    func framesMatchYoga(_ fixture: YogaFixture) {
        let (root, names) = fixture.makeTree()
        let result = root.layout(
            width: fixture.availableWidth,
            height: fixture.availableHeight,
            layoutDirection: fixture.rightToLeft ? .rightToLeft : .leftToRight
        )
        var mismatches: [String] = []
        func visit(_ result: FlexLayoutResult) {
            let name = names[ObjectIdentifier(result.node)] ?? "?"
            if let expected = fixture.frames[name], result.frame != expected {
                mismatches.append("\(name): \(result.frame) instead of Yoga's \(expected)")
            }
            result.children.forEach(visit)
        }
        visit(result)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "; "))")
    }
}
