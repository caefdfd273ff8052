public import Foundation

/// Checks a mounted tree for what a layout should never do to a screen: views cut off by the view that clips them
/// (or by the screen's edge, when the root clips, as ``MountedComponentPreview``'s does), and text cut short where
/// nothing asked for it. What a preview test runs in every variant, where a narrow screen or a large text size
/// shows such problems first.
///
/// A view may lie outside a superview that does not clip (`clipsToBounds` false: a badge over an avatar's
/// corner); it is then checked against the nearest ancestor that clips. Content inside a scroll view is not
/// checked against it (it scrolls into view). Text is measured with ``TextComponent/measurer``, the measurer
/// layout uses: a label with a line limit (`numberOfLines` above 0) or a clipping line break mode asked to be
/// cut short and is only checked for lines cut off by its height.
@MainActor
public struct LayoutAudit {
    /// How far, in points, a view may stick out or text may exceed its label before it counts: rounding.
    public var tolerance: CGFloat

    /// An audit; half a point of tolerance by default.
    public init(tolerance: CGFloat = 0.5) { self.tolerance = tolerance }

    /// Every finding in `root`'s tree, in depth-first order. Hidden views (and what is inside them) are skipped.
    public func findings(in root: UIView) -> [LayoutFinding] {
        var findings: [LayoutFinding] = []
        let rootFrame = CGRect(origin: .zero, size: root.bounds.size)
        let clip = root.clipsToBounds ? (rect: rootFrame, view: root) : nil
        checkText(of: root, frame: rootFrame, into: &findings)
        visitSubviews(of: root, frame: rootFrame, clip: clip, into: &findings)
        return findings
    }

    private func visitSubviews(
        of view: UIView,
        frame: CGRect,
        clip: (rect: CGRect, view: UIView)?,
        into findings: inout [LayoutFinding]
    ) {
        let origin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
            let subframe = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
            var childClip = clip
            if let clip, !clip.rect.insetBy(dx: -tolerance, dy: -tolerance).contains(subframe) {
                findings.append(outside(subview, frame: subframe, clip: clip))
                // What is inside it is cut off with it: one finding, not one per descendant.
                childClip = nil
            }
            if subview is UIScrollView {
                childClip = nil
            } else if subview.clipsToBounds {
                childClip = (subframe, subview)
            }
            checkText(of: subview, frame: subframe, into: &findings)
            visitSubviews(of: subview, frame: subframe, clip: childClip, into: &findings)
        }
    }

    private func outside(_ view: UIView, frame: CGRect, clip: (rect: CGRect, view: UIView)) -> LayoutFinding {
        let overhang = [
            ("left", clip.rect.minX - frame.minX), ("right", frame.maxX - clip.rect.maxX),
            ("top", clip.rect.minY - frame.minY), ("bottom", frame.maxY - clip.rect.maxY),
        ]
        .filter { $0.1 > tolerance }
        .map { "\($0.1.compactDescription) pt past the \($0.0) edge" }
        let clipperPath = Self.componentPath(of: clip.view)
        let clipper = clip.view.superview == nil ? "the screen (\(clipperPath))" : clipperPath
        return LayoutFinding(
            rule: .outsideClippingBounds,
            componentPath: Self.componentPath(of: view),
            frame: frame,
            message: "lies outside \(clipper) \(clip.rect.compactDescription), which clips it: "
                + overhang.joined(separator: ", ")
                + "; let it shrink or wrap (flexShrink, a line limit), or give it room"
        )
    }

    private func checkText(of view: UIView, frame: CGRect, into findings: inout [LayoutFinding]) {
        guard let label = view as? UILabel, let text = label.text, !text.isEmpty, label.lineBreakMode != .byClipping
        else { return }
        let font: UIFont = label.font ?? TextComponentAttributes.defaultFont
        let attributes = TextComponentAttributes(
            string: text,
            font: font,
            alignment: label.textAlignment,
            maximumNumberOfLines: label.numberOfLines,
            lineBreakMode: label.numberOfLines > 0 ? label.lineBreakMode : .byWordWrapping
        )
        let needed = TextComponent.measurer.measure(attributes, width: label.bounds.width).size
        var problems: [String] = []
        if needed.height > label.bounds.height + tolerance {
            problems.append(
                "needs \(needed.height.compactDescription) pt of height and has \(label.bounds.height.compactDescription)"
            )
        }
        if needed.width > label.bounds.width + tolerance {
            problems.append(
                "needs \(needed.width.compactDescription) pt of width and has \(label.bounds.width.compactDescription)"
            )
        }
        guard !problems.isEmpty else { return }
        findings.append(
            LayoutFinding(
                rule: .clippedText,
                componentPath: Self.componentPath(of: view),
                frame: frame,
                message: "the text \"\(Self.excerpt(text))\" "
                    + problems.joined(separator: " and ")
                    + ", so part of it is not shown; let the label grow, or set a line limit if cutting it short is "
                    + "intended"
            )
        )
    }

    /// The component that made `view` and those above it, outermost first; descriptions by their own type's name.
    static func componentPath(of view: UIView) -> String {
        guard var component = ViewBookkeeping.component(of: view) else { return "\(type(of: view))" }
        var names = [name(of: component)]
        while let parent = component.parent {
            names.append(name(of: parent))
            component = parent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// A component's type name; for a wrapper of a description (`DescribedComponent<ProfileCard>`), the
    /// description's.
    private static func name(of component: Component) -> String {
        let name = String(describing: type(of: component))
        guard name.hasPrefix("Described"), let open = name.firstIndex(of: "<"), name.hasSuffix(">") else {
            return name
        }
        return String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    }

    private static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}
