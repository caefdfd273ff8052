#import <ComponentKit/ComponentKit.h>
#import "Models.h"

@interface ThemedTitleComponent : CKCompositeComponent
+ (instancetype)newWithTitle:(NSString *)title;
@end

@implementation ThemedTitleComponent

+ (instancetype)newWithTitle:(NSString *)title
{
  Theme *theme = CKComponentContext<Theme>::get();
  return [super newWithComponent:
          [CKLabelComponent
           newWithLabelAttributes:{.string = title, .color = theme.tint}
           viewAttributes:{}
           size:{}]];
}

@end
