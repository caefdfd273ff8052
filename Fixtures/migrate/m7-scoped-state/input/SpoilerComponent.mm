#import <ComponentKit/ComponentKit.h>

@interface SpoilerComponent : CKCompositeComponent
+ (instancetype)newWithText:(NSString *)text;
@end

@implementation SpoilerComponent

+ (instancetype)newWithText:(NSString *)text
{
  CKComponentScope scope(self);
  const BOOL revealed = [scope.state() boolValue];
  return [super newWithComponent:
          [CKInsetComponent
           newWithInsets:{.top = 8, .left = 12, .bottom = 8, .right = 12}
           component:
           [CKFlexboxComponent
            newWithView:{[UIView class], {CKComponentTapGestureAttribute(@selector(didTap))}}
            size:{}
            style:{}
            children:{
              {[CKLabelComponent newWithLabelAttributes:{.string = @"Spoiler"} viewAttributes:{} size:{}]},
              {revealed ? [CKLabelComponent newWithLabelAttributes:{.string = text} viewAttributes:{} size:{}] : nil},
            }]]];
}

+ (id)initialState
{
  return @NO;
}

- (void)didTap
{
  [self updateState:^(NSNumber *oldState) {
    return [oldState boolValue] ? @NO : @YES;
  } mode:CKUpdateModeSynchronous];
}

@end
