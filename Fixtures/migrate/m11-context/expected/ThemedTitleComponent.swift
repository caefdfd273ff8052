// Migrated by ckgen migrate from ThemedTitleComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// ThemedTitleComponent, migrated from ComponentKit (ThemedTitleComponent.mm).
struct ThemedTitleComponent: ComponentDescription {
    let title: String

    var body: Component {
        // Theme *theme = CKComponentContext<Theme>::get();
        // Not converted (it uses 'theme', which was not converted):
        // [CKLabelComponent
        //  newWithLabelAttributes:{.string = title, .color = theme.tint}
        //  viewAttributes:{}
        //  size:{}]
    }
}
