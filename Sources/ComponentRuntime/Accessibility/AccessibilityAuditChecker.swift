/// Runs ``AccessibilityAudit``'s rules over one tree, one method a rule.
@MainActor
struct AccessibilityAuditChecker {
    let audit: AccessibilityAudit
    let tree: AccessibilityTree
    let geometry: AccessibilityTreeGeometry
    private var findings: [AccessibilityFinding] = []

    init(audit: AccessibilityAudit, tree: AccessibilityTree) {
        self.audit = audit
        self.tree = tree
        geometry = AccessibilityTreeGeometry(root: tree.root)
    }

    mutating func run() -> [AccessibilityFinding] {
        checkMissingLabels()
        checkUnlabeledImages()
        checkRedundantTraits()
        checkDuplicateLabels()
        checkTouchTargets()
        checkContrast()
        checkHiddenAncestors()
        return findings
    }

    private mutating func report(
        _ rule: AccessibilityAuditRule,
        _ element: AccessibilityTreeElement,
        _ message: String
    ) {
        guard audit.checks(rule, identifier: element.identifier) else { return }
        findings.append(AccessibilityFinding(rule: rule, path: element.path, frame: element.frame, message: message))
    }

    /// Why the element is interactive, as words for a message ("a UIControl", "the button trait"), or `nil` when
    /// it is not.
    static func interactiveReason(_ element: AccessibilityTreeElement) -> String? {
        if let view = element.view {
            if view is UIControl { return "a \(String(describing: type(of: view))) (a UIControl)" }
            if let recognizer = view.gestureRecognizers?.first(where: \.isEnabled) {
                return "a view with an enabled \(String(describing: type(of: recognizer)))"
            }
        }
        for (trait, name) in [(UIAccessibilityTraits.button, "button"), (.link, "link"), (.adjustable, "adjustable")]
        where element.traits.contains(trait) {
            return "an element with the .\(name) trait"
        }
        if !element.customActionNames.isEmpty { return "an element with custom actions" }
        return nil
    }

    private mutating func checkMissingLabels() {
        for element in tree.elements where element.trimmedLabel == nil {
            guard let reason = Self.interactiveReason(element) else { continue }
            let spoken = AccessibilityTraitWords.spokenWords(of: element.traits)
            let heard = spoken.isEmpty ? "nothing useful" : "only \"\(spoken.joined(separator: ", "))\""
            report(
                .missingLabel,
                element,
                "\(reason) has no accessibilityLabel, so VoiceOver says \(heard): "
                    + "set accessibilityLabel to what it does (\"Play\", \"Delete message\")"
            )
        }
    }

    private mutating func checkUnlabeledImages() {
        for element in tree.elements
        where element.traits.contains(.image) && element.trimmedLabel == nil && Self.interactiveReason(element) == nil {
            report(
                .unlabeledImage,
                element,
                "an image element has no accessibilityLabel, so VoiceOver says only \"image\": describe what it "
                    + "shows, or set isAccessibilityElement = false if it is decoration"
            )
        }
    }

    private mutating func checkRedundantTraits() {
        for element in tree.elements {
            guard let label = element.trimmedLabel else { continue }
            let repeated = AccessibilityTraitWords.repeatedWords(in: label, traits: element.traits)
            guard !repeated.isEmpty else { continue }
            let words = repeated.map { "\"\($0.word)\" (the .\($0.trait) trait)" }.joined(separator: " and ")
            let shorter = AccessibilityTraitWords.removing(repeated.map(\.word), from: label)
            let advice = shorter.isEmpty ? "say what it is for instead" : "use \"\(shorter)\""
            report(
                .redundantTrait,
                element,
                "label \"\(label)\" repeats \(words), which VoiceOver already says after the label: \(advice)"
            )
        }
    }

    private mutating func checkDuplicateLabels() {
        struct Key: Hashable {
            let container: ObjectIdentifier?
            let containingElement: ObjectIdentifier?
            let label: String
        }
        var firstByKey: [Key: AccessibilityTreeElement] = [:]
        for element in tree.elements {
            guard let label = element.trimmedLabel else { continue }
            let key = Key(
                container: element.container.map(ObjectIdentifier.init),
                containingElement: element.containingElement.map(ObjectIdentifier.init),
                label: label.lowercased()
            )
            guard let first = firstByKey[key] else {
                firstByKey[key] = element
                continue
            }
            report(
                .duplicateLabel,
                element,
                "same label \"\(label)\" as \(first.path) in the same container, so a VoiceOver user cannot tell "
                    + "them apart: say what differs (\"\(label) Ada\", \"\(label) message from Ada\")"
            )
        }
    }

    private mutating func checkTouchTargets() {
        for element in tree.elements {
            if let view = element.view, Self.interactiveReason(element) != nil { checkTouchTarget(view, of: element) }
            // A control inside an element (a button in a combined row) is not visited by VoiceOver, but a finger
            // still taps it.
            for view in element.view.map(tappableViews(inside:)) ?? [] {
                checkTouchTarget(view, of: viewElement(view))
            }
        }
    }

    private mutating func checkTouchTarget(_ view: UIView, of element: AccessibilityTreeElement) {
        let minimum = audit.minimumTouchTarget
        let size = view.bounds.size
        guard size.width < minimum || size.height < minimum else { return }
        let (width, height) = (size.width.accessibilityDescription, size.height.accessibilityDescription)
        let least = minimum.accessibilityDescription
        report(
            .smallTouchTarget,
            element,
            "touch target is \(width) × \(height) pt, smaller than \(least) × \(least) pt: make the view at "
                + "least \(least) pt in each direction (padding counts if the view grows with it)"
        )
    }

    /// The views a finger can tap inside `view`, in tree order: visible `UIControl`s and views with an enabled
    /// gesture recognizer, looking inside neither (what is inside a control is part of its target), nor inside
    /// views that take no touches (`isUserInteractionEnabled` false).
    private func tappableViews(inside view: UIView) -> [UIView] {
        guard view.isUserInteractionEnabled else { return [] }
        return view.subviews.flatMap { subview -> [UIView] in
            guard !subview.isHidden, subview.alpha > 0.01, subview.isUserInteractionEnabled else { return [] }
            if subview is UIControl || subview.gestureRecognizers?.contains(where: \.isEnabled) == true {
                return [subview]
            }
            return tappableViews(inside: subview)
        }
    }

    /// `view` as a finding names it when it is not an element of the tree: its path, frame and identifier.
    private func viewElement(_ view: UIView, label: String? = nil) -> AccessibilityTreeElement {
        AccessibilityTreeElement(
            label: label,
            value: nil,
            hint: nil,
            traits: .none,
            frame: geometry.frame(of: view),
            customActionNames: [],
            path: geometry.path(of: view),
            identifier: view.accessibilityIdentifier,
            view: view,
            container: view.superview,
            listingContainer: nil
        )
    }

    private mutating func checkContrast() {
        for view in visibleViews(in: tree.root) {
            guard let appearance = AccessibilityPlatformReading.textAppearance(of: view) else { continue }
            if let control = view as? UIControl, !control.isEnabled { continue }
            guard let colors = AccessibilityRGBA.composited(text: appearance.color, in: view) else { continue }
            let ratio = AccessibilityContrast.ratio(colors.text.relativeLuminance, colors.background.relativeLuminance)
            let needed = AccessibilityContrast.minimumRatio(pointSize: appearance.pointSize, isBold: appearance.isBold)
            guard ratio < needed else { continue }
            let size = appearance.pointSize.accessibilityDescription
            let weight = appearance.isBold ? "bold" : "regular"
            let font = appearance.fontIsAssumed ? "\(size) pt \(weight) (assumed)" : "\(size) pt \(weight)"
            let advice =
                needed == AccessibilityContrast.normalTextMinimum
                ? "darken the text or lighten the background (or use large text: 18 pt, or 14 pt bold, needs 3:1)"
                : "darken the text or lighten the background"
            let element = viewElement(view, label: appearance.text)
            let (found, least) = (Self.ratioText(ratio, below: needed), Self.ratioText(needed, below: .infinity))
            report(
                .lowContrast,
                element,
                "text \"\(appearance.text)\" is \(colors.text.hex) on \(colors.background.hex): contrast \(found):1, "
                    + "below \(least):1 for \(font) text: \(advice)"
            )
        }
    }

    /// A ratio to two decimals, without trailing zeros (`4.48`, `3`, `4.5`), rounded down when rounding to the
    /// nearest would reach `limit` (so a failing 4.497 reads 4.49, not 4.5).
    static func ratioText(_ ratio: Double, below limit: Double) -> String {
        var rounded = (ratio * 100).rounded() / 100
        if rounded >= limit { rounded = (ratio * 100).rounded(.down) / 100 }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `view` and every view inside it that shows on screen (neither hidden nor at alpha 0.01 or less, nor
    /// inside one that is), depth first.
    private func visibleViews(in view: UIView) -> [UIView] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        return [view] + view.subviews.flatMap(visibleViews)
    }

    private mutating func checkHiddenAncestors() {
        for element in tree.elements {
            guard let listing = element.listingContainer, let view = element.view,
                let (ancestor, reason) = geometry.hidingAncestor(of: view)
            else { continue }
            report(
                .hiddenAncestor,
                element,
                "listed in the accessibilityElements of \(geometry.path(of: listing)) although "
                    + "\(geometry.path(of: ancestor)) hides it (\(reason)), so VoiceOver visits what is meant to "
                    + "be hidden: take it out of the list, or stop hiding the view around it"
            )
        }
    }
}
