// --no-constant-variable-inferencing: whether a constexpr variable used in
// device code is made __constant__ is decided for the device IL: no effect on
// cudafe++'s diagnostics or host file.
// OPTIONS:
// OPTIONS: --no-constant-variable-inferencing
constexpr int ce = 5;
constexpr float cf = 1.5f;
constexpr int arr[3] = { 1, 2, 3 };
__attribute__((device)) float usece(int i) { return ce + cf + arr[i] + *&ce; }
__attribute__((global)) void k(float *p) { *p = usece(1); }
