import ComponentRuntime
import Foundation
import Testing

/// Random trees, changed at random places and laid out again through the same cache: every relayout must give the
/// frames a fresh layout of the changed tree gives. This is what makes reusing measurements safe.
@Suite("Flexbox: relayout equals a fresh layout (random trees)")
struct FlexboxRelayoutFuzzTests {
    private func length(_ random: inout SeededGenerator, percentAllowed: Bool = true) -> FlexLength {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: return .auto
        case 2 where percentAllowed: return .percent(CGFloat(Int.random(in: 10...90, using: &random)))
        default: return .points(CGFloat(Int.random(in: 5...80, using: &random)))
        }
    }

    private func style(_ random: inout SeededGenerator) -> FlexStyle {
        var style = FlexStyle()
        style.direction = [.row, .column, .rowReverse, .columnReverse].randomElement(using: &random) ?? .row
        style.justifyContent =
            [.flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly].randomElement(using: &random)
            ?? .flexStart
        // Not baseline: a baseline is read from the children's last layout, as in Yoga, so a relayout of a row
        // aligned on baselines can differ from a fresh layout (see the DocC article "Flexbox layout").
        style.alignItems = [.stretch, .flexStart, .center, .flexEnd].randomElement(using: &random) ?? .stretch
        if Bool.random(using: &random) { style.wrap = .wrap }
        if Bool.random(using: &random) { style.alignContent = .stretch }
        style.flexGrow = CGFloat(Int.random(in: 0...2, using: &random))
        style.flexShrink = CGFloat(Int.random(in: 0...1, using: &random))
        if Int.random(in: 0..<4, using: &random) == 0 { style.flexBasis = length(&random) }
        style.width = length(&random)
        style.height = length(&random)
        if Int.random(in: 0..<4, using: &random) == 0 { style.minWidth = length(&random) }
        if Int.random(in: 0..<4, using: &random) == 0 { style.maxHeight = length(&random) }
        if Int.random(in: 0..<3, using: &random) == 0 { style.margin = FlexEdges(all: length(&random)) }
        if Int.random(in: 0..<3, using: &random) == 0 { style.padding = FlexEdges(horizontal: length(&random)) }
        if Int.random(in: 0..<6, using: &random) == 0 {
            style.positionType = .absolute
            style.position = FlexEdges(top: length(&random, percentAllowed: false), left: 4)
        }
        if Int.random(in: 0..<12, using: &random) == 0 { style.display = .none }
        if Int.random(in: 0..<8, using: &random) == 0 { style.aspectRatio = 1.5 }
        if Int.random(in: 0..<4, using: &random) == 0 { style.gap = 3 }
        // Right-to-left subtrees and start/end edges.
        if Int.random(in: 0..<6, using: &random) == 0 {
            style.layoutDirection = Bool.random(using: &random) ? .rightToLeft : .leftToRight
        }
        if Int.random(in: 0..<4, using: &random) == 0 { style.margin.start = length(&random) }
        if Int.random(in: 0..<5, using: &random) == 0 { style.padding.end = length(&random) }
        return style
    }

    private func tree(_ random: inout SeededGenerator, depth: Int) -> FlexNode {
        let style = style(&random)
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            if Bool.random(using: &random) {
                let words = CGFloat(Int.random(in: 1...6, using: &random))
                return FlexNode(style: style) { width, mode, _, _ in
                    // Text of `words` words 17 points wide, wrapping at the available width.
                    let natural = words * 17
                    let lineWidth = mode == .undefined ? natural : max(17, min(natural, width))
                    return CGSize(width: lineWidth, height: (natural / lineWidth).rounded(.up) * 12)
                }
            }
            return FlexNode(style: style)
        }
        return FlexNode(
            style: style,
            children: (0..<Int.random(in: 1...4, using: &random)).map { _ in tree(&random, depth: depth - 1) }
        )
    }

    /// `node` with the node at `path` replaced by `replacement`, and new ancestors along the path.
    private func replacing(_ node: FlexNode, at path: ArraySlice<Int>, with replacement: FlexNode) -> FlexNode {
        guard let index = path.first else { return replacement }
        var children = node.children
        children[index] = replacing(children[index], at: path.dropFirst(), with: replacement)
        return FlexNode(style: node.style, children: children)
    }

    private func randomPath(_ node: FlexNode, _ random: inout SeededGenerator) -> [Int] {
        var path: [Int] = []
        var current = node
        while !current.children.isEmpty && Int.random(in: 0..<4, using: &random) != 0 {
            let index = Int.random(in: 0..<current.children.count, using: &random)
            path.append(index)
            current = current.children[index]
        }
        return path
    }

    /// Every frame, and where the overflow flag is set.
    private func frames(_ result: FlexLayoutResult) -> [String] {
        ["\(result.frame)\(result.hadOverflow ? " overflows" : "")"] + result.children.flatMap(frames)
    }

    @Test("200 random trees, each changed 5 times", arguments: 0..<8)
    func relayouts(batch: Int) {
        var random = SeededGenerator(state: UInt64(batch) &* 7919 &+ 1)
        for _ in 0..<25 {
            var current = tree(&random, depth: 4)
            let cache = FlexLayoutCache()
            let width: CGFloat = [200, 320, 375].randomElement(using: &random) ?? 320
            let direction: FlexLayoutDirection = Bool.random(using: &random) ? .rightToLeft : .leftToRight
            #expect(
                frames(cache.layout(current, width: width, layoutDirection: direction))
                    == frames(current.layout(width: width, layoutDirection: direction))
            )
            for _ in 0..<5 {
                let path = randomPath(current, &random)
                let replacement = tree(&random, depth: Int.random(in: 0...2, using: &random))
                current = replacing(current, at: path[...], with: replacement)
                let relaidOut = frames(cache.layout(current, width: width, layoutDirection: direction))
                let fresh = frames(current.layout(width: width, layoutDirection: direction))
                #expect(relaidOut == fresh, "batch \(batch), path \(path)")
            }
        }
    }
}
