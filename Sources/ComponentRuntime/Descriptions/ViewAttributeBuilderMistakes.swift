// Statements an attribute block refuses with a message that names the mistake, on the line it is on. Without them
// the compiler, trying every kind of statement the block takes, reports only "no exact matches in call to static
// method 'buildExpression'" (or the one kind it tried last).

extension ViewAttributeBuilder {
    /// A key-path pair whose key path names no property of the view: refused with a message that says so. The key
    /// path resolves against ``NoSuchViewProperty``, which answers any name, so this overload is the one left when
    /// the view has no such property; it is disfavoured, so a pair whose property exists (whatever its value) is
    /// decided by the overloads above.
    @_disfavoredOverload
    @available(
        *,
        unavailable,
        message: "the view has no property of this name: check the key path's spelling and the block's view class"
    )
    public static func buildExpression<Value>(
        _ pair: (KeyPath<NoSuchViewProperty<V>, NoSuchViewProperty<V>>, Value)
    ) -> [AttributeValue<V>] {
        []
    }

    /// A component in an attribute block: refused with the spelling that wraps content.
    @available(
        *,
        unavailable,
        message: "a component is not an attribute: wrap content as ViewComponent<V>(attributes: { … }) { content }"
    )
    public static func buildExpression(_ component: some ComponentInflatable) -> [AttributeValue<V>] {
        []
    }
}

/// Not for use: what a key path in an attribute block resolves against when the view has no property of the name
/// it uses, so that the compiler can say so (``ViewAttributeBuilder``).
@dynamicMemberLookup
public struct NoSuchViewProperty<V> {
    /// Any name: the key path `\.name` exists here whatever the name.
    public subscript(dynamicMember name: String) -> Self { self }
}
