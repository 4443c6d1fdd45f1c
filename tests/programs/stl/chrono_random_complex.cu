// <chrono>, <random>, <complex>: steady_clock timing of kernel launches with
// duration_cast, mt19937 with uniform_real/normal/bernoulli distributions
// seeded via seed_seq, a naive O(n^2) DFT with std::complex/polar/exp, and
// an upload of the complex spectrum as float2 to a kernel.
#include <chrono>
#include <cmath>
#include <complex>
#include <cstdio>
#include <random>
#include <vector>

__global__ void magnitude(const float2 *z, float *mag, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) mag[i] = sqrtf(z[i].x * z[i].x + z[i].y * z[i].y);
}

std::vector<std::complex<double>> dft(const std::vector<std::complex<double>> &x)
{
  using namespace std::complex_literals;
  const size_t n = x.size();
  const double pi = std::acos(-1.0);
  std::vector<std::complex<double>> out(n);
  for (size_t k = 0; k < n; ++k)
    for (size_t t = 0; t < n; ++t) out[k] += x[t] * std::exp(-2.0i * pi * double(k * t) / double(n));
  return out;
}

int main()
{
  std::seed_seq seq{1, 2, 3, 4};
  std::mt19937 gen(seq);
  std::uniform_real_distribution<double> phase(0.0, 6.283185307179586);
  std::normal_distribution<double> noise(0.0, 0.1);
  std::bernoulli_distribution flip(0.25);
  std::uniform_int_distribution<int> pick(0, 63);

  const int n = 64;
  std::vector<std::complex<double>> signal(n);
  for (int t = 0; t < n; ++t)
    signal[t] = std::polar(1.0, 2.0 * 3.141592653589793 * 5 * t / n) + noise(gen);
  if (flip(gen)) signal[pick(gen)] *= std::complex<double>(0.0, 1.0);
  auto spectrum = dft(signal);

  std::vector<float2> zs(n);
  for (int i = 0; i < n; ++i)
    zs[i] = make_float2(float(spectrum[i].real()), float(spectrum[i].imag()));
  float2 *dz;
  float *dm;
  cudaMalloc(&dz, n * sizeof(float2));
  cudaMalloc(&dm, n * sizeof(float));
  cudaMemcpy(dz, zs.data(), n * sizeof(float2), cudaMemcpyHostToDevice);

  auto t0 = std::chrono::steady_clock::now();
  for (int rep = 0; rep < 100; ++rep) magnitude<<<1, n>>>(dz, dm, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  auto us = std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0);
  std::chrono::duration<double, std::milli> ms = t1 - t0;

  std::vector<float> mags(n);
  cudaMemcpy(mags.data(), dm, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dz);
  cudaFree(dm);
  using namespace std::chrono_literals;
  std::printf("|X[5]|=%f (host %f) phase=%f in %lld us (%.3f ms, budget %s)\n", mags[5],
              std::abs(spectrum[5]), phase(gen), static_cast<long long>(us.count()), ms.count(),
              ms < 500ms ? "ok" : "exceeded");
  return 0;
}
