/* The parser's driver (parse.h): runs the bison push parser on the
 * filtered token stream, reports syntax errors the way cudafe++ does,
 * and replays deferred member function bodies. */
#include "parse/parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generated/parser.h"
#include "parse/parse_int.h"
#include "parse/token_filter.h"
#include "support/util.h"
#include "il/mangle.h"

struct ident *parser_ident(struct parser *p, uint32_t tok)
{
    return ident_of_token(&p->idents, p->lx, tok);
}

const struct token *parser_token(struct parser *p, size_t i)
{
    return lexer_token(p->lx, i);
}

void parser_loc(struct parser *p, uint32_t tok, struct diag_loc *loc)
{
    const struct token *t = lexer_token(p->lx, tok);
    if (t->kind == TOK_EOF) {
        memset(loc, 0, sizeof *loc);
        loc->at_end = true;
        loc->offset = t->offset;
        return;
    }
    lexer_loc(p->lx, t, t->offset, loc);
}

void parser_error_at(struct parser *p, uint32_t tok, enum diag_id id, const char *arg)
{
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { arg, NULL };
    diag_report(p->d, id, &loc, args);
    p->syntax_errors++;
}

static bool contains(const int *v, int n, int x)
{
    for (int i = 0; i < n; i++)
        if (v[i] == x)
            return true;
    return false;
}

/* The message for an error where none of the repairs applies. */
static enum diag_id generic_message(struct parser *p, const int *expected, int n)
{
    if (contains(expected, n, P_IDENTIFIER) && n <= 3)
        return DIAG_exp_identifier;
    if (contains(expected, n, P_INT_LITERAL))
        return DIAG_exp_primary_expr;
    if (p->scope->kind == SCOPE_BLOCK)
        return DIAG_exp_statement;
    return DIAG_exp_declaration;
}

/* Called by the grammar's yyreport_syntax_error when the parser finds an
 * error the filter's check did not (not expected to happen). */
void parser_syntax_error(struct parser *p, uint32_t tok, const int *expected, int n)
{
    if (p->reported_valid && p->reported_tok == tok)
        return;
    parser_error_at(p, tok, generic_message(p, expected, n), NULL);
    p->reported_tok = tok;
    p->reported_valid = true;
}

/* Repairs: what cudafe++ reports when a token cannot be taken, and the
 * tokens to supply so that parsing continues as it does.  A plan is up to
 * two insertions, each with its message (0: none). */
struct repair {
    int tok;
    enum diag_id msg;
};

struct plan {
    int n;
    struct repair r[2];
};

static const struct repair single[] = {
    { P_SEMI, DIAG_exp_semicolon }, { P_RPAREN, DIAG_exp_rparen },
    { P_RBRACKET, DIAG_exp_rbracket }, { P_TMPL_CLOSE, DIAG_exp_gt },
    { P_COLON, DIAG_exp_colon }, { P_INT_LITERAL, DIAG_exp_primary_expr },
    { P_IDENTIFIER, DIAG_exp_identifier },
};

static bool plan1(const struct yypstate *ps, int k, struct repair r, struct plan *pl)
{
    if (!parser_accepts_after(ps, r.tok, k))
        return false;
    pl->n = 1;
    pl->r[0] = r;
    return true;
}

static bool make_plan(struct parser *p, struct filter *f, int k, uint32_t tok, struct plan *pl)
{
    const struct yypstate *ps = f->ps;
    int inner = filter_innermost_before(f, tok);
    pl->n = 0;
    if (k == P_YYEOF) {
        if (parser_accepts(ps, P_RBRACE)) {
            pl->n = 1;
            pl->r[0] = (struct repair){ P_RBRACE, DIAG_exp_rbrace };
            return true;
        }
        return plan1(ps, k, single[0], pl);
    }
    /* Where a statement must start: "expected a statement", then go on
     * as after an empty one (`if (x) }`). */
    if (parser_accepts(ps, P_DECL_MARK) &&
        plan1(ps, k, (struct repair){ P_SEMI, DIAG_exp_statement }, pl))
        return true;
    /* Inside ( or [ the closer comes first: `if (x {` is a missing ), not
     * an init-statement missing its ; -- and where an operand could start,
     * the operand first: `g(;` is an expression, then a ) */
    if (inner == BR_PAREN && parser_accepts(ps, P_INT_LITERAL)) {
        int toks[3] = { P_INT_LITERAL, P_RPAREN, k };
        if (parser_accepts_seq(ps, toks, 3)) {
            pl->n = 2;
            pl->r[0] = single[5];
            pl->r[1] = single[1];
            return true;
        }
    }
    if (inner == BR_PAREN && plan1(ps, k, single[1], pl))
        return true;
    if (inner == BR_BRACKET && plan1(ps, k, single[2], pl))
        return true;
    /* a declaration statement after one missing its `;` (`int a = 1` then
     * `constexpr int b = 2;`): the `;`, then the marker the filter puts
     * before a declaration */
    if (p->scope->kind == SCOPE_BLOCK && !parser_accepts_after(ps, P_SEMI, k)) {
        int toks[3] = { P_SEMI, P_DECL_MARK, k };
        if (parser_accepts_seq(ps, toks, 3)) {
            pl->n = 2;
            pl->r[0] = single[0];
            pl->r[1] = (struct repair){ P_DECL_MARK, 0 };
            return true;
        }
    }
    for (size_t i = 0; i < ARRAY_SIZE(single); i++)
        if (plan1(ps, k, single[i], pl))
            return true;
    /* an operand, then a closer: f(1,; */
    for (size_t i = 5; i < ARRAY_SIZE(single); i++)
        for (size_t j = 0; j < 5; j++) {
            int toks[3] = { single[i].tok, single[j].tok, k };
            if (parser_accepts_seq(ps, toks, 3)) {
                pl->n = 2;
                pl->r[0] = single[i];
                pl->r[1] = single[j];
                return true;
            }
        }
    /* a missing } inside braces (enum E { a, b c }) */
    if (inner == BR_BRACE && plan1(ps, k, (struct repair){ P_RBRACE, DIAG_exp_rbrace }, pl))
        return true;
    return false;
}

/* The message for an error no repair fixes. */
static enum diag_id stuck_message(struct parser *p, struct filter *f)
{
    const struct yypstate *ps = f->ps;
    if (parser_accepts(ps, P_DECL_MARK))
        return DIAG_exp_statement;
    if (parser_accepts(ps, P_INT_LITERAL))
        return DIAG_exp_primary_expr;
    if (parser_accepts(ps, P_BUILTIN_TYPE) && !parser_accepts(ps, P_SEMI))
        return DIAG_exp_type_specifier;   /* a parameter after `,` */
    if (parser_accepts(ps, P_IDENTIFIER) &&
        (!parser_accepts(ps, P_BUILTIN_TYPE) || f->prev2 == P_BUILTIN_TYPE ||
         f->prev2 == P_TYPE_NAME || f->prev2 == P_TMPL_CLOSE || f->prev2 == P_CV ||
         f->prev2 == P_AUTO))
        return DIAG_exp_identifier;   /* a declarator after the decl-specifiers */
    if (p->scope->kind == SCOPE_BLOCK)
        return DIAG_exp_statement;
    return DIAG_exp_declaration;
}

/* Supply a missing `}` and point at the `{` it matches. */
static void close_brace_note(struct parser *p, struct filter *f)
{
    bool init = false;
    uint32_t open = filter_close_brace(f, &init);
    if (open != UINT32_MAX && !init) {   /* cudafe++: no note for an initializer */
        struct diag_loc loc;
        parser_loc(p, open, &loc);
        const char *args[] = { "{" };
        diag_note(p->d, DIAG_edg_3196, &loc, args);
    }
}

/* An error no repair fixes, at tok: reported unless a repair at this
 * token was (then cudafe++ skips on silently). */
static void report_stuck(struct parser *p, uint32_t tok, enum diag_id msg, uint32_t *repaired_tok)
{
    if (*repaired_tok != tok)
        parser_error_at(p, tok, msg, NULL);
    *repaired_tok = tok;
    p->reported_tok = tok;
    p->reported_valid = true;
}

/* The `{` at tok, its `}`, then `;` (`T x{0.5f};` with T no type: after
 * the `;` supplied before the `{`, cudafe++ skips to that `;`). */
static bool braces_then_semi(struct parser *p, uint32_t tok)
{
    int depth = 0;
    for (uint32_t i = tok; i - tok < 4096; i++) {
        int k = parser_token(p, i)->kind;
        if (k == TOK_EOF)
            return false;
        if (k == TOK_LBRACE || k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if ((k == TOK_RBRACE || k == TOK_RPAREN || k == TOK_RBRACKET) && --depth == 0)
            return k == TOK_RBRACE && parser_token(p, i + 1)->kind == TOK_SEMI;
    }
    return false;
}

/* Feed one parser instance from filter f until it accepts or gives up. */
static void run(struct parser *p, struct filter *f, int start, struct scope *start_scope)
{
    yypstate *ps = yypstate_new();
    struct filter *saved = p->f;
    p->f = f;
    f->ps = ps;
    struct pval v = { .p = start_scope };
    int st = yypush_parse(ps, start, &v, p);
    int k = 0;
    bool have = false;
    uint32_t repaired_tok = UINT32_MAX;
    bool eof_semi_reported = false;
    unsigned eof_repairs = 0;
    bool quiet = false;
    while (st == YYPUSH_MORE) {
        if (!have) {
            k = filter_next(f, &v);
            have = true;
            if (p->trace)
                fprintf(stderr, "[parse] %u %s\n", v.tok, parser_token_name(k));
        }
        if (parser_recovering(ps) || parser_accepts(ps, k)) {
            st = yypush_parse(ps, k, &v, p);
            have = false;
            if (k == P_SEMI || k == P_LBRACE || k == P_RBRACE)
                quiet = false;
            continue;
        }
        /* After a repair cudafe++ skips on silently to the end of the
         * statement or declaration. */
        if (quiet && k != P_YYEOF) {
            struct pval ev = { .tok = v.tok };
            filter_sync(f, v.tok);
            have = false;
            quiet = false;
            st = yypush_parse(ps, P_YYerror, &ev, p);
            continue;
        }
        /* The token cannot be taken here: repair once per token (at end
         * of input, once per open brace), else skip to a resumption point. */
        struct plan pl;
        if ((repaired_tok != v.tok || (k == P_YYEOF && eof_repairs++ < 100000)) &&
            make_plan(p, f, k, v.tok, &pl)) {
            repaired_tok = v.tok;
            for (int i = 0; i < pl.n && st == YYPUSH_MORE; i++) {
                struct repair r = pl.r[i];
                if (r.tok == P_RBRACE) {
                    parser_error_at(p, v.tok, r.msg, NULL);
                    close_brace_note(p, f);
                } else if (!r.msg) {
                    /* (a marker: no message) */
                } else if (k != P_YYEOF || !eof_semi_reported) {
                    parser_error_at(p, v.tok, r.msg, NULL);
                    eof_semi_reported |= k == P_YYEOF;
                }
                struct pval iv = { .tok = v.tok };
                st = yypush_parse(ps, r.tok, &iv, p);
            }
            quiet = k != P_YYEOF;
            /* a `;` supplied in a block before a name (`return float v =
             * x;`, `a = 3 b = 4;`): cudafe++ skips the rest of that
             * statement silently, even where the name could start one */
            if (pl.n == 1 && pl.r[0].tok == P_SEMI &&
                (k == P_IDENTIFIER || (k == P_LBRACE && braces_then_semi(p, v.tok))) &&
                p->scope->kind == SCOPE_BLOCK && st == YYPUSH_MORE &&
                filter_skip_to_semi(f, v.tok)) {
                have = false;   /* on to its `;`: an empty statement */
                quiet = false;
            }
            continue;   /* k again */
        }
        /* A parameter that is no declaration (`f(int a, 1)`): cudafe++
         * reads on after the list's `)` as if the rest were not there
         * (here: as a `...`, which the parser takes there). */
        enum diag_id stuck = stuck_message(p, f);
        if (start == P_START_INIT && k != P_YYEOF && parser_accepts(ps, P_YYEOF))
            stuck = DIAG_exp_semicolon;   /* a default member initializer that ends here */
        if (stuck == DIAG_exp_type_specifier && k != P_YYEOF &&
            filter_innermost_before(f, v.tok) == BR_PAREN && parser_accepts(ps, P_ELLIPSIS) &&
            filter_skip_to_rparen(f, v.tok)) {
            report_stuck(p, v.tok, stuck, &repaired_tok);
            /* (a parameter of a type not known; the declaration is
             * otherwise as written: the checks go on) */
            pa_error_param(p, v.tok);
            p->intact_errors++;
            struct pval ev = { .tok = v.tok };
            st = yypush_parse(ps, P_ELLIPSIS, &ev, p);
            have = false;
            continue;
        }
        if (stuck == DIAG_exp_declaration && k != P_YYEOF && v.tok > 0 &&
            parser_token(p, v.tok)->kind == TOK_LT &&
            parser_token(p, v.tok - 1)->kind == TOK_IDENTIFIER &&
            !lookup_unqualified(p->scope, parser_ident(p, v.tok - 1)) && repaired_tok != v.tok) {
            /* `void Grid<T>::f()` with Grid declared nowhere: "Grid is
             * not a template" at the name (cudafe++), then on as after
             * any such error */
            parser_error_at(p, v.tok - 1, DIAG_not_a_template, parser_ident(p, v.tok - 1)->name);
            /* `template void f<int>(int);`: an explicit instantiation of
             * nothing (484 at the token after `template`) */
            uint32_t b = v.tok - 1;
            while (b > 0 && b + 16 > v.tok) {
                int kb = parser_token(p, b - 1)->kind;
                if (kb == TOK_SEMI || kb == TOK_LBRACE || kb == TOK_RBRACE || kb == TOK_TEMPLATE)
                    break;
                b--;
            }
            if (b > 1 && parser_token(p, b - 1)->kind == TOK_TEMPLATE &&
                parser_token(p, b)->kind != TOK_LT && b < v.tok - 1)
                parser_error_at(p, b, DIAG_edg_484, NULL);
            repaired_tok = v.tok;
            p->reported_tok = v.tok;
            p->reported_valid = true;
        }
        report_stuck(p, v.tok, stuck, &repaired_tok);
        struct pval ev = { .tok = v.tok };
        if (k == P_YYEOF) {
            st = yypush_parse(ps, P_YYerror, &ev, p);
            if (st == YYPUSH_MORE)
                st = yypush_parse(ps, k, &v, p);
            break;
        }
        filter_sync(f, v.tok);
        have = false;
        st = yypush_parse(ps, P_YYerror, &ev, p);
    }
    yypstate_delete(ps);
    p->f = saved;
}

void parser_replay(struct parser *p, int start_token, uint32_t begin, uint32_t end,
                   struct scope *scope)
{
    struct filter f;
    filter_init(&f, p, begin, end);
    struct scope *saved_scope = p->scope;
    int saved_nesting = p->class_nesting;
    int saved_fn = p->fn_depth;
    unsigned saved_muted = p->d->muted;
    bool saved_muted_template = p->d->muted_template;
    p->class_nesting = 0;
    p->scope = scope;
    pa_template_mute(p);
    p->stats_replays++;
    run(p, &f, start_token, scope);
    filter_free(&f);
    p->scope = saved_scope;
    p->class_nesting = saved_nesting;
    p->fn_depth = saved_fn;
    p->d->muted = saved_muted;
    p->d->muted_template = saved_muted_template;
}

/* Names cudafe++ knows without a declaration. */
static void predeclare(struct parser *p)
{
    static const char *const types[] = { "__int128_t", "__uint128_t", "__builtin_ms_va_list" };
    for (size_t i = 0; i < ARRAY_SIZE(types); i++) {
        struct ident *id = ident_intern(&p->idents, types[i], strlen(types[i]));
        scope_declare(p->global, id, SYM_TYPEDEF, 0);
    }
    /* Clang mode: clang's builtin templates (libstdc++ uses them when the
     * host compiler's __has_builtin says so); __type_pack_element from
     * clang_version 30900 (observed). */
    if (p->mode.bits & LANG_CLANG) {
        static const struct { const char *name; long min_clang; } tmpls[] = {
            { "__make_integer_seq", 0 }, { "__type_pack_element", 30900 },
        };
        for (size_t i = 0; i < ARRAY_SIZE(tmpls); i++)
            if (p->mode.clang_version >= tmpls[i].min_clang)
                scope_declare(p->global, ident_intern(&p->idents, tmpls[i].name,
                                                      strlen(tmpls[i].name)),
                              SYM_ALIAS_TEMPLATE, 0);
    }
    /* --ignore_std: namespace std is the global namespace itself (its
     * members are global, std::x names ::x, `namespace std {` reopens the
     * global namespace), known before any declaration of it. */
    if (p->opts && opt_on(p->opts, OPT_ignore_std) && lang_has(&p->mode, LANG_CXX)) {
        struct symbol *std = scope_declare(p->global, ident_intern(&p->idents, "std", 3),
                                           SYM_NAMESPACE, 0);
        std->members = p->global;
        std->flags |= SYMF_DEFINED;
    }
}

unsigned long parse_translation_unit(struct lexer *lx, struct diag_engine *d,
                                     const struct options *o, const struct lang_mode *mode,
                                     struct parse_stats *stats)
{
    return parse_translation_unit_il(lx, d, o, mode, stats,
                                     o && opt_on(o, OPT_il_display) ? stdout : NULL);
}

unsigned long parse_translation_unit_il(struct lexer *lx, struct diag_engine *d,
                                        const struct options *o, const struct lang_mode *mode,
                                        struct parse_stats *stats, FILE *il_out)
{
    return parse_translation_unit_then(lx, d, o, mode, stats, il_out, NULL, NULL);
}

unsigned long parse_translation_unit_then(struct lexer *lx, struct diag_engine *d,
                                          const struct options *o, const struct lang_mode *mode,
                                          struct parse_stats *stats, FILE *il_out,
                                          parse_done_fn *fn, void *ctx)
{
    return parse_translation_unit_hooked(lx, d, o, mode, stats, il_out, fn, NULL, ctx);
}

unsigned long parse_translation_unit_hooked(struct lexer *lx, struct diag_engine *d,
                                            const struct options *o, const struct lang_mode *mode,
                                            struct parse_stats *stats, FILE *il_out,
                                            parse_done_fn *fn, parse_body_fn *body, void *ctx)
{
    struct parser *p = xcalloc(1, sizeof *p);
    p->body_fn = body;
    p->body_ctx = ctx;
    p->lx = lx;
    p->d = d;
    p->opts = o;
    p->mode = *mode;
    scope_set_class_name_injection(!o || opt_on(o, OPT_class_name_injection));
    p->cxx20 = lang_has(mode, LANG_CXX20);
    p->cxx23 = lang_has(mode, LANG_CXX23);
    arena_init(&p->arena);
    il_list_init(&p->il);
    ident_table_init(&p->idents, &p->arena);
    struct symbol *g = ARENA_NEW(&p->arena, struct symbol);
    g->kind = SYM_NAMESPACE;
    p->global = scope_new(&p->arena, SCOPE_NAMESPACE, NULL, g);
    g->members = p->global;
    p->scope = p->global;
    p->il.idents = &p->idents;
    p->il.global = p->global;
    p->deferred_tail = &p->deferred;
    const char *trace = getenv("CUFE_PARSE_TRACE");
    p->trace = trace && *trace;
    predeclare(p);

    struct filter f;
    filter_init(&f, p, 0, UINT32_MAX);
    run(p, &f, P_START_TU, p->global);
    filter_free(&f);

    unsigned long errors = p->syntax_errors;
    mangle_merge_linkage(lx, &p->il);
    if (il_out)
        il_display(il_out, &p->il, lx);
    if (fn)
        fn(ctx, &p->il);
    if (stats) {
        stats->tokens = p->stats_tokens;
        stats->probes = p->stats_probes;
        stats->lookaheads = p->stats_lookaheads;
        stats->replays = p->stats_replays;
        stats->syntax_errors = p->syntax_errors;
        stats->il_nodes = p->il.count;
        stats->arena_bytes = p->arena.total;
    }
    ptrmap_free(&p->il.qualifier_by_tok);
    ptrmap_free(&p->il.qualifier_targs);
    ptrmap_free(&p->il.template_ids);
    ptrmap_free(&p->template_id_at);
    ptrmap_free(&p->il.lambda_by_tok);
    ptrmap_free(&p->il.lvalue_casts);
    ptrmap_free(&p->tmpl_redeclared);
    ptrmap_free(&p->tmpl_defaults);
    ptrmap_free(&p->option_rules_reported);
    ptrmap_free(&p->redeclared_reported);
    ptrmap_free(&p->block_externs);
    ptrmap_free(&p->for_init_vars);
    ptrmap_free(&p->var_class);
    ptrmap_free(&p->template_ids_checked);
    ident_table_free(&p->idents);
    attr_table_free(&p->attrs);
    arena_free(&p->arena);
    free(p);
    return errors;
}
