/* The generic checker of CUDA attributes on declarations: it interprets
 * the rules, exclusions and checks of tables/cuda_attributes
 * (src/generated/cuda_attr_rules.def); nothing here knows any attribute. */
#ifndef CUFE_CUDA_ATTR_CHECK_H
#define CUFE_CUDA_ATTR_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#define CUDA_RULE_ENUMS
#include "generated/cuda_attr_rules.def"
#undef CUDA_RULE_ENUMS

struct parser;
struct il_node;

/* A declaration with CUDA attributes, as the checker sees it. */
struct cuda_decl {
    struct parser *p;
    const struct il_node *n;   /* its attributes: n->attrs, source order */
    uint32_t name_tok;         /* its declarator-id */
    uint32_t subjects;         /* 1u << SUBJ_*: what it is (fn and fn_member ...) */
    bool is_static;            /* declared `static` ("a static" in 3483) */
    /* whether it meets predicate PRED_* (void return, no ellipsis ...) */
    bool (*meets)(const struct cuda_decl *cd, enum cuda_predicate pred);
    void *ctx;                 /* for meets */
    const char *fname;         /* a function's name as messages give it ("A", "~A") */
};

/* Report what the table's rules say about every attribute of the
 * declaration, in cudafe++'s order (by position). */
void cuda_attr_check(const struct cuda_decl *cd);

#endif
