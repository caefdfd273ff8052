/// A root view keeps the host mounted in it alive, as `CKComponentHostingView` does, and lets it go with
/// itself: the host (and its controllers) must not outlive the view that shows its tree.
#if canImport(UIKit)
    @MainActor
    enum HostRetention {
        /// On Apple platforms the view carries the host as an associated object, released with the view.
        static func retain(_ host: ComponentHost?, by view: UIView) {
            objc_setAssociatedObject(view, key, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// A unique address for the association: the address of an object that lives as long as the process.
        private static var key: UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged.passUnretained(AssociationKey.shared).toOpaque())
        }
    }

    /// The object whose address keys the association.
    private final class AssociationKey: Sendable {
        static let shared = AssociationKey()
    }
#else
    @MainActor
    enum HostRetention {
        /// On the headless backend the view's record holds the host; the record goes when the view does.
        static func retain(_ host: ComponentHost?, by view: UIView) {
            if let host {
                ViewBookkeeping.record(for: view).retainedHost = host
            } else if let record = ViewBookkeeping.existingRecord(for: view) {
                record.retainedHost = nil
            }
        }
    }
#endif
