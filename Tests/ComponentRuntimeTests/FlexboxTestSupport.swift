import ComponentRuntime
import Foundation

// Helpers for the flexbox tests: nodes built from a style closure, frames read back as rectangles.

/// A node whose style `configure` sets, with `children`.
func flexNode(_ configure: (inout FlexStyle) -> Void = { _ in }, _ children: FlexNode...) -> FlexNode {
    var style = FlexStyle()
    configure(&style)
    return FlexNode(style: style, children: children)
}

/// A leaf of a fixed size.
func flexBox(width: CGFloat, height: CGFloat, _ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
    var style = FlexStyle()
    style.width = .points(width)
    style.height = .points(height)
    configure(&style)
    return FlexNode(style: style)
}

/// Shorthand for an expected frame.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

extension FlexLayoutResult {
    /// The frames of the direct children.
    var childFrames: [CGRect] { children.map(\.frame) }
}

/// Lays out `root` (no rounding unless asked) and returns its result.
func layOut(
    _ root: FlexNode,
    width: CGFloat? = nil,
    height: CGFloat? = nil,
    pointScale: CGFloat = 1
) -> FlexLayoutResult {
    root.layout(width: width, height: height, pointScale: pointScale)
}

/// Records what a measure function was asked, from whatever thread the layout runs on.
final class MeasureLog: @unchecked Sendable {
    // @unchecked Sendable: `entries` is only touched while `lock` is held.
    private let lock = NSLock()
    private var entries: [String] = []

    func record(_ width: CGFloat, _ widthMode: FlexMeasureMode, _ height: CGFloat, _ heightMode: FlexMeasureMode) {
        lock.lock()
        defer { lock.unlock() }
        func text(_ size: CGFloat, _ mode: FlexMeasureMode) -> String {
            mode == .undefined ? "undefined" : "\(mode) \(Int(size))"
        }
        entries.append("\(text(width, widthMode)) × \(text(height, heightMode))")
    }

    var calls: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
