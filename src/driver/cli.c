/* Command-line parsing, cudafe++ style, driven entirely by option_specs.
 *
 * Rules (observed from cudafe++ 13.0):
 *  - options come before the single input file; any argument after the
 *    input is "too many arguments on command line";
 *  - a long option is `--name`, `--name=value` or `--name value`; an exact
 *    spelling wins, otherwise a unique prefix of one spelling is accepted
 *    and several matches are an error listing them;
 *  - `--neg` spellings turn a switch off;
 *  - `-X` is a short alias; its value is the rest of the word or the next
 *    argument;
 *  - errors are "Command-line error: ..." catastrophes (exit 4).
 */
#include "driver/cli.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

/* A spelling of an option: the option and whether it is the neg form. */
struct match {
    enum option_id id;
    bool neg;
};

static bool match_exact(const char *name, size_t len, struct match *m)
{
    for (int i = 0; i < OPT__COUNT; i++) {
        const struct option_spec *s = &option_specs[i];
        if (strlen(s->name) == len && memcmp(s->name, name, len) == 0) {
            *m = (struct match){ (enum option_id)i, false };
            return true;
        }
        if (s->neg && strlen(s->neg) == len && memcmp(s->neg, name, len) == 0) {
            *m = (struct match){ (enum option_id)i, true };
            return true;
        }
    }
    return false;
}

/* All spellings that start with name[0..len). */
static size_t match_prefix(const char *name, size_t len, struct match *out, size_t max)
{
    size_t n = 0;
    for (int i = 0; i < OPT__COUNT; i++) {
        const struct option_spec *s = &option_specs[i];
        if (strncmp(s->name, name, len) == 0) {
            if (n < max)
                out[n] = (struct match){ (enum option_id)i, false };
            n++;
        }
        if (s->neg && strncmp(s->neg, name, len) == 0) {
            if (n < max)
                out[n] = (struct match){ (enum option_id)i, true };
            n++;
        }
    }
    return n;
}

/* The error paths below format into static buffers: they end the process
 * (or, in unit tests, longjmp out), so nothing allocated would be freed. */

static _Noreturn void ambiguous(struct diag_engine *d, const char *arg, const char *word,
                                size_t len)
{
    /* Every candidate on its own line, indented 12, in table order; all
     * spellings of the table fit (~390 of them). */
    static char list[1 << 16];
    size_t used = 0;
    for (int i = 0; i < OPT__COUNT; i++) {
        const char *forms[2] = { option_specs[i].name, option_specs[i].neg };
        for (int k = 0; k < 2; k++) {
            if (!forms[k] || strncmp(forms[k], word, len) != 0)
                continue;
            int n = snprintf(list + used, sizeof list - used, "\n            --%s", forms[k]);
            if (n > 0 && (size_t)n < sizeof list - used)
                used += (size_t)n;
        }
    }
    /* The whole word is quoted, value included ("--diag=1"). */
    diag_simple(d, DIAG_cl_ambiguous_option, arg, list, NULL);
    abort(); /* not reached: command-line errors terminate */
}

/* cudafe++ takes plain decimal digits only (no sign, blanks, hex or
 * octal: "010" is ten), up to LONG_MAX. */
static bool parse_number(const char *s, long *out)
{
    if (!*s)
        return false;
    long v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9')
            return false;
        int digit = *p - '0';
        if (v > (LONG_MAX - digit) / 10)
            return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

static void split_list(struct str_list *l, const char *value)
{
    const char *p = value;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (len)
            str_list_push(l, xstrndup(p, len));
        if (!comma)
            break;
        p = comma + 1;
    }
}

static bool in_choices(const char *choices, const char *value)
{
    size_t len = strlen(value);
    for (const char *p = choices; *p;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        if (n == len && memcmp(p, value, n) == 0)
            return true;
        if (!comma)
            break;
        p = comma + 1;
    }
    return false;
}

/* The table's range checks on int values. */
static bool in_range(const struct option_spec *s, long n)
{
    switch (s->check) {
    case CHECK_RANGE:
        return n >= s->lo && n <= s->hi;
    case CHECK_POW2:
        return n >= s->lo && n <= s->hi && (n & (n - 1)) == 0;
    default:
        return true;
    }
}

/* "output_mode" -> "output mode"; "text,sarif" -> "text, sarif". */
static void enum_error(struct diag_engine *d, const struct option_spec *s, const char *value)
{
    static char what[128], list[512];
    snprintf(what, sizeof what, "%s", s->name);
    for (char *p = what; *p; p++)
        if (*p == '_' || *p == '-')
            *p = ' ';
    char *q = list;
    for (const char *p = s->choices; *p && q < list + sizeof list - 3; p++) {
        *q++ = *p;
        if (*p == ',')
            *q++ = ' ';
    }
    *q = '\0';
    diag_simple(d, DIAG_cufe_unrecognized_enum, what, list, value);
}

static void store(struct diag_engine *d, struct options *o, struct match m,
                  const char *value, int order, cli_option_hook hook)
{
    const struct option_spec *s = &option_specs[m.id];
    struct option_value *v = &o->v[m.id];
    v->given = true;
    v->order = order;
    switch (s->arg) {
    case ARG_NONE:
        v->on = !m.neg;
        break;
    case ARG_INT:
        if (!parse_number(value, &v->num))
            diag_simple(d, DIAG_cl_invalid_number, value, NULL, NULL);
        if (!in_range(s, v->num))
            diag_simple(d, (enum diag_id)s->check_diag, value, NULL, NULL);
        v->str = value;
        break;
    case ARG_ENUM:
        if (!in_choices(s->choices, value)) {
            if (s->check == CHECK_ENUM)
                diag_simple(d, (enum diag_id)s->check_diag, value, NULL, NULL);
            enum_error(d, s, value);
        }
        v->str = value;
        break;
    case ARG_LIST:
        split_list(&v->list, value);
        v->str = value;
        break;
    case ARG_STRING:
    case ARG_PATH:
        v->str = value;
        break;
    }
    if (hook)
        hook(d, o, m.id, value);
}

/* --name, --name=value, --name value (unique prefixes allowed). */
static int parse_long(struct diag_engine *d, struct options *o, int argc, char **argv,
                      int i, cli_option_hook hook)
{
    const char *arg = argv[i];
    const char *name = arg + 2;
    const char *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    struct match m;
    if (!match_exact(name, len, &m)) {
        struct match one[2];
        size_t n = match_prefix(name, len, one, 2);
        if (n == 0)
            diag_simple(d, DIAG_cl_invalid_option, arg, NULL, NULL);
        if (n > 1)
            ambiguous(d, arg, name, len);
        m = one[0];
    }
    /* Spellings cudafe++ lists (--dump_command_options) but rejects as
     * invalid options (--embedded_c, --no_embedded_c). */
    if (option_specs[m.id].status == STATUS_rejected)
        diag_simple(d, DIAG_cl_invalid_option, arg, NULL, NULL);
    /* `--name=` and a value on a switch name no option. */
    if (eq && (!eq[1] || option_specs[m.id].arg == ARG_NONE))
        diag_simple(d, DIAG_cl_invalid_option, arg, NULL, NULL);
    const char *value = NULL;
    if (option_specs[m.id].arg != ARG_NONE) {
        if (eq) {
            value = eq + 1;
        } else if (i + 1 < argc) {
            value = argv[++i];   /* taken even when it starts with '-' */
        } else {
            /* quoted as typed, abbreviation included */
            static char shown[4096];
            snprintf(shown, sizeof shown, "%.*s", (int)((size_t)(name - arg) + len), arg);
            diag_simple(d, DIAG_cufe_requires_argument, shown, NULL, NULL);
        }
    }
    store(d, o, m, value, i, hook);
    return i;
}

/* -X, a group of short switches (-wW), possibly ending in one that takes
 * a value attached or in the next argument (-we3, -e 3). */
static int parse_short(struct diag_engine *d, struct options *o, int argc, char **argv,
                       int i, cli_option_hook hook)
{
    const char *arg = argv[i];
    for (const char *p = arg + 1; *p; p++) {
        struct match m = { OPT__COUNT, false };
        for (int k = 0; k < OPT__COUNT; k++)
            if (option_specs[k].short_name == *p)
                m.id = (enum option_id)k;
        if (m.id == OPT__COUNT)
            diag_simple(d, DIAG_cl_invalid_option, arg, NULL, NULL);
        if (option_specs[m.id].arg == ARG_NONE) {
            store(d, o, m, NULL, i, hook);
            continue;
        }
        const char *value = p + 1;
        if (!*value) {
            if (i + 1 >= argc)
                diag_simple(d, DIAG_cl_invalid_option, arg, NULL, NULL);
            value = argv[++i];
        }
        store(d, o, m, value, i, hook);
        break;
    }
    return i;
}

static void set_input(struct diag_engine *d, struct options *o, const char *arg)
{
    o->input = arg;
    const char *orig = opt_str(o, OPT_orig_src_file_name);
    diag_set_compilation_name(d, orig ? orig : arg);
}

void cli_parse(struct diag_engine *d, struct options *o, int argc, char **argv,
               cli_option_hook hook)
{
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (o->input)
            diag_simple(d, DIAG_cl_too_many_arguments, NULL, NULL, NULL);
        if (options_done || arg[0] != '-' || !arg[1])
            set_input(d, o, arg);   /* "-" is standard input */
        else if (strcmp(arg, "--") == 0)
            options_done = true;
        else if (arg[1] == '-')
            i = parse_long(d, o, argc, argv, i, hook);
        else
            i = parse_short(d, o, argc, argv, i, hook);
    }
}
