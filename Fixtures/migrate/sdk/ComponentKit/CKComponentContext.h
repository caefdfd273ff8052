// ComponentKit's context: values a component makes available to the components below it. Declarations only,
// for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

template <typename T> class CKComponentContext {
public:
  CKComponentContext(T *object) {}
  static T *get();
};
