#import <ComponentKit/ComponentKit.h>

@interface GreetingComponent : CKCompositeComponent
+ (instancetype)newWithName:(NSString *)name;
@end

@implementation GreetingComponent

+ (instancetype)newWithName:(NSString *)name
{
  return [super newWithComponent:
          [CKLabelComponent
           newWithLabelAttributes:{
             .string = [NSString stringWithFormat:@"Hello, %@!", name],
           }
           viewAttributes:{}
           size:{}]];
}

@end
