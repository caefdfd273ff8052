#import <UIKit/UIKit.h>

@class NSString;
@interface NSObject
@end
@interface View : NSObject
@end
typedef long NSInteger;

/// @ck.view
@interface LegacyBannerView : View
@property (nonatomic) NSInteger lineCount;
@property (nonatomic, strong) UIColor *bannerColor;
- (void)setMessage:(NSString *)message;
@end
