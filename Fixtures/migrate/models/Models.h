// The Objective-C model classes the fixtures' components show. They stay Objective-C in a migrated app; the
// Swift stand-ins in ../standin/ are what Swift's importer would give for them.
#pragma once
#import <UIKit/UIKit.h>

@interface Quote : NSObject
@property (nonatomic, readonly, copy) NSString *text;
@property (nonatomic, readonly, copy) NSString *author;
@end

@interface User : NSObject
@property (nonatomic, readonly, copy) NSString *name;
@property (nonatomic, readonly, copy) NSString *handle;
@property (nonatomic, readonly) UIImage *avatar;
@property (nonatomic, readonly) BOOL verified;
@end

@interface Theme : NSObject
@property (nonatomic, readonly) UIColor *tint;
@end
