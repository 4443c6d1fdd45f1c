/* The option table (generated from tables/options) and the values the
 * command line gave.  Consumers ask opt_on()/opt_num()/opt_str()/opt_list()
 * by OPT_<name>; nothing here knows what any option means. */
#ifndef CUFE_OPTIONS_H
#define CUFE_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

enum arg_kind { ARG_NONE, ARG_INT, ARG_STRING, ARG_PATH, ARG_LIST, ARG_ENUM };

enum subsys {
    SUBSYS_driver, SUBSYS_diag, SUBSYS_lexer, SUBSYS_preproc, SUBSYS_parser,
    SUBSYS_lang, SUBSYS_cuda, SUBSYS_output, SUBSYS_il, SUBSYS_pch, SUBSYS_modules
};

/* inert: cudafe++ gives it an effect only in a part of the front end cufe
 * does not have (C mode, EDG's preprocessor, ...); option_spec.why says which.
 * rejected: cudafe++ lists the spelling but rejects it as an invalid option. */
enum opt_status { STATUS_impl, STATUS_accepted, STATUS_ignored, STATUS_cufe, STATUS_inert,
                  STATUS_rejected };

/* The value check of the table's check column. */
enum opt_check { CHECK_NONE, CHECK_ENUM, CHECK_RANGE, CHECK_POW2 };

enum option_id {
#define OPTION(ident, name, neg, shrt, arg, choices, def, check, check_diag, lo, hi, \
               subsys, status, why, id, help) \
    OPT_##ident,
#include "generated/options.def"
    OPT__COUNT
};

struct option_spec {
    const char *name;      /* long spelling without "--" */
    const char *neg;       /* spelling that turns it off, or NULL */
    char short_name;       /* -X alias, or 0 */
    enum arg_kind arg;
    const char *choices;   /* "a,b" for ARG_ENUM */
    const char *def;       /* default as written in the table, or NULL */
    enum opt_check check;  /* value check; failing it reports check_diag */
    int check_diag;        /* an enum diag_id (diag.h), DIAG__COUNT if none */
    long lo, hi;           /* CHECK_RANGE / CHECK_POW2 bounds */
    enum subsys subsys;
    enum opt_status status;
    const char *why;       /* STATUS_inert: why it has no effect in cufe;
                            * STATUS_accepted: what cufe lacks for it, or NULL */
    int seed_id;           /* cudafe++ case number, 0 if none */
    const char *help;
};

extern const struct option_spec option_specs[OPT__COUNT];

/* Values of a list option, in command-line order. */
struct str_list {
    const char **items;
    size_t count, cap;
};

struct option_value {
    bool given;            /* appeared on the command line */
    bool on;               /* switch state (default from the table) */
    long num;              /* ARG_INT */
    const char *str;       /* ARG_STRING, ARG_PATH, ARG_ENUM: last value */
    struct str_list list;  /* ARG_LIST: every value, commas split */
    int order;             /* argv index of the last occurrence, 0 if none */
};

struct options {
    struct option_value v[OPT__COUNT];
    const char *input;     /* the source file, or NULL */
};

/* Fill in the table defaults. */
void options_init(struct options *o);
void options_free(struct options *o);

void str_list_push(struct str_list *l, const char *s);

static inline bool opt_on(const struct options *o, enum option_id id) { return o->v[id].on; }
static inline bool opt_given(const struct options *o, enum option_id id) { return o->v[id].given; }
static inline long opt_num(const struct options *o, enum option_id id) { return o->v[id].num; }
static inline const char *opt_str(const struct options *o, enum option_id id) { return o->v[id].str; }
static inline const struct str_list *opt_list(const struct options *o, enum option_id id)
{
    return &o->v[id].list;
}

#endif
