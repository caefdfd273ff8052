// Everything, as ComponentKit's umbrella header offers it. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>
#import <ComponentKit/CKCompositeComponent.h>
#import <ComponentKit/CKComponentSubclass.h>
#import <ComponentKit/CKComponentScope.h>
#import <ComponentKit/CKAction.h>
#import <ComponentKit/CKFlexboxComponent.h>
#import <ComponentKit/CKInsetComponent.h>
#import <ComponentKit/CKBackgroundLayoutComponent.h>
#import <ComponentKit/CKOverlayLayoutComponent.h>
#import <ComponentKit/CKCenterLayoutComponent.h>
#import <ComponentKit/CKRatioLayoutComponent.h>
#import <ComponentKit/CKLabelComponent.h>
#import <ComponentKit/CKImageComponent.h>
#import <ComponentKit/CKButtonComponent.h>
#import <ComponentKit/CKComponentController.h>
#import <ComponentKit/CKComponentContext.h>
