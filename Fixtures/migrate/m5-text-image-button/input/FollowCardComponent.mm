#import <ComponentKit/ComponentKit.h>
#import "Models.h"

@interface FollowCardComponent : CKCompositeComponent
+ (instancetype)newWithUser:(User *)user following:(BOOL)following;
@end

@implementation FollowCardComponent

+ (instancetype)newWithUser:(User *)user following:(BOOL)following
{
  return [super newWithComponent:
          [CKFlexboxComponent
           newWithView:{}
           size:{}
           style:{.spacing = 4}
           children:{
             {[CKImageComponent
               newWithImage:[UIImage imageNamed:@"avatar-placeholder"]
               attributes:{{@selector(setContentMode:), @(UIViewContentModeScaleAspectFill)}}
               size:{.width = 64, .height = 64}]},
             {[CKLabelComponent
               newWithLabelAttributes:{
                 .string = user.name,
                 .font = [UIFont systemFontOfSize:14],
                 .color = [UIColor darkGrayColor],
                 .maximumNumberOfLines = 2,
                 .lineBreakMode = NSLineBreakByTruncatingTail,
               }
               viewAttributes:{{@selector(setBackgroundColor:), [UIColor clearColor]}}
               size:{}]},
             {[CKButtonComponent
               newWithAction:@selector(didTapFollow)
               options:{
                 .titles = following ? @"Following" : @"Follow",
                 .titleColors = [UIColor blueColor],
                 .selected = following,
                 .size = {.width = 90, .height = 30},
               }]},
           }]];
}

- (void)didTapFollow
{
}

@end
