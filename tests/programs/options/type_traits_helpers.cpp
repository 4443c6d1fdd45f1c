// --type_traits_helpers / --no_type_traits_helpers: whether the type-trait
// intrinsics (__is_class, __is_union, __has_trivial_copy, ...; not
// __is_same) are keywords (default on).  With --no_type_traits_helpers
// they are ordinary identifiers.
// OPTIONS:
// OPTIONS: --type_traits_helpers
// OPTIONS: --no_type_traits_helpers
// OPTIONS: --c++20 --no_type_traits_helpers
void __is_class();
