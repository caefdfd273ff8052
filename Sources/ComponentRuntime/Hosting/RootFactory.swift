/// How a host makes its root component.
enum RootFactory {
    /// On the main actor only (the closure may touch main-actor state).
    case onMainActor(@MainActor (Context) -> Component)
    /// Anywhere, so also off the main actor.
    case anywhere(@Sendable (Context) -> Component)

    /// The root component for `context`, made on the main actor.
    @MainActor
    func make(_ context: Context) -> Component {
        switch self {
        case .onMainActor(let make): make(context)
        case .anywhere(let make): make(context)
        }
    }
}
