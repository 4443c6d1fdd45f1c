// Vocabulary types: <tuple>, <variant>, <optional>, <string_view>
// (structured bindings over tuples, std::apply, std::visit with an
// overloaded visitor, holds_alternative/get_if, optional chaining with
// value_or, string_view tokenizing without copies) driving kernel choice.
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

__global__ void fill_value(float *p, int n, float v)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

__global__ void fill_ramp(float *p, int n, float start, float step)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = start + step * i;
}

struct Constant { float value; };
struct Ramp { float start, step; };
using FillSpec = std::variant<std::monostate, Constant, Ramp>;

template <typename... Fs>
struct overloaded : Fs... { using Fs::operator()...; };
template <typename... Fs>
overloaded(Fs...) -> overloaded<Fs...>;

std::optional<float> parse_float(std::string_view s)
{
  if (s.empty()) return std::nullopt;
  try {
    return std::stof(std::string(s));
  } catch (...) {
    return std::nullopt;
  }
}

FillSpec parse_spec(std::string_view spec)
{
  auto colon = spec.find(':');
  std::string_view kind = spec.substr(0, colon);
  std::string_view args = colon == std::string_view::npos ? std::string_view{} : spec.substr(colon + 1);
  if (kind == "const") return Constant{parse_float(args).value_or(0.0f)};
  if (kind == "ramp") {
    auto comma = args.find(',');
    auto a = parse_float(args.substr(0, comma));
    auto b = comma == std::string_view::npos ? std::nullopt : parse_float(args.substr(comma + 1));
    if (a && b) return Ramp{*a, *b};
  }
  return std::monostate{};
}

std::tuple<int, int, std::string> launch_shape(int n) { return {(n + 127) / 128, 128, "1d"}; }

int main()
{
  const int n = 1000;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  auto [g, b, label] = launch_shape(n);
  const int grid = g, block = b;  // lambdas below capture these, not the bindings

  const std::vector<std::string_view> specs{"const:2.5", "ramp:0,0.5", "bogus", "ramp:1"};
  int launched = 0;
  for (std::string_view s : specs) {
    FillSpec spec = parse_spec(s);
    launched += std::visit(overloaded{
                               [](std::monostate) { return 0; },
                               [&](Constant c) { fill_value<<<grid, block>>>(d, n, c.value); return 1; },
                               [&](Ramp r) { fill_ramp<<<grid, block>>>(d, n, r.start, r.step); return 1; },
                           },
                           spec);
    if (auto *r = std::get_if<Ramp>(&spec)) std::printf("ramp step %g\n", r->step);
    if (std::holds_alternative<std::monostate>(spec))
      std::printf("ignored spec '%.*s'\n", int(s.size()), s.data());
  }
  auto args = std::make_tuple(d, n, 9.0f);
  std::apply([&](float *p, int cnt, float v) { fill_value<<<grid, block>>>(p, cnt, v); }, args);
  std::tuple_element_t<1, decltype(args)> count = std::get<1>(args);

  cudaDeviceSynchronize();
  cudaFree(d);
  std::printf("%s launch: grid=%d block=%d launched=%d count=%d\n", label.c_str(), grid, block,
              launched, count);
  return 0;
}
