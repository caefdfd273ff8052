// ComponentKit's component controller. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKComponentController<__covariant ComponentType : CKComponent *> : NSObject
- (instancetype)initWithComponent:(ComponentType)component;
@property (nonatomic, readonly) ComponentType component;
- (void)didMount;
- (void)willUnmount;
- (void)didUpdateComponent;
- (void)componentTreeWillAppear;
- (void)componentTreeDidDisappear;
- (void)invalidateController;
@end
