// ComponentKit's background layout. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKBackgroundLayoutComponent : CKComponent
+ (instancetype)newWithComponent:(CKComponent *)component background:(CKComponent *)background;
@end
