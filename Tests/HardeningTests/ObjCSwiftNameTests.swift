import Foundation
import Testing

@testable import CKGenCore

/// Issue 34: an Objective-C header read with the names and types Swift's importer gives it. `NS_SWIFT_NAME` and
/// `NS_REFINED_FOR_SWIFT` rename members (the macros defined in another header, as Foundation defines them),
/// Foundation's collections are Swift collections, C scalars fixed-width integers; generic classes, `_Complex` and
/// typedef'd blocks are left out with a located warning. Each rule has its near miss in the same header, and the
/// generated file type-checks against what Swift imports.
@Suite("Adversarial: Objective-C under Swift's names")
struct ObjCSwiftNameTests {
    static var hasLibClang: Bool { (try? LibClang.load()) != nil }

    static let stubs = """
        #define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
        #define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define CK_DEPRECATED __attribute__((deprecated))
        @interface NSObject
        @end
        @interface UIView : NSObject
        @end
        @interface NSString : NSObject
        @end
        @interface NSNumber : NSObject
        @end
        @interface NSArray<__covariant ObjectType> : NSObject
        @end
        @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
        @end
        @interface NSSet<__covariant ObjectType> : NSObject
        @end
        typedef long NSInteger;
        #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        // Types another header renames: the generated code names them as Swift does.
        typedef NS_ENUM(NSInteger, CKCardStyle) { CKCardStylePlain, CKCardStyleFancy } NS_SWIFT_NAME(CardStyle);
        typedef NS_ENUM(NSInteger, CKLayout) { CKLayoutRow, CKLayoutColumn };
        NS_SWIFT_NAME(Badge)
        @interface CKBadge : NSObject
        @end
        """

    static let header = """
        #import "Stubs.h"
        NS_ASSUME_NONNULL_BEGIN
        typedef void (^TapHandler)(NSInteger count);
        typedef NSInteger Level;
        /// @ck.view
        @interface NamesView : UIView
        - (instancetype)initWithStyle:(NSInteger)style NS_SWIFT_NAME(init(kind:));
        @property (nonatomic) NSInteger count NS_REFINED_FOR_SWIFT;
        @property (nonatomic) NSInteger total CK_DEPRECATED;
        @property (nonatomic) NSInteger other __attribute__((swift_name("renamed")));
        - (void)setMode:(NSInteger)mode NS_SWIFT_NAME(configure(mode:));
        - (void)setLevel:(Level)level;
        - (void)applyTint:(NSInteger)tint NS_SWIFT_NAME(setTint(_:));
        - (void)setImageNamed:(NSString *)name forSize:(NSInteger)size NS_SWIFT_NAME(setImage(named:size:));
        @property (nonatomic, copy) NSArray<NSString *> *names;
        @property (nonatomic, copy) NSDictionary<NSString *, NSNumber *> *scores;
        @property (nonatomic, copy) NSSet<NSString *> *tags;
        @property (nonatomic, copy) NSSet<id> *things;
        @property (nonatomic, copy) NSArray<NSArray<NSString *> *> *grid;
        @property (nonatomic) unsigned char byte;
        @property (nonatomic) double ratio;
        @property (nonatomic) _Complex double wave;
        @property (nonatomic, copy) TapHandler onTap;
        @property (nonatomic) CKCardStyle cardStyle;
        @property (nonatomic, strong, nullable) CKBadge *badge;
        @property (nonatomic) CKLayout layout;
        @property (nonatomic, copy) NSDictionary<NSString *, NSArray<CKBadge *> *> *badges;
        @end

        /// @ck.view
        @interface BoxView<__covariant T> : UIView
        @property (nonatomic, strong) T item;
        @end

        @interface BoxView (Extras)
        - (void)setExtra:(NSInteger)extra;
        @end

        /// @ck.view
        @interface NumberBox : BoxView<NSNumber *>
        @property (nonatomic) NSInteger digits;
        @end

        /// @ck.view
        NS_SWIFT_NAME(RenamedView)
        @interface CKRenamedView : UIView
        @property (nonatomic) NSInteger size;
        @end

        @interface CKRenamedView (More)
        - (void)setWeight:(NSInteger)weight;
        @end
        NS_ASSUME_NONNULL_END
        """

    /// What Swift's importer gives for the header, written out for Linux.
    static let standIn = """
        import ComponentRuntime
        import Foundation

        typealias Level = Int
        enum CardStyle: Int { case plain, fancy }
        enum CKLayout: Int { case row, column }
        final class Badge: NSObject {}
        typealias TapHandler = (Int) -> Void

        final class NamesView: UIView {
            var __count = 0
            var total = 0
            var renamed = 0
            var names: [String] = []
            var scores: [String: NSNumber] = [:]
            var tags: Set<String> = []
            var things: Set<AnyHashable> = []
            var grid: [[String]] = []
            var byte: UInt8 = 0
            var ratio = 0.0
            var onTap: TapHandler = { _ in }
            var cardStyle: CardStyle = .plain
            var badge: Badge?
            var layout: CKLayout = .row
            var badges: [String: [Badge]] = [:]
            init(kind: Int) { super.init(frame: .zero) }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("unused") }
            func configure(mode: Int) {}
            func setLevel(_ level: Level) {}
            func setTint(_ tint: Int) {}
            func setImage(named name: String, size: Int) {}
        }

        class BoxView<T: AnyObject>: UIView {
            var item: T?
            func setExtra(_ extra: Int) {}
        }

        final class NumberBox: BoxView<NSNumber> {
            var digits = 0
        }

        final class RenamedView: UIView {
            var size = 0
            func setWeight(_ weight: Int) {}
        }
        """

    @Test(
        "renamed and refined members, bridged collections and scalars under Swift's names; unsupported shapes left out with a located warning",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func swiftNames() throws {
        let scenario = try Scenario(
            "objc-swift-names",
            files: ["Sources/Empty.swift": "", "NamesView.h": Self.header, "Stubs.h": Self.stubs]
        )
        let (run, _) = try scenario.generate(extra: ["--objc-header", "NamesView.h"])
        #expect(run.status == 0, "\(run.standardError)")
        let output = scenario.output ?? ""

        // NS_REFINED_FOR_SWIFT: Swift sees `__count`; another attribute (deprecated) renames nothing.
        #expect(output.contains("static func __count(_ value: Int) -> Self"), "\(output)")
        #expect(output.contains("view.__count = value"))
        #expect(!output.contains("view.count = value"))
        #expect(output.contains("static func total(_ value: Int) -> Self"))
        // swift_name on a property, written without a macro.
        #expect(output.contains("view.renamed = value"))
        #expect(!output.contains("view.other"))
        // NS_SWIFT_NAME(configure(mode:)) makes `setMode:` no set… method: no attribute, and never `setMode`.
        #expect(!output.contains("setMode") && !output.contains("configure"))
        // Its near miss keeps its selector's name; a rename to a set… name makes an attribute under it.
        #expect(output.contains("view.setLevel(value)"))
        #expect(output.contains("static func tint(_ tint: Int) -> Self"))
        #expect(output.contains("view.setTint(value)"))
        #expect(!output.contains("applyTint"))
        #expect(output.contains("view.setImage(named: value.name, size: value.size)"), "\(output)")
        // The initializer's Swift name.
        #expect(output.contains("NamesView.init(kind:)"))
        #expect(!output.contains("init(style:)"))
        // Collections and scalars.
        for expected in [
            "static func names(_ value: [String]) -> Self",
            "static func scores(_ value: [String: NSNumber]) -> Self",
            "static func tags(_ value: Set<String>) -> Self",
            "static func things(_ value: Set<AnyHashable>) -> Self",
            "static func grid(_ value: [[String]]) -> Self",
            "static func byte(_ value: UInt8) -> Self",
            "static func ratio(_ value: Double) -> Self",
        ] {
            #expect(output.contains(expected), "\(expected)")
        }
        #expect(!output.contains("unsigned char") && !output.contains("_Complex"))
        // Types renamed where they are declared, and the near miss, a type that keeps its name.
        #expect(output.contains("static func cardStyle(_ value: CardStyle) -> Self"))
        #expect(output.contains("static func badge(_ value: Badge?) -> Self"))
        #expect(output.contains("static func layout(_ value: CKLayout) -> Self"))
        #expect(output.contains("static func badges(_ value: [String: [Badge]]) -> Self"))
        #expect(!output.contains("CKCardStyle") && !output.contains("CKBadge"))

        // Left out, located.
        #expect(run.standardError.contains("NamesView.h:22:"), "\(run.standardError)")
        #expect(run.standardError.contains("type of 'wave'") && run.standardError.contains("'_Complex'"))
        #expect(run.standardError.contains("NamesView.h:23:"))
        #expect(run.standardError.contains("type of 'onTap'") && run.standardError.contains("a closure"))
        #expect(!output.contains("TapHandler") && !output.contains("wave"))
        #expect(run.standardError.contains("NamesView.h:31:"))
        #expect(run.standardError.contains("generic class 'BoxView<T>'"))
        #expect(!output.contains("BoxView") && !output.contains("extra") && !output.contains(": T"))
        // The generic class's non-generic subclass is imported.
        #expect(output.contains("where V: NumberBox"))
        #expect(output.contains("view.digits = value"))
        // A class renamed with NS_SWIFT_NAME, and its category, under the Swift name.
        #expect(output.contains("where V: RenamedView"))
        #expect(output.contains("view.setWeight(value)"))
        #expect(!output.contains("CKRenamedView"))

        try scenario.write("Standin/NamesView.swift", Self.standIn)
        #expect(try scenario.typeCheckErrors(extraFiles: ["Standin/NamesView.swift"]) == "")
    }
}
