#if !canImport(UIKit)
    import Foundation

    /// The shapes ``UIView/snapshotSVG()`` draws for what views show: rectangles, text lines, image boxes,
    /// switches.
    extension SnapshotSVGWriter {
        /// A view's rectangle: filled with `fill`, or outlined in light grey when it has no background colour.
        mutating func rectangle(_ box: CGRect, cornerRadius: CGFloat, fill color: UIColor?) {
            let paint =
                color.map { Self.fill($0) }
                ?? [("fill", "none"), ("stroke", "#d0d0d0"), ("stroke-width", "0.5")]
            element("rect", Self.geometry(box, cornerRadius: cornerRadius) + paint)
        }

        /// A gradient layer's colours filling `box`: an SVG linear gradient from its start to its end point (in the
        /// box's unit coordinates, as Core Animation's), with a stop for each colour at its location.
        mutating func gradient(_ layer: CAGradientLayer, in box: CGRect, cornerRadius: CGFloat) {
            let stops = layer.colorStops
            guard !stops.isEmpty else { return }
            gradientCount += 1
            let id = "gradient\(gradientCount)"
            open(
                "linearGradient",
                [
                    ("id", id), ("x1", layer.startPoint.x.svg), ("y1", layer.startPoint.y.svg),
                    ("x2", layer.endPoint.x.svg), ("y2", layer.endPoint.y.svg),
                ]
            )
            for stop in stops {
                let color = UIColor(cgColor: stop.color)
                var attributes = [
                    ("offset", stop.location.svg),
                    ("stop-color", UIColor(red: color.red, green: color.green, blue: color.blue, alpha: 1).description),
                ]
                if color.alpha < 1 { attributes.append(("stop-opacity", color.alpha.svg)) }
                element("stop", attributes)
            }
            close("linearGradient")
            element("rect", Self.geometry(box, cornerRadius: cornerRadius) + [("fill", "url(#\(id))")])
        }

        /// A label's text: its lines as ``TextComponent/measurer`` breaks them at the label's width, centred
        /// vertically in the label as UIKit does, one `<text>` a line.
        @MainActor
        mutating func labelText(_ label: UILabel, in box: CGRect) {
            guard let string = label.text, !string.isEmpty else { return }
            let font: UIFont = label.font ?? .systemFont(ofSize: 17)
            let attributes = TextComponentAttributes(
                string: string,
                font: font,
                color: (label.textColor ?? .black).resolvedColor(with: label.traitCollection),
                alignment: label.textAlignment,
                maximumNumberOfLines: label.numberOfLines,
                lineBreakMode: label.lineBreakMode
            )
            let measured = TextComponent.measurer.measure(attributes, width: box.width)
            let lines = measured.lines.isEmpty ? [string] : measured.lines
            let lineHeight = font.lineHeight
            var top = box.minY + (box.height - CGFloat(lines.count) * lineHeight) / 2
            for line in lines {
                textLine(line, font: font, color: attributes.color, alignment: label.textAlignment, top: top, in: box)
                top += lineHeight
            }
        }

        /// One line of text centred in `box` (a button's title).
        mutating func centeredLine(_ text: String, font: UIFont, color: UIColor, in box: CGRect) {
            let top = box.minY + (box.height - font.lineHeight) / 2
            textLine(text, font: font, color: color, alignment: .center, top: top, in: box)
        }

        /// An image: a light box crossed corner to corner, labelled with the image's name.
        mutating func imageBox(_ image: UIImage, in box: CGRect) {
            element(
                "rect",
                Self.geometry(box) + [("fill", "#eeeeee"), ("stroke", "#9e9e9e"), ("stroke-width", "0.5")]
            )
            for (from, to) in [
                (CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY)),
                (CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY)),
            ] {
                element(
                    "line",
                    [
                        ("x1", from.x.svg), ("y1", from.y.svg), ("x2", to.x.svg), ("y2", to.y.svg),
                        ("stroke", "#cfcfcf"), ("stroke-width", "0.5"),
                    ]
                )
            }
            let size = max(1, min(12, box.height / 2.5))
            let font = UIFont.systemFont(ofSize: size.rounded(.down))
            centeredLine(image.headlessName, font: font, color: UIColor(white: 0.4, alpha: 1), in: box)
        }

        /// A switch: a pill, green when on, with its knob on the side of its value.
        mutating func switchShape(isOn: Bool, in box: CGRect) {
            let fill = isOn ? "#34c759" : "#e9e9eb"
            element("rect", Self.geometry(box, cornerRadius: box.height / 2) + [("fill", fill)])
            let radius = max(0, box.height / 2 - 2)
            let centerX = isOn ? box.maxX - box.height / 2 : box.minX + box.height / 2
            element(
                "circle",
                [("cx", centerX.svg), ("cy", box.midY.svg), ("r", radius.svg), ("fill", "#ffffff")]
            )
        }

        /// One line of text whose line box starts at `top`, stretched to the width the headless measurer gives
        /// it (0.5 × the point size a character, 0.55 × when bold; no wider than `box`) so every viewer draws it
        /// the width layout assumed.
        private mutating func textLine(
            _ text: String,
            font: UIFont,
            color: UIColor,
            alignment: NSTextAlignment,
            top: CGFloat,
            in box: CGRect
        ) {
            let advance = font.pointSize * (font.isBold ? 0.55 : 0.5)
            let width = min(CGFloat(text.count) * advance, box.width)
            let (x, anchor): (CGFloat, String) =
                switch alignment {
                case .center: (box.midX, "middle")
                case .right: (box.maxX, "end")
                case .left, .natural, .justified: (box.minX, "start")
                }
            var attributes = [
                ("x", x.svg), ("y", (top + font.lineHeight * 0.8).svg), ("font-size", font.pointSize.svg),
            ]
            if font.isBold { attributes.append(("font-weight", "bold")) }
            if anchor != "start" { attributes.append(("text-anchor", anchor)) }
            attributes += [("textLength", width.svg), ("lengthAdjust", "spacingAndGlyphs")]
            element("text", attributes + Self.fill(color), content: text)
        }
    }
#endif
