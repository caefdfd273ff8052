// ComponentKit's button. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>
#import <ComponentKit/CKAction.h>

/// A value per control state; one value is the normal state's: `.titles = @"Follow"`.
template <class T> class CKButtonStateMap {
public:
  CKButtonStateMap() {}
  CKButtonStateMap(T normal) {}
};

struct CKButtonComponentOptions {
  CKButtonStateMap<NSString *> titles;
  CKButtonStateMap<UIColor *> titleColors;
  CKButtonStateMap<UIImage *> images;
  UIFont *titleFont;
  BOOL selected;
  BOOL enabled;
  CKViewComponentAttributeValueMap attributes;
  RCComponentSize size;
};

@interface CKButtonComponent : CKComponent
+ (instancetype)newWithAction:(const CKAction<UIEvent *>)action options:(const CKButtonComponentOptions &)options;
@end
