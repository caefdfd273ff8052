// ComponentKit's scope: state and controllers kept across rebuilds. Declarations only, for ckgen migrate's
// fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

/// Opened at the start of a `+newWith…`: `CKComponentScope scope(self);`, `scope.state()`.
class CKComponentScope {
public:
  CKComponentScope(Class componentClass, id identifier = nil, id (^initialStateCreator)(void) = nil);
  id state() const;
};
