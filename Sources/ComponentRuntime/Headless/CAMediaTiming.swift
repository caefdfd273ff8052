#if !canImport(UIKit)
    /// A span of time in seconds, as Core Foundation's `CFTimeInterval` (which Foundation on Linux does not
    /// export): the type of a layer's timing properties.
    public typealias CFTimeInterval = Double

    /// What a layer does before and after its active time: QuartzCore's `CAMediaTimingFillMode`.
    public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The fill mode called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The fill mode called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Keeps the final state after the active time.
        public static let forwards = Self("forwards")
        /// Shows the first state before the active time.
        public static let backwards = Self("backwards")
        /// Both of the above.
        public static let both = Self("both")
        /// Neither: the timing has no effect outside its active time (the default).
        public static let removed = Self("removed")
    }

    /// A timeline that can be started, sped up, repeated and reversed: QuartzCore's `CAMediaTiming`, which
    /// ``CALayer`` adopts. The headless backend runs no animations; a layer keeps the values it is given.
    public protocol CAMediaTiming {
        /// When the timeline starts, in its parent's time.
        var beginTime: CFTimeInterval { get set }
        /// How long one pass lasts, in seconds.
        var duration: CFTimeInterval { get set }
        /// How fast time passes, relative to the parent's.
        var speed: Float { get set }
        /// An offset added to the local time.
        var timeOffset: CFTimeInterval { get set }
        /// How many passes to run; may be fractional.
        var repeatCount: Float { get set }
        /// How long to keep repeating, in seconds.
        var repeatDuration: CFTimeInterval { get set }
        /// Whether each pass runs forwards then backwards.
        var autoreverses: Bool { get set }
        /// What the timeline shows outside its active time.
        var fillMode: CAMediaTimingFillMode { get set }
    }
#endif
