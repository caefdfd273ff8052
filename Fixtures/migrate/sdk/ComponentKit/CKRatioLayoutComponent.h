// ComponentKit's ratio layout. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKRatioLayoutComponent : CKComponent
/// `ratio` is the height divided by the width.
+ (instancetype)newWithRatio:(CGFloat)ratio size:(const RCComponentSize &)size component:(CKComponent *)component;
@end
