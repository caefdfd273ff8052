public import Foundation

/// A component laid out: its size and where its children go, each laid out in turn. What
/// ``Component/layout(in:)`` returns, without mounting anything: ComponentKit's `CKComponentLayout`.
public struct ComponentLayout {
    /// The component laid out.
    public let component: Component
    /// Its size.
    public let size: CGSize
    /// Its children, each with its origin relative to this component's origin.
    public let children: [Child]

    /// One child of a layout.
    public struct Child {
        /// Where the child goes, relative to its parent's origin.
        public let origin: CGPoint
        /// The child's layout.
        public let layout: ComponentLayout

        /// A child at `origin`.
        public init(origin: CGPoint, layout: ComponentLayout) {
            self.origin = origin
            self.layout = layout
        }
    }

    /// A layout of `component` at `size` with `children`.
    public init(component: Component, size: CGSize, children: [Child] = []) {
        self.component = component
        self.size = size
        self.children = children
    }

    /// The frame of every component below (and including) this one that describes a view, relative to this
    /// component's origin, in tree order: what mounting would place. (Useful to test a layout.)
    public var viewFrames: [CGRect] {
        var frames: [CGRect] = []
        collectViewFrames(at: .zero, into: &frames)
        return frames
    }

    private func collectViewFrames(at origin: CGPoint, into frames: inout [CGRect]) {
        if component.viewConfiguration != nil { frames.append(CGRect(origin: origin, size: size)) }
        for child in children {
            child.layout.collectViewFrames(
                at: CGPoint(x: origin.x + child.origin.x, y: origin.y + child.origin.y),
                into: &frames
            )
        }
    }
}
