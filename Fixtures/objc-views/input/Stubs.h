// Stand-ins for the runtime's headless views, as a header would see them.
@interface NSObject
@end
@interface View : NSObject
@end
@interface Image : NSObject
@end
@interface Color : NSObject
@end
typedef long NSInteger;
typedef double CGFloat;
typedef signed char BOOL;
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
typedef NS_ENUM(NSInteger, ControlState) { ControlStateNormal, ControlStateSelected };
@class NSString;
