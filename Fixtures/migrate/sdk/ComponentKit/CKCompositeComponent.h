// ComponentKit's composite: a component made of one other. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKCompositeComponent : CKComponent
/// Called from a subclass's `+newWith…` with the component it is made of.
+ (instancetype)newWithComponent:(CKComponent *)component;
+ (instancetype)newWithView:(const CKComponentViewConfiguration &)view component:(CKComponent *)component;
@end
