// ComponentKit's overlay layout. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKOverlayLayoutComponent : CKComponent
+ (instancetype)newWithComponent:(CKComponent *)component overlay:(CKComponent *)overlay;
@end
