#import <ComponentKit/ComponentKit.h>

@interface DividerComponent : CKCompositeComponent
+ (instancetype)newWithColor:(UIColor *)color;
@end

@implementation DividerComponent

+ (instancetype)newWithColor:(UIColor *)color
{
  return [super newWithComponent:
          [CKComponent
           newWithView:{
             [UIView class],
             {
               {@selector(setBackgroundColor:), color},
               {@selector(setAlpha:), @0.5},
               {@selector(setUserInteractionEnabled:), @NO},
               {CKComponentViewAttribute::LayerAttribute(@selector(setCornerRadius:)), @1},
             }
           }
           size:{.height = 2}]];
}

@end
