// --no_host_device_initializer_list: std::initializer_list's members stop
// being implicitly __host__ __device__; only device code (cicc) sees it.
// OPTIONS:
// OPTIONS: --no_host_device_initializer_list
namespace std { template <class T> struct remove_reference { typedef T type; }; template <class T> struct remove_reference<T&> { typedef T type; };
 template <class T> constexpr typename remove_reference<T>::type&& move(T&& t) noexcept { return static_cast<typename remove_reference<T>::type&&>(t); }
 template <class T> constexpr T&& forward(typename remove_reference<T>::type& t) noexcept { return static_cast<T&&>(t); }
 template <class E> class initializer_list { const E* b; unsigned long n; public: constexpr initializer_list() noexcept : b(0), n(0) {} constexpr unsigned long size() const noexcept { return n; } constexpr const E* begin() const noexcept { return b; } }; }
__attribute__((device)) unsigned long il(std::initializer_list<int> l) { return l.size() + (l.begin() != 0); }
__attribute__((host, device)) unsigned long hd(std::initializer_list<int> l) { return l.size(); }
unsigned long h(std::initializer_list<int> l) { return l.size(); }
