import ComponentRuntime
import Foundation
import Testing

/// A card view holding a title and a view-less row of two captions, at (0, 30) in the card and as wide.
@MainActor
private func card(stack: (Component) -> Component) -> Component {
    FlexboxComponent(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 200, height: 100)) {
        captionComponent("Title", width: 200).frame(height: 30)
        stack(
            FlexboxComponent(direction: .row) {
                captionComponent("4.5", width: 50)
                captionComponent("stars", width: 50)
            }
        )
    }
}

@MainActor
@Suite("Accessibility containers: elements for components without a view")
struct AccessibilityContainerTests {
    @Test("a view-less element gets a UIAccessibilityElement in its view's accessibilityElements, at its frame")
    func viewlessElement() throws {
        let host = ComponentHost { _ in
            card { $0.accessibilityElement(children: .combine).accessibilityHint("Rating") }
                .padding(top: 10, left: 20, bottom: 0, right: 0)
        }
        let root = makeRootView()
        host.mount(in: root)
        let cardView = try #require(root.subviews.first)
        #expect(cardView.accessibilityElements == nil, "nothing while VoiceOver is off")
        try withVoiceOver {
            let items = try #require(cardView.accessibilityElements)
            try #require(items.count == 2)
            let title = try #require(items[0] as? CaptionView)
            #expect(title.text == "Title")
            let element = try #require(items[1] as? UIAccessibilityElement)
            #expect(element.isAccessibilityElement)
            #expect(element.accessibilityLabel == "4.5, stars")
            #expect(element.accessibilityHint == "Rating")
            #expect(element.accessibilityTraits == .staticText)
            #expect(element.accessibilityContainer === cardView)
            #expect(element.accessibilityFrameInContainerSpace == CGRect(x: 0, y: 30, width: 200, height: 20))
            #expect(element.accessibilityFrame == CGRect(x: 20, y: 40, width: 200, height: 20), "in screen space")
        }
        #expect(cardView.accessibilityElements == nil, "taken back when VoiceOver stops")
    }

    @Test("a view-less container lists its descendants in an element that is not one itself")
    func viewlessContainer() throws {
        let host = ComponentHost { _ in
            card { $0.accessibilityElement(children: .contain).accessibilityLabel("Rating") }
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let cardView = try #require(root.subviews.first)
            let items = try #require(cardView.accessibilityElements)
            let container = try #require(items.last as? UIAccessibilityElement)
            #expect(!container.isAccessibilityElement)
            #expect(container.accessibilityLabel == "Rating")
            #expect(container.accessibilityContainerType == .semanticGroup)
            #expect(container.shouldGroupAccessibilityChildren)
            let inside = try #require(container.accessibilityElements as? [CaptionView])
            #expect(inside.map(\.text) == ["4.5", "stars"])
        }
    }

    @Test("a view-less component hidden from accessibility leaves its views out of the list")
    func viewlessHidden() throws {
        let host = ComponentHost { _ in card { $0.accessibilityHidden(true) } }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let cardView = try #require(root.subviews.first)
            let items = try #require(cardView.accessibilityElements)
            #expect(items.count == 1)
            #expect((items.first as? CaptionView)?.text == "Title")
        }
    }

    @Test("a view-less leaf can be an element; elements in the root view are listed there")
    func leafElementInRootView() throws {
        let host = ComponentHost {
            captionComponent("Heading")
            Component(size: ComponentSize(width: 80, height: 16))
                .accessibilityElement()
                .accessibilityLabel { "Rated \(4) of 5" }
                .accessibilityAddTraits(.image)
                .accessibilityIdentifier("stars")
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let items = try #require(root.accessibilityElements)
            try #require(items.count == 2)
            #expect(items[0] as? CaptionView === root.subviews.first)
            let element = try #require(items[1] as? UIAccessibilityElement)
            #expect(element.accessibilityLabel == "Rated 4 of 5")
            #expect(element.accessibilityTraits == .image)
            #expect(element.accessibilityIdentifier == "stars")
            #expect(element.accessibilityFrameInContainerSpace.origin == CGPoint(x: 0, y: 20))
            #expect(element.accessibilityFrameInContainerSpace.height == 16)
        }
    }

    @Test("the element is kept across remounts, and the list goes when the element does")
    func elementKeptThenRemoved() throws {
        let stars = Ref<Int?>(4)
        let host = ComponentHost { _ in
            card { stack in
                if let count = stars.value {
                    return stack.accessibilityElement().accessibilityLabel("\(count) stars")
                }
                return stack
            }
        }
        let root = makeRootView()
        try withVoiceOver {
            host.mount(in: root)
            let cardView = try #require(root.subviews.first)
            let first = try #require(cardView.accessibilityElements?.last as? UIAccessibilityElement)
            stars.value = 5
            host.rebuild()
            let second = try #require(cardView.accessibilityElements?.last as? UIAccessibilityElement)
            #expect(second === first, "VoiceOver keeps its place on the same element")
            #expect(second.accessibilityLabel == "5 stars")
            stars.value = nil
            host.rebuild()
            #expect(cardView.accessibilityElements == nil, "only views left: UIKit's default again")
        }
    }

    @Test("the headless UIAccessibilityElement: not an element until told, its frame follows its container")
    func headlessElement() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 100, width: 200, height: 100))
        window.addSubview(scrollView)
        let element = UIAccessibilityElement(accessibilityContainer: scrollView)
        #expect(!element.isAccessibilityElement)
        #expect(element.accessibilityTraits == .none)
        element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 50, width: 20, height: 10)
        #expect(element.accessibilityFrame == CGRect(x: 15, y: 150, width: 20, height: 10))
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(element.accessibilityFrame == CGRect(x: 15, y: 120, width: 20, height: 10), "scrolled with it")
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(element.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4), "a frame set is kept")
        element.accessibilityLabel = "Pin"
        #expect(element.accessibilityUserInputLabels == ["Pin"])
        #expect(element.accessibilityAttributedLabel?.string == "Pin")
    }
}
