#import <ComponentKit/ComponentKit.h>

@interface TimerComponent : CKCompositeComponent
+ (instancetype)newWithTitle:(NSString *)title;
@end

@interface TimerComponentController : CKComponentController<TimerComponent *>
@end

@implementation TimerComponent

+ (instancetype)newWithTitle:(NSString *)title
{
  CKComponentScope scope(self);
  return [super newWithComponent:
          [CKLabelComponent newWithLabelAttributes:{.string = title} viewAttributes:{} size:{}]];
}

@end

@implementation TimerComponentController

- (void)didMount
{
  [self startTimer];
}

- (void)willUnmount
{
  [self stopTimer];
}

- (void)startTimer
{
}

- (void)stopTimer
{
}

@end
