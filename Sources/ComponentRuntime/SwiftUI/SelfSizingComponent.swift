import Foundation

/// A leaf component whose size comes from its content, measured on the main actor within the range it is laid
/// out in: what `SwiftUIHostingComponent` (on iOS) uses to ask a SwiftUI hosting controller how big its view
/// wants to be. The measured size is moved into the range; a dimension the component's ``Component/size`` fixes wins.
///
/// Measuring needs the main actor (views do): the component measures when laid out on the main thread, or in a
/// main-actor pass (a host's mount, ``ComponentTreeHosting/sizeThatFits(width:height:)``). Laid out anywhere
/// else (a tree built by ``ComponentHost/rebuildInBackground()``, a list's background build, which also caches
/// that layout), it takes its fixed size, or the range's minimum in a dimension it does not fix, and `measure` is
/// not called: give it a `size` there.
open class SelfSizingComponent: Component {
    private let measure: @MainActor @Sendable (SizeRange) -> CGSize

    /// Creates a component rendering `view`, sized by `measure`, which is given the range the component is laid
    /// out in and returns the content's size.
    public init(
        view: ViewConfiguration?,
        size: ComponentSize = ComponentSize(),
        measure: @escaping @MainActor @Sendable (SizeRange) -> CGSize
    ) {
        self.measure = measure
        super.init(view: view, size: size)
    }

    /// The measured size (or the fixed one), moved into `range`.
    open override func computeLayout(in range: SizeRange) -> ComponentLayout {
        var measured = range.min
        if MainActorMark.isCurrent {
            let measure = self.measure
            measured = MainActor.assumeIsolated { measure(range) }
        }
        let fitted = CGSize(width: size.width ?? measured.width, height: size.height ?? measured.height)
        return ComponentLayout(component: self, size: range.clamp(fitted))
    }
}
