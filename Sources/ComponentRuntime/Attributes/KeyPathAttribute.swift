import Foundation

// Key-path attributes: any settable property of a view, without an attribute written for it.

extension AttributeValue {
    /// Sets the property at `keyPath` to `value`: an attribute for any settable property, beside the typed ones
    /// ckgen generates (`@ck.view` remains the way to reach setters that are not properties).
    ///
    /// ```swift
    /// ViewConfiguration(UIView.self, [.keyPath(\.clipsToBounds, true), .keyPath(\.layer.cornerRadius, 8)])
    /// ```
    ///
    /// It follows the rules of every attribute: a reused view that already has an equal value is not set
    /// again. Its identifier is made from the key path (`\UIView.layer.cornerRadius`), the same wherever the key
    /// path is written, so one key path may appear once in a configuration.
    ///
    /// It can be undone: the first time it sets a view, it remembers the value the view had, and puts that
    /// value back when a reused view no longer carries the attribute. So, like ComponentKit's attributes with an
    /// unapplicator, it is not part of the reuse key. What is put back is what the property's getter returned:
    /// a property whose getter reports an inherited value (`tintColor` reports its superview's) keeps that
    /// value as its own.
    ///
    /// A key path to a main-actor property (any `UIView` property) can only be written on the main actor;
    /// Swift does not yet let a nonisolated `render()` form one.
    public init<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<V, Value>, _ value: Value) {
        self.init(box: KeyPathAttributeBox(keyPath: keyPath, value: value))
    }

    /// Sets the property at `keyPath` to `value`, for listing in a ``ViewConfiguration``; the same attribute
    /// as the key-path initializer makes.
    public static func keyPath<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<V, Value>, _ value: Value) -> Self
    {
        Self(keyPath, value)
    }
}

/// A key-path attribute's value. Equal to another for the same key path and an equal value.
final class KeyPathAttributeBox<V: UIView, Value: Equatable>: AnyAttributeBox {
    let keyPath: ReferenceWritableKeyPath<V, Value>
    let value: Value

    init(keyPath: ReferenceWritableKeyPath<V, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
        super.init(identifier: KeyPathIdentifiers.shared.identifier(for: keyPath))
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        guard let other = other as? KeyPathAttributeBox<V, Value> else { return false }
        return other.keyPath == keyPath && other.value == value
    }

    /// The view's own value is put back, so the attribute stays out of the reuse key.
    override var hasUnapplicator: Bool { true }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        guard let typedView = view as? V else {
            RuntimeDiagnostics.report(
                .duplicateAttribute,
                "attribute '\(identifier)' expects a '\(V.self)' but the view is a '\(type(of: view))'"
            )
            return
        }
        if let old = previous as? KeyPathAttributeBox<V, Value>, old.keyPath == keyPath {
            // A changed value: the view's own value was remembered when the first one was applied.
            typedView[keyPath: keyPath] = value
            return
        }
        previous?.unapply(from: view, owner: owner)
        ViewBookkeeping.rememberOriginalValue(typedView[keyPath: keyPath], of: identifier, for: view)
        typedView[keyPath: keyPath] = value
    }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let typedView = view as? V,
            let original = ViewBookkeeping.takeOriginalValue(of: identifier, for: view) as? Value
        else { return }
        typedView[keyPath: keyPath] = original
    }
}

/// The identifiers of key-path attributes, one per distinct key path.
///
/// Swift's description of a key path names its parts where the program's symbols allow (`\UILabel.font`);
/// elsewhere (properties reached through accessors, in a binary without those symbols) it shows an accessor's
/// address instead, which is stable only within the process. Either way the first description seen for a key
/// path is kept for every key path equal to it, and a description already given to a different key path gets
/// a `#2`, `#3`… suffix, so identifiers follow key path equality exactly.
///
/// `@unchecked Sendable` is safe: the two tables are read and written only under `lock`, and key paths are
/// immutable (they are only hashed and compared here).
final class KeyPathIdentifiers: @unchecked Sendable {
    static let shared = KeyPathIdentifiers()
    private let lock = NSLock()
    private var identifiers: [AnyKeyPath: String] = [:]
    private var taken: Set<String> = []

    func identifier(for keyPath: AnyKeyPath) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let identifier = identifiers[keyPath] { return identifier }
        let description = "\(keyPath)"
        var identifier = description
        var suffix = 2
        while taken.contains(identifier) {
            identifier = "\(description)#\(suffix)"
            suffix += 1
        }
        identifiers[keyPath] = identifier
        taken.insert(identifier)
        return identifier
    }
}
