// UIKit's shapes that ComponentKit components use. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <Foundation/Foundation.h>

typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);

typedef enum : NSInteger {
  NSTextAlignmentLeft = 0,
  NSTextAlignmentCenter = 1,
  NSTextAlignmentRight = 2,
  NSTextAlignmentJustified = 3,
  NSTextAlignmentNatural = 4,
} NSTextAlignment;

typedef enum : NSInteger {
  NSLineBreakByWordWrapping = 0,
  NSLineBreakByCharWrapping,
  NSLineBreakByClipping,
  NSLineBreakByTruncatingHead,
  NSLineBreakByTruncatingTail,
  NSLineBreakByTruncatingMiddle,
} NSLineBreakMode;

typedef enum : NSUInteger {
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
} UIControlState;

typedef enum : NSUInteger {
  UIControlEventTouchUpInside = 1 << 6,
  UIControlEventValueChanged = 1 << 12,
} UIControlEvents;

typedef enum : NSInteger {
  UIViewContentModeScaleToFill,
  UIViewContentModeScaleAspectFit,
  UIViewContentModeScaleAspectFill,
  UIViewContentModeCenter = 4,
} UIViewContentMode;

@interface UIColor : NSObject
+ (UIColor *)whiteColor;
+ (UIColor *)blackColor;
+ (UIColor *)clearColor;
+ (UIColor *)darkGrayColor;
+ (UIColor *)lightGrayColor;
+ (UIColor *)grayColor;
+ (UIColor *)redColor;
+ (UIColor *)blueColor;
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@end

@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)size;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)size;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)size;
+ (UIFont *)fontWithName:(NSString *)name size:(CGFloat)size;
@end

@interface UIImage : NSObject
+ (UIImage *)imageNamed:(NSString *)name;
@end

@interface CALayer : NSObject
@property (nonatomic) CGFloat cornerRadius;
@property (nonatomic) CGFloat borderWidth;
@property (nonatomic) BOOL masksToBounds;
@end

@interface UIResponder : NSObject
@end

@interface UIView : UIResponder
@property (nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic) CGFloat alpha;
@property (nonatomic) BOOL clipsToBounds;
@property (nonatomic) BOOL userInteractionEnabled;
@property (nonatomic) UIViewContentMode contentMode;
@property (nonatomic, readonly) CALayer *layer;
@property (nonatomic, copy) NSString *accessibilityLabel;
@property (nonatomic, copy) NSString *accessibilityIdentifier;
@end

@interface UIControl : UIView
@property (nonatomic) BOOL enabled;
@property (nonatomic) BOOL selected;
@end

@interface UILabel : UIView
@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong) UIFont *font;
@property (nonatomic, strong) UIColor *textColor;
@property (nonatomic) NSInteger numberOfLines;
@end

@interface UIImageView : UIView
@property (nonatomic, strong) UIImage *image;
@end

@interface UIButton : UIControl
@end

@interface UISwitch : UIControl
@property (nonatomic) BOOL on;
@end

@interface UIScreen : NSObject
+ (UIScreen *)mainScreen;
@property (nonatomic, readonly) CGFloat scale;
@end

@interface UIEvent : NSObject
@end

@interface UIGestureRecognizer : NSObject
@end
