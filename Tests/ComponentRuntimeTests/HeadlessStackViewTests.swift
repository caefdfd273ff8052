import ComponentRuntime
import Foundation
import Testing

/// A view with an intrinsic size, as a label or an image view has.
@MainActor
private final class SizedView: UIView {
    var size = CGSize.zero
    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        size = CGSize(width: width, height: height)
    }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite("Headless backend: stack views keep UIKit's arranged-subview rules and arrange simply")
struct HeadlessStackViewTests {
    @Test("a new stack view has UIKit's documented defaults")
    func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    }

    @Test("arranged subviews are subviews; removing one from the list keeps it a subview, as in UIKit")
    func arrangedSubviews() {
        let (a, b, c) = (UIView(), UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c], "the subview order is left alone")
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a], "an arranged view moves in the list")
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews == [b, a] && c.superview === stack)
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b], "leaving the stack view leaves the list")
        stack.setCustomSpacing(12, after: b)
        #expect(stack.customSpacing(after: b) == 12)
        #expect(stack.customSpacing(after: c) == UIStackView.spacingUseDefault, "not arranged: ignored")
    }

    @Test("a vertical fill stack places views by their intrinsic heights with spacing, the first taking the rest")
    func verticalFill() {
        let (a, b) = (SizedView(50, 20), SizedView(30, 10))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 5
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 85))
        #expect(b.frame == CGRect(x: 0, y: 90, width: 100, height: 10))
        b.isHidden = true
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(a.frame.height == 100, "hidden views take no room")
    }

    @Test("a horizontal stack fills equally, centres across, and honours custom spacing")
    func horizontalEqually() {
        let (a, b, c) = (SizedView(10, 10), SizedView(20, 20), SizedView(30, 30))
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 10
        stack.setCustomSpacing(0, after: b)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 15, width: 30, height: 10))
        #expect(b.frame == CGRect(x: 40, y: 10, width: 30, height: 20))
        #expect(c.frame == CGRect(x: 70, y: 5, width: 30, height: 30))
    }

    @Test("equal spacing spreads the leftover length between the views")
    func equalSpacing() {
        let (a, b, c) = (SizedView(10, 10), SizedView(10, 10), SizedView(10, 10))
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 70, height: 10)
        stack.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 30, 60])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        stack.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [5, 30, 55], "inside the margins")
    }
}
