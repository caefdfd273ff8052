import ComponentRuntime
import Foundation
import Testing

/// Records the window callbacks it gets, with the window each one saw.
@MainActor
private final class WindowWatchingView: UIView {
    var log: [String] = []
    var name = ""

    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window")) window=\(window != nil)")
    }
    override func didMoveToWindow() { log.append("\(name).didMoveToWindow window=\(window != nil)") }
    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMove(toSuperview:)") }
    override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
}

/// A view with its own designated initializer and the required coder one, which calls `super`. On the headless
/// backend it also overrides `init(frame:)`, so it inherits the `required init()` that making views by type
/// needs there (without the Objective-C runtime, Swift makes an object from a type value only through a
/// required initializer); that compiles on iOS too.
@MainActor
private final class SpinnerRowView: UIView {
    let spinner: UIActivityIndicatorView

    init(style: UIActivityIndicatorView.Style) {
        spinner = UIActivityIndicatorView(style: style)
        super.init(frame: .zero)
        addSubview(spinner)
    }

    override init(frame: CGRect) {
        spinner = UIActivityIndicatorView(style: .medium)
        super.init(frame: frame)
        addSubview(spinner)
    }

    required init?(coder: NSCoder) {
        spinner = UIActivityIndicatorView(style: .medium)
        super.init(coder: coder)
    }
}

@MainActor
@Suite("Headless backend: the UIKit a real app port needs")
struct HeadlessUIKitGapTests {
    @Test("the main screen has a fixed size and scale; native bounds are in pixels")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(UIScreen.main === UIScreen.main)
    }

    @Test("an activity indicator hides while stopped, unless told not to, and reports whether it animates")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.style == .large)
        #expect(!spinner.isAnimating)
        #expect(spinner.isHidden, "hidesWhenStopped is true by default")
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(!spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView().style == .medium, "init() goes through init(frame:)")
    }

    @Test("a view carries a transform, identity by default; transforms compose as Core Graphics' do")
    func transform() {
        let view = UIView()
        #expect(view.transform.isIdentity)
        view.transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(view.transform) == CGPoint(x: 4, y: 6))
        #expect(view.dump().contains("transform=[2, 0, 0, 3, 2, 3]"), "\(view.dump())")
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(rotation)
        #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
        let inverse = view.transform.inverted()
        #expect(CGPoint(x: 4, y: 6).applying(inverse) == CGPoint(x: 1, y: 1))
        #expect(CGSize(width: 1, height: 1).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 2, height: 3))
        view.contentMode = .scaleAspectFit
        #expect(view.contentMode == .scaleAspectFit)
    }

    @Test("fonts by name: any name gives a font of that size, bold when the name says so; unknown empty names fail")
    func fontsByName() throws {
        let font = try #require(UIFont(name: "Georgia", size: 14))
        #expect(font.pointSize == 14)
        #expect(font.fontName == "Georgia")
        let bold = try #require(UIFont(name: "Helvetica-Bold", size: 14))
        #expect(bold != font)
        #expect(UIFont(name: "", size: 14) == nil)
        #expect(UIFont.systemFont(ofSize: 14).fontName == ".SFUI-Regular")
    }

    @Test("dark and light grey are a third and two thirds of white, as in UIKit")
    func greys() {
        #expect(UIColor.darkGray == UIColor(white: 1 / 3, alpha: 1))
        #expect(UIColor.lightGray == UIColor(white: 2 / 3, alpha: 1))
    }

    @Test("views hear when they move into and out of a window, down the moved tree, in UIKit's order")
    func windowCallbacks() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let parent = WindowWatchingView()
        parent.name = "parent"
        let child = WindowWatchingView()
        child.name = "child"
        parent.addSubview(child)
        #expect(child.log == ["child.willMove(toSuperview:)", "child.didMoveToSuperview"], "no window yet")
        parent.log.removeAll()
        child.log.removeAll()

        window.addSubview(parent)
        #expect(parent.window === window)
        #expect(child.window === window)
        #expect(
            parent.log == [
                "parent.willMove(toSuperview:)", "parent.willMove(toWindow: window) window=false",
                "parent.didMoveToWindow window=true", "parent.didMoveToSuperview",
            ]
        )
        #expect(child.log == ["child.willMove(toWindow: window) window=false", "child.didMoveToWindow window=true"])

        child.log.removeAll()
        let sibling = UIView()
        window.addSubview(sibling)
        sibling.addSubview(child)
        #expect(
            child.log == ["child.willMove(toSuperview:)", "child.didMoveToSuperview"],
            "same window: no window calls"
        )

        child.log.removeAll()
        parent.bringSubviewToFront(child)
        child.log.removeAll()
        parent.removeFromSuperview()
        #expect(parent.window == nil)
        #expect(child.log.isEmpty, "the child is not in the parent any more")
        #expect(parent.log.suffix(2) == ["parent.didMoveToWindow window=false", "parent.didMoveToSuperview"])
    }

    @Test("a window's root view controller's view fills it; makeKeyAndVisible makes it key")
    func windowRootViewController() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(window.screen === UIScreen.main)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
    }

    @Test("a view class with its own initializer is made through a factory, as ckgen writes one, or by type")
    func uikitStyleViewClass() throws {
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    .factory("Tests.SpinnerRowView", arguments: "large") {
                        SpinnerRowView(style: .large)
                    }
                ),
                size: ComponentSize(width: 100, height: 40)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let row = try #require(root.subviews.first as? SpinnerRowView)
        #expect(row.spinner.style == .large)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(SpinnerRowView(coder: NSCoder()) == nil, "views are never archived on the headless backend")
    }
}
