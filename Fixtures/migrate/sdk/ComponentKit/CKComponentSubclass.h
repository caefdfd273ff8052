// What a component subclass may override and call. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>
#import <ComponentKit/CKComponentScope.h>
#import <ComponentKit/CKAction.h>
