// ComponentKit's actions and the attributes that send them. Declarations only, for ckgen migrate's fixtures.
#pragma once
#import <ComponentKit/CKComponent.h>

/// An action a component sends up the responder chain: `CKAction<NSString *>(@selector(didSelect:))`.
template <typename... T> class CKAction {
public:
  CKAction() {}
  CKAction(SEL selector) {}
  CKAction(id target, SEL selector) {}
  void send(CKComponent *sender, T... args) const;
};

/// Sends `action` when the control reports `events` (touch up inside by default).
CKComponentViewAttributeValue CKComponentActionAttribute(const CKAction<UIEvent *> action,
                                                          UIControlEvents events = UIControlEventTouchUpInside);
/// Sends `action` when the view is tapped.
CKComponentViewAttributeValue CKComponentTapGestureAttribute(const CKAction<UIGestureRecognizer *> action);
