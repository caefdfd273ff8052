import Foundation

/// What the animation modifiers asked of one component (`.onInitialMount(.fade)`, `.animateChanges()`, …),
/// gathered so that a chain of them makes one ``AnimatingComponent``.
struct DescriptionAnimations {
    /// A transition on initial mount or final unmount.
    struct Transition {
        var transition: ComponentTransition
        var timing: AnimationTiming
        /// The key of the child (`.animationKey(…)`) whose view the transition runs on; `nil` for the
        /// component's own.
        var target: AnyHashable?
    }

    /// Changes from the previous tree, animated.
    struct Changes {
        var timing: AnimationTiming
        /// The key of the child whose views are animated; `nil` for every view of the component.
        var target: AnyHashable?
        /// Animated only when this value differs from the previous tree's (SwiftUI's `.animation(_:value:)`);
        /// `nil` animates every change.
        var value: (any Equatable)?
    }

    var initial: [Transition] = []
    var final: [Transition] = []
    var changes: [Changes] = []

    /// Whether the component's own view must be one that holds everything below it: a transition without a
    /// target runs on one view, and ComponentKit's `CKAnimationComponent` gives a component without a view
    /// one for it, so a fade covers all of it and not its first view only.
    var needsOwnView: Bool {
        initial.contains { $0.target == nil } || !final.isEmpty
    }

    /// Whether `value` is the same as `other` (both `nil` counts as the same).
    static func isSame(_ value: (any Equatable)?, _ other: (any Equatable)?) -> Bool {
        guard let value else { return other == nil }
        guard let other else { return false }
        return isEqual(value, other)
    }

    private static func isEqual<Value: Equatable>(_ value: Value, _ other: any Equatable) -> Bool {
        (other as? Value) == value
    }
}

/// Where an animation modifier was written: the part of its component's scope that tells it from another
/// animated sibling of the same type, as SwiftUI tells views apart by their place in the code.
struct AnimationSite: Hashable, Sendable, CustomStringConvertible {
    let file: StaticString
    let line: UInt
    let column: UInt

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileAddress == rhs.fileAddress
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }

    /// The file name's address: `#fileID` is one constant per file, so its address names the file without
    /// making a `String` on every build.
    private var fileAddress: Int { file.hasPointerRepresentation ? Int(bitPattern: file.utf8Start) : 0 }

    var description: String { "\(file):\(line):\(column)" }
}

/// The scope identifier of an ``AnimatingComponent``: where it was written, what it wraps and that one's own
/// scope identifier, so that an animated `Identifiable` row keeps its scope wherever it moves, and a
/// different component written in the same place starts a new one (its initial mount animates).
struct AnimationScopeIdentifier: Hashable, Sendable, CustomStringConvertible {
    let site: AnimationSite
    let wrappedType: ObjectIdentifier
    let wrappedScope: ScopeIdentifier?

    var description: String {
        wrappedScope.map { "\(site), \($0)" } ?? "\(site)"
    }
}
