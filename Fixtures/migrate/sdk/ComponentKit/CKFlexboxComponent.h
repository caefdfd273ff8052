// ComponentKit's flexbox layout. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

typedef enum : NSInteger {
  CKFlexboxDirectionColumn,
  CKFlexboxDirectionRow,
  CKFlexboxDirectionColumnReverse,
  CKFlexboxDirectionRowReverse,
} CKFlexboxDirection;

typedef enum : NSInteger {
  CKFlexboxJustifyContentStart,
  CKFlexboxJustifyContentCenter,
  CKFlexboxJustifyContentEnd,
  CKFlexboxJustifyContentSpaceBetween,
  CKFlexboxJustifyContentSpaceAround,
  CKFlexboxJustifyContentSpaceEvenly,
} CKFlexboxJustifyContent;

typedef enum : NSInteger {
  CKFlexboxAlignItemsStretch,
  CKFlexboxAlignItemsStart,
  CKFlexboxAlignItemsEnd,
  CKFlexboxAlignItemsCenter,
  CKFlexboxAlignItemsBaseline,
} CKFlexboxAlignItems;

typedef enum : NSInteger {
  CKFlexboxAlignSelfAuto,
  CKFlexboxAlignSelfStart,
  CKFlexboxAlignSelfEnd,
  CKFlexboxAlignSelfCenter,
  CKFlexboxAlignSelfBaseline,
  CKFlexboxAlignSelfStretch,
} CKFlexboxAlignSelf;

typedef enum : NSInteger {
  CKFlexboxWrapNoWrap,
  CKFlexboxWrapWrap,
  CKFlexboxWrapWrapReverse,
} CKFlexboxWrap;

/// How children are laid out: `{.direction = CKFlexboxDirectionRow, .spacing = 8}`.
struct CKFlexboxComponentStyle {
  CKFlexboxDirection direction;
  CGFloat spacing;
  CKFlexboxJustifyContent justifyContent;
  CKFlexboxAlignItems alignItems;
  CKFlexboxWrap wrap;
};

/// One child and how it takes part: `{.component = c, .flexGrow = 1, .spacingBefore = 4}`.
struct CKFlexboxComponentChild {
  CKComponent *component;
  CGFloat spacingBefore;
  CGFloat spacingAfter;
  CGFloat flexGrow;
  CGFloat flexShrink;
  RCRelativeDimension flexBasis;
  CKFlexboxAlignSelf alignSelf;
};

@interface CKFlexboxComponent : CKComponent
+ (instancetype)newWithView:(const CKComponentViewConfiguration &)view
                       size:(const RCComponentSize &)size
                      style:(const CKFlexboxComponentStyle &)style
                   children:(CKList<CKFlexboxComponentChild>)children;
@end
