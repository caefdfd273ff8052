#import <ComponentKit/ComponentKit.h>

@interface BadgeComponent : CKCompositeComponent
+ (instancetype)newWithText:(NSString *)text;
@end

@implementation BadgeComponent

+ (instancetype)newWithText:(NSString *)text
{
  CKComponent *background =
  [CKComponent
   newWithView:{[UIView class], {{@selector(setBackgroundColor:), [UIColor redColor]}}}
   size:{}];
  return [super newWithComponent:
          [CKCenterLayoutComponent
           newWithCenteringOptions:CKCenterLayoutComponentCenteringXY
           sizingOptions:CKCenterLayoutComponentSizingOptionMinimumXY
           child:
           [CKOverlayLayoutComponent
            newWithComponent:
            [CKBackgroundLayoutComponent
             newWithComponent:
             [CKInsetComponent
              newWithInsets:UIEdgeInsetsMake(2, 6, 2, 6)
              component:
              [CKLabelComponent
               newWithLabelAttributes:{.string = text, .color = [UIColor whiteColor], .alignment = NSTextAlignmentCenter}
               viewAttributes:{}
               size:{}]]
             background:background]
            overlay:
            [CKRatioLayoutComponent
             newWithRatio:1
             size:{}
             component:[CKComponent newWithView:{} size:{}]]]
           size:{}]];
}

@end
