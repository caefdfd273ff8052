import ComponentRuntime
import Foundation
import Testing

/// Writes down each content offset a scroll view reports.
@MainActor
private final class OffsetRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// Loads nothing; counts what it is told to prefetch.
@MainActor
private final class Prefetcher: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }
}

/// A paste delegate written as for UIKit: it implements nothing, as every method is optional.
@MainActor
private final class PasteWatcher: NSObject, UITextPasteDelegate {}

/// Starts every page half way through.
private final class HalfWayProgressDelegate: NSObject, UIPageControlProgressDelegate {
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float { 0.5 }
}

@MainActor
@Suite("Headless backend: UIKit's documented defaults of the newer view properties")
struct HeadlessVocabularyDefaultsTests {
    @Test("a view's newer accessibility properties start empty, keep what is set, and a custom rotor searches")
    func viewAccessibility() {
        let view = UIView()
        #expect(view.accessibilityPath == nil)
        #expect(view.accessibilityTextualContext == nil)
        #expect(view.accessibilityDirectTouchOptions == [])
        #expect(view.accessibilityExpandedStatus == .unsupported)
        #expect(view.accessibilityCustomRotors == nil)

        view.accessibilityPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.accessibilityTextualContext = .sourceCode
        view.accessibilityDirectTouchOptions = [.silentOnTouch, .requiresActivation]
        view.accessibilityExpandedStatus = .collapsed
        #expect(view.accessibilityPath?.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.accessibilityTextualContext?.rawValue == "UIAccessibilityTextualContextSourceCode")
        #expect(view.accessibilityTextualContext != .console)
        #expect(view.accessibilityDirectTouchOptions.rawValue == 0b11)
        #expect(view.accessibilityExpandedStatus.rawValue == 2)

        let headings = [UILabel(), UILabel(), UILabel()]
        let rotor = UIAccessibilityCustomRotor(name: "Headings") { predicate in
            let current = headings.firstIndex { $0 === predicate.currentItem.targetElement }
            let next = current.map { predicate.searchDirection == .next ? $0 + 1 : $0 - 1 } ?? 0
            guard headings.indices.contains(next) else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: headings[next], targetRange: nil)
        }
        view.accessibilityCustomRotors = [rotor]
        #expect(rotor.name == "Headings" && rotor.attributedName.string == "Headings")
        #expect(rotor.systemRotorType == .none)
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        #expect(predicate.currentItem.targetElement == nil)
        let first = view.accessibilityCustomRotors?.first?.itemSearchBlock(predicate)
        #expect(first?.targetElement === headings[0])
        predicate.currentItem = UIAccessibilityCustomRotorItemResult(targetElement: headings[2], targetRange: nil)
        #expect(rotor.itemSearchBlock(predicate) == nil, "nothing after the last heading")
        predicate.searchDirection = .previous
        #expect(rotor.itemSearchBlock(predicate)?.targetElement === headings[1])
        #expect(UIAccessibilityCustomRotor(systemType: .heading) { _ in nil }.systemRotorType == .heading)
    }

    @Test("a scroll view aligns to the top left, bounces and hands scrolling on along each axis; bounces is both")
    func scrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.contentAlignmentPoint == .zero)
        #expect(scrollView.bouncesHorizontally && scrollView.bouncesVertically && scrollView.bounces)
        #expect(scrollView.transfersHorizontalScrollingToParent && scrollView.transfersVerticalScrollingToParent)

        scrollView.bounces = false
        #expect(!scrollView.bouncesHorizontally && !scrollView.bouncesVertically)
        scrollView.bouncesVertically = true
        #expect(!scrollView.bounces, "bounces reads true only when both axes bounce")

        // A vertical drag past the top pulls the content only when the vertical axis bounces.
        let recorder = OffsetRecorder()
        scrollView.delegate = recorder
        scrollView.contentSize = CGSize(width: 100, height: 1_000)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -40))
        #expect(recorder.offsets.first == CGPoint(x: 0, y: -40), "the vertical axis bounces, the horizontal does not")
        recorder.offsets = []
        scrollView.bouncesVertically = false
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -40))
        #expect(recorder.offsets.isEmpty, "kept at the top")
    }

    @Test("a control does not animate symbols; a page control has no progress until given one, which is clamped")
    func controls() {
        #expect(!UIControl().isSymbolAnimationEnabled)
        let button = UIButton()
        button.isSymbolAnimationEnabled = true
        #expect(button.isSymbolAnimationEnabled)

        let pageControl = UIPageControl()
        #expect(pageControl.progress == nil)
        pageControl.numberOfPages = 3
        let progress = UIPageControlProgress()
        #expect(progress.currentProgress == 0 && progress.isProgressVisible && progress.delegate == nil)
        progress.currentProgress = 1.5
        #expect(progress.currentProgress == 1)
        progress.currentProgress = -1
        #expect(progress.currentProgress == 0)
        pageControl.progress = progress
        progress.currentProgress = 0.8
        pageControl.currentPage = 1
        #expect(progress.currentProgress == 0, "a new page starts at 0")
        let delegate = HalfWayProgressDelegate()
        progress.delegate = delegate
        pageControl.currentPage = 2
        #expect(progress.currentProgress == 0.5, "or where the delegate says")
    }

    @Test("text fields and text views keep their text size, sizing rule, paste, password and conversation settings")
    func textInputs() {
        let field = UITextField()
        let textView = UITextView()
        #expect(!field.adjustsFontForContentSizeCategory && !textView.adjustsFontForContentSizeCategory)
        #expect(field.sizingRule == .typographic && textView.sizingRule == .typographic)
        #expect(field.pasteDelegate == nil && textView.pasteDelegate == nil)
        #expect(field.passwordRules == nil && textView.passwordRules == nil)
        #expect(field.conversationContext == nil && textView.conversationContext == nil)
        #expect(textView.borderStyle == .none)

        let watcher = PasteWatcher()
        field.pasteDelegate = watcher
        #expect(field.pasteDelegate === watcher)
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; minlength: 12;")
        #expect(field.passwordRules?.passwordRulesDescriptor == "required: upper; minlength: 12;")
        let context = UIConversationContext()
        #expect(context.threadIdentifier.isEmpty && context.entries.isEmpty && context.selfIdentifiers.isEmpty)
        let entry = UIConversationContext.Entry()
        entry.text = "See you at 6?"
        context.entries = [entry]
        textView.conversationContext = context
        #expect(textView.conversationContext?.entries.first?.text == "See you at 6?")
        #expect(entry.replyThreadIdentifier == nil)
    }

    @Test("a text view highlights in its tint colour until given attributes; nil restores that")
    func textHighlightAttributes() {
        let textView = UITextView()
        let foregroundColor = NSAttributedString.Key("NSColor")
        #expect(textView.textHighlightAttributes.count == 1)
        #expect(textView.textHighlightAttributes[foregroundColor] as? UIColor == textView.tintColor)
        textView.tintColor = .red
        #expect(textView.textHighlightAttributes[foregroundColor] as? UIColor == .red, "it follows the tint")
        textView.textHighlightAttributes = [:]
        #expect(textView.textHighlightAttributes.isEmpty)
        textView.textHighlightAttributes = nil
        #expect(textView.textHighlightAttributes[foregroundColor] as? UIColor == .red)
    }

    @Test("tables and collection views: no prefetch source, self-sizing on, no filler rows, separators from the cell")
    func lists() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.prefetchDataSource == nil)
        #expect(table.selfSizingInvalidation == .enabled)
        #expect(table.fillerRowHeight == 0)
        #expect(table.separatorInsetReference == .fromCellEdges)
        #expect(table.separatorEffect == nil)
        #expect(table.contentHuggingElements == [])
        #expect(UITableViewContentHuggingElements.sectionHeaders.rawValue == 1)

        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.prefetchDataSource == nil)
        #expect(collection.selfSizingInvalidation == .enabled)

        let prefetcher = Prefetcher()
        table.prefetchDataSource = prefetcher
        collection.prefetchDataSource = prefetcher
        #expect(table.prefetchDataSource === prefetcher && collection.prefetchDataSource === prefetcher)
        // The optional cancel methods have default implementations, as UIKit's optional methods may be left out.
        prefetcher.tableView(table, cancelPrefetchingForRowsAt: [IndexPath(row: 0, section: 0)])
        prefetcher.collectionView(collection, cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 0)])
        #expect(prefetcher.prefetched.isEmpty)
    }
}
