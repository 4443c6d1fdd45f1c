/* CUDA attribute descriptors (tables/cuda_attributes) and SM feature
 * thresholds (tables/sm_features). */
#ifndef CUFE_CUDA_ATTRS_H
#define CUFE_CUDA_ATTRS_H

#include <stdbool.h>

enum cuda_attr_category {
    CUDA_ATTR_exec_space, CUDA_ATTR_mem_space, CUDA_ATTR_launch_config,
    CUDA_ATTR_optimization, CUDA_ATTR_internal, CUDA_ATTR_param
};

enum cuda_attr {
#define CUDA_ATTR(ident, name, kind, category, min_args, max_args, applies, help) \
    CUDA_ATTR_ID_##ident,
#include "generated/cuda_attributes.def"
    CUDA_ATTR__COUNT
};

struct cuda_attr_info {
    const char *name;       /* as in __attribute__((name)) */
    char kind;              /* cudafe++'s kind letter, 0 if none */
    enum cuda_attr_category category;
    int min_args, max_args;
    const char *applies_to; /* space-separated: function variable parameter ... */
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
