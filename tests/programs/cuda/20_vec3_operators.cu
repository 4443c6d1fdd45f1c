// Operator overloading on a __host__ __device__ vec3 type: arithmetic,
// compound assignment, unary minus, scalar*vec, dot/cross/length, and a
// simple ray-sphere intersection kernel writing a shaded image.
#include <cmath>
#include <cstdio>

struct vec3 {
  float x, y, z;
  __host__ __device__ vec3() : x(0), y(0), z(0) {}
  __host__ __device__ vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ vec3 operator-() const { return vec3(-x, -y, -z); }
  __host__ __device__ vec3 &operator+=(const vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
  __host__ __device__ vec3 &operator*=(float s) { x *= s; y *= s; z *= s; return *this; }
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
};

__host__ __device__ inline vec3 operator+(vec3 a, const vec3 &b) { return a += b; }
__host__ __device__ inline vec3 operator-(const vec3 &a, const vec3 &b) { return vec3(a.x - b.x, a.y - b.y, a.z - b.z); }
__host__ __device__ inline vec3 operator*(vec3 a, float s) { return a *= s; }
__host__ __device__ inline vec3 operator*(float s, vec3 a) { return a *= s; }
__host__ __device__ inline vec3 operator/(vec3 a, float s) { return a *= (1.0f / s); }
__host__ __device__ inline bool operator==(const vec3 &a, const vec3 &b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
__host__ __device__ inline float dot(const vec3 &a, const vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__host__ __device__ inline vec3 cross(const vec3 &a, const vec3 &b)
{
  return vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
__host__ __device__ inline float length(const vec3 &v) { return sqrtf(dot(v, v)); }
__host__ __device__ inline vec3 normalize(const vec3 &v) { return v / length(v); }

struct Sphere { vec3 center; float radius; };

__device__ bool hit(const Sphere &s, const vec3 &orig, const vec3 &dir, float &t)
{
  vec3 oc = orig - s.center;
  float b = dot(oc, dir), c = dot(oc, oc) - s.radius * s.radius;
  float disc = b * b - c;
  if (disc < 0.0f) return false;
  t = -b - sqrtf(disc);
  return t > 0.0f;
}

__global__ void render(unsigned char *img, int w, int h, Sphere s, vec3 light)
{
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  vec3 orig(0, 0, 0);
  vec3 dir = normalize(vec3((px - w * 0.5f) / h, (py - h * 0.5f) / h, 1.0f));
  float t;
  float shade = 0.1f;
  if (hit(s, orig, dir, t)) {
    vec3 p = orig + t * dir;
    vec3 n = normalize(p - s.center);
    shade = fmaxf(0.0f, dot(n, -normalize(p - light)));
  }
  img[py * w + px] = static_cast<unsigned char>(255.0f * fminf(shade, 1.0f));
}

int main()
{
  vec3 a(1, 0, 0), b(0, 1, 0);
  vec3 c = cross(a, b);
  std::printf("cross = (%g %g %g), |a+b| = %g, eq=%d\n", c.x, c.y, c.z, length(a + b), c == vec3(0, 0, 1));
  const int w = 320, h = 240;
  unsigned char *img;
  cudaMalloc(&img, w * h);
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  render<<<grid, block>>>(img, w, h, Sphere{vec3(0, 0, 5), 1.5f}, vec3(5, -5, 0));
  cudaDeviceSynchronize();
  cudaFree(img);
  return 0;
}
