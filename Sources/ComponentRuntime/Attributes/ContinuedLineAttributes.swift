public import Foundation

// Swift reads a line that starts with `.` as a member of the expression on the line before, so in an attribute block
//
//     .title("Follow")
//     .titleColor(.white)
//
// is one expression, `.title("Follow").titleColor(.white)`, and the compiler's own error ("static member
// 'titleColor' cannot be used on instance of type 'AttributeValue<UIButton>'") sits on the line above. These
// instance twins of the runtime's attributes are never callable: they turn that error into one on the right line
// that says what happened. A twin has its attribute's exact parameters, so that its arguments (`.white`) still have
// a type to be read against.

extension AttributeValue {
    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func backgroundColor(_ color: UIColor?) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func alpha(_ alpha: CGFloat) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func accessibilityIdentifier(_ identifier: String?) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func userInteractionEnabled(_ enabled: Bool) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func keyPath<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<V, Value>, _ value: Value) -> Self {
        self
    }
}

extension AttributeValue where V: UILabel {
    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func text(_ text: String?) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func textColor(_ color: UIColor) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func attributedText(_ text: NSAttributedString?) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func font(_ font: UIFont) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func textAlignment(_ alignment: NSTextAlignment) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func numberOfLines(_ lines: Int) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func lineBreakMode(_ mode: NSLineBreakMode) -> Self { self }
}

extension AttributeValue where V: UIImageView {
    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func image(_ image: UIImage?) -> Self { self }
}

extension AttributeValue where V: UIControl {
    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func enabled(_ enabled: Bool) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func selected(_ selected: Bool) -> Self { self }
}

extension AttributeValue where V: UIButton {
    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func title(_ title: String?, for state: UIControl.State = .normal) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func titleColor(_ color: UIColor?, for state: UIControl.State = .normal) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func image(_ image: UIImage?, for state: UIControl.State = .normal) -> Self { self }

    /// Not callable: an attribute on a line that continues the line above, refused with a message saying so.
    @available(
        *,
        unavailable,
        message: "this line starts with '.', so it continues the line above; list them, [.a(…), .b(…)], or add ';'"
    )
    public func titleFont(_ font: UIFont) -> Self { self }
}
