// One `import ComponentRuntime` gives client code the view vocabulary on both platforms: UIKit itself on Apple
// platforms, and on Linux the headless backend's classes of the same names (declared in `Headless/`), together
// with Foundation's geometry (`CGRect`, `CGFloat`, ...).
#if canImport(UIKit)
    @_exported public import UIKit
#else
    @_exported public import Foundation
#endif
