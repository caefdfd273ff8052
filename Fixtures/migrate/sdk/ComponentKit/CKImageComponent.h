// ComponentKit's image. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

@interface CKImageComponent : CKComponent
+ (instancetype)newWithImage:(UIImage *)image
                  attributes:(const CKViewComponentAttributeValueMap &)attributes
                        size:(const RCComponentSize &)size;
@end
