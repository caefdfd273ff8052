#import "Stubs.h"

typedef NS_ENUM(NSInteger, ProfileStyle) { ProfileStyleRound, ProfileStyleSquare };

NS_ASSUME_NONNULL_BEGIN

/// A legacy profile view.
/// @ck.view
@interface ProfileView : UIView
- (instancetype)initWithStyle:(ProfileStyle)style;
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, setter=applyTint:) UIColor *tint;
@property (nonatomic, readonly) NSInteger renderCount;
@property (nonatomic) ProfileStyle style;
@property (nonatomic) BOOL highlighted;
@property (nonatomic, getter=isVerified) BOOL verified;
@property (nonatomic, copy, getter=currentSubtitle) NSString *subtitle;
@property (nonatomic) CGFloat cornerRadius;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
@end

@interface ProfileView (Badges)
- (void)setBadgeCount:(NSInteger)count;
@end

/// Not annotated: left alone.
@interface Helper : NSObject
@property (nonatomic) NSInteger value;
@end

NS_ASSUME_NONNULL_END
