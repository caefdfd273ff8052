import ComponentRuntime
import Foundation
import Testing

/// The choosing controls a test plays as the user: `UISegmentedControl` and `UIPageControl`. Their defaults, how
/// they keep the selection in range, exactly the events a simulated user sends, and their accessibility.
@MainActor
@Suite("Headless segmented control and page control")
struct HeadlessSegmentedAndPageControlTests {
    // MARK: UISegmentedControl

    @Test("a segmented control made from items has a segment per item and none selected")
    func segmentsFromItems() throws {
        let week = try #require(UIImage(systemName: "calendar"))
        let control = UISegmentedControl(items: ["Day", week, "Month"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 0) == "Day")
        #expect(control.titleForSegment(at: 1) == nil && control.imageForSegment(at: 1) === week)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.selectedSegmentTintColor == nil)
        #expect(control.widthForSegment(at: 0) == 0 && control.contentOffsetForSegment(at: 2) == .zero)
        #expect(control.isEnabledForSegment(at: 2))
        #expect(control.titleForSegment(at: 7) == nil && !control.isEnabledForSegment(at: 7), "out of range")
        #expect(UISegmentedControl().numberOfSegments == 0)
    }

    @Test("selecting a segment sends valueChanged once; the selected segment again, or in code, sends nothing")
    func selectSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let recorder = ControlEventRecorder(control)
        var seenIndex = -2
        control.addAction(UIAction { _ in seenIndex = control.selectedSegmentIndex }, for: .valueChanged)
        control.simulateSelect(segment: 1)
        #expect(control.selectedSegmentIndex == 1 && seenIndex == 1)
        control.simulateSelect(segment: 1)
        control.selectedSegmentIndex = 2
        #expect(recorder.events == ["valueChanged"])
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == 2, "an index that is not a segment's is ignored")
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test("a momentary control reports every tap, also on the segment tapped last")
    func momentary() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.isMomentary = true
        let recorder = ControlEventRecorder(control)
        control.simulateSelect(segment: 0)
        control.simulateSelect(segment: 0)
        #expect(recorder.count(.valueChanged) == 2)
        #expect(control.selectedSegmentIndex == 0, "it answers the segment pressed last")
    }

    @Test("a disabled segment, a missing segment or a disabled control sends nothing")
    func disabledSegments() {
        let control = UISegmentedControl(items: ["A", "B"])
        let recorder = ControlEventRecorder(control)
        control.setEnabled(false, forSegmentAt: 1)
        control.simulateSelect(segment: 1)
        control.simulateSelect(segment: 5)
        control.simulateSelect(segment: -1)
        control.isEnabled = false
        control.simulateSelect(segment: 0)
        #expect(recorder.events.isEmpty)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("inserting and removing segments keeps the selection on its segment")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(with: UIImage(systemName: "end"), at: 99, animated: true)
        #expect(control.numberOfSegments == 4 && control.imageForSegment(at: 3) == UIImage(systemName: "end"))
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "the selected segment went")
        control.selectedSegmentIndex = 0
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("a segment shows a title or an image, not both; widths and offsets are per segment")
    func segmentContent() {
        let control = UISegmentedControl(items: ["A"])
        control.setImage(UIImage(systemName: "star"), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil)
        control.setTitle("B", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil && control.titleForSegment(at: 0) == "B")
        control.setWidth(44, forSegmentAt: 0)
        control.setContentOffset(CGSize(width: 1, height: 2), forSegmentAt: 0)
        control.setTitle("ignored", forSegmentAt: 3)
        #expect(control.widthForSegment(at: 0) == 44)
        #expect(control.contentOffsetForSegment(at: 0) == CGSize(width: 1, height: 2))
        #expect(control.numberOfSegments == 1)
    }

    @Test("segments made from actions run their action when selected, then report valueChanged")
    func segmentActions() {
        var log: [String] = []
        let first = UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in
            log.append("\(action.title) sender=\(action.sender != nil)")
        }
        let second = UIAction(title: "Grid") { action in log.append(action.title) }
        let control = UISegmentedControl(frame: .zero, actions: [first, second])
        control.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
        #expect(control.titleForSegment(at: 1) == "Grid")
        control.simulateSelect(segment: 0)
        #expect(log == ["List sender=true", "valueChanged"])
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == NSNotFound)
        #expect(control.actionForSegment(at: 1) === second)
    }

    @Test("a segmented control reads the selected segment's title")
    func segmentedAccessibility() {
        let control = UISegmentedControl(items: ["Day", "Week"])
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityValue == nil)
        control.simulateSelect(segment: 1)
        #expect(control.accessibilityValue == "Week")
    }

    // MARK: UIPageControl

    @Test("a page control's defaults are UIKit's: no pages, page 0, automatic background, continuous interaction")
    func pageControlDefaults() {
        let pages = UIPageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        #expect(!pages.hidesForSinglePage)
        #expect(pages.pageIndicatorTintColor == nil && pages.currentPageIndicatorTintColor == nil)
        #expect(pages.backgroundStyle == .automatic && pages.direction == .natural)
        #expect(pages.interactionState == .none && pages.allowsContinuousInteraction)
        #expect(pages.preferredIndicatorImage == nil && pages.preferredCurrentPageIndicatorImage == nil)
    }

    @Test("the current page is pinned to the pages, also when pages go away")
    func pageClamping() {
        let pages = UIPageControl()
        pages.currentPage = 3
        #expect(pages.currentPage == 0, "no pages: page 0")
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @Test("a tap to another page sends valueChanged once, during a discrete interaction; other taps send nothing")
    func tapToPage() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        let recorder = ControlEventRecorder(pages)
        var state: UIPageControl.InteractionState?
        pages.addAction(UIAction { _ in state = pages.interactionState }, for: .valueChanged)
        pages.simulateTap(toPage: 3)
        #expect(pages.currentPage == 3 && state == .discrete)
        #expect(pages.interactionState == .none)
        pages.simulateTap(toPage: 3)
        pages.simulateTap(toPage: 5)
        pages.currentPage = 1
        #expect(recorder.events == ["valueChanged"])
        pages.isEnabled = false
        pages.simulateTap(toPage: 2)
        #expect(pages.currentPage == 1 && recorder.events.count == 1)
    }

    @Test("a page control is adjustable, reads 'page 2 of 5', and VoiceOver moves a page")
    func pageAccessibility() {
        let pages = UIPageControl()
        #expect(pages.accessibilityValue == nil)
        pages.numberOfPages = 5
        pages.currentPage = 1
        #expect(pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityValue == "page 2 of 5")
        let recorder = ControlEventRecorder(pages)
        pages.accessibilityIncrement()
        #expect(pages.accessibilityValue == "page 3 of 5")
        pages.currentPage = 0
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0)
        #expect(recorder.events == ["valueChanged"])
    }

    @Test("indicator images fall back to the preferred ones")
    func indicatorImages() {
        let pages = UIPageControl()
        pages.preferredIndicatorImage = UIImage(systemName: "dot")
        pages.setIndicatorImage(UIImage(systemName: "home"), forPage: 0)
        #expect(pages.indicatorImage(forPage: 0) == UIImage(systemName: "home"))
        #expect(pages.indicatorImage(forPage: 1) == UIImage(systemName: "dot"))
        pages.setIndicatorImage(nil, forPage: 0)
        #expect(pages.indicatorImage(forPage: 0) == UIImage(systemName: "dot"))
        #expect(pages.currentPageIndicatorImage(forPage: 0) == nil)
    }
}
