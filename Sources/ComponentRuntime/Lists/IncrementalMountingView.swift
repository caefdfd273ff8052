/// A view that mounts only the components that meet part of it: ComponentKit's incremental mounting, done by
/// the mounter for the children of the component rendering such a view. The mounter places every child
/// (and every view-less descendant, which lands in the same view) whose frame meets ``mountingRect``, and
/// releases those that do not; the components keep their scopes, so an item that comes back has its state.
@MainActor
protocol IncrementalMountingView: UIView {
    /// The part of the view's content whose components are mounted, in the coordinates children are placed in.
    var mountingRect: CGRect { get }

    /// Called by the mounter each time it mounts the component rendering this view, before its children:
    /// their layouts (the content) and a call that mounts again what meets ``mountingRect``, for the view to
    /// make whenever that rect changes.
    func willMountChildren(_ children: [ComponentLayout.Child], remount: @escaping @MainActor () -> Void)
}
