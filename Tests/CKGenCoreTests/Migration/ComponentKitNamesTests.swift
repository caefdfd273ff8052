import Testing

@testable import CKGenCore

/// ComponentKit's and UIKit's Objective-C names become the Swift a hand port writes.
@Suite("ckgen migrate names")
struct ComponentKitNamesTests {
    @Test(
        "enum constants become the runtime's cases",
        arguments: [
            ("CKFlexboxDirectionRow", ".row"), ("CKFlexboxDirectionColumnReverse", ".columnReverse"),
            ("CKFlexboxJustifyContentStart", ".flexStart"), ("CKFlexboxAlignItemsEnd", ".flexEnd"),
            ("CKFlexboxAlignSelfCenter", ".center"), ("NSTextAlignmentCenter", ".center"),
            ("NSLineBreakByTruncatingTail", ".byTruncatingTail"), ("CKCenterLayoutComponentCenteringXY", ".xy"),
            ("CKCenterLayoutComponentSizingOptionMinimumX", ".minimumX"), ("CKUpdateModeSynchronous", ".synchronous"),
        ]
    )
    func enumCases(name: String, swift: String) {
        #expect(ComponentKitNames.enumCase(name) == swift)
    }

    @Test("a name that is no known constant is left alone")
    func unknownConstant() {
        #expect(ComponentKitNames.enumCase("kFavouriteAuthor") == nil)
    }

    @Test(
        "setters become the properties key paths name",
        arguments: [
            ("setBackgroundColor:", "backgroundColor"), ("setEnabled:", "isEnabled"),
            ("setUserInteractionEnabled:", "isUserInteractionEnabled"), ("setURL:", "url"),
        ]
    )
    func setters(selector: String, property: String) {
        #expect(ComponentKitNames.property(ofSetter: selector) == property)
    }

    @Test("a selector that is not a one-argument setter names no property")
    func notSetters() {
        #expect(ComponentKitNames.property(ofSetter: "didTap") == nil)
        #expect(ComponentKitNames.property(ofSetter: "setTitle:forState:") == nil)
    }

    @Test(
        "parameter types become Swift types",
        arguments: [
            ("NSString *", false, "String"), ("Quote *", false, "Quote"), ("Quote *", true, "Quote?"),
            ("BOOL", false, "Bool"), ("NSInteger", false, "Int"), ("NSArray<Quote *> *", false, "[Quote]"),
            ("CKAction<NSString *>", false, "ComponentAction<String>?"), ("CKComponent *", true, "Component?"),
        ]
    )
    func types(spelling: String, nullable: Bool, swift: String) {
        #expect(ComponentKitNames.swiftType(spelling, nullable: nullable) == swift)
    }
}
