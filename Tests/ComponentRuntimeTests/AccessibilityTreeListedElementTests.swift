import ComponentRuntime
import Foundation
import Testing

/// A card view holding a title and a view-less row of two captions, at (0, 30) in the card and as wide, the row
/// changed by `row` (an accessibility modifier). The card is padded 20 from the left and 10 from the top.
@MainActor
private func ratedCard(row: (Component) -> Component) -> Component {
    FlexboxComponent(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 200, height: 100)) {
        captionComponent("Title", width: 200).frame(height: 30)
        row(
            FlexboxComponent(direction: .row) {
                captionComponent("4.5", width: 50)
                captionComponent("stars", width: 50)
            }
        )
    }
    .padding(top: 10, left: 20, bottom: 0, right: 0)
}

/// An element not a view, labelled `label`, at `frame` in `container`'s coordinates.
@MainActor
private func element(_ label: String, _ frame: CGRect, in container: UIView) -> UIAccessibilityElement {
    let element = UIAccessibilityElement(accessibilityContainer: container)
    element.isAccessibilityElement = true
    element.accessibilityLabel = label
    element.accessibilityFrameInContainerSpace = frame
    return element
}

@MainActor
@Suite("Accessibility tree: UIAccessibilityElements in accessibilityElements, on both backends")
struct AccessibilityTreeListedElementTests {
    @Test("a UIAccessibilityElement is visited in the list's order, at its frame in its container, with a path")
    func listedElement() throws {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = containerView(CGRect(x: 16, y: 100, width: 288, height: 200), in: root)
        let title = accessibleView("Title", CGRect(x: 0, y: 0, width: 288, height: 30), in: card)
        let stars = element("4 stars", CGRect(x: 8, y: 40, width: 100, height: 20), in: card)
        stars.accessibilityTraits = .image
        stars.accessibilityIdentifier = "stars"
        let notAnElement = UIAccessibilityElement(accessibilityContainer: card)
        notAnElement.accessibilityLabel = "Never read"
        notAnElement.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
        let empty = element("No size", .zero, in: card)
        card.accessibilityElements = [stars, title, notAnElement, empty, stars]

        let tree = AccessibilityTree(of: root)
        #expect(tree.elements.map(\.label) == ["4 stars", "Title"], "the list's order, each once")
        let read = try #require(tree.elements.first)
        #expect(read.frame == CGRect(x: 24, y: 140, width: 100, height: 20), "in the root's coordinates")
        #expect(read.traits == .image)
        #expect(read.view == nil)
        #expect(read.container === card)
        #expect(read.path == "UIView > UIView[0] > UIAccessibilityElement[0]#stars")
        #expect(read.identifier == "stars")

        stars.accessibilityElementsHidden = true
        #expect(labels(root) == ["Title"], "hidden from accessibility, as a view would be")
    }

    @Test("an element follows its container view as it scrolls; without a container frame, its screen frame")
    func elementFrames() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        root.addSubview(scroller)
        let pin = element("Pin", CGRect(x: 10, y: 150, width: 30, height: 30), in: scroller)
        let legend = UIAccessibilityElement(accessibilityContainer: scroller)
        legend.isAccessibilityElement = true
        legend.accessibilityLabel = "Legend"
        legend.accessibilityFrame = CGRect(x: 200, y: 400, width: 100, height: 40)
        scroller.accessibilityElements = [pin, legend]
        #expect(AccessibilityTree(of: root).elements.map(\.frame) == [
            CGRect(x: 10, y: 250, width: 30, height: 30), CGRect(x: 200, y: 400, width: 100, height: 40),
        ])

        scroller.contentOffset = CGPoint(x: 0, y: 100)
        #expect(AccessibilityTree(of: root).elements.first?.frame == CGRect(x: 10, y: 150, width: 30, height: 30))
    }

    @Test("a container element that is not an element itself lists its own elements, kept together in order")
    func containerElement() throws {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = containerView(CGRect(x: 0, y: 100, width: 320, height: 60), in: root)
        let avatar = accessibleView("Ada", CGRect(x: 0, y: 0, width: 60, height: 60), in: row)
        let group = UIAccessibilityElement(accessibilityContainer: row)
        group.accessibilityLabel = "Ratings"
        group.accessibilityContainerType = .semanticGroup
        group.accessibilityElements = [
            element("Service", CGRect(x: 200, y: 0, width: 100, height: 20), in: row),
            element("Food", CGRect(x: 80, y: 30, width: 100, height: 20), in: row),
        ]
        row.accessibilityElements = [avatar, group]
        _ = accessibleView("Above", CGRect(x: 0, y: 0, width: 100, height: 44), in: root)

        let tree = AccessibilityTree(of: root)
        #expect(tree.elements.map(\.label) == ["Above", "Ada", "Service", "Food"])
        let service = tree.elements[2]
        #expect(service.frame == CGRect(x: 200, y: 100, width: 100, height: 20))
        #expect(service.containingElement === group)
        #expect(service.container === row)
        #expect(service.path == "UIView > UIView[0] > UIAccessibilityElement[1] > UIAccessibilityElement[0]")
        #expect(tree.elements[1].containingElement == nil)
    }

    @Test("a view-less component combined with .accessibilityElement(children: .combine) is one element of the tree")
    func mountedViewlessElement() throws {
        let host = ComponentHost { _ in ratedCard { $0.accessibilityElement(children: .combine) } }
        let root = makeRootView()
        host.mount(in: root)
        #expect(labels(root) == ["Title", "4.5", "stars"], "VoiceOver off: the captions speak for themselves")

        try withVoiceOver {
            let tree = AccessibilityTree(of: root)
            #expect(tree.elements.map(\.label) == ["Title", "4.5, stars"])
            let rating = try #require(tree.elements.last)
            #expect(rating.frame == CGRect(x: 20, y: 40, width: 200, height: 20))
            #expect(rating.traits == .staticText)
            #expect(rating.view == nil)
            #expect(rating.path == "UIView > UIView[0] > UIAccessibilityElement[1]")
        }
        #expect(labels(root) == ["Title", "4.5", "stars"])
    }

    @Test("a view-less component made an element by a context takes its place in the reading order")
    func mountedContextElement() {
        let rated = ComponentAccessibilityContext(
            isAccessibilityElement: true,
            accessibilityLabel: .computed { "Rated \(4) of 5" },
            accessibilityTraits: .image
        )
        let host = ComponentHost {
            captionComponent("Heading")
            FlexboxComponent(direction: .row) {
                Component(size: ComponentSize(width: 16, height: 16))
                Component(size: ComponentSize(width: 16, height: 16))
            }
            .accessibilityContext(rated)
            captionComponent("Reviews")
        }
        let root = makeRootView()
        withVoiceOver {
            host.mount(in: root)
            let tree = AccessibilityTree(of: root)
            #expect(tree.elements.map(\.label) == ["Heading", "Rated 4 of 5", "Reviews"])
            // The row's frame: stretched across the root stack, as wide as its widest child (a caption).
            #expect(tree.elements[1].frame == CGRect(x: 0, y: 20, width: 100, height: 16))
            #expect(tree.elements[1].traits == .image)
            #expect(AccessibilityAudit().findings(in: root).isEmpty)
        }
    }

    @Test("a view-less container (.contain) groups its captions: each in the tree, inside the container element")
    func mountedViewlessContainer() {
        let host = ComponentHost { _ in
            ratedCard { $0.accessibilityElement(children: .contain).accessibilityLabel("Rating") }
        }
        let root = makeRootView()
        withVoiceOver {
            host.mount(in: root)
            let tree = AccessibilityTree(of: root)
            #expect(tree.elements.map(\.label) == ["Title", "4.5", "stars"])
            #expect(tree.elements.map(\.frame) == [
                CGRect(x: 20, y: 10, width: 200, height: 30), CGRect(x: 20, y: 40, width: 50, height: 20),
                CGRect(x: 70, y: 40, width: 50, height: 20),
            ])
            #expect(tree.elements[0].containingElement == nil)
            #expect(tree.elements[1].containingElement?.accessibilityLabel == "Rating")
            #expect(tree.elements[2].containingElement === tree.elements[1].containingElement)
        }
    }

    @Test("the audit counts a container element as a container: the same label in two of them is no duplicate")
    func duplicatesInContainerElements() {
        let root = containerView(CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        let list = containerView(CGRect(x: 0, y: 0, width: 320, height: 200), in: root)
        var items: [Any] = []
        for (index, name) in ["Ada", "Grace"].enumerated() {
            let row = UIAccessibilityElement(accessibilityContainer: list)
            row.accessibilityLabel = name
            let top = CGFloat(index) * 60
            row.accessibilityElements = [
                element(name, CGRect(x: 0, y: top, width: 200, height: 44), in: list),
                element("Follow", CGRect(x: 220, y: top, width: 80, height: 44), in: list),
            ]
            items.append(row)
        }
        list.accessibilityElements = items
        #expect(AccessibilityAudit().findings(in: root).isEmpty)

        list.accessibilityElements = (items as? [UIAccessibilityElement])?.flatMap { $0.accessibilityElements ?? [] }
        #expect(AccessibilityAudit().findings(in: root).map(\.rule) == [.duplicateLabel])
    }
}
