/* The compilation pipeline. */
#include "driver/driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "driver/decl_types.h"
#include "driver/expr_types.h"
#include "driver/lang.h"
#include "host/host_writer.h"
#include "il/il.h"
#include "lex/lexer.h"
#include "il/mangle.h"
#include "driver/module_id.h"
#include "driver/output.h"
#include "parse/parse.h"
#include "sema/sema.h"
#include "lex/source.h"
#include "support/util.h"
#include "support/cuda_attrs.h"

/* The host file's default name, as cudafe++ picks it: the input's
 * basename with its last extension replaced by ".int.c", in the current
 * directory ("dir/x.cpp4.ii" -> "x.cpp4.int.c"); standard output (NULL)
 * when the input is standard input. */
static char *host_file_name(const struct options *o)
{
    const char *given = opt_str(o, OPT_gen_c_file_name);
    if (given)
        return xstrdup(given);   /* "-" too: cudafe++ writes a file named "-" */
    if (strcmp(o->input, "-") == 0)
        return NULL;
    const char *slash = strrchr(o->input, '/');
    const char *base = slash ? slash + 1 : o->input;
    const char *dot = strrchr(base, '.');
    size_t stem = dot ? (size_t)(dot - base) : strlen(base);
    char *name = xmalloc(stem + sizeof ".int.c");
    memcpy(name, base, stem);
    strcpy(name + stem, ".int.c");
    return name;
}

/* The module id.  --module_id_file_name alone: the file, verbatim, read
 * even with --no_code_gen or after errors (cudafe++ reads it when the
 * first entity needs it, else at end of source).  Otherwise computed. */
char *driver_module_id(struct diag_engine *d, const struct options *o,
                       const struct source_file *src)
{
    return driver_module_id_for(d, o, src, NULL);
}

/* The command line's stable part for the reproducible module id: every
 * option given, in table order, but the paths (outputs and nvcc's
 * temporary files change from run to run) other than the source's own. */
static char *stable_options_text(const struct options *o)
{
    size_t cap = 256, n = 0;
    char *text = xmalloc(cap);
    text[0] = '\0';
    for (int id = 0; id < OPT__COUNT; id++) {
        const struct option_spec *spec = &option_specs[id];
        const struct option_value *v = &o->v[id];
        if (!v->given || id == OPT_pid_module_id ||
            (spec->arg == ARG_PATH && id != OPT_orig_src_path_name && id != OPT_orig_src_file_name))
            continue;
        char num[32];
        const char *parts[3] = { spec->name, "", "" };
        switch (spec->arg) {
        case ARG_NONE: parts[1] = v->on ? "=on" : "=off"; break;
        case ARG_INT: snprintf(num, sizeof num, "=%ld", v->num); parts[1] = num; break;
        case ARG_LIST: parts[1] = "="; break;
        default: parts[1] = "="; parts[2] = v->str ? v->str : ""; break;
        }
        for (size_t k = 0; k <= (spec->arg == ARG_LIST ? v->list.count : 0); k++) {
            const char *item = spec->arg == ARG_LIST && k < v->list.count ? v->list.items[k] : "";
            size_t need = strlen(parts[0]) + strlen(parts[1]) + strlen(parts[2]) + strlen(item) + 3;
            while (n + need >= cap)
                text = xrealloc(text, cap *= 2);
            n += (size_t)snprintf(text + n, cap - n, "%s%s%s%s%s", k ? "," : "",
                                  k ? "" : parts[0], k ? "" : parts[1], k ? "" : parts[2], item);
        }
        text[n++] = ';';
        text[n] = '\0';
    }
    return text;
}

char *driver_module_id_for(struct diag_engine *d, const struct options *o,
                           const struct source_file *src, const char *entity)
{
    const char *id_path = opt_str(o, OPT_module_id_file_name);
    if (id_path && !opt_on(o, OPT_gen_module_id_file)) {
        /* TODO(parser): read it at the first entity that needs the id,
         * with that entity's position. */
        int err;
        char *id = module_id_read(id_path, &err);
        if (!id) {
            char reason[256];
            const char *args[] = { "module id", id_path,
                                   output_error_suffix(err, reason, sizeof reason) };
            struct diag_loc end = { .at_end = true };
            diag_report(d, DIAG_cannot_open_file, &end, args);
        }
        return id;
    }
    const char *file_name = opt_str(o, OPT_orig_src_file_name);
    char *stable = NULL;
    if (!entity && !opt_on(o, OPT_pid_module_id)) {
        char *text = stable_options_text(o);
        stable = module_id_stable_part(src ? src->text : "", src ? src->size : 0, text);
        free(text);
    }
    char *id = module_id_compute(opt_str(o, OPT_orig_src_path_name),
                                 file_name ? file_name : o->input, entity, stable);
    free(stable);
    return id;
}

/* After a compilation without errors: the host file and the module-id
 * file, all or nothing, in cudafe++'s order (host file, then id file). */
void driver_write_outputs(struct diag_engine *d, const struct options *o, struct lexer *lx,
                          const struct il_list *il, const char *module_id)
{
    const char *id_path = opt_str(o, OPT_module_id_file_name);
    bool gen_id = opt_on(o, OPT_gen_module_id_file);
    if (gen_id && !id_path)
        diag_simple(d, DIAG_cufe_module_id_file_not_specified, NULL, NULL, NULL);

    char *host_name = host_file_name(o);
    struct output_file *host = output_open(d, "generated C++", host_name);
    if (lx && il)
        host_write(output_stream(host), lx, o, il, module_id);
    struct output_file *id_file = NULL;
    if (gen_id) {
        id_file = output_open(d, "module id", id_path);
        fputs(module_id, output_stream(id_file));   /* no newline, as cudafe++ */
    }
    /* Nothing is renamed into place if the writer reported errors. */
    if (d->errors) {
        output_abort(host);
        output_abort(id_file);
    } else {
        output_commit(d, host);
        if (id_file)
            output_commit(d, id_file);
    }
    free(host_name);
}

/* The lexer hands #pragma nv_diag_* / nv_diagnostic to the diagnostics
 * engine, which applies them from their position on. */
static void diag_pragma_hook(void *ctx, enum diag_pragma_kind kind, const char *args, size_t len,
                             const struct diag_loc *loc)
{
    diag_pragma(ctx, kind, args, len, loc);
}

/* --timing: cudafe++'s lines on stderr, "%-30s %10.2f (CPU) %10.2f
 * (elapsed)", front end (lexing, parsing, checking) before the summary
 * line, back end (the outputs) when they are written, the total after the
 * summary.  Elapsed time in whole seconds, as cudafe++ measures it. */
struct phase_clock {
    double cpu;
    time_t wall;
};

static struct phase_clock clock_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (struct phase_clock){ (double)ts.tv_sec + (double)ts.tv_nsec / 1e9, time(NULL) };
}

static void print_phase(const char *what, struct phase_clock from, struct phase_clock to)
{
    fprintf(stderr, "%-30s %10.2f (CPU) %10.2f (elapsed)\n", what, to.cpu - from.cpu,
            (double)(to.wall - from.wall));
}

/* CUFE_MANGLE_TRACE=1: the linkage name of every kernel and every
 * __device__/__constant__/__managed__ variable defined in the translation
 * unit, one per line on stderr, in source order:
 *   mangle: KIND LINE NAME MANGLED
 * KIND is kernel, device, constant or managed; MANGLED is the name, or
 * (template) for templates and their specializations (their
 * instantiations are named by the device compiler), or (not mangled).
 * The names are the device compiler's (mangle_device_name): with this
 * module id, and --device-c's prefixes for internal entities.
 * tests/scripts/mangle_diff.sh compares them with nvcc's registrations. */
static bool has_attr(const struct il_node *n, int id)
{
    for (unsigned i = 0; i < n->nattrs; i++)
        if (n->attrs[i].id == id)
            return true;
    return false;
}

static void mangle_trace(struct lexer *lx, const struct il_list *il, const char *module_id,
                         bool rdc)
{
    for (const struct il_node *n = il->first; n; n = n->next) {
        if (!n->has_pos || (n->flags & IL_F_LOCAL))
            continue;
        const char *kind;
        if (n->kind == IL_routine && has_attr(n, CUDA_ATTR_ID_global)) {
            if (!n->body_tok)
                continue;   /* a declaration */
            kind = "kernel";
        } else if (n->kind == IL_variable && (!rdc || !(n->flags & IL_F_EXTERN))) {
            /* (whole-program mode defines extern device variables too) */
            if (has_attr(n, CUDA_ATTR_ID_managed))
                kind = "managed";
            else if (has_attr(n, CUDA_ATTR_ID_constant))
                kind = "constant";
            else if (has_attr(n, CUDA_ATTR_ID_device) && !has_attr(n, CUDA_ATTR_ID_shared))
                kind = "device";
            else
                continue;
        } else {
            continue;
        }
        bool tmpl = n->flags & (IL_F_TEMPLATE | IL_F_SPEC);
        char *name = tmpl ? NULL : mangle_device_name(lx, il, n, module_id, rdc);
        fprintf(stderr, "mangle: %s %u %s %s\n", kind, (unsigned)lexer_token(lx, n->tok)->line,
                n->name, name ? name : tmpl ? "(template)" : "(not mangled)");
        free(name);
    }
}

struct after_parse {
    struct diag_engine *d;
    const struct options *o;
    struct lexer *lx;
    const struct source_file *src;
    struct phase_clock start;
    struct sema *sema;
};

/* A function body the parser has read: the semantic checks, while every
 * error reported so far (the parser's and the checks' own) left the
 * declarations as written; after a repaired syntax error or any other
 * error, silent (what follows may not be what was meant). */
static void body_read(void *ctx, const struct il_list *il, const struct il_node *fn,
                      struct parse_error_counts errors)
{
    struct after_parse *ap = ctx;
    if (errors.structural == 0 &&
        ap->d->errors + ap->d->muted_errors == errors.intact + sema_errors(ap->sema))
        sema_function(ap->sema, il, fn);
}

/* The end of a run: the error counts, the total time, the exit status. */
static int finish(struct diag_engine *d, const struct options *o, struct phase_clock start)
{
    int status = diag_finish(d);
    if (opt_on(o, OPT_timing))
        print_phase("Total compilation time", start, clock_now());
    return status;
}

static void after_parse(void *ctx, const struct il_list *il)
{
    struct after_parse *ap = ctx;
    /* the declarations after the last body, while only the checks' own
     * errors were reported */
    if (ap->d->errors + ap->d->muted_errors == sema_errors(ap->sema))
        sema_finish(ap->sema, il);
    /* cufe's own --decl_types: the declarations' types, after every check */
    if (opt_on(ap->o, OPT_decl_types))
        driver_print_decl_types(stdout, ap->lx, il);
    /* and --expr_types: the function bodies' expressions' */
    if (opt_on(ap->o, OPT_expr_types))
        driver_print_expr_types(stdout, ap->lx, il);
    /* and --class_layouts */
    if (opt_on(ap->o, OPT_class_layouts))
        driver_print_class_layouts(stdout, ap->lx, il);
    /* The module id's entity (CONTRACT.md section 5): the linkage name of
     * the first eligible definition; the pid form when there is none or
     * it cannot be mangled.  CUFE_MODULE_ID_TRACE=1 shows which on
     * stderr. */
    const struct il_node *n = il ? module_id_entity(ap->lx, il) : NULL;
    if (n && n->tok >= host_id_fixed_at(ap->o, il))
        n = NULL;
    char *entity = n ? mangle_entity(ap->lx, il, n) : NULL;
    const char *trace = getenv("CUFE_MODULE_ID_TRACE");
    if (trace && *trace) {
        if (n)
            fprintf(stderr, "module id entity: %s at line %u: %s\n", n->name,
                    (unsigned)lexer_token(ap->lx, n->tok)->line, entity ? entity : "(not mangled)");
        else
            fprintf(stderr, "module id entity: none\n");
    }
    char *module_id = driver_module_id_for(ap->d, ap->o, ap->src, entity);
    const char *mtrace = getenv("CUFE_MANGLE_TRACE");
    if (mtrace && *mtrace && il && module_id)
        mangle_trace(ap->lx, il, module_id, opt_on(ap->o, OPT_device_c));
    free(entity);
    bool timing = opt_on(ap->o, OPT_timing);
    struct phase_clock front_end = clock_now();
    if (timing) {
        diag_close_group(ap->d);
        print_phase("Front end time", ap->start, front_end);
    }
    if (ap->d->errors == 0 && !opt_on(ap->o, OPT_no_code_gen)) {
        driver_write_outputs(ap->d, ap->o, ap->lx, il, module_id);
        if (timing)
            print_phase("Back end time", front_end, clock_now());
    }
    free(module_id);
#ifndef CUFE_FREE_AT_EXIT
    /* The outputs are written and nothing reports after this: end the
     * process here, as compilers do, instead of freeing the IL, the
     * tokens and the arenas piece by piece (5 % of a big TU's run).
     * Sanitizer builds free everything (configure defines
     * CUFE_FREE_AT_EXIT there, for the leak checks). */
    exit(finish(ap->d, ap->o, ap->start));
#endif
}

int driver_run(struct diag_engine *d, struct options *o)
{
    /* A catastrophic error anywhere removes the outputs begun so far. */
    d->cleanup_fn = output_abort_all;
    struct phase_clock start = clock_now();

    int err;
    struct source_file *src = source_read(o->input, &err);
    if (!src) {
        char reason[256];
        diag_simple(d, DIAG_cannot_open_file, "source", o->input,
                    source_open_error_suffix(err, reason, sizeof reason));
    }

    /* Phase 1: the encoding (a byte order mark, else
     * --unicode_source_kind) and --trigraphs. */
    const char *kind = opt_str(o, OPT_unicode_source_kind);
    source_decode(src, !kind || strcmp(kind, "UTF-8") == 0 ? SOURCE_UTF8
                       : strcmp(kind, "UTF-16BE") == 0     ? SOURCE_UTF16BE
                       : strcmp(kind, "none") == 0         ? SOURCE_LATIN1
                                                           : SOURCE_UTF16LE);
    source_phase1(src, opt_on(o, OPT_trigraphs));

    struct lang_mode mode;
    lang_mode_from_options(&mode, o);
    struct lexer lx;
    lexer_init(&lx, src, &mode, d);
    lx.on_diag_pragma = diag_pragma_hook;
    lx.pragma_ctx = d;
    if (opt_on(o, OPT_tokens) || opt_on(o, OPT_lex_timing)) {
        /* cufe's own: the token list, or the lexer's speed (make bench). */
        if (opt_on(o, OPT_tokens)) {
            lexer_print_tokens(&lx, stdout);
        } else {
            lexer_lex_all(&lx);   /* once with diagnostics, then the timed passes */
            lexer_print_timing(src, &mode, 1.0, stdout);
        }
        int status = diag_finish(d);
        lexer_free(&lx);
        source_free(src);
        return status;
    }

    /* Parse and check (the parser pulls tokens from the lexer on
     * demand), then write the outputs while the IL is alive. */
    sema_set_target(opt_on(o, OPT_unsigned_chars) && o->v[OPT_unsigned_chars].order > o->v[OPT_signed_chars].order,
                    opt_on(o, OPT_unsigned_wchar_t),
                    opt_on(o, OPT_m32),   /* (it wins over --m64 in any order) */
                    opt_on(o, OPT_force_llp64));
    struct after_parse ap = { d, o, &lx, src, start, sema_new(&lx, d, opt_on(o, OPT_relaxed_constexpr)) };
    /* (the deprecated conversion is off by default in strict modes, which
     * need --no_g++; the last of --[no_]deprecated_string_conv decides) */
    bool deprecated_conv = opt_given(o, OPT_deprecated_string_conv)
                               ? opt_on(o, OPT_deprecated_string_conv)
                               : !opt_given(o, OPT_strict) && !opt_given(o, OPT_strict_warnings);
    const char *inst = opt_str(o, OPT_instantiate);
    struct sema_options so = {
        .no_use_before_set = opt_on(o, OPT_no_use_before_set_warnings),
        .no_implicit_call_check = opt_on(o, OPT_disable_host_implicit_call_check),
        .restricted_unions = opt_given(o, OPT_unrestricted_unions) && !opt_on(o, OPT_unrestricted_unions),
        .lossy_conversions = opt_on(o, OPT_lossy_conversion_warning),
        .string_conv = !opt_on(o, OPT_const_string_literals) ? SEMA_STRCONV_NONE
                       : deprecated_conv                     ? SEMA_STRCONV_WARN
                                                             : SEMA_STRCONV_ERROR,
        /* (0 makes cudafe++ divide by zero at the first constexpr call it
         * folds: cufe then sets no limit) */
        .call_depth_limit = opt_num(o, OPT_max_depth_constexpr_call),
        /* (0: no limit, as with cudafe++; the default, 2000000, is not
         * applied: only a limit given is) */
        .call_cost_limit = opt_given(o, OPT_max_cost_constexpr_call)
                               ? opt_num(o, OPT_max_cost_constexpr_call) : 0,
        .pending_instantiations = opt_given(o, OPT_pending_instantiations)
                                      ? opt_num(o, OPT_pending_instantiations) : 0,
        .instantiate = !inst || strcmp(inst, "none") == 0 ? SEMA_INSTANTIATE_NONE
                       : strcmp(inst, "all") == 0         ? SEMA_INSTANTIATE_ALL
                                                          : SEMA_INSTANTIATE_USED,
        .no_cxx11_sfinae = opt_given(o, OPT_cxx11_sfinae) && !opt_on(o, OPT_cxx11_sfinae),
        .sfinae_ignore_access = opt_on(o, OPT_cxx11_sfinae_ignore_access),
        .keep_restrict = opt_on(o, OPT_keep_restrict_in_signatures),
        .anachronisms = opt_on(o, OPT_anachronisms),
        .nonconst_ref_anachronism = opt_on(o, OPT_nonconst_ref_anachronism),
        .no_implicit_noexcept = opt_given(o, OPT_implicit_noexcept) && !opt_on(o, OPT_implicit_noexcept),
        .lvalue_casts = opt_on(o, OPT_preserve_lvalues_with_same_type_casts),
        .no_vla = opt_given(o, OPT_vla) && !opt_on(o, OPT_vla),
        .short_enums = opt_on(o, OPT_short_enums),
        .template_typedefs = opt_on(o, OPT_template_typedefs_in_diagnostics),
    };
    sema_configure(ap.sema, &so);
    parse_translation_unit_hooked(&lx, d, o, &mode, NULL, opt_on(o, OPT_il_display) ? stdout : NULL,
                                  after_parse, body_read, &ap);
    sema_free(ap.sema);
    int status = finish(d, o, start);
    lexer_free(&lx);
    source_free(src);
    return status;
}
