// ComponentKit's inset layout. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKInsetComponent : CKComponent
+ (instancetype)newWithInsets:(UIEdgeInsets)insets component:(CKComponent *)component;
+ (instancetype)newWithView:(const CKComponentViewConfiguration &)view
                     insets:(UIEdgeInsets)insets
                  component:(CKComponent *)component;
@end
