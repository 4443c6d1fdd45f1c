/* cufe driver: command line -> read input -> (lex, parse, write) -> exit. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "driver/cli.h"
#include "diag/diag.h"
#include "diag/diag_control.h"
#include "driver/driver.h"
#include "driver/options.h"
#include "driver/lang.h"
#include "driver/output.h"

/* --dump_command_options: every spelling cudafe++ accepts (each row's name,
 * then its neg; cufe's own rows are not cudafe++'s), "--x " each, in table
 * order, on stdout with no newline -- as cudafe++ prints them. */
static void dump_command_options(FILE *out)
{
    for (int i = 0; i < OPT__COUNT; i++) {
        const struct option_spec *s = &option_specs[i];
        if (s->status == STATUS_cufe)
            continue;
        fprintf(out, "--%s ", s->name);
        if (s->neg)
            fprintf(out, "--%s ", s->neg);
    }
    fflush(out);
}

/* --error_output FILE: once the command line is read, everything cudafe++
 * writes to stderr (diagnostics, the summary, --timing) goes to FILE,
 * created or truncated even when there is nothing to report. */
static void redirect_errors(struct diag_engine *d, const char *path)
{
    fflush(stderr);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    if (fd < 0)
        diag_simple(d, DIAG_cufe_cannot_open_error_file, path, NULL, NULL);
    if (fd != STDERR_FILENO) {
        dup2(fd, STDERR_FILENO);
        close(fd);
    }
    /* A file takes no colour escapes. */
    d->color_capable = d->colors = false;
}

static bool given_any(const struct options *o, const enum option_id *ids, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (o->v[ids[i]].given)
            return true;
    return false;
}

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

/* cudafe++'s checks of the language mode after the command line, before
 * the input is known ("in this compilation"):
 *   an option that selects C (a C standard, --gcc or --no_gcc) and one
 *     that selects C++ (a C++ standard, --g++ or --no_g++), in any order;
 *   --strict or --strict_warnings with GNU or Clang mode asked for: by
 *     --g++ or --gcc left on, or, when neither switch is given, by
 *     --gnu_version, --clang or --clang_version;
 *   --svr4 in C++;
 * are "language modes specified are incompatible". */
static void check_language_modes(struct diag_engine *d, const struct options *o, bool cxx)
{
    static const enum option_id c_std[] = { OPT_c, OPT_c89, OPT_c99, OPT_c11, OPT_c17,
                                            OPT_c18, OPT_c23, OPT_old_c };
    static const enum option_id cxx_std[] = { OPT_cxx, OPT_cxx03, OPT_cxx11, OPT_cxx0x,
                                              OPT_cxx14, OPT_cxx17, OPT_cxx20, OPT_cxx23 };
    static const enum option_id strict[] = { OPT_strict, OPT_strict_warnings };
    static const enum option_id gnu_switch[] = { OPT_gxx, OPT_gcc };
    static const enum option_id gnu_implied[] = { OPT_gnu_version, OPT_clang, OPT_clang_version };
    bool selects_c = given_any(o, c_std, COUNT(c_std)) || o->v[OPT_gcc].given;
    bool selects_cxx = given_any(o, cxx_std, COUNT(cxx_std)) || o->v[OPT_gxx].given;
    bool bad = selects_c && selects_cxx;
    if (given_any(o, strict, COUNT(strict))) {
        bool asked;
        if (given_any(o, gnu_switch, COUNT(gnu_switch)))
            asked = (o->v[OPT_gxx].given && o->v[OPT_gxx].on) ||
                    (o->v[OPT_gcc].given && o->v[OPT_gcc].on);
        else
            asked = given_any(o, gnu_implied, COUNT(gnu_implied));
        if (asked)
            bad = true;
    }
    if (cxx && opt_on(o, OPT_svr4))
        bad = true;
    if (bad) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cl_incompatible_language_modes, NULL, NULL, NULL);
    }
}

/* --long_lifetime_temps, or --cfront_2.1 / --cfront_3.0 that imply it when
 * neither --long_lifetime_temps nor --short_lifetime_temps is given, in
 * C++11 or later. */
static void check_lifetime_temps(struct diag_engine *d, const struct options *o,
                                 const struct lang_mode *m)
{
    static const enum option_id cfront[] = { OPT_cfront_2_1, OPT_cfront_3_0 };
    const struct option_value *v = &o->v[OPT_long_lifetime_temps];
    bool on = v->given ? v->on : given_any(o, cfront, COUNT(cfront));
    if (on && (m->bits & LANG_CXX) && m->std >= 2011) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_long_lifetime_temps_incompatible, NULL, NULL, NULL);
    }
}

/* The language checks after the command line, in cudafe++'s order: modes
 * that cannot go together, then options cudafe++ allows only when
 * compiling C (after the command line,
 * in C++ the first of them given (in this order) is a command-line error,
 * reported before the input is known ("in this compilation").  either: the
 * neg spelling errs too), then long lifetime temporaries, then
 * --nonstd_gnu_keywords outside GNU mode; --namespaces (either spelling),
 * --bool and --embedded_c++ in C, --no_bool in C++14 or later and
 * --no_namespaces in C++11 or later are errors too. */
static void check_language_options(struct diag_engine *d, const struct options *o)
{
    static const struct {
        enum option_id id;
        enum diag_id diag;
        bool either;
    } c_only[] = {
        { OPT_extended_designators, DIAG_cufe_option_only_in_c, true },
        { OPT_compound_literals, DIAG_cufe_option_only_in_c, true },
        { OPT_c23_typeof, DIAG_cufe_option_only_in_c, true },
        { OPT_gcc89_inlining, DIAG_cufe_gnu_c89_inlining_only_in_c, false },
        { OPT_func_prototype_tags, DIAG_cufe_func_prototype_tags_only_in_c, false },
    };
    struct lang_mode m;
    lang_mode_from_options(&m, o);
    check_language_modes(d, o, !(m.bits & LANG_C));
    if ((m.bits & LANG_C) && o->v[OPT_namespaces].given) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_namespaces_only_in_cxx, NULL, NULL, NULL);
    }
    if ((m.bits & LANG_C) && o->v[OPT_bool].given) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_bool_only_in_cxx, NULL, NULL, NULL);
    }
    /* --embedded_c++ in C (after the --bool check, observed) */
    if ((m.bits & LANG_C) && opt_on(o, OPT_embedded_cxx)) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_option_only_in_cxx, option_specs[OPT_embedded_cxx].name, NULL, NULL);
    }
    for (size_t i = 0; !(m.bits & LANG_C) && i < COUNT(c_only); i++) {
        const struct option_value *v = &o->v[c_only[i].id];
        if (v->given && (v->on || c_only[i].either)) {
            diag_set_compilation_name(d, NULL);
            diag_simple(d, c_only[i].diag, option_specs[c_only[i].id].name, NULL, NULL);
        }
    }
    check_lifetime_temps(d, o, &m);
    /* --nonstd_gnu_keywords outside GNU mode (--no_g++, --no_gcc). */
    if (o->v[OPT_nonstd_gnu_keywords].given && o->v[OPT_nonstd_gnu_keywords].on &&
        !(m.bits & LANG_GNU)) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_nonstd_gnu_keywords_needs_gnu, NULL, NULL, NULL);
    }
    /* --no_bool: C++14 constexpr needs bool. */
    if ((m.bits & LANG_CXX) && m.std >= 2014 && o->v[OPT_bool].given && !o->v[OPT_bool].on) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_cxx14_constexpr_needs_bool, NULL, NULL, NULL);
    }
    /* --no_namespaces in C++11 or later: cudafe++ fails an assertion in
     * its command-line processing (exit 134) after the checks above; cufe
     * refuses it as a command-line error.  Before C++11 it is allowed
     * (`namespace` and `using` are then no keywords: LANG_NAMESPACES). */
    if ((m.bits & LANG_CXX) && m.std >= 2011 && o->v[OPT_namespaces].given &&
        !o->v[OPT_namespaces].on) {
        diag_set_compilation_name(d, NULL);
        diag_simple(d, DIAG_cufe_no_namespaces_cxx11, NULL, NULL, NULL);
    }
}

/* --time_limit N: as cudafe++, a soft CPU limit of N seconds; when the
 * kernel signals it, the internal error below, no outputs, and exit 4
 * (cudafe++ aborts, rc 134: cufe exits 4 like its other internal errors). */
static void cpu_time_exceeded(int sig)
{
    static const char text[] = "\nInternal error: CPU time limit exceeded.\n"
                               "Compilation aborted.\n";
    (void)sig;
    output_unlink_temporaries();
    if (write(STDERR_FILENO, text, sizeof text - 1) < 0) {
        /* nothing more to do */
    }
    _exit(4);
}

static void set_time_limit(long seconds)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_CPU, &rl) != 0)
        return;
    rlim_t want = (rlim_t)seconds;
    if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max)
        want = rl.rlim_max;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = cpu_time_exceeded;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGXCPU, &sa, NULL);
    rl.rlim_cur = want;
    setrlimit(RLIMIT_CPU, &rl);
}

/* Options that act the moment they are read, as in cudafe++: --version
 * prints its banner and carries on; --Version prints one and exits 1;
 * --dump_command_options prints the spellings (each time it is given). */
static void on_option(struct diag_engine *d, struct options *o, enum option_id id,
                      const char *value)
{
    diag_control_option(d, o, id, value);
    if (id == OPT_version) {
        cli_print_version(stderr);
    } else if (id == OPT_Version) {
        cli_print_version(stderr);
        exit(1);
    } else if (id == OPT_dump_command_options) {
        dump_command_options(stdout);
    }
}

int main(int argc, char **argv)
{
    static struct diag_engine diag;
    static struct options opts;

    diag_init(&diag, stderr);
    options_init(&opts);
    diag.error_limit = opt_num(&opts, OPT_error_limit);
    cli_parse(&diag, &opts, argc, argv, on_option);

    if (opt_on(&opts, OPT_help)) {
        cli_print_help(stdout);
        return 0;
    }
    check_language_options(&diag, &opts);
    if (!opts.input && (opt_on(&opts, OPT_version) || opt_on(&opts, OPT_dump_command_options)))
        return 0;
    if (!opts.input)
        diag_simple(&diag, DIAG_cufe_missing_source_file, NULL, NULL, NULL);
    /* --output names where EDG's preprocessing-only modes write (cufe has
     * none: they are inert); otherwise cudafe++ refuses it. */
    if (opts.v[OPT_output].given && !opt_on(&opts, OPT_preprocess) &&
        !opt_on(&opts, OPT_no_line_commands) && !opt_on(&opts, OPT_dependencies))
        diag_simple(&diag, DIAG_cufe_output_file_not_needed, NULL, NULL, NULL);
    if (opt_str(&opts, OPT_error_output))
        redirect_errors(&diag, opt_str(&opts, OPT_error_output));
    if (opts.v[OPT_time_limit].given)
        set_time_limit(opt_num(&opts, OPT_time_limit));

    int status = driver_run(&diag, &opts);
    options_free(&opts);
    return status;
}
