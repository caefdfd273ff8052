import Foundation

// The animation modifiers: CKSwift's `onInitialMount`/`onFinalUnmount` and SwiftUI's `transition` and
// `animation(_:value:)`, on any component or description. Each wraps the receiver in an `AnimatingComponent`
// (chained ones share it), which returns the animations from ComponentKit's hooks, so they run as a class's
// `animationsOnInitialMount()` do. Like a layout modifier, the wrapper is a new component: write flex child
// modifiers after it (`.onInitialMount(.fade).flexGrow(1)`).
//
// The wrapper's scope is told from its siblings' by where the modifier is written (the `file`, `line` and
// `column` arguments, which you leave out), by what it wraps and by that one's own identifier, so an animated
// `Identifiable` description keeps its scope wherever it moves.

extension ComponentInflatable {
    /// This value, animated from `transition` to what it mounts with when it first appears (its scope is
    /// new): CKSwift's `onInitialMount`, ComponentKit's `animationsOnInitialMount`.
    /// ```swift
    /// AvatarComponent(user: user).onInitialMount(.fade)
    /// ```
    /// - Parameters:
    ///   - transition: How it looks before it appears (``ComponentTransition/fade``, `.offset(y: 20)`, …).
    ///   - timing: Duration, delay and curve; a quarter of a second, ease-in-out, by default.
    ///   - target: The key of a child marked with ``animationKey(_:)`` to animate instead of all of it.
    ///   - file: Where the modifier is written, with `line` and `column`: it tells this component's scope from
    ///     its siblings'. Leave the three out.
    ///   - line: The line the modifier is written on.
    ///   - column: The column the modifier is written at.
    public func onInitialMount(
        _ transition: ComponentTransition,
        timing: AnimationTiming = .default,
        target: AnyHashable? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Component {
        animating(AnimationSite(file: file, line: line, column: column)) {
            $0.initial.append(.init(transition: transition, timing: timing, target: target))
        }
    }

    /// This value, animated from what it shows to `transition` when it leaves the tree (its scope goes), then
    /// hidden: CKSwift's `onFinalUnmount`, ComponentKit's `animationsOnFinalUnmount`. The animation runs on the
    /// component's view, which holds all of it.
    /// ```swift
    /// ToastComponent(message: message).onFinalUnmount(.fade)
    /// ```
    /// - Parameters:
    ///   - transition: How it looks once it has left (``ComponentTransition/fade``, `.scale(0.8)`, …).
    ///   - timing: Duration, delay and curve; a quarter of a second, ease-in-out, by default.
    ///   - file: Where the modifier is written, with `line` and `column`: it tells this component's scope from
    ///     its siblings'. Leave the three out.
    ///   - line: The line the modifier is written on.
    ///   - column: The column the modifier is written at.
    public func onFinalUnmount(
        _ transition: ComponentTransition,
        timing: AnimationTiming = .default,
        file: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Component {
        animating(AnimationSite(file: file, line: line, column: column)) {
            $0.final.append(.init(transition: transition, timing: timing, target: nil))
        }
    }

    /// This value, animated in from `transition` when it appears and out to it when it leaves: SwiftUI's
    /// `.transition(_:)`, `onInitialMount` and `onFinalUnmount` at once.
    /// ```swift
    /// if showsBanner { BannerComponent().transition(.fade.combined(with: .offset(y: -20))) }
    /// ```
    /// - Parameters:
    ///   - transition: How it looks before it appears and once it has left.
    ///   - timing: Duration, delay and curve of both; a quarter of a second, ease-in-out, by default.
    ///   - file: Where the modifier is written, with `line` and `column`: it tells this component's scope from
    ///     its siblings'. Leave the three out.
    ///   - line: The line the modifier is written on.
    ///   - column: The column the modifier is written at.
    public func transition(
        _ transition: ComponentTransition,
        timing: AnimationTiming = .default,
        file: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Component {
        animating(AnimationSite(file: file, line: line, column: column)) {
            $0.initial.append(.init(transition: transition, timing: timing, target: nil))
            $0.final.append(.init(transition: transition, timing: timing, target: nil))
        }
    }

    /// This value with every change from the previous tree animated: each view in it (or in the child marked
    /// `target`) moves, resizes, fades and changes colour from what it showed after the last mount to what it
    /// shows now, instead of jumping. ComponentKit's `animationsFromPreviousComponent:`; CKSwift's component
    /// animation. It covers changes from a new tree and from state changed below it.
    /// ```swift
    /// ExpandableCard(item: item).animateChanges(.spring)
    /// ```
    /// Views that appear or leave are not animated by it: give them
    /// ``onInitialMount(_:timing:target:file:line:column:)`` or ``onFinalUnmount(_:timing:file:line:column:)``.
    /// - Parameters:
    ///   - timing: Duration, delay and curve; a quarter of a second, ease-in-out, by default.
    ///   - target: The key of a child marked with ``animationKey(_:)`` whose views alone are animated.
    ///   - file: Where the modifier is written, with `line` and `column`: it tells this component's scope from
    ///     its siblings'. Leave the three out.
    ///   - line: The line the modifier is written on.
    ///   - column: The column the modifier is written at.
    public func animateChanges(
        _ timing: AnimationTiming = .default,
        target: AnyHashable? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Component {
        animating(AnimationSite(file: file, line: line, column: column)) {
            $0.changes.append(.init(timing: timing, target: target, value: nil))
        }
    }

    /// This value with its changes from the previous tree animated when `value` changed, as in SwiftUI's
    /// `.animation(_:value:)`; a tree with the same `value` (or state changed below it) changes at once.
    /// ```swift
    /// CounterBadge(count: count).animation(.easeOut, value: count)
    /// ```
    /// - Parameters:
    ///   - timing: Duration, delay and curve.
    ///   - value: The value whose change the changes are animated with.
    ///   - file: Where the modifier is written, with `line` and `column`: it tells this component's scope from
    ///     its siblings'. Leave the three out.
    ///   - line: The line the modifier is written on.
    ///   - column: The column the modifier is written at.
    public func animation(
        _ timing: AnimationTiming,
        value: some Equatable,
        file: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> Component {
        animating(AnimationSite(file: file, line: line, column: column)) {
            $0.changes.append(.init(timing: timing, target: nil, value: value))
        }
    }

    /// This value marked with `key`, so an animation modifier above it can target it (`target: key`), as
    /// ComponentKit's animations name a child component. An animation on it runs on its view, or, if it has
    /// none of its own (a description), on the first view below it.
    /// ```swift
    /// FlexboxComponent {
    ///     TitleComponent(title)
    ///     BadgeComponent(count: count).animationKey("badge")
    /// }
    /// .onInitialMount(.scale(0.5), timing: .spring, target: "badge")
    /// ```
    public func animationKey(_ key: AnyHashable) -> Component {
        AnimationKeyComponent(key: key, wrapping: inflate())
    }

    /// The receiver wrapped in an ``AnimatingComponent`` with `change` made to its animations; a receiver that
    /// is one already is wrapped again with both, so a chain of modifiers makes one component and one scope.
    private func animating(_ site: AnimationSite, _ change: (inout DescriptionAnimations) -> Void) -> Component {
        let component = inflate()
        if let animating = component as? AnimatingComponent {
            var animations = animating.animations
            change(&animations)
            return AnimatingComponent(wrapping: animating.wrapped, animations: animations, site: animating.site)
        }
        var animations = DescriptionAnimations()
        change(&animations)
        return AnimatingComponent(wrapping: component, animations: animations, site: site)
    }
}
