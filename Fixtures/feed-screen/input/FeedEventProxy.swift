import ComponentRuntime

/// Handles the feed screen's router events (seed 002's EventProxy).
/// @ck.eventProxy
final class FeedEventProxy {
    var log: [String] = []

    /// @ck.event("AvatarTapped")
    func avatarTapped(_ userInfo: UserInfo) {
        log.append("avatar \(userInfo)")
    }

    /// @ck.event("CustomSwitchEvent")
    func switchChanged(_ userInfo: UserInfo) {
        log.append("switch \(userInfo)")
    }

    /// @ck.event("Refresh")
    func refresh() {
        log.append("refresh")
    }
}
