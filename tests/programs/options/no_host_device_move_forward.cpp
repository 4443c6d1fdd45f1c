// --no_host_device_move_forward: std::move / std::forward stop being
// implicitly __host__ __device__; only device code (compiled by cicc) calls
// them that way: cudafe++ shows no effect on host-side output.
// OPTIONS:
// OPTIONS: --no_host_device_move_forward
namespace std { template <class T> struct remove_reference { typedef T type; }; template <class T> struct remove_reference<T&> { typedef T type; };
 template <class T> constexpr typename remove_reference<T>::type&& move(T&& t) noexcept { return static_cast<typename remove_reference<T>::type&&>(t); }
 template <class T> constexpr T&& forward(typename remove_reference<T>::type& t) noexcept { return static_cast<T&&>(t); }
 template <class E> class initializer_list { const E* b; unsigned long n; public: constexpr initializer_list() noexcept : b(0), n(0) {} constexpr unsigned long size() const noexcept { return n; } constexpr const E* begin() const noexcept { return b; } }; }
__attribute__((device)) int dv(int x) { int y = std::move(x); return std::forward<int&>(y); }
__attribute__((host, device)) int hd(int x) { int y = std::move(x); return std::forward<int&>(y); }
int h(int x) { return std::move(x); }
