#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// A picture of the view tree below (and including) this view, as an SVG document: what a person would
        /// see on a screen, drawn from the views alone. (Headless backend only.)
        ///
        /// - Every visible view is a rectangle at its frame: filled with its background colour (with its alpha)
        ///   or, without one, outlined in light grey; rounded by its layer's ``CALayer/cornerRadius``.
        /// - Hidden views (and what is inside them) and views with an alpha of 0 are left out.
        /// - A view whose layer is a `CAGradientLayer` with colours is filled with its gradient, drawn as an axial
        ///   one from its start to its end point.
        /// - A `UILabel` shows its lines as ``TextComponent/measurer`` breaks them at the label's width, in the
        ///   label's font, colour and alignment; a `UIButton` its title (17-point, centred) and image, itself (its
        ///   title label and image view are not drawn again); a `UISwitch` its value.
        /// - Dynamic colours are resolved with each view's ``traitCollection``; the canvas is black when this
        ///   view's appearance is dark.
        /// - An image (a `UIImageView`'s, a button's) is a crossed box labelled with the image's name.
        /// - Subviews of a view whose layer masks to bounds are clipped to it; subviews move by their superview's
        ///   bounds origin, a scroll view's by its content offset.
        ///
        /// The text is the same byte for byte for the same tree, so it can be compared with a recorded file
        /// (see `ComponentSnapshotTesting`). The canvas is this view's size on a white background; this view's
        /// own origin is ignored.
        public func snapshotSVG() -> String {
            var writer = SnapshotSVGWriter()
            let size = frame.size
            writer.open(
                "svg",
                [
                    ("xmlns", "http://www.w3.org/2000/svg"),
                    ("width", size.width.svg), ("height", size.height.svg),
                    ("viewBox", "0 0 \(size.width.svg) \(size.height.svg)"),
                    ("font-family", "Helvetica, Arial, sans-serif"),
                ]
            )
            let canvas = traitCollection.userInterfaceStyle == .dark ? "#000000" : "#ffffff"
            writer.element("rect", [("width", "100%"), ("height", "100%"), ("fill", canvas)])
            draw(into: &writer, origin: .zero)
            writer.close("svg")
            return writer.text
        }

        /// Draws this view at `origin` (its top-left corner in canvas coordinates), then its subviews.
        private func draw(into writer: inout SnapshotSVGWriter, origin: CGPoint) {
            guard !isHidden, alpha > 0 else { return }
            let box = CGRect(origin: origin, size: frame.size)
            var group: [(String, String)] = [("data-view", "\(type(of: self))")]
            if alpha < 1 { group.append(("opacity", alpha.svg)) }
            writer.open("g", group)
            writer.rectangle(
                box,
                cornerRadius: layer.cornerRadius,
                fill: backgroundColor?.resolvedColor(with: traitCollection)
            )
            if let gradient = layer as? CAGradientLayer {
                writer.gradient(gradient, in: box, cornerRadius: layer.cornerRadius)
            }
            drawContent(into: &writer, in: box)
            let childOrigin = CGPoint(x: origin.x - contentOrigin.x, y: origin.y - contentOrigin.y)
            let drawnByThisView = (self as? UIButton)?.contentSubviews ?? []
            let visible = subviews.filter { subview in
                !subview.isHidden && subview.alpha > 0 && !drawnByThisView.contains { $0 === subview }
            }
            if layer.masksToBounds, !visible.isEmpty {
                writer.openClip(box, cornerRadius: layer.cornerRadius)
            }
            for subview in visible {
                let at = CGPoint(x: childOrigin.x + subview.frame.minX, y: childOrigin.y + subview.frame.minY)
                subview.draw(into: &writer, origin: at)
            }
            if layer.masksToBounds, !visible.isEmpty { writer.close("g") }
            writer.close("g")
        }

        /// What the view shows inside its rectangle, for the view classes the headless backend knows.
        private func drawContent(into writer: inout SnapshotSVGWriter, in box: CGRect) {
            switch self {
            case let label as UILabel:
                writer.labelText(label, in: box)
            case let button as UIButton:
                if let image = button.currentImage { writer.imageBox(image, in: box) }
                if let title = button.currentTitle {
                    let color =
                        button.configuration != nil
                        ? button.currentTitleColor
                        : button.titleColor(for: button.state) ?? UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
                    writer.centeredLine(
                        title,
                        font: .systemFont(ofSize: 17),
                        color: color.resolvedColor(with: traitCollection),
                        in: box
                    )
                }
            case let imageView as UIImageView:
                if let image = imageView.displayedImage { writer.imageBox(image, in: box) }
            case let toggle as UISwitch:
                writer.switchShape(isOn: toggle.isOn, in: box)
            default:
                break
            }
        }
    }
#endif
