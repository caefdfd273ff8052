// ComponentKit's CKComponent and what a component's view and size are made of. Declarations only, written for
// ckgen migrate's fixtures from the shapes of ComponentKit's public headers.
#pragma once
#import <UIKit/UIKit.h>
#import <ComponentKit/CKContainers.h>

/// A dimension in points, or a percentage of the parent's: `{.width = 100}`, `RCRelativeDimension::Percent(50)`.
class RCRelativeDimension {
public:
  RCRelativeDimension() {}
  RCRelativeDimension(CGFloat points) {}
  static RCRelativeDimension Points(CGFloat points);
  static RCRelativeDimension Percent(CGFloat percent);
  static RCRelativeDimension Auto();
};
typedef RCRelativeDimension CKRelativeDimension;

/// A component's size: `{.width = 100, .height = 40}`.
struct RCComponentSize {
  RCRelativeDimension width;
  RCRelativeDimension height;
  RCRelativeDimension minWidth;
  RCRelativeDimension minHeight;
  RCRelativeDimension maxWidth;
  RCRelativeDimension maxHeight;
  static RCComponentSize fromCGSize(CGSize size);
};
typedef RCComponentSize CKComponentSize;

/// A view attribute: a setter (`@selector(setBackgroundColor:)`), or a layer's setter.
class CKComponentViewAttribute {
public:
  CKComponentViewAttribute(SEL setter) {}
  static CKComponentViewAttribute LayerAttribute(SEL setter);
};

/// One attribute with its value: `{@selector(setBackgroundColor:), [UIColor whiteColor]}`.
struct CKComponentViewAttributeValue {
  CKComponentViewAttribute first;
  id second;
};

/// A view's attributes: `{{@selector(setAlpha:), @0.5}, CKComponentTapGestureAttribute(@selector(didTap))}`.
typedef CKList<CKComponentViewAttributeValue> CKViewComponentAttributeValueMap;

/// A view class: `[UIView class]`.
class CKComponentViewClass {
public:
  CKComponentViewClass() {}
  CKComponentViewClass(Class viewClass) {}
};

/// A view class and its attributes: `{[UILabel class], {{@selector(setText:), @"Hi"}}}`.
class CKComponentViewConfiguration {
public:
  CKComponentViewConfiguration() {}
  CKComponentViewConfiguration(CKComponentViewClass viewClass) {}
  CKComponentViewConfiguration(CKComponentViewClass viewClass, CKViewComponentAttributeValueMap attributes) {}
};

typedef enum : NSInteger {
  CKUpdateModeAsynchronous,
  CKUpdateModeSynchronous,
} CKUpdateMode;

@interface CKComponent : NSObject
/// A leaf with a view: `[CKComponent newWithView:{[UIView class], {…}} size:{.height = 1}]`.
+ (instancetype)newWithView:(const CKComponentViewConfiguration &)view size:(const RCComponentSize &)size;
/// Changes the component's state, kept in its scope.
- (void)updateState:(id (^)(id))updateBlock mode:(CKUpdateMode)mode;
- (void)updateState:(id (^)(id))updateBlock;
@end
