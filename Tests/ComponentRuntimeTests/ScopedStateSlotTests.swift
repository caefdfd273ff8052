import ComponentRuntime
import Foundation
import Synchronization
import Testing

/// Three scoped states of different types between plain properties: each keeps its own slot in the scope.
struct ThreeSlotDescription: ComponentDescription {
    let title: String
    @ScopedState var first = 1
    let gap = 0
    @ScopedState var second = "b"
    @ScopedState var third: [Int] = []

    var body: Component {
        FlexboxComponent(children: parts)
    }

    @ComponentBuilder
    private var parts: [FlexboxComponent.Child] {
        LabelDescription(text: "\(title) \(first) \(second) \(third)", width: 300)
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("first") }
            .onTap { first += 10 }
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("second") }
            .onTap { second += "!" }
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("third") }
            .onTap { $third.update(mode: .synchronous) { $0.append($0.count) } }
    }
}

/// A value shared by a binding's getter and setter.
final class BindingBackingStore<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

struct BindingSettings: Equatable, Sendable {
    var isMuted = false
    var volume = 5
}

/// ``ScopedState`` slots (one per property, by position) and ``ScopedBinding`` on its own: reading, writing
/// through each entry point, a binding to a part, and equality by the value shown when the binding was made.
@MainActor
@Suite("Scoped state slots and bindings")
struct ScopedStateSlotTests {
    private func tap(_ view: UIView) throws {
        if let control = view as? UIControl {
            control.sendActions(for: .touchUpInside)
            return
        }
        let recognizer = try #require(view.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        recognizer.simulateTaps()
    }

    private func button(_ title: String, in view: UIView) throws -> UIButton {
        try #require(
            allSubviews(of: view).compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
        )
    }

    private func label(in view: UIView) -> String? {
        allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text
    }

    @Test("each scoped state changes alone, and all three survive a rebuild with new inputs")
    func threeSlots() throws {
        let title = Ref("t")
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { ThreeSlotDescription(title: title.value) }
        let view = makeRootView()
        host.mount(in: view)
        #expect(label(in: view) == "t 1 b []")
        try tap(button("second", in: view))
        host.flush()
        #expect(label(in: view) == "t 1 b! []")
        try tap(button("first", in: view))
        host.flush()
        #expect(label(in: view) == "t 11 b! []")
        try tap(button("third", in: view))
        #expect(label(in: view) == "t 11 b! [0]", "a synchronous update needs no flush")
        try tap(button("third", in: view))
        #expect(label(in: view) == "t 11 b! [0, 1]")
        title.value = "u"
        host.rebuild()
        #expect(label(in: view) == "u 11 b! [0, 1]", "the scope keeps its values; the new inputs show")
    }

    @Test("a scoped state never rendered in a tree has no scope: a change is reported and not kept")
    func unlinkedState() {
        let declared = #line + 1
        let state = ScopedState(wrappedValue: 3)
        let diagnostics = RuntimeDiagnostics.collect { state.wrappedValue = 4 }
        #expect(diagnostics.map(\.kind) == [.stateUpdateWithoutScope])
        #expect(diagnostics.first?.isFault == false, "a change that cannot apply never stops the program")
        #expect(diagnostics.first?.message.contains("ScopedStateSlotTests.swift:\(declared)") == true)
        #expect(state.wrappedValue == 3)
    }

    @Test("scoped states always compare equal: state is not an input")
    func scopedStateEquality() {
        #expect(ScopedState(wrappedValue: 1) == ScopedState(wrappedValue: 2))
    }

    @Test("a get/set binding writes through every entry point, whatever the mode")
    func getSetBinding() {
        let store = BindingBackingStore(1)
        let binding = ScopedBinding(get: { store.value }, set: { store.value = $0 })
        #expect(binding.wrappedValue == 1)
        binding.wrappedValue = 5
        #expect(store.value == 5)
        binding.update { $0 += 2 }
        #expect(store.value == 7)
        binding.update(mode: .synchronous) { $0 *= 2 }
        #expect(store.value == 14)
        binding.set(9, mode: .enqueued)
        #expect(store.value == 9)
        store.value = 11
        #expect(binding.wrappedValue == 11, "reads are live")
        #expect(binding.projectedValue.wrappedValue == 11)
    }

    @Test("a binding to a part reads and writes that part only")
    func partBinding() {
        let store = BindingBackingStore(BindingSettings())
        let settings = ScopedBinding(get: { store.value }, set: { store.value = $0 })
        let muted = settings.isMuted
        let volume = settings.volume
        #expect(!muted.wrappedValue)
        muted.set(true)
        #expect(store.value == BindingSettings(isMuted: true, volume: 5))
        volume.update { $0 += 1 }
        #expect(store.value == BindingSettings(isMuted: true, volume: 6))
        #expect(muted.wrappedValue)
    }

    @Test("a constant binding reads its value and ignores writes")
    func constantBinding() {
        let binding = ScopedBinding.constant(4)
        binding.wrappedValue = 5
        binding.update { $0 += 1 }
        binding.set(9)
        #expect(binding.wrappedValue == 4)
    }

    @Test("bindings are equal when the values they showed when made are equal, not the values they read now")
    func bindingEquality() {
        let store = BindingBackingStore(1)
        let before = ScopedBinding(get: { store.value }, set: { store.value = $0 })
        let sameValue = ScopedBinding(get: { store.value }, set: { store.value = $0 })
        #expect(before == sameValue)
        store.value = 2
        let after = ScopedBinding(get: { store.value }, set: { store.value = $0 })
        #expect(before != after, "made while the value was 1, and 2")
        #expect(before.wrappedValue == after.wrappedValue, "though both read 2 now")
        #expect(ScopedBinding.constant(3) == ScopedBinding.constant(3))
        #expect(ScopedBinding.constant(3) != ScopedBinding.constant(4))

        let settings = BindingBackingStore(BindingSettings())
        func whole() -> ScopedBinding<BindingSettings> {
            ScopedBinding(get: { settings.value }, set: { settings.value = $0 })
        }
        let volumeAt5 = whole().volume
        settings.value.isMuted = true
        #expect(whole().volume == volumeAt5, "a part's snapshot is the part: muting does not change the volume")
        #expect(whole() != ScopedBinding.constant(BindingSettings()), "while the whole changed")
        settings.value.volume = 6
        #expect(whole().volume != volumeAt5)
    }
}
