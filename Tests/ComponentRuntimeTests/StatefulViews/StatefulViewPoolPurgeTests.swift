import Testing

@testable import ComponentRuntime

/// The controller type the pool files these views under (any class will do).
private final class PurgeTestController {}

/// Lists a new pending view in `pool` when it is released: ComponentKit's `EnqueueOnDealloc`, an object whose only
/// owner is a pending view's question, so the pool releases it while it purges or hands views out.
@MainActor
private final class ListsViewWhenReleased {
    let pool: StatefulViewReusePool
    /// How many more generations list a view when released (each listed view's question owns the next one).
    let generations: Int

    init(pool: StatefulViewReusePool, generations: Int = 1) {
        self.pool = pool
        self.generations = generations
    }

    isolated deinit {
        let next = generations > 1 ? ListsViewWhenReleased(pool: pool, generations: generations - 1) : nil
        pool.enqueuePending(UIView(), for: PurgeTestController.self, context: nil, maximum: nil) {
            withExtendedLifetime(next) {}
            return true
        }
    }
}

@MainActor
@Suite("Stateful view pool: a purge whose cleanup lists views again")
struct StatefulViewPoolPurgeTests {
    private func pooled(_ pool: StatefulViewReusePool) -> Int { pool.count(for: PurgeTestController.self) }
    private func pending(_ pool: StatefulViewReusePool) -> Int { pool.pendingCount(for: PurgeTestController.self) }

    /// Lists `view` with a question that owns `owner` (so releasing the question releases `owner`) and answers
    /// `answer`.
    private func listPending(
        _ view: UIView,
        in pool: StatefulViewReusePool,
        owning owner: AnyObject?,
        answer: Bool = true
    ) {
        pool.enqueuePending(view, for: PurgeTestController.self, context: nil, maximum: nil) {
            withExtendedLifetime(owner) {}
            return answer
        }
    }

    @Test("a purge that releases an object listing a view pools the first view and keeps the new one pending")
    func purgeReleasingAListingObjectKeepsTheNewView() {
        let pool = StatefulViewReusePool()
        let first = UIView()
        listPending(first, in: pool, owning: ListsViewWhenReleased(pool: pool))
        pool.purgePendingViews()
        #expect(pooled(pool) == 1, "the view that was pending is pooled")
        #expect(pending(pool) == 1, "the view listed while the purge released its question waits for the next purge")
        pool.purgePendingViews()
        #expect(pooled(pool) == 2)
        #expect(pending(pool) == 0)
        #expect(pool.dequeue(for: PurgeTestController.self, context: nil, preferringSuperview: nil) != nil)
    }

    @Test("cleanups that list a view every time end each purge: one generation per purge, none lost")
    func chainOfListingCleanupsTerminates() {
        let pool = StatefulViewReusePool()
        listPending(UIView(), in: pool, owning: ListsViewWhenReleased(pool: pool, generations: 5))
        for purge in 1...6 {
            pool.purgePendingViews()
            #expect(pooled(pool) == purge)
        }
        #expect(pending(pool) == 0)
    }

    @Test("a question that lists another view while the pool purges leaves it pending, not pooled in the same purge")
    func questionListingAViewDuringPurge() {
        let pool = StatefulViewReusePool()
        let second = UIView()
        pool.enqueuePending(UIView(), for: PurgeTestController.self, context: nil, maximum: nil) {
            pool.enqueuePending(second, for: PurgeTestController.self, context: nil, maximum: nil) { true }
            return true
        }
        pool.purgePendingViews()
        #expect(pooled(pool) == 1)
        #expect(pending(pool) == 1)
        pool.purgePendingViews()
        #expect(pooled(pool) == 2)
    }

    @Test("taking a pending view whose question lists another view of the same kind keeps that view listed")
    func takingAPendingViewKeepsViewsItsQuestionLists() {
        let pool = StatefulViewReusePool()
        let listed = UIView()
        pool.enqueuePending(UIView(), for: PurgeTestController.self, context: nil, maximum: nil) {
            pool.enqueuePending(listed, for: PurgeTestController.self, context: nil, maximum: nil) { true }
            return false
        }
        let taken = pool.dequeue(for: PurgeTestController.self, context: nil, preferringSuperview: nil)
        #expect(taken === listed, "the view the declining question listed is the next one asked, and gives itself up")
        #expect(pending(pool) == 0)
    }

    @Test("taking a pending view whose released question lists a view keeps the new view pending")
    func takingAPendingViewReleasingAListingObject() {
        let pool = StatefulViewReusePool()
        let first = UIView()
        listPending(first, in: pool, owning: ListsViewWhenReleased(pool: pool))
        let taken = pool.dequeue(for: PurgeTestController.self, context: nil, preferringSuperview: nil)
        #expect(taken === first)
        #expect(pending(pool) == 1, "listed as the taken view's question was released")
    }

    @Test("emptying the pool releases questions that list views, and keeps what they list")
    func removeAllKeepsViewsListedByReleasedQuestions() {
        let pool = StatefulViewReusePool()
        listPending(UIView(), in: pool, owning: ListsViewWhenReleased(pool: pool))
        pool.removeAll()
        #expect(pooled(pool) == 0)
        #expect(pending(pool) == 1)
    }
}
