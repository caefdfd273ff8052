import Foundation

/// ComponentKit's and UIKit's Objective-C constants, and the Swift each becomes: enum cases written as
/// ComponentKit writes them (`CKFlexboxDirectionRow`) and what a hand port writes (`.row`).
enum ComponentKitNames {
    /// The Swift for an enum constant, `.row` for `CKFlexboxDirectionRow`; `nil` for a name not known here.
    static func enumCase(_ name: String) -> String? {
        for (prefix, rename) in prefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = String(name.dropFirst(prefix.count))
            return "." + (rename[rest] ?? lowerFirst(rest))
        }
        return nil
    }

    /// Enum prefixes, longest first where one starts another, with the cases whose Swift name is not the rest of
    /// the constant with a lower-case first letter.
    private static let prefixes: [(String, [String: String])] = [
        ("CKFlexboxDirection", [:]),
        ("CKFlexboxJustifyContent", ["Start": "flexStart", "End": "flexEnd"]),
        ("CKFlexboxAlignItems", ["Start": "flexStart", "End": "flexEnd"]),
        ("CKFlexboxAlignSelf", ["Start": "flexStart", "End": "flexEnd"]),
        ("CKFlexboxAlignContent", ["Start": "flexStart", "End": "flexEnd"]),
        ("CKFlexboxWrap", [:]),
        ("CKCenterLayoutComponentCenteringOptionCentering", ["XY": "xy", "X": "x", "Y": "y"]),
        ("CKCenterLayoutComponentCentering", ["XY": "xy", "X": "x", "Y": "y", "None": "init()"]),
        (
            "CKCenterLayoutComponentSizingOption",
            [
                "MinimumXY": "minimumXY", "MinimumX": "minimumX",
                "MinimumY": "minimumY", "Default": "default",
            ]
        ),
        ("CKUpdateMode", [:]),
        ("NSTextAlignment", [:]),
        ("NSLineBreak", [:]),
        ("UIControlState", [:]),
        ("UIControlEvent", [:]),
        ("UIViewContentMode", [:]),
    ]

    /// The Swift type of an Objective-C type as a description's property: `NSString *` is `String`, a class
    /// pointer is the class, and what is not known is kept as spelt (the compiler then says what to fix).
    static func swiftType(_ spelling: String, nullable: Bool) -> String {
        var type = spelling.replacingOccurrences(of: "const ", with: "")
        for noise in ["_Nullable", "_Nonnull", "__nullable", "__nonnull", "nullable", "nonnull", "__strong", "&"] {
            type = type.replacingOccurrences(of: noise, with: "")
        }
        type = type.trimmingCharacters(in: .whitespaces)
        let isPointer = type.hasSuffix("*")
        if isPointer { type = String(type.dropLast()).trimmingCharacters(in: .whitespaces) }
        let base: String
        if let known = scalars[type] {
            base = known
        } else if type.hasPrefix("NSArray<"), type.hasSuffix(">") {
            base = "[" + swiftType(String(type.dropFirst(8).dropLast()), nullable: false) + "]"
        } else if type.hasPrefix("CKAction<") {
            let argument = String(type.dropFirst(9).dropLast()).trimmingCharacters(in: .whitespaces)
            base = "ComponentAction<" + (argument.isEmpty ? "Void" : swiftType(argument, nullable: false)) + ">"
            return base + "?"
        } else {
            base = type
        }
        return nullable && isPointer ? base + "?" : base
    }

    private static let scalars: [String: String] = [
        "NSString": "String", "BOOL": "Bool", "bool": "Bool", "NSInteger": "Int", "NSUInteger": "Int",
        "int": "Int32", "CGFloat": "CGFloat", "double": "Double", "float": "Float", "NSNumber": "NSNumber",
        "id": "Any", "long": "Int", "unsigned long": "UInt", "long long": "Int64", "NSTimeInterval": "TimeInterval",
        "CKComponent": "Component", "NSURL": "URL", "NSDate": "Date", "CGSize": "CGSize",
        "CGPoint": "CGPoint", "CGRect": "CGRect", "UIEdgeInsets": "UIEdgeInsets",
        "NSAttributedString":
            "NSAttributedString",
    ]

    /// `Quote` → `quote`, `URL` → `url`.
    static func lowerFirst(_ text: String) -> String {
        let upper = text.prefix(while: { $0.isUppercase })
        if upper.count > 1 && upper.count < text.count {
            return upper.dropLast().lowercased() + text.dropFirst(upper.count - 1)
        }
        if upper.count == text.count { return text.lowercased() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The property a setter selector sets: `setBackgroundColor:` → `backgroundColor`, `setEnabled:` →
    /// `isEnabled` (Swift's name for a Boolean getter `isEnabled`).
    static func property(ofSetter selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1 else {
            return nil
        }
        let name = lowerFirst(String(selector.dropFirst(3).dropLast()))
        return booleanProperties[name] ?? name
    }

    private static let booleanProperties: [String: String] = [
        "enabled": "isEnabled", "hidden": "isHidden", "selected": "isSelected", "highlighted": "isHighlighted",
        "on": "isOn", "opaque": "isOpaque", "userInteractionEnabled": "isUserInteractionEnabled",
        "accessibilityElement": "isAccessibilityElement", "scrollEnabled": "isScrollEnabled",
        "pagingEnabled": "isPagingEnabled",
    ]
}
