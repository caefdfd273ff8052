import ComponentRuntime
import Foundation
import Testing

// These tests are about the tree's rules, not about what a kind of view says, so most use plain views made
// elements by hand (`accessibleView`). The standard views' own UIKit defaults (a label read by its text, a button
// by its title) are used where a test is about them: `paths`, `standardViewDefaults`, and the end-to-end tests.

/// A view VoiceOver visits as one element, at `frame`, with `label`.
@MainActor
func accessibleView(
    _ label: String?,
    _ frame: CGRect,
    traits: UIAccessibilityTraits = .none,
    in superview: UIView? = nil
) -> UIView {
    let view = UIView(frame: frame)
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    view.accessibilityTraits = traits
    superview?.addSubview(view)
    return view
}

/// A plain container at `frame` inside `superview`.
@MainActor
func containerView(_ frame: CGRect, in superview: UIView? = nil) -> UIView {
    let view = UIView(frame: frame)
    superview?.addSubview(view)
    return view
}

@MainActor
func labels(_ root: UIView) -> [String?] {
    AccessibilityTree(of: root).elements.map(\.label)
}

@MainActor
@Suite("Accessibility tree: what VoiceOver visits, in its order")
struct AccessibilityTreeTests {
    @Test("an element is visited and what is inside it is not")
    func elementHidesItsSubtree() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let cell = accessibleView("Ada, online", CGRect(x: 0, y: 0, width: 320, height: 60), in: root)
        _ = accessibleView("Ada", CGRect(x: 16, y: 8, width: 100, height: 20), in: cell)
        _ = accessibleView("Settings", CGRect(x: 0, y: 100, width: 320, height: 44), in: root)
        #expect(labels(root) == ["Ada, online", "Settings"])

        cell.isAccessibilityElement = false
        #expect(labels(root) == ["Ada", "Settings"])
    }

    @Test("the root itself can be the one element")
    func rootElement() {
        let root = accessibleView("Whole card", CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = accessibleView("Inside", CGRect(x: 0, y: 0, width: 10, height: 10), in: root)
        #expect(labels(root) == ["Whole card"])
    }

    @Test("a hidden view is skipped with everything inside it")
    func hiddenViews() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = containerView(CGRect(x: 0, y: 0, width: 320, height: 100), in: root)
        _ = accessibleView("In panel", CGRect(x: 0, y: 0, width: 100, height: 44), in: panel)
        let hiddenButton = accessibleView("Hidden", CGRect(x: 0, y: 200, width: 100, height: 44), in: root)
        hiddenButton.isHidden = true
        #expect(labels(root) == ["In panel"])

        panel.isHidden = true
        #expect(labels(root).isEmpty)
    }

    @Test("a view at alpha 0.01 or less is skipped with its subtree; at 0.02 it is visited")
    func nearlyTransparentViews() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = containerView(CGRect(x: 0, y: 0, width: 320, height: 100), in: root)
        _ = accessibleView("In panel", CGRect(x: 0, y: 0, width: 100, height: 44), in: panel)
        panel.alpha = 0
        #expect(labels(root).isEmpty)
        panel.alpha = 0.01
        #expect(labels(root).isEmpty)
        panel.alpha = 0.02
        #expect(labels(root) == ["In panel"])
    }

    @Test("accessibilityElementsHidden hides the view and its subtree")
    func elementsHidden() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let decoration = containerView(CGRect(x: 0, y: 0, width: 320, height: 100), in: root)
        _ = accessibleView("Sparkle", CGRect(x: 0, y: 0, width: 100, height: 44), in: decoration)
        let badge = accessibleView("Badge", CGRect(x: 0, y: 200, width: 44, height: 44), in: root)
        _ = accessibleView("Title", CGRect(x: 0, y: 300, width: 100, height: 44), in: root)
        decoration.accessibilityElementsHidden = true
        badge.accessibilityElementsHidden = true
        #expect(labels(root) == ["Title"])
    }

    @Test("a zero-size element is skipped")
    func zeroSize() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = accessibleView("No width", CGRect(x: 0, y: 0, width: 0, height: 44), in: root)
        _ = accessibleView("No height", CGRect(x: 0, y: 50, width: 100, height: 0), in: root)
        _ = accessibleView("Sized", CGRect(x: 0, y: 100, width: 100, height: 44), in: root)
        #expect(labels(root) == ["Sized"])
    }

    @Test("a visible modal view leaves only itself and what is inside it")
    func modalView() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = accessibleView("Behind", CGRect(x: 0, y: 0, width: 100, height: 44), in: root)
        let sheet = containerView(CGRect(x: 0, y: 200, width: 320, height: 280), in: root)
        _ = accessibleView("Cancel", CGRect(x: 0, y: 0, width: 100, height: 44), in: sheet)
        _ = accessibleView("Also behind", CGRect(x: 0, y: 100, width: 100, height: 44), in: root)
        #expect(labels(root) == ["Behind", "Also behind", "Cancel"])

        sheet.accessibilityViewIsModal = true
        #expect(labels(root) == ["Cancel"])

        sheet.isHidden = true
        #expect(labels(root) == ["Behind", "Also behind"])
    }

    @Test("of several modal views, the last in tree order wins: a nested one, or the front sibling")
    func lastModalWins() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let sheet = containerView(CGRect(x: 0, y: 0, width: 320, height: 200), in: root)
        sheet.accessibilityViewIsModal = true
        _ = accessibleView("Sheet button", CGRect(x: 0, y: 0, width: 100, height: 44), in: sheet)
        let alert = containerView(CGRect(x: 0, y: 100, width: 320, height: 100), in: sheet)
        _ = accessibleView("OK", CGRect(x: 0, y: 0, width: 100, height: 44), in: alert)
        alert.accessibilityViewIsModal = true
        #expect(labels(root) == ["OK"])

        alert.accessibilityViewIsModal = false
        let toast = containerView(CGRect(x: 0, y: 300, width: 320, height: 100), in: root)
        _ = accessibleView("Undo", CGRect(x: 0, y: 0, width: 100, height: 44), in: toast)
        toast.accessibilityViewIsModal = true
        #expect(labels(root) == ["Undo"])

        toast.accessibilityElementsHidden = true
        #expect(labels(root) == ["Sheet button", "OK"])
    }

    @Test("accessibilityElements replaces the subviews, in the list's order, whatever the frames")
    func explicitElementsOrder() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let toolbar = containerView(CGRect(x: 0, y: 0, width: 320, height: 44), in: root)
        let first = accessibleView("First", CGRect(x: 0, y: 0, width: 60, height: 44), in: toolbar)
        let second = accessibleView("Second", CGRect(x: 100, y: 0, width: 60, height: 44), in: toolbar)
        _ = accessibleView("Not listed", CGRect(x: 200, y: 0, width: 60, height: 44), in: toolbar)
        toolbar.accessibilityElements = [second, "not an element", first]
        _ = accessibleView("Below", CGRect(x: 0, y: 100, width: 60, height: 44), in: root)
        #expect(labels(root) == ["Second", "First", "Below"])
    }

    @Test("a listed container is visited as a subview would be, its elements together")
    func listedContainer() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = containerView(CGRect(x: 0, y: 0, width: 320, height: 480), in: root)
        let header = containerView(CGRect(x: 0, y: 0, width: 320, height: 100), in: list)
        _ = accessibleView("Right", CGRect(x: 200, y: 0, width: 60, height: 44), in: header)
        _ = accessibleView("Left", CGRect(x: 0, y: 0, width: 60, height: 44), in: header)
        let footer = accessibleView("Footer", CGRect(x: 0, y: 400, width: 320, height: 44), in: list)
        list.accessibilityElements = [footer, header, footer]
        #expect(labels(root) == ["Footer", "Left", "Right"])
    }

    @Test("reading order: top to bottom, then left to right, ties in tree order")
    func readingOrder() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = accessibleView("Bottom", CGRect(x: 0, y: 200, width: 100, height: 44), in: root)
        _ = accessibleView("Top right", CGRect(x: 200, y: 0, width: 100, height: 44), in: root)
        _ = accessibleView("Top left", CGRect(x: 0, y: 0, width: 100, height: 44), in: root)
        _ = accessibleView("Same place, first", CGRect(x: 0, y: 300, width: 100, height: 44), in: root)
        _ = accessibleView("Same place, second", CGRect(x: 0, y: 300, width: 100, height: 44), in: root)
        #expect(labels(root) == ["Top left", "Top right", "Bottom", "Same place, first", "Same place, second"])
    }

    @Test("tops less than 8 points apart are one line, read left to right; 8 or more apart, the higher first")
    func lineThreshold() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = accessibleView("Follow", CGRect(x: 214, y: 52, width: 90, height: 44), in: root)
        let name = accessibleView("Ada", CGRect(x: 16, y: 59.5, width: 190, height: 21), in: root)
        #expect(labels(root) == ["Ada", "Follow"])

        name.frame.origin.y = 60
        #expect(labels(root) == ["Follow", "Ada"])
    }

    @Test("a right-to-left root reads each line from the right; the lines still go top to bottom")
    func rightToLeftRoot() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        root.semanticContentAttribute = .forceRightToLeft
        let row = containerView(CGRect(x: 0, y: 0, width: 320, height: 44), in: root)
        _ = accessibleView("Left", CGRect(x: 0, y: 0, width: 80, height: 44), in: row)
        _ = accessibleView("Middle", CGRect(x: 120, y: 0, width: 80, height: 44), in: row)
        // Its left edge is left of Middle's, its right edge right of it: the right edge counts.
        _ = accessibleView("Right", CGRect(x: 100, y: 2, width: 220, height: 40), in: row)
        _ = accessibleView("Below", CGRect(x: 0, y: 100, width: 80, height: 44), in: root)
        #expect(labels(root) == ["Right", "Middle", "Left", "Below"])

        root.semanticContentAttribute = .forceLeftToRight
        #expect(labels(root) == ["Left", "Right", "Middle", "Below"])
    }

    @Test("a grouped right-to-left row reads right to left among left-to-right content; a plain one follows its group")
    func rightToLeftGroup() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = accessibleView("Title", CGRect(x: 0, y: 0, width: 100, height: 44), in: root)
        _ = accessibleView("Close", CGRect(x: 240, y: 0, width: 80, height: 44), in: root)
        let row = containerView(CGRect(x: 0, y: 100, width: 320, height: 44), in: root)
        row.semanticContentAttribute = .forceRightToLeft
        row.shouldGroupAccessibilityChildren = true
        _ = accessibleView("First", CGRect(x: 240, y: 0, width: 80, height: 44), in: row)
        _ = accessibleView("Second", CGRect(x: 120, y: 0, width: 80, height: 44), in: row)
        _ = accessibleView("Third", CGRect(x: 0, y: 0, width: 80, height: 44), in: row)
        #expect(labels(root) == ["Title", "Close", "First", "Second", "Third"])

        row.shouldGroupAccessibilityChildren = false
        #expect(labels(root) == ["Title", "Close", "Third", "Second", "First"], "sorted with the root's, left to right")
    }

    @Test("the standard views speak with UIKit's defaults: a label by its text, a button by its title")
    func standardViewDefaults() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 30))
        title.text = "Inbox"
        root.addSubview(title)
        let compose = UIButton(frame: CGRect(x: 260, y: 0, width: 44, height: 44))
        compose.setTitle("Compose", for: .normal)
        root.addSubview(compose)
        let volume = UISlider(frame: CGRect(x: 16, y: 60, width: 288, height: 44))
        volume.value = 0.25
        volume.accessibilityLabel = "Volume"
        root.addSubview(volume)
        let decoration = UIImageView(frame: CGRect(x: 0, y: 120, width: 320, height: 100))
        root.addSubview(decoration)
        #expect(
            AccessibilityTree(of: root).description == """
                "Inbox" [staticText] (16, 0, 200, 30) UIView > UILabel[0]
                "Compose" [button] (260, 0, 44, 44) UIView > UIButton[1]
                "Volume" [adjustable] value: "25%" (16, 60, 288, 44) UIView > UISlider[2]
                """
        )
        compose.isEnabled = false
        #expect(AccessibilityTree(of: root).elements[1].traits == [.button, .notEnabled])
    }

    @Test("a group is placed where its first element would be, not by its own frame")
    func groupPlacement() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = containerView(CGRect(x: 0, y: 0, width: 320, height: 300), in: root)
        card.shouldGroupAccessibilityChildren = true
        _ = accessibleView("Card title", CGRect(x: 0, y: 200, width: 100, height: 44), in: card)
        _ = accessibleView("Above the card's content", CGRect(x: 0, y: 100, width: 100, height: 44), in: root)
        #expect(labels(root) == ["Above the card's content", "Card title"])
    }

    @Test("two plain columns are read across, row by row; grouped columns are read one after the other")
    func columnsAndGroups() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let left = containerView(CGRect(x: 0, y: 0, width: 160, height: 100), in: root)
        let right = containerView(CGRect(x: 160, y: 0, width: 160, height: 100), in: root)
        _ = accessibleView("Name", CGRect(x: 0, y: 0, width: 160, height: 44), in: left)
        _ = accessibleView("Ada", CGRect(x: 0, y: 50, width: 160, height: 44), in: left)
        _ = accessibleView("Role", CGRect(x: 0, y: 0, width: 160, height: 44), in: right)
        _ = accessibleView("Engineer", CGRect(x: 0, y: 50, width: 160, height: 44), in: right)
        #expect(labels(root) == ["Name", "Role", "Ada", "Engineer"])

        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        #expect(labels(root) == ["Name", "Ada", "Role", "Engineer"])
    }

    @Test("frames are in the root's coordinates, through superviews and scroll offsets")
    func framesInRootCoordinates() throws {
        let root = containerView(CGRect(x: 10, y: 10, width: 320, height: 480))
        let card = containerView(CGRect(x: 16, y: 100, width: 288, height: 200), in: root)
        _ = accessibleView("In card", CGRect(x: 8, y: 8, width: 100, height: 44), in: card)
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 300, width: 320, height: 180))
        root.addSubview(scroller)
        scroller.contentOffset = CGPoint(x: 0, y: 50)
        _ = accessibleView("Scrolled", CGRect(x: 0, y: 60, width: 100, height: 44), in: scroller)

        let frames = AccessibilityTree(of: root).elements.map(\.frame)
        #expect(frames == [CGRect(x: 24, y: 108, width: 100, height: 44), CGRect(x: 0, y: 310, width: 100, height: 44)])
    }

    @Test("an accessibilityFrame, in screen coordinates, is used when set")
    func accessibilityFrameWins() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = containerView(CGRect(x: 0, y: 100, width: 390, height: 744), in: window)
        let slider = accessibleView("Volume", CGRect(x: 20, y: 20, width: 200, height: 30), in: root)
        slider.accessibilityFrame = CGRect(x: 10, y: 110, width: 220, height: 50)

        let element = try #require(AccessibilityTree(of: root).elements.first)
        #expect(element.frame == CGRect(x: 10, y: 10, width: 220, height: 50))
    }

    @Test("each element has its path from the root, with indexes and identifiers, and the view")
    func paths() throws {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = containerView(CGRect(x: 0, y: 0, width: 10, height: 10), in: root)
        let toolbar = containerView(CGRect(x: 0, y: 0, width: 320, height: 44), in: root)
        toolbar.accessibilityIdentifier = "toolbar"
        let play = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        play.setTitle("Play", for: .normal)
        play.accessibilityIdentifier = "play"
        toolbar.addSubview(play)

        let element = try #require(AccessibilityTree(of: root).elements.first)
        #expect(element.label == "Play")
        #expect(element.path == "UIView > UIView[1]#toolbar > UIButton[0]#play")
        #expect(element.view === play)
        #expect(element.container === toolbar)
        #expect(element.identifier == "play")
    }

    @Test("an element carries its value, hint, traits and custom action names; the dump has one line each")
    func elementDetailsAndDump() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = accessibleView("Inbox", CGRect(x: 16, y: 0, width: 200, height: 30), traits: .header, in: root)
        let row = accessibleView("Message from Ada", CGRect(x: 0, y: 40, width: 320, height: 60), in: root)
        row.accessibilityValue = "Unread"
        row.accessibilityHint = "Opens the message"
        row.accessibilityTraits = [.button, .selected]
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in true },
            UIAccessibilityCustomAction(name: "Delete") { _ in true },
        ]
        _ = accessibleView(nil, CGRect(x: 0, y: 120, width: 44, height: 44), in: root)

        let tree = AccessibilityTree(of: root)
        #expect(tree.elements[1].customActionNames == ["Archive", "Delete"])
        #expect(tree.elements[1].traits == [.button, .selected])
        #expect(
            tree.description == """
                "Inbox" [header] (16, 0, 200, 30) UIView > UIView[0]
                "Message from Ada" [button, selected] value: "Unread" hint: "Opens the message" \
                actions: [Archive, Delete] (0, 40, 320, 60) UIView > UIView[1]
                (no label) (0, 120, 44, 44) UIView > UIView[2]
                """
        )
        #expect(AccessibilityTree(of: UIView()).description == "(no elements)")
    }
}
