/* The generic CUDA attribute checker (cuda_attr_check.h).  For each
 * attribute of a declaration, in source order: its rule (the first whose
 * subject the declaration is: allowed, or diagnostics); where it applies,
 * its checks (a predicate the declaration must meet) and its exclusions
 * (another attribute on the same declaration).  The diagnostics are then reported
 * by caret position, as cudafe++ gives them. */
#include "parse/cuda_attr_check.h"

#include <stdlib.h>

#include "diag/diag.h"
#include "il/il.h"
#include "parse/parse_int.h"
#include "support/cuda_attrs.h"

enum cuda_rule_kind { CR_RULE, CR_EXCLUDE, CR_CHECK };
enum cuda_rule_where { AT_ATTR, AT_NAME, AT_SECOND };
enum cuda_rule_fill { FILL_NONE, FILL_DISP, FILL_STORAGE, FILL_TEXT, FILL_FNAME };

struct cuda_rule_diag {
    int diag;                        /* enum diag_id */
    enum cuda_rule_where where;
    enum cuda_rule_fill arg[2];
    const char *text[2];             /* FILL_TEXT */
};

struct cuda_rule {
    int attr;                        /* enum cuda_attr */
    enum cuda_rule_kind kind;
    int key;                         /* a subject, another attribute, a predicate */
    int first, count;                /* its diagnostics in cuda_rule_diags; none: allowed */
    bool ignored;                    /* a rule: the attribute is dropped (no checks) */
};

#define CUDA_RULE_TABLES
#include "generated/cuda_attr_rules.def"
#undef CUDA_RULE_TABLES

struct finding {
    uint32_t tok;
    size_t order;      /* the rule's place in the table: cudafe++'s order at one position */
    int diag;
    const char *args[3];
};

struct findings {
    struct finding v[32];
    unsigned n;
};

static void add(const struct cuda_decl *cd, struct findings *f, const struct cuda_rule *r,
                const struct il_attr *a, uint32_t second)
{
    for (int i = r->first; i < r->first + r->count && f->n < 32; i++) {
        const struct cuda_rule_diag *rd = &cuda_rule_diags[i];
        struct finding *x = &f->v[f->n++];
        x->diag = rd->diag;
        x->order = (size_t)(r - cuda_rules);
        x->tok = rd->where == AT_ATTR ? a->tok : rd->where == AT_NAME ? cd->name_tok : second;
        for (int k = 0; k < 2; k++) {
            switch (rd->arg[k]) {
            case FILL_DISP: x->args[k] = cuda_attr_infos[a->id].display; break;
            case FILL_STORAGE: x->args[k] = cd->is_static ? "a static" : "an automatic"; break;
            case FILL_TEXT: x->args[k] = rd->text[k]; break;
            case FILL_FNAME: x->args[k] = cd->fname ? cd->fname : ""; break;
            default: x->args[k] = NULL; break;
            }
        }
        x->args[2] = NULL;
        /* the same message at the same place once (two exclusions of a
         * third attribute meet at it) */
        for (unsigned k = 0; k + 1 < f->n; k++)
            if (f->v[k].tok == x->tok && f->v[k].diag == x->diag &&
                f->v[k].args[0] == x->args[0] && f->v[k].args[1] == x->args[1]) {
                f->n--;
                break;
            }
    }
}

static int by_position(const void *a, const void *b)
{
    const struct finding *x = a, *y = b;
    if (x->tok != y->tok)
        return x->tok < y->tok ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

void cuda_attr_check(const struct cuda_decl *cd)
{
    const struct il_node *n = cd->n;
    struct findings f = { .n = 0 };
    for (unsigned i = 0; i < n->nattrs; i++) {
        const struct il_attr *a = &n->attrs[i];
        if (a->id < 0)
            continue;
        /* its rule for this subject; the checks and exclusions only where
         * it applies */
        bool applies = true, ruled = false;
        size_t nrules = sizeof cuda_rules / sizeof *cuda_rules;
        for (size_t r = 0; r < nrules && !ruled; r++) {
            const struct cuda_rule *rule = &cuda_rules[r];
            if (rule->attr == a->id && rule->kind == CR_RULE &&
                (rule->key == SUBJ_any || (cd->subjects >> rule->key & 1))) {
                ruled = true;
                applies = !rule->ignored;
                add(cd, &f, rule, a, a->tok);
            }
        }
        for (size_t r = 0; r < nrules && applies; r++) {
            const struct cuda_rule *rule = &cuda_rules[r];
            if (rule->attr != a->id)
                continue;
            if (rule->kind == CR_CHECK && !cd->meets(cd, (enum cuda_predicate)rule->key))
                add(cd, &f, rule, a, a->tok);
            if (rule->kind == CR_EXCLUDE)
                for (unsigned k = 0; k < n->nattrs; k++)
                    if (n->attrs[k].id == rule->key) {
                        uint32_t later = n->attrs[k].tok > a->tok ? n->attrs[k].tok : a->tok;
                        add(cd, &f, rule, a, later);
                        break;
                    }
        }
    }
    /* by position, then in table order (cudafe++ checks the attributes of
     * one declaration in a fixed order, the table's) */
    for (unsigned i = 1; i < f.n; i++)
        for (unsigned k = i; k > 0 && by_position(&f.v[k - 1], &f.v[k]) > 0; k--) {
            struct finding t = f.v[k];
            f.v[k] = f.v[k - 1];
            f.v[k - 1] = t;
        }
    for (unsigned i = 0; i < f.n; i++) {
        struct diag_loc loc;
        parser_loc(cd->p, f.v[i].tok, &loc);
        if (diag_report(cd->p->d, (enum diag_id)f.v[i].diag, &loc, f.v[i].args) >=
            SEV_DISCRETIONARY_ERROR)
            cd->p->syntax_errors++, cd->p->intact_errors++;
    }
}
