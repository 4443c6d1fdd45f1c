// Stream I/O: <iostream>, <sstream>, <fstream>, <iomanip>, <string>
// (formatted output with setw/setprecision/fixed/hex, parsing CSV text with
// istringstream and getline, writing and re-reading a file, stream state
// checks, a user-defined operator<< for a device result struct).
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

struct Timing {
  std::string name;
  float ms;
  int blocks;
};

std::ostream &operator<<(std::ostream &os, const Timing &t)
{
  return os << std::left << std::setw(10) << t.name << std::right << std::fixed
            << std::setprecision(3) << std::setw(9) << t.ms << " ms  blocks=" << t.blocks;
}

__global__ void busy(float *p, int iters)
{
  float v = threadIdx.x;
  for (int k = 0; k < iters; ++k) v = v * 0.999f + 1.0f;
  p[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

int main()
{
  std::istringstream csv("name,blocks\nsmall,4\nmedium,32\nlarge,256\n");
  std::string line;
  std::getline(csv, line);  // header
  std::vector<Timing> runs;
  while (std::getline(csv, line)) {
    std::stringstream fields(line);
    Timing t{};
    std::getline(fields, t.name, ',');
    fields >> t.blocks;
    if (fields) runs.push_back(t);
  }

  float *d;
  cudaMalloc(&d, 256 * 128 * sizeof(float));
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (auto &t : runs) {
    cudaEventRecord(a);
    busy<<<t.blocks, 128>>>(d, 1000);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    cudaEventElapsedTime(&t.ms, a, b);
  }
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  cudaFree(d);

  const char *path = "iostreams_timings.txt";
  {
    std::ofstream out(path);
    for (const auto &t : runs) out << t << '\n';
  }
  std::ifstream in(path);
  int lines = 0;
  while (std::getline(in, line)) {
    std::cout << "file: " << line << '\n';
    ++lines;
  }
  std::remove(path);

  std::ostringstream summary;
  summary << "runs=" << runs.size() << " lines=" << lines << " mask=0x" << std::hex
          << std::setfill('0') << std::setw(8) << 0xBEEFu << std::dec;
  std::cout << summary.str() << std::endl;
  std::cerr << std::boolalpha << "stream ok: " << bool(std::cout) << '\n';
  return 0;
}
