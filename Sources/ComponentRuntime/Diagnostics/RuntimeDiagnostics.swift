import Foundation

/// A problem the runtime noticed while building, mounting or dispatching: an action no responder handles, a
/// scope collision, a state update for a scope that left the tree, and so on.
public struct RuntimeDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, CaseIterable {
        /// An action reached the end of the responder chain unhandled.
        case unhandledAction
        /// An action's handler takes a sender of another type than the one sent.
        case senderTypeMismatch
        /// A control action attribute on a view that is not a ``UIControl``.
        case controlActionOnNonControl
        /// Two attributes with the same identifier in one view configuration.
        case duplicateAttribute
        /// A dispatch table listing a selector twice.
        case duplicateSelector
        /// Sibling scopes with the same component type and identifier: told apart by their order (a warning).
        case scopeCollision
        /// A state update for a scope that is no longer in the tree; it was ignored.
        case staleStateUpdate
        /// A router event name with no strategy in an ``EventStrategyMap``.
        case missingEventStrategy
        /// A component with a controller (or state) but no scope.
        case missingScope
        /// A stateful view component mounted without a stateful view controller.
        case missingStatefulViewController
        /// A description's state changed off the main actor; the change was dropped. A warning, which names where
        /// the change was made: it may come from a background task, where stopping the program would help no one.
        case stateUpdateOffMainActor
        /// A description's state changed before the description was rendered in a tree, so it has no scope; the
        /// change was dropped. A warning, which names where the change was made.
        case stateUpdateWithoutScope
        /// One component instance placed in two places of a tree that the runtime cannot copy for the second (a
        /// class of the app's, or a layout of the app's holding it twice); the second place is not built.
        case componentPlacedTwice
        /// A scope's state was replaced (``StatefulComponent/replaceState(_:)``) outside the build of that scope;
        /// the replacement was dropped.
        case stateReplacedOutsideBuild
        /// A description has a stored property named `context`, which hides ``ComponentDescription/context`` (the
        /// values passed down the tree) in its `body`. A warning, reported once per type in debug builds: the
        /// description works as written, but reads its own property where the documentation reads the tree's.
        case descriptionHidesContext
        /// A list given as data (``ListDataSource/apply(sections:)``) holds an item or section identity more than
        /// once; the later ones were left out. A warning, as IGListKit logs it.
        case duplicateListIdentity
        /// A tree deeper than ``TreeLimits/maximumDepth``: the component at the limit is laid out as an empty
        /// leaf and nothing below it is built, laid out or mounted.
        case treeTooDeep
        /// A layout input that is not a number, infinite or negative where only a finite, non-negative value
        /// means something (a flex grow of NaN, a width of infinity, a size range with NaN); it was replaced by
        /// what Yoga makes of it (see ``FlexStyle``).
        case invalidLayoutInput
    }

    /// The kind of problem.
    public let kind: Kind
    /// A sentence for the engineer: what happened and where.
    public let message: String

    /// Creates a diagnostic.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// `kind: message`.
    public var description: String { "\(kind.rawValue): \(message)" }

    /// Whether the problem is a programming error that stops a debug build (an assertion) rather than a
    /// warning that is only logged.
    public var isFault: Bool {
        switch kind {
        // A state change that cannot apply never stops the program: it is dropped and reported.
        case .staleStateUpdate, .stateUpdateOffMainActor, .stateUpdateWithoutScope: false
        case .missingEventStrategy, .scopeCollision, .descriptionHidesContext, .duplicateListIdentity: false
        default: true
        }
    }
}

/// Where runtime diagnostics go.
///
/// By default a fault (``RuntimeDiagnostic/isFault``) is an assertion failure in debug builds and a line on
/// standard error in release builds; a warning is always a line on standard error. Tests and apps can
/// install a ``handler`` instead, or use ``collect(_:)``.
@MainActor
public enum RuntimeDiagnostics {
    /// Receives every diagnostic instead of the default behaviour, when set.
    public static var handler: (@MainActor (RuntimeDiagnostic) -> Void)?
    /// Whether faults stop the program when no handler is installed. Defaults to `true` in debug builds.
    public static var assertsOnFaults: Bool = {
        #if DEBUG
            true
        #else
            false
        #endif
    }()
    /// Where logged diagnostics are written when no handler is installed. Defaults to standard error.
    public static var log: @MainActor (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    /// How many diagnostics of each kind were reported since launch (or the last ``resetCounts()``).
    public private(set) static var counts: [RuntimeDiagnostic.Kind: Int] = [:]

    /// Reports a diagnostic.
    public static func report(_ kind: RuntimeDiagnostic.Kind, _ message: String) {
        deliver(RuntimeDiagnostic(kind: kind, message: message))
    }

    /// Reports a diagnostic from code that runs wherever a tree is built. During a build it is kept with the
    /// build, and the host delivers it when it takes the tree, on the main actor (so handlers and ``counts``
    /// stay main-actor state); outside a build it is delivered on the main actor's next turn.
    nonisolated static func reportWhileBuilding(_ kind: RuntimeDiagnostic.Kind, _ message: String) {
        let diagnostic = RuntimeDiagnostic(kind: kind, message: message)
        if let buffer = RuntimeDiagnosticBuffer.current {
            buffer.withLock { $0.append(diagnostic) }
        } else if MainThread.isCurrent {
            MainActor.assumeIsolated { deliver(diagnostic) }
        } else {
            Task { @MainActor in deliver(diagnostic) }
        }
    }

    static func deliver(_ diagnostic: RuntimeDiagnostic) {
        counts[diagnostic.kind, default: 0] += 1
        if let handler {
            handler(diagnostic)
        } else if diagnostic.isFault && assertsOnFaults {
            assertionFailure("ComponentRuntime: \(diagnostic)")
        } else {
            log("ComponentRuntime: \(diagnostic)")
        }
    }

    /// Runs `body` and returns what it reported, in order, instead of handling or logging it: for tests that
    /// check a fault is reported (and that nothing else is).
    public static func collect(_ body: () throws -> Void) rethrows -> [RuntimeDiagnostic] {
        let previous = handler
        var collected: [RuntimeDiagnostic] = []
        handler = { collected.append($0) }
        defer { handler = previous }
        // Reports from code that may run off the main actor (a view configuration made in the test itself)
        // are kept in a buffer while `body` runs, and delivered here.
        let buffer = Locked<[RuntimeDiagnostic]>([])
        try RuntimeDiagnosticBuffer.$current.withValue(buffer) { try body() }
        for diagnostic in buffer.current { deliver(diagnostic) }
        return collected
    }

    /// Sets every count in ``counts`` back to zero.
    public static func resetCounts() { counts = [:] }
}

/// Where diagnostics raised while a tree is built wait until the host delivers them.
enum RuntimeDiagnosticBuffer {
    @TaskLocal static var current: Locked<[RuntimeDiagnostic]>?

    /// Runs `body` with a buffer, and returns what it collected beside its result.
    static func collecting<Result>(_ body: () -> Result) -> (Result, [RuntimeDiagnostic]) {
        let buffer = Locked<[RuntimeDiagnostic]>([])
        let result = $current.withValue(buffer) { body() }
        return (result, buffer.current)
    }
}
