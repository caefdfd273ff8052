import Testing

@testable import CKGenCore

/// Issue 19, item 10: Objective-C members are named as Swift's importer names them (swiftlang/swift
/// `docs/CToSwiftNameTranslation.md`), for the cases ckgen supports.
@Suite("Swift's names for Objective-C members")
struct SwiftImportNamesTests {
    struct PropertyCase: Sendable, CustomTestStringConvertible {
        var name: String
        var getter: String
        var type: String
        var swiftName: String
        var testDescription: String { "\(type) \(name) (getter \(getter)) → \(swiftName)" }
    }

    static let properties: [PropertyCase] = [
        // BOOL and Boolean take the getter's name.
        PropertyCase(name: "verified", getter: "isVerified", type: "BOOL", swiftName: "isVerified"),
        PropertyCase(name: "enabled", getter: "isEnabled", type: "Boolean", swiftName: "isEnabled"),
        PropertyCase(name: "hasBadge", getter: "hasBadge", type: "BOOL", swiftName: "hasBadge"),
        PropertyCase(name: "on", getter: "getOn", type: "BOOL", swiftName: "getOn"),
        PropertyCase(name: "hidden", getter: "isHidden", type: "const BOOL", swiftName: "isHidden"),
        // C's bool and every other type keep the property's name.
        PropertyCase(name: "verified", getter: "isVerified", type: "bool", swiftName: "verified"),
        PropertyCase(name: "subtitle", getter: "currentSubtitle", type: "NSString * _Nonnull", swiftName: "subtitle"),
        PropertyCase(name: "count", getter: "count", type: "NSInteger", swiftName: "count"),
        // A libclang without the getter's name: the property's own.
        PropertyCase(name: "verified", getter: "", type: "BOOL", swiftName: "verified"),
    ]

    @Test("property names", arguments: properties)
    func propertyName(_ entry: PropertyCase) {
        #expect(
            SwiftImportNames.propertyName(entry.name, getter: entry.getter, typeSpelling: entry.type) == entry.swiftName
        )
    }

    @Test(
        "argument labels: a preposition followed by words that repeat the parameter's type is cut to the preposition",
        arguments: [
            ("forState", "UIControl.State", "for"),
            ("forState", "UIControl.State?", "for"),
            ("atIndex", "Int", "atIndex"),
            ("withColor", "UIColor", "with"),
            ("animated", "Bool", "animated"),
            ("forMode", "UIControl.State", "forMode"),
        ]
    )
    func label(_ piece: String, _ type: String, _ label: String) {
        #expect(InterfaceWalker.label(for: piece, type: type) == label)
    }
}
