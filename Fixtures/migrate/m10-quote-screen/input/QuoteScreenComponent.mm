#import <ComponentKit/ComponentKit.h>
#import "Models.h"

static NSString *const kFavouriteAuthor = @"Oscar Wilde";

@interface QuoteScreenComponent : CKCompositeComponent
+ (instancetype)newWithQuote:(Quote *)quote;
@end

@implementation QuoteScreenComponent

+ (instancetype)newWithQuote:(Quote *)quote
{
  CKComponentScope scope(self);
  const BOOL showsAuthor = [scope.state() boolValue];

  CKComponent *divider =
  [CKComponent
   newWithView:{[UIView class], {{@selector(setBackgroundColor:), [UIColor lightGrayColor]}}}
   size:{.height = 1}];

  return [super newWithComponent:
          [CKFlexboxComponent
           newWithView:{
             [UIView class],
             {
               {@selector(setBackgroundColor:), [UIColor whiteColor]},
               CKComponentTapGestureAttribute(@selector(didTap)),
             }
           }
           size:{}
           style:{.alignItems = CKFlexboxAlignItemsStretch}
           children:{
             {[CKInsetComponent
               newWithInsets:{.top = 40, .left = 20, .bottom = 40, .right = 20}
               component:
               [CKLabelComponent
                newWithLabelAttributes:{
                  .string = quote.text,
                  .font = [UIFont fontWithName:@"Baskerville" size:26],
                  .alignment = NSTextAlignmentCenter,
                }
                viewAttributes:{}
                size:{}]]},
             {divider},
             {showsAuthor
              ? [CKInsetComponent
                 newWithInsets:{.top = 12, .left = 20, .bottom = 12, .right = 20}
                 component:
                 [CKLabelComponent
                  newWithLabelAttributes:{
                    .string = [quote.author isEqualToString:kFavouriteAuthor]
                      ? [NSString stringWithFormat:@"— %@, of course", quote.author]
                      : quote.author,
                    .color = [UIColor darkGrayColor],
                  }
                  viewAttributes:{}
                  size:{}]]
              : nil},
           }]];
}

+ (id)initialState
{
  return @NO;
}

- (void)didTap
{
  [self updateState:^(NSNumber *oldState) {
    return [oldState boolValue] ? @NO : @YES;
  } mode:CKUpdateModeAsynchronous];
}

@end
