// ComponentKit's label. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKCompositeComponent.h>

/// What the label shows: `{.string = @"Hi", .font = [UIFont systemFontOfSize:14]}`.
struct CKLabelAttributes {
  NSString *string;
  NSString *truncationString;
  UIFont *font;
  UIColor *color;
  NSLineBreakMode lineBreakMode;
  NSUInteger maximumNumberOfLines;
  NSTextAlignment alignment;
};

@interface CKLabelComponent : CKCompositeComponent
+ (instancetype)newWithLabelAttributes:(const CKLabelAttributes &)attributes
                        viewAttributes:(const CKViewComponentAttributeValueMap &)viewAttributes
                                  size:(const RCComponentSize &)size;
@end
