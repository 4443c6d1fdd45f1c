/* CUDA attribute descriptors (tables/cuda_attributes) and SM feature
 * thresholds (tables/sm_features).
 *
 * Where an attribute may stand, what it excludes and what it requires are
 * rows, interpreted by parse/cuda_attr_check.c.  What the execution and
 * memory spaces mean -- a __global__ function is a kernel (a stub in the
 * host file, a launch target), a __device__-only body is device code, a
 * __managed__ variable's host uses are rewritten -- is code that names
 * them (CUDA_ATTR_ID_global ...): the host writer and the parser's
 * bookkeeping, not rules a row could say. */
#ifndef CUFE_CUDA_ATTRS_H
#define CUFE_CUDA_ATTRS_H

#include <stdbool.h>

enum cuda_attr_category {
    CUDA_ATTR_exec_space, CUDA_ATTR_mem_space, CUDA_ATTR_launch_config,
    CUDA_ATTR_optimization, CUDA_ATTR_internal, CUDA_ATTR_param
};

/* What the host file does with it (tables/cuda_attributes, host). */
enum cuda_attr_host { CUDA_HOST_strip, CUDA_HOST_keep };

enum cuda_attr {
#define CUDA_ATTR(ident, name, kind, category, min_args, max_args, display, host, help) \
    CUDA_ATTR_ID_##ident,
#include "generated/cuda_attributes.def"
    CUDA_ATTR__COUNT
};

struct cuda_attr_info {
    const char *name;       /* as in __attribute__((name)) */
    char kind;              /* cudafe++'s kind letter, 0 if none */
    enum cuda_attr_category category;
    int min_args, max_args;
    const char *display;    /* as cudafe++'s messages name it (__host__, noinline) */
    enum cuda_attr_host host;
    const char *help;
};

extern const struct cuda_attr_info cuda_attr_infos[CUDA_ATTR__COUNT];

/* Find a CUDA attribute by its GNU spelling; "__x__" finds "x" too. */
bool cuda_attr_lookup(const char *name, unsigned len, enum cuda_attr *out);

enum sm_feature {
#define SM_FEATURE(ident, min_arch, tag, message) SM_FEATURE_##ident,
#include "generated/sm_features.def"
    SM_FEATURE__COUNT
};

struct sm_feature_info {
    const char *name;
    const char *min_arch;   /* "compute_70", "sm_90a", ... or NULL if unknown */
    const char *tag;        /* diagnostic tag, or NULL */
    const char *message;
};

extern const struct sm_feature_info sm_feature_infos[SM_FEATURE__COUNT];

#endif
