// --no_use_before_set_warnings (-j): no "used before its value is set"
// analysis at all (549), not even where a control raises it.
// OPTIONS:
// OPTIONS: --no_use_before_set_warnings
// OPTIONS: -j
// OPTIONS: --no_use_before_set_warnings --diag_warning=549
// OPTIONS: --diag_error=549 --no_use_before_set_warnings
int f() { int x; return x; }
#pragma nv_diag_error 549
int g() { int y; return y; }
