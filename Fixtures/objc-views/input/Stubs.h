// Stand-ins for UIKit's declarations, as a header that imports UIKit would see them.
@interface NSObject
@end
@interface UIView : NSObject
@end
@interface UIImage : NSObject
@end
@interface UIColor : NSObject
@end
typedef long NSInteger;
typedef double CGFloat;
typedef signed char BOOL;
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
typedef unsigned long NSUInteger;
typedef NS_OPTIONS(NSUInteger, UIControlState) { UIControlStateNormal = 0, UIControlStateSelected = 1 << 2 };
@class NSString;
