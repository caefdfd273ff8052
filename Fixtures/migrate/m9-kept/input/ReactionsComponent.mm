#import <ComponentKit/ComponentKit.h>

static NSString *const kReactionsTitle = @"Reactions";

static CKComponent *reactionComponent(NSString *emoji)
{
  return [CKLabelComponent newWithLabelAttributes:{.string = emoji} viewAttributes:{} size:{}];
}

@interface ReactionsComponent : CKCompositeComponent
+ (instancetype)newWithEmoji:(NSString *)emoji;
@end

@implementation ReactionsComponent

+ (instancetype)newWithEmoji:(NSString *)emoji
{
  return [super newWithComponent:
          [CKFlexboxComponent
           newWithView:{}
           size:{}
           style:{.direction = CKFlexboxDirectionRow}
           children:{
             {[CKLabelComponent newWithLabelAttributes:{.string = kReactionsTitle} viewAttributes:{} size:{}]},
             {reactionComponent(emoji)},
             {[CKComponent
               newWithView:{[UIButton class], {CKComponentActionAttribute(@selector(didReact:))}}
               size:{.width = 30, .height = 30}]},
             {[CKComponent
               newWithView:{[UIView class], {{@selector(setBackgroundColor:), [UIColor lightGrayColor]}}}
               size:{.width = 1 / [UIScreen mainScreen].scale}]},
           }]];
}

@end
