// ComponentKit's center layout. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

typedef enum : NSUInteger {
  CKCenterLayoutComponentCenteringNone = 0,
  CKCenterLayoutComponentCenteringX = 1 << 0,
  CKCenterLayoutComponentCenteringY = 1 << 1,
  CKCenterLayoutComponentCenteringXY = CKCenterLayoutComponentCenteringX | CKCenterLayoutComponentCenteringY,
} CKCenterLayoutComponentCenteringOptions;

typedef enum : NSUInteger {
  CKCenterLayoutComponentSizingOptionDefault = 0,
  CKCenterLayoutComponentSizingOptionMinimumX = 1 << 0,
  CKCenterLayoutComponentSizingOptionMinimumY = 1 << 1,
  CKCenterLayoutComponentSizingOptionMinimumXY = 3,
} CKCenterLayoutComponentSizingOptions;

@interface CKCenterLayoutComponent : CKComponent
+ (instancetype)newWithCenteringOptions:(CKCenterLayoutComponentCenteringOptions)centeringOptions
                          sizingOptions:(CKCenterLayoutComponentSizingOptions)sizingOptions
                                  child:(CKComponent *)child
                                   size:(const RCComponentSize &)size;
@end
