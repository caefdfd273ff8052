#import <ComponentKit/ComponentKit.h>

@interface LikeButtonComponent : CKCompositeComponent
+ (instancetype)newWithCount:(NSInteger)count;
@end

@implementation LikeButtonComponent

+ (instancetype)newWithCount:(NSInteger)count
{
  return [super newWithComponent:
          [CKFlexboxComponent
           newWithView:{
             [UIView class],
             {CKComponentTapGestureAttribute(@selector(didTapRow))}
           }
           size:{}
           style:{.direction = CKFlexboxDirectionRow, .spacing = 6}
           children:{
             {[CKComponent
               newWithView:{
                 [UIButton class],
                 {
                   {@selector(setBackgroundColor:), [UIColor colorWithWhite:0.9 alpha:1]},
                   CKComponentActionAttribute(@selector(didTapLike:)),
                 }
               }
               size:{.width = 44, .height = 44}]},
             {[CKLabelComponent
               newWithLabelAttributes:{.string = [NSString stringWithFormat:@"%ld likes", (long)count]}
               viewAttributes:{}
               size:{}]},
           }]];
}

- (void)didTapRow
{
}

- (void)didTapLike:(id)sender
{
}

@end
