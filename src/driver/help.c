/* --help and --version: both come from data, not hand-kept text. */
#include <string.h>

#include "driver/cli.h"
#include "config.h"

static const char *arg_placeholder(const struct option_spec *s)
{
    switch (s->arg) {
    case ARG_INT: return "=N";
    case ARG_STRING: return "=TEXT";
    case ARG_PATH: return "=FILE";
    case ARG_LIST: return "=LIST";
    case ARG_ENUM: return "=WORD";
    default: return "";
    }
}

void cli_print_help(FILE *out)
{
    fputs("Usage: cufe [options] input.ii\n"
          "cufe is a drop-in replacement for cudafe++: options come before the input\n"
          "file; values follow '=' or the next argument; a unique prefix of a long\n"
          "option is accepted.\n\nOptions:\n", out);
    for (int i = 0; i < OPT__COUNT; i++) {
        const struct option_spec *s = &option_specs[i];
        char spell[128];
        int n = snprintf(spell, sizeof spell, "--%s%s", s->name, arg_placeholder(s));
        if (s->neg && n > 0 && (size_t)n < sizeof spell)
            n += snprintf(spell + n, sizeof spell - (size_t)n, ", --%s", s->neg);
        if (s->short_name && n > 0 && (size_t)n < sizeof spell)
            snprintf(spell + n, sizeof spell - (size_t)n, ", -%c", s->short_name);
        const char *note = "", *why = "", *end = "";
        if (s->status == STATUS_accepted && s->why)
            note = " (accepted, no effect yet: ", why = s->why, end = ")";
        else if (s->status == STATUS_accepted)
            note = " (accepted, no effect yet)";
        else if (s->status == STATUS_ignored)
            note = " (ignored)";
        else if (s->status == STATUS_rejected)
            note = " (rejected as an invalid option, as cudafe++ does)";
        else if (s->status == STATUS_inert && s->why)
            note = " (no effect: ", why = s->why, end = ")";
        if (s->arg == ARG_ENUM)
            fprintf(out, "  %-40s %s [%s]%s%s%s\n", spell, s->help, s->choices, note, why,
                    end);
        else
            fprintf(out, "  %-40s %s%s%s%s\n", spell, s->help, note, why, end);
    }
}

void cli_print_version(FILE *out)
{
    fputs("cufe: table-driven CUDA C++ front end (drop-in for cudafe++)\n"
          "Version " PACKAGE_VERSION "\n"
          "Accepts the command line of NVIDIA cudafe++ 13.0.\n", out);
}
