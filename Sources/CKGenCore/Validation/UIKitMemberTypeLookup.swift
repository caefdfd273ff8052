extension UIKitMemberTypes {
    /// Every type name some UIKit view class declares inside it: the names that may need a UIKit class in front.
    static let allNames: Set<String> = memberTypes.values.reduce(into: []) { $0.formUnion($1) }

    /// The UIKit class that declares the member type `name`, looked up as Swift does from a subclass of
    /// `superclass` (the class itself, then its superclasses up to `UIView`); `nil` when `superclass` is no UIKit
    /// view class (`UIKit.UIButton` counts as `UIButton`) or none on the way declares `name`.
    static func declaringClass(of name: String, lookedUpFrom superclass: TypeReference) -> String? {
        guard case .named(let path, _) = superclass.shape, let last = path.last,
            path.count == 1 || (path.count == 2 && path[0] == "UIKit")
        else { return nil }
        var current: String? = last
        var steps = 0
        while let className = current, steps < 64 {
            if memberTypes[className]?.contains(name) == true { return className }
            if className == "UIView" { return nil }
            current = superclasses[className]
            steps += 1
        }
        return nil
    }
}
