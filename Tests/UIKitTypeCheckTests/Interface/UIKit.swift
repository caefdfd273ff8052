// swift-format-ignore-file
// (Declarations transcribed from Apple's documentation, kept in its layout.)
// A test-only interface of exactly the UIKit API that ComponentRuntime's UIKit code path calls, each declaration
// written from Apple's documentation (developer.apple.com/documentation/uikit): names, argument labels,
// optionality, `open`/`final` and `@MainActor` as documented. Type-checking ComponentRuntime against it on Linux
// proves the calls match those signatures; it proves nothing about behaviour on a device. Bodies are never run.
//
// One liberty, to model how Swift imports Objective-C classes: an imported class's initializers may be called
// on a metatype (`V()` for `V: UIView`) although they are not `required`; here they are marked `required` so
// that the same call type-checks against Swift classes.
@_exported import Foundation
@_exported import ObjectiveC

// MARK: UIResponder

/// Apple: `@MainActor class UIResponder : NSObject` — `var next: UIResponder? { get }`.
@MainActor
open class UIResponder: NSObject {
    public required override init() { fatalError() }
    open var next: UIResponder? { fatalError() }
}

// MARK: UIView

/// Apple: `@MainActor class UIView : UIResponder`.
@MainActor
open class UIView: UIResponder {
    /// `init(frame: CGRect)`
    public init(frame: CGRect) { fatalError() }
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { fatalError() }
    public required init() { fatalError() }
    /// `var traitCollection: UITraitCollection { get }` (UITraitEnvironment)
    open var traitCollection: UITraitCollection { fatalError() }
    /// `var clipsToBounds: Bool`
    open var clipsToBounds: Bool {
        get { fatalError() }
        set {}
    }
    /// `var overrideUserInterfaceStyle: UIUserInterfaceStyle`
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { fatalError() }
        set {}
    }
    /// `var semanticContentAttribute: UISemanticContentAttribute`
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { fatalError() }
        set {}
    }
    /// `var frame: CGRect`
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    /// `var bounds: CGRect`
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    /// `func layoutSubviews()`
    open func layoutSubviews() {}
    /// `var isHidden: Bool`
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    /// `@NSCopying var backgroundColor: UIColor?`
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set {}
    }
    /// `var alpha: CGFloat`
    open var alpha: CGFloat {
        get { fatalError() }
        set {}
    }
    /// `var center: CGPoint`
    open var center: CGPoint {
        get { fatalError() }
        set {}
    }
    /// `var transform: CGAffineTransform`
    open var transform: CGAffineTransform {
        get { fatalError() }
        set {}
    }
    /// `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    /// `var isUserInteractionEnabled: Bool`
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// `var superview: UIView? { get }`
    open var superview: UIView? { fatalError() }
    /// `var subviews: [UIView] { get }`
    open var subviews: [UIView] { fatalError() }
    /// `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {}
    /// `func insertSubview(_ view: UIView, at index: Int)`
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// `func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)`
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    /// `func removeFromSuperview()`
    open func removeFromSuperview() {}
    /// `var gestureRecognizers: [UIGestureRecognizer]?`
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { fatalError() }
        set {}
    }
    /// `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// `func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// `var window: UIWindow? { get }`
    open var window: UIWindow? { fatalError() }
    /// `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }` (iOS 10)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
}

/// Apple: `enum UIUserInterfaceLayoutDirection : Int` — `leftToRight`, `rightToLeft`.
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// Apple: `@MainActor class UIWindow : UIView`.
@MainActor
open class UIWindow: UIView {}

/// Apple: `class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
/// completion: ((Bool) -> Void)? = nil)`.
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
}

/// Apple: `class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping
/// dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
/// animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)`.
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
}

/// Apple: `@MainActor class UIEvent : NSObject`.
@MainActor
open class UIEvent: NSObject {}

/// Apple (Core Graphics): `struct CGAffineTransform` — `var a, b, c, d, tx, ty: CGFloat`,
/// `init(a:b:c:d:tx:ty:)`, `static var identity: CGAffineTransform { get }`, `init(translationX:y:)`,
/// `init(scaleX:y:)`, `func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform`; `Equatable`.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

/// Apple: `class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options:
/// UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)`, and
/// `struct AnimationOptions : OptionSet, @unchecked Sendable` with its curve options.
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}

    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
        public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
        public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
        public static var curveLinear: UIView.AnimationOptions { fatalError() }
    }
}

/// Apple: `UIAccessibilityIdentification` — `var accessibilityIdentifier: String? { get set }`, adopted by
/// `UIView`.
extension UIView {
    public var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
}

// MARK: UIControl

/// Apple: `@MainActor class UIControl : UIView`.
@MainActor
open class UIControl: UIView {
    /// Apple: `struct UIControl.Event : OptionSet` (`rawValue: UInt`).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchDown: UIControl.Event { fatalError() }
        public static var touchUpInside: UIControl.Event { fatalError() }
        public static var valueChanged: UIControl.Event { fatalError() }
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        public static var editingChanged: UIControl.Event { fatalError() }
    }

    /// Apple: `struct UIControl.State : OptionSet` (`rawValue: UInt`).
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: UIControl.State { fatalError() }
        public static var highlighted: UIControl.State { fatalError() }
        public static var disabled: UIControl.State { fatalError() }
        public static var selected: UIControl.State { fatalError() }
    }

    /// `var isEnabled: Bool`
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// `var isSelected: Bool`
    open var isSelected: Bool {
        get { fatalError() }
        set {}
    }
    /// `func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)`
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    /// `func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)`
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    /// `var allControlEvents: UIControl.Event { get }`
    open var allControlEvents: UIControl.Event { fatalError() }
    /// `func sendActions(for controlEvents: UIControl.Event)`
    open func sendActions(for controlEvents: UIControl.Event) {}
}

// MARK: Standard views

/// Apple: `@MainActor class UILabel : UIView` — `var text: String?`, `var textColor: UIColor!`,
/// `var font: UIFont!`, `var textAlignment: NSTextAlignment`, `var numberOfLines: Int`,
/// `var lineBreakMode: NSLineBreakMode`.
@MainActor
open class UILabel: UIView {
    open var font: UIFont! {
        get { fatalError() }
        set {}
    }
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set {}
    }
    open var lineBreakMode: NSLineBreakMode {
        get { fatalError() }
        set {}
    }
    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var textColor: UIColor!
}

/// Apple: `@MainActor class UIImageView : UIView` — `var image: UIImage?`.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UIButton : UIControl` — `func setTitle(_ title: String?, for state: UIControl.State)`,
/// `func setTitleColor(_ color: UIColor?, for state: UIControl.State)`,
/// `func setImage(_ image: UIImage?, for state: UIControl.State)`, `var titleLabel: UILabel? { get }`,
/// `var contentEdgeInsets: UIEdgeInsets` (deprecated in iOS 15), `var currentTitle: String? { get }`,
/// `var currentTitleColor: UIColor { get }`.
@MainActor
open class UIButton: UIControl {
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open var titleLabel: UILabel? { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets {
        get { fatalError() }
        set {}
    }
    open var currentTitle: String? { fatalError() }
    open var currentTitleColor: UIColor { fatalError() }
}

/// Apple: `@MainActor class UISwitch : UIControl` — `var isOn: Bool`.
@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UITextField : UIControl` — `var text: String?`, `var placeholder: String?`.
@MainActor
open class UITextField: UIControl {
    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var placeholder: String? {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UISlider : UIControl` — `var value: Float`.
@MainActor
open class UISlider: UIControl {
    open var value: Float {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UIStepper : UIControl` — `var value: Double`.
@MainActor
open class UIStepper: UIControl {
    open var value: Double {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UISegmentedControl : UIControl` — `var selectedSegmentIndex: Int`.
@MainActor
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex: Int {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UIPageControl : UIControl` — `var currentPage: Int`.
@MainActor
open class UIPageControl: UIControl {
    open var currentPage: Int {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UIScrollView : UIView` — `var contentSize: CGSize`, `var contentOffset: CGPoint`,
/// `weak var delegate: (any UIScrollViewDelegate)?`.
@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize {
        get { fatalError() }
        set {}
    }
    open var contentOffset: CGPoint {
        get { fatalError() }
        set {}
    }
    open var delegate: (any UIScrollViewDelegate)? {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UITextView : UIScrollView` — `var text: String!`; in an extension,
/// `class let textDidChangeNotification: NSNotification.Name`.
@MainActor
open class UITextView: UIScrollView {
    open var text: String! {
        get { fatalError() }
        set {}
    }
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
}

/// Apple: `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol` — optional `scrollViewDidScroll(_:)`,
/// `scrollViewWillBeginDragging(_:)`, `scrollViewDidEndDecelerating(_:)`. (Not `@objc` here, as for
/// `UIGestureRecognizerDelegate` below: default implementations stand in for "optional".)
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fatalError() }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
}

// MARK: Accessibility

/// Apple: `@MainActor class UIAccessibilityCustomAction : NSObject` — `init(name: String, actionHandler:
/// @escaping UIAccessibilityCustomAction.Handler)` (iOS 13); `typealias Handler = (UIAccessibilityCustomAction) ->
/// Bool`, Objective-C's `UIAccessibilityCustomActionHandler` (a name Swift does not have: the SDK renames it).
/// `var name: String`.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) { fatalError() }
    open var name: String {
        get { fatalError() }
        set {}
    }
}

extension UIAccessibilityCustomAction {
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
}

/// Apple: `extension NSObject { @MainActor var accessibilityCustomActions: [UIAccessibilityCustomAction]? }`
/// (the `UIAccessibility` informal protocol, adopted by views).
extension NSObject {
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { fatalError() }
        set {}
    }
}

/// Apple: the rest of the `UIAccessibility` informal protocol on `NSObject` that the accessibility tree reads, each
/// `@MainActor open var`: `isAccessibilityElement: Bool`, `accessibilityLabel: String?`, `accessibilityHint:
/// String?`, `accessibilityValue: String?`, `accessibilityTraits: UIAccessibilityTraits`, `accessibilityFrame:
/// CGRect`, `accessibilityElementsHidden: Bool`, `accessibilityViewIsModal: Bool`,
/// `shouldGroupAccessibilityChildren: Bool` and (`UIAccessibilityContainer`) `accessibilityElements: [Any]?`,
/// `accessibilityContainerType: UIAccessibilityContainerType`.
extension NSObject {
    @MainActor public var isAccessibilityElement: Bool {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityLabel: String? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityHint: String? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityValue: String? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityFrame: CGRect {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityElementsHidden: Bool {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityViewIsModal: Bool {
        get { fatalError() }
        set {}
    }
    @MainActor public var shouldGroupAccessibilityChildren: Bool {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityElements: [Any]? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityContainerType: UIAccessibilityContainerType {
        get { fatalError() }
        set {}
    }
}

/// Apple: `struct UIAccessibility` (a namespace) — `@MainActor static var isVoiceOverRunning: Bool { get }`,
/// `nonisolated static let voiceOverStatusDidChangeNotification: NSNotification.Name` (iOS 11).
public struct UIAccessibility {
    @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// Apple: `enum UIAccessibilityContainerType : Int, @unchecked Sendable` — `none, dataTable, list, landmark,
/// semanticGroup`.
public enum UIAccessibilityContainerType: Int, @unchecked Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// Apple: `struct UIAccessibilityTraits : Hashable, Equatable, RawRepresentable, @unchecked Sendable` (an
/// `OptionSet`, `rawValue: UInt64`), with `static let none, button, link, header, searchField, image, selected,
/// playsSound, keyboardKey, staticText, summaryElement, notEnabled, updatesFrequently, startsMediaSession,
/// adjustable, allowsDirectInteraction, causesPageTurn, tabBar` and, from iOS 17, `toggleButton, supportsZoom`.
public struct UIAccessibilityTraits: OptionSet, Hashable, @unchecked Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    @available(iOS 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    @available(iOS 17.0, *)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// Apple: `@MainActor protocol UIAccessibilityIdentification : NSObjectProtocol` — `var accessibilityIdentifier:
/// String? { get set }`.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

/// Apple: `@MainActor class UIAccessibilityElement : UIResponder, UIAccessibilityIdentification` —
/// `init(accessibilityContainer container: Any)`, `weak var accessibilityContainer: AnyObject?`,
/// `var accessibilityFrameInContainerSpace: CGRect` (iOS 10).
@MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    public init(accessibilityContainer container: Any) { fatalError() }
    public required init() { fatalError() }
    open var accessibilityContainer: AnyObject? {
        get { fatalError() }
        set {}
    }
    open var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
    open var accessibilityFrameInContainerSpace: CGRect {
        get { fatalError() }
        set {}
    }
}

/// Apple: `struct UIEdgeInsets` — `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`,
/// `var top, left, bottom, right: CGFloat`, `static let zero`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// MARK: Text

/// Apple: `class UIFont : NSObject` (`Sendable`) — `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`,
/// `var pointSize: CGFloat { get }`, `var lineHeight: CGFloat { get }`, `var ascender: CGFloat { get }`,
/// `var fontName: String { get }`, `var fontDescriptor: UIFontDescriptor { get }`.
open class UIFont: NSObject, @unchecked Sendable {
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open var fontDescriptor: UIFontDescriptor { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var fontName: String { fatalError() }
}

/// Apple: `class UIFontDescriptor : NSObject` (`Sendable`) — `var symbolicTraits: UIFontDescriptor.SymbolicTraits
/// { get }`; `struct SymbolicTraits : OptionSet` (`rawValue: UInt32`) with `static var traitBold`.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError() }

    public struct SymbolicTraits: OptionSet, @unchecked Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var traitBold: UIFontDescriptor.SymbolicTraits { fatalError() }
    }
}

/// Apple: `enum NSTextAlignment : Int` — `left, center, right, justified, natural`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// Apple: `enum NSLineBreakMode : Int` — `byWordWrapping … byTruncatingMiddle`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Apple: `struct NSStringDrawingOptions : OptionSet` — `static var usesLineFragmentOrigin`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var usesLineFragmentOrigin: NSStringDrawingOptions { fatalError() }
}

/// Apple: `class NSStringDrawingContext : NSObject`.
open class NSStringDrawingContext: NSObject {}

/// Apple: `extension NSAttributedString.Key { static let font: NSAttributedString.Key }`.
extension NSAttributedString.Key {
    public static var font: NSAttributedString.Key { fatalError() }
}

/// Apple: `func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context:
/// NSStringDrawingContext?) -> CGRect` (on `NSAttributedString`).
extension NSAttributedString {
    public func boundingRect(
        with size: CGSize,
        options: NSStringDrawingOptions = [],
        context: NSStringDrawingContext?
    ) -> CGRect { fatalError() }
}

/// Apple: `func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes:
/// [NSAttributedString.Key : Any]? = nil, context: NSStringDrawingContext?) -> CGRect` (on `NSString`).
extension NSString {
    public func boundingRect(
        with size: CGSize,
        options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect { fatalError() }
}

// MARK: Colours and images

/// Apple: `class UIColor : NSObject` (`Sendable`) — `init(red: CGFloat, green: CGFloat, blue: CGFloat,
/// alpha: CGFloat)`.
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// `class var black: UIColor { get }`
    open class var black: UIColor { fatalError() }
    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue:
    /// UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
    /// `class var label: UIColor { get }`, `secondaryLabel`, `secondarySystemBackground`, `systemBackground`:
    /// dynamic system colours.
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    /// `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
    /// `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
}

/// Apple: `enum UISemanticContentAttribute : Int` — `unspecified, playback, spatial, forceLeftToRight,
/// forceRightToLeft`.
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// Apple: `enum UIUserInterfaceStyle : Int` — `case unspecified, light, dark`.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Apple: `struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable` (`Sendable`) — the text sizes,
/// `static let large: UIContentSizeCategory` and the others.
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL"
    )
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL"
    )
}

/// Apple: `class UITraitCollection : NSObject` (`Sendable`) — `init(userInterfaceStyle:)`,
/// `init(preferredContentSizeCategory:)`, `var userInterfaceStyle: UIUserInterfaceStyle { get }`,
/// `var preferredContentSizeCategory: UIContentSizeCategory { get }`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

/// Apple: `class UIFontMetrics : NSObject` (`Sendable`) — `class var default: UIFontMetrics { get }`,
/// `func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont`,
/// `func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        fatalError()
    }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        fatalError()
    }
}

/// Apple: `class UIImage : NSObject` (`Sendable`) — `init?(named name: String)`, `var size: CGSize { get }`.
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    open var size: CGSize { fatalError() }
}

// MARK: Gesture recognizers

/// Apple: `@MainActor class UIGestureRecognizer : NSObject`.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// `init(target: Any?, action: Selector?)`
    public init(target: Any?, action: Selector?) { fatalError() }
    public required override init() { fatalError() }
    /// `func addTarget(_ target: Any, action: Selector)`
    open func addTarget(_ target: Any, action: Selector) {}
    /// `func removeTarget(_ target: Any?, action: Selector?)`
    open func removeTarget(_ target: Any?, action: Selector?) {}
    /// `weak var delegate: (any UIGestureRecognizerDelegate)?`
    open var delegate: (any UIGestureRecognizerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// `var view: UIView? { get }`
    open var view: UIView? { fatalError() }
    /// `var isEnabled: Bool`
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol` — `optional func
/// gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool`.
/// On Linux no class is Objective-C-representable, so the protocol cannot be `@objc` with `optional` members
/// here; a default implementation stands in for "optional" (conformers may implement it or not).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
}

/// Apple: `@MainActor class UITapGestureRecognizer : UIGestureRecognizer` — `var numberOfTapsRequired: Int`.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UIPanGestureRecognizer : UIGestureRecognizer`.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// Apple: `@MainActor class UILongPressGestureRecognizer : UIGestureRecognizer`.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {}

// MARK: Collection views

/// Apple (UIKit's extension of Foundation's `IndexPath`): `init(item: Int, section: Int)`,
/// `var item: Int { get set }`, `var section: Int { get set }`. Foundation on Linux has `IndexPath` but not
/// these members.
extension IndexPath {
    public init(item: Int, section: Int) { fatalError() }
    public var item: Int {
        get { fatalError() }
        set {}
    }
    public var section: Int {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UICollectionViewLayout : NSObject` — `init()`, `func invalidateLayout()`.
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { fatalError() }
    open func invalidateLayout() {}
}

/// Apple: `@MainActor class UICollectionViewFlowLayout : UICollectionViewLayout` —
/// `var scrollDirection: UICollectionView.ScrollDirection`, `var minimumLineSpacing: CGFloat`,
/// `var minimumInteritemSpacing: CGFloat`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { fatalError() }
        set {}
    }
    open var minimumLineSpacing: CGFloat {
        get { fatalError() }
        set {}
    }
    open var minimumInteritemSpacing: CGFloat {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UICollectionViewLayoutAttributes` (an `NSObject`) — `var frame: CGRect`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
}

/// Apple: `@MainActor class UICollectionReusableView : UIView`.
@MainActor
open class UICollectionReusableView: UIView {}

/// Apple: `@MainActor class UICollectionViewCell : UICollectionReusableView` — `var contentView: UIView { get }`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
}

/// Apple: `@MainActor class UICollectionView : UIScrollView`.
///
/// Apple's `delegate` is `weak var delegate: (any UICollectionViewDelegate)?`, overriding `UIScrollView`'s with a
/// narrower type, which Objective-C allows and Swift source does not; it is left out here, so an assignment
/// type-checks against `UIScrollView.delegate` (`any UIScrollViewDelegate`) instead.
@MainActor
open class UICollectionView: UIScrollView {
    /// Apple: `enum UICollectionView.ScrollDirection : Int` — `vertical`, `horizontal`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal = 1
    }

    /// `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public required init() { fatalError() }
    /// `var collectionViewLayout: UICollectionViewLayout`
    open var collectionViewLayout: UICollectionViewLayout {
        get { fatalError() }
        set {}
    }
    /// `weak var dataSource: (any UICollectionViewDataSource)? { get set }`
    open var dataSource: (any UICollectionViewDataSource)? {
        get { fatalError() }
        set {}
    }
    /// `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) ->
    /// UICollectionViewCell`
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionViewCell { fatalError() }
    /// `func reloadData()`
    open func reloadData() {}
    /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    /// `func insertSections(_ sections: IndexSet)`
    open func insertSections(_ sections: IndexSet) {}
    /// `func deleteSections(_ sections: IndexSet)`
    open func deleteSections(_ sections: IndexSet) {}
    /// `func insertItems(at indexPaths: [IndexPath])`
    open func insertItems(at indexPaths: [IndexPath]) {}
    /// `func deleteItems(at indexPaths: [IndexPath])`
    open func deleteItems(at indexPaths: [IndexPath]) {}
    /// `func reloadItems(at indexPaths: [IndexPath])`
    open func reloadItems(at indexPaths: [IndexPath]) {}
    /// `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
}

// The three protocols below are `@objc` in UIKit with `optional` members. On Linux no class is
// Objective-C-representable, so a protocol whose methods take `UICollectionView` cannot be `@objc` here. Unlike
// `UIScrollViewDelegate` above, the optional members the runtime implements are declared as plain requirements,
// not given default implementations: Swift reports no near miss for a defaulted requirement, so a default would
// let a misspelled method (one UIKit would never call) pass. The price: a conformer here must implement them.

/// Apple: `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol` —
/// `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`,
/// `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) ->
/// UICollectionViewCell`, `optional func numberOfSections(in collectionView: UICollectionView) -> Int`.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

/// Apple: `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate` — `optional func
/// collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt
/// indexPath: IndexPath)`.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Optional in UIKit.
    func collectionView(
        _ collectionView: UICollectionView,
        didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    )
}

/// Apple: `@MainActor protocol UICollectionViewDelegateFlowLayout : UICollectionViewDelegate` — `optional func
/// collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
/// sizeForItemAt indexPath: IndexPath) -> CGSize`.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// Optional in UIKit.
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
}
