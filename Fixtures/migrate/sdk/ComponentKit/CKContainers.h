// The few C++ library shapes ComponentKit's headers need, declared here so the fixtures parse without a C++
// standard library. Declarations only, for ckgen migrate's fixtures.
#pragma once

namespace std {
/// The compiler builds brace lists into this; its shape (a pointer and a length) is the one clang expects.
template <class E> class initializer_list {
  const E *_begin;
  size_t _size;
  constexpr initializer_list(const E *b, size_t s) : _begin(b), _size(s) {}
public:
  constexpr initializer_list() : _begin(nullptr), _size(0) {}
  constexpr size_t size() const { return _size; }
  constexpr const E *begin() const { return _begin; }
  constexpr const E *end() const { return _begin + _size; }
};
}

/// A list written as a brace list: `{a, b, c}`.
template <class T> class CKList {
public:
  CKList() {}
  CKList(std::initializer_list<T> items) {}
};
