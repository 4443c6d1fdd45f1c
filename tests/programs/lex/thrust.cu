// Lexer round-trip program: thrust containers and algorithms.
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

struct square {
    __host__ __device__ float operator()(float x) const { return x * x; }
};

int main()
{
    thrust::device_vector<float> d(1000);
    thrust::sequence(d.begin(), d.end());
    thrust::sort(d.begin(), d.end(), thrust::greater<float>());
    thrust::transform(d.begin(), d.end(), d.begin(), square());
    float sum = thrust::reduce(d.begin(), d.end(), 0.0f, thrust::plus<float>());
    thrust::host_vector<float> h = d;
    return sum > 0 && h.size() == 1000 ? 0 : 1;
}
