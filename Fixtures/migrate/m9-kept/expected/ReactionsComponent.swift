// Migrated by ckgen migrate from ReactionsComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

private let kReactionsTitle = "Reactions"
// Not converted (a declaration outside the components):
// static CKComponent *reactionComponent(NSString *emoji)
// {
//   return [CKLabelComponent newWithLabelAttributes:{.string = emoji} viewAttributes:{} size:{}];
// }

/// ReactionsComponent, migrated from ComponentKit (ReactionsComponent.mm).
struct ReactionsComponent: ComponentDescription {
    let emoji: String

    var body: Component {
        FlexboxComponent(direction: .row) {
            TextComponent(kReactionsTitle)
            // Not converted (not a component expression ckgen migrate knows):
            // reactionComponent(emoji)
            // Not converted (the action 'didReact:' is handled outside this component; send it with ComponentAction):
            // [CKComponent
            //  newWithView:{[UIButton class], {CKComponentActionAttribute(@selector(didReact:))}}
            //  size:{.width = 30, .height = 30}]
            // Not converted (Swift reads 'UIScreen' only on the main actor, and a body is built off it; pass the scale in):
            // [CKComponent
            //  newWithView:{[UIView class], {{@selector(setBackgroundColor:), [UIColor lightGrayColor]}}}
            //  size:{.width = 1 / [UIScreen mainScreen].scale}]
        }
    }
}
