public import Foundation

/// How an animation on a description runs: its duration, its delay and its timing curve, written as SwiftUI
/// users write an animation's timing (`.easeOut(duration: 0.4).delay(0.1)`, `.spring`) and meaning what
/// ComponentKit's `CK::Animation` builders mean (`.easeOut(0.4).withDelay(0.1)`, `.usingSpring()`).
///
/// ```swift
/// AvatarComponent(user: user)
///     .onInitialMount(.fade, timing: .easeOut(duration: 0.4).delay(0.1))
/// ```
public struct AnimationTiming: Sendable, Equatable {
    /// How long the animation lasts, in seconds.
    public var duration: TimeInterval
    /// How long to wait before it starts, in seconds.
    public var delay: TimeInterval
    /// How time maps to progress.
    public var curve: ComponentAnimation.TimingCurve

    /// A timing of `duration` seconds along `curve`, after `delay` seconds.
    public init(
        duration: TimeInterval = 0.25,
        delay: TimeInterval = 0,
        curve: ComponentAnimation.TimingCurve = .easeInOut
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    /// A quarter of a second, slow at both ends: Core Animation's default duration with UIKit's default curve.
    public static var `default`: Self { Self() }

    /// Slow at both ends, over a quarter of a second.
    public static var easeInOut: Self { Self(curve: .easeInOut) }
    /// Slow at both ends, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Self { Self(duration: duration, curve: .easeInOut) }

    /// Slow at the start, over a quarter of a second.
    public static var easeIn: Self { Self(curve: .easeIn) }
    /// Slow at the start, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Self { Self(duration: duration, curve: .easeIn) }

    /// Slow at the end, over a quarter of a second.
    public static var easeOut: Self { Self(curve: .easeOut) }
    /// Slow at the end, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Self { Self(duration: duration, curve: .easeOut) }

    /// Even throughout, over a quarter of a second.
    public static var linear: Self { Self(curve: .linear) }
    /// Even throughout, over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Self { Self(duration: duration, curve: .linear) }

    /// A spring that settles in half a second with a little overshoot (damping ratio 0.8).
    public static var spring: Self { spring() }
    /// A spring over `duration` seconds: `dampingRatio` from 0 (it oscillates) to 1 (no overshoot), starting
    /// at `initialVelocity` (in distances to travel per second; 0 starts at rest). UIKit's spring animation.
    public static func spring(
        duration: TimeInterval = 0.5,
        dampingRatio: CGFloat = 0.8,
        initialVelocity: CGFloat = 0
    ) -> Self {
        Self(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }

    /// The same timing, started `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Self {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// The same timing over `duration` seconds.
    public func duration(_ duration: TimeInterval) -> Self {
        var copy = self
        copy.duration = duration
        return copy
    }
}
