// Foundation's shapes that ComponentKit components use. Declarations only, for ckgen migrate's fixtures.
#pragma once

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil nullptr
#define Nil nullptr
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;
typedef unsigned long size_t;

struct CGPoint { CGFloat x; CGFloat y; };
struct CGSize { CGFloat width; CGFloat height; };
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGPoint CGPoint;
typedef struct CGSize CGSize;
typedef struct CGRect CGRect;

#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define INFINITY __builtin_inff()
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

@protocol NSObject
@end

@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
+ (Class)class;
- (instancetype)init;
- (BOOL)isEqual:(id)object;
@end

@interface NSString : NSObject
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (BOOL)isEqualToString:(NSString *)other;
@property (nonatomic, readonly) NSUInteger length;
@end

@interface NSNumber : NSObject
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithFloat:(float)value;
@property (nonatomic, readonly) BOOL boolValue;
@property (nonatomic, readonly) NSInteger integerValue;
@end

@interface NSArray<__covariant ObjectType> : NSObject
@property (nonatomic, readonly) NSUInteger count;
@end

@interface NSSet<__covariant ObjectType> : NSObject
@property (nonatomic, readonly) NSUInteger count;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
@property (nonatomic, readonly) NSUInteger count;
@end

@interface NSURL : NSObject
@end
