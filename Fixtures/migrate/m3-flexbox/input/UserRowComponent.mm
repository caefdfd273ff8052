#import <ComponentKit/ComponentKit.h>
#import "Models.h"

@interface UserRowComponent : CKCompositeComponent
+ (instancetype)newWithUser:(User *)user;
@end

@implementation UserRowComponent

+ (instancetype)newWithUser:(User *)user
{
  return [super newWithComponent:
          [CKFlexboxComponent
           newWithView:{}
           size:{}
           style:{
             .direction = CKFlexboxDirectionRow,
             .alignItems = CKFlexboxAlignItemsCenter,
             .spacing = 8,
           }
           children:{
             {[CKImageComponent newWithImage:user.avatar attributes:{} size:{.width = 40, .height = 40}]},
             {
               [CKLabelComponent
                newWithLabelAttributes:{.string = user.name, .font = [UIFont boldSystemFontOfSize:16]}
                viewAttributes:{}
                size:{}],
               .flexGrow = 1,
               .flexShrink = 1,
             },
             {
               .component = [CKLabelComponent
                             newWithLabelAttributes:{.string = user.handle, .color = [UIColor grayColor]}
                             viewAttributes:{}
                             size:{}],
               .spacingBefore = 4,
               .alignSelf = CKFlexboxAlignSelfEnd,
             },
           }]];
}

@end
