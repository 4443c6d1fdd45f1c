// Texture and surface objects: cudaArray allocation with a channel format
// descriptor, cudaMemcpy2DToArray, cudaResourceDesc/cudaTextureDesc setup,
// tex2D<float> bilinear sampling with normalized coordinates for image
// resizing, and surf2Dwrite into a surface object.
#include <cstdio>
#include <cstring>
#include <vector>

__global__ void resize(cudaTextureObject_t tex, float *out, int w, int h)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
  out[y * w + x] = tex2D<float>(tex, u, v);
}

__global__ void gradient_to_surface(cudaSurfaceObject_t surf, int w, int h)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) surf2Dwrite(float(x + y) / (w + h), surf, x * int(sizeof(float)), y);
}

int main()
{
  const int sw = 64, sh = 64, dw = 200, dh = 150;
  std::vector<float> img(sw * sh);
  for (int i = 0; i < sw * sh; ++i) img[i] = float((i % sw) ^ (i / sw)) / 64.0f;

  cudaChannelFormatDesc fmt = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  cudaMallocArray(&arr, &fmt, sw, sh, cudaArraySurfaceLoadStore);
  cudaMemcpy2DToArray(arr, 0, 0, img.data(), sw * sizeof(float), sw * sizeof(float), sh,
                      cudaMemcpyHostToDevice);

  cudaResourceDesc res;
  std::memset(&res, 0, sizeof res);
  res.resType = cudaResourceTypeArray;
  res.res.array.array = arr;

  cudaTextureDesc td;
  std::memset(&td, 0, sizeof td);
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;

  cudaSurfaceObject_t surf = 0;
  cudaCreateSurfaceObject(&surf, &res);
  dim3 b(16, 16);
  gradient_to_surface<<<dim3((sw + 15) / 16, (sh + 15) / 16), b>>>(surf, sw, sh);

  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  float *out;
  cudaMalloc(&out, dw * dh * sizeof(float));
  resize<<<dim3((dw + 15) / 16, (dh + 15) / 16), b>>>(tex, out, dw, dh);
  std::vector<float> h(dw * dh);
  cudaMemcpy(h.data(), out, h.size() * sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("out[center]=%f\n", h[(dh / 2) * dw + dw / 2]);

  cudaDestroyTextureObject(tex);
  cudaDestroySurfaceObject(surf);
  cudaFreeArray(arr);
  cudaFree(out);
  return 0;
}
