// <cstdio> only: printf/fprintf/snprintf/puts/fputs on the host, sscanf
// parsing, a temporary file written with fwrite and read back with fread,
// plus device-side printf from a kernel.
#include <cstdio>

__global__ void report(int tag)
{
  printf("device: block %d thread %d tag %d\n", blockIdx.x, threadIdx.x, tag);
}

int main()
{
  char line[64];
  int written = std::snprintf(line, sizeof line, "%s-%04d-%.2f", "run", 7, 3.14159);
  std::puts(line);

  int id = 0;
  double value = 0.0;
  if (std::sscanf(line, "run-%d-%lf", &id, &value) == 2)
    std::printf("parsed id=%d value=%g from %d chars\n", id, value, written);

  std::FILE *f = std::tmpfile();
  if (f) {
    const int data[4] = {1, 2, 3, 4};
    std::fwrite(data, sizeof(int), 4, f);
    std::rewind(f);
    int back[4] = {};
    size_t got = std::fread(back, sizeof(int), 4, f);
    std::fprintf(stdout, "read %zu ints, last=%d\n", got, back[3]);
    std::fclose(f);
  } else {
    std::fputs("tmpfile failed\n", stderr);
  }

  report<<<2, 2>>>(id);
  cudaDeviceSynchronize();
  std::fflush(stdout);
  return 0;
}
