#import <UIKit/UIKit.h>

@class NSString;
@interface NSObject
@end
@interface UIView : NSObject
@end
typedef long NSInteger;

/// @ck.view
@interface LegacyBannerView : UIView
@property (nonatomic) NSInteger lineCount;
@property (nonatomic, strong) UIColor *bannerColor;
- (void)setMessage:(NSString *)message;
@end
