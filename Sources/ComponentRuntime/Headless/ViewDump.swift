#if !canImport(UIKit)
    extension UIView {
        /// A readable, stable text picture of the view tree below (and including) this view, one view a line:
        /// class, frame, `hidden` where hidden, the view's ``dumpProperties``, the component actions installed on
        /// a control and its gesture recognizers. (Headless backend only.)
        ///
        /// - Parameter includeHidden: also list hidden views (and their subtrees); `false` shows what a person
        ///   would see.
        public func dump(includeHidden: Bool = true) -> String {
            var lines: [String] = []
            appendDump(to: &lines, depth: 0, includeHidden: includeHidden)
            return lines.joined(separator: "\n")
        }

        private func appendDump(to lines: inout [String], depth: Int, includeHidden: Bool) {
            if isHidden && !includeHidden { return }
            var parts = ["\(type(of: self))", frame.compactDescription]
            if isHidden { parts.append("hidden") }
            parts += dumpProperties
            if let installed = ViewBookkeeping.existingRecord(for: self)?.controlActions.values, !installed.isEmpty {
                let actions = installed.map { "\($0.events):\($0.forwarder.selector?.name ?? "block")" }.sorted()
                parts.append("actions=[\(actions.joined(separator: ", "))]")
            }
            let gestures = (gestureRecognizers ?? []).map { "\(type(of: $0))" }
            if !gestures.isEmpty { parts.append("gestures=[\(gestures.joined(separator: ", "))]") }
            lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
            for subview in subviews {
                subview.appendDump(to: &lines, depth: depth + 1, includeHidden: includeHidden)
            }
        }
    }
#endif
