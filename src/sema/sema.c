/* The semantic core's driver (sema.h): index the declarations, then walk
 * the bodies of the functions it can judge and run the checks. */
#include "sema/sema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/cuda_attrs.h"
#include "support/util.h"

static void *key_of(uint32_t tok)
{
    return (void *)(uintptr_t)((uintptr_t)tok + 1);
}

const struct il_node *sema_decl_at(const struct sema *s, uint32_t tok)
{
    const struct il_node *n = ptrmap_get(&s->local_by_tok, key_of(tok));
    return n ? n : ptrmap_get(&s->decl_by_tok, key_of(tok));
}

const struct symbol *sema_enum_of(const struct sema *s, uint32_t tok)
{
    return ptrmap_get(&s->enum_by_tok, key_of(tok));
}

const struct il_node *sema_constant_at(const struct sema *s, uint32_t tok)
{
    return ptrmap_get(&s->constant_by_tok, key_of(tok));
}

const struct il_node *sema_previous_enumerator(const struct sema *s, const struct il_node *n)
{
    return ptrmap_get(&s->previous_enumerator, n);
}

const struct il_node *sema_routine_at(const struct sema *s, uint32_t tok)
{
    const struct il_node *n = ptrmap_get(&s->decl_by_tok, key_of(tok));
    if (!n)
        n = ptrmap_get(&s->routine_by_tok, key_of(tok));
    return n && n->kind == IL_routine ? n : NULL;
}

const struct il_node *sema_member_at(const struct sema *s, uint32_t tok)
{
    return ptrmap_get(&s->member_by_tok, key_of(tok));
}

bool sema_class_has_qualified_defaults(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->qualified_defaults, cls) != NULL;
}

bool sema_friend_named(const struct sema *s, const struct ident *id)
{
    return ptrmap_get(&s->friend_by_name, id) != NULL;
}

const struct sema_ctor *sema_call_ops_of(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->call_ops_of, cls);
}

const struct sema_ctor *sema_subscript_ops_of(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->subscript_ops_of, cls);
}

bool sema_has_conversion(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->conversions_of, cls) != NULL;
}

const struct sema_ctor *sema_conversions_of(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->conversions_of, cls);
}

bool sema_has_arrow_operator(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->arrow_ops_of, cls) != NULL;
}

/* Whether the token is a punctuator (an operator function's symbol). */
bool sema_is_operator_token(const struct sema *s, uint32_t tok)
{
    const struct token *t = lexer_token(s->lx, tok);
    const char *x = lexer_text(s->lx, t);
    return t->len > 0 && !((x[0] >= 'a' && x[0] <= 'z') || (x[0] >= 'A' && x[0] <= 'Z') || x[0] == '_');
}

const struct il_node *sema_typedef_at(const struct sema *s, uint32_t tok)
{
    const struct il_node *n = ptrmap_get(&s->local_by_tok, key_of(tok));
    if (!n)
        n = ptrmap_get(&s->typedef_by_tok, key_of(tok));
    return n && n->kind == IL_type && n->sub == IL_SUB_TYPEDEF ? n : NULL;
}

const struct il_tree *sema_full_type(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym ||
        t->u.sym->kind != SYM_CLASS_TEMPLATE)
        return t;
    const struct il_tree *full = ptrmap_get(&s->targs_by_tok, key_of(t->tok));
    return full && full->u.sym == t->u.sym && full->op == t->op ? full : t;
}

/* Records the named type node with template arguments inside a
 * declaration's type (through pointers, references and arrays). */
static void index_targs(struct sema *s, const struct il_tree *t)
{
    for (int depth = 0; t && t->kind == IL_type && depth < 8; depth++) {
        if (t->sub == tk_pointer || t->sub == tk_array) {
            t = t->first;
            continue;
        }
        if ((t->op & IL_TYPE_NAMED) && t->first && t->u.sym &&
            t->u.sym->kind == SYM_CLASS_TEMPLATE && !ptrmap_get(&s->targs_by_tok, key_of(t->tok)))
            ptrmap_put(&s->targs_by_tok, key_of(t->tok), (void *)t);
        return;
    }
}

static int field_by_tok(const void *a, const void *b)
{
    const struct il_node *x = *(const struct il_node *const *)a;
    const struct il_node *y = *(const struct il_node *const *)b;
    return x->tok < y->tok ? -1 : x->tok > y->tok;
}

int sema_data_members(const struct sema *s, const struct scope *cls, const struct il_node **out,
                      unsigned max)
{
    unsigned n = 0;
    for (uint32_t i = 0; i < cls->nslots; i++)
        for (const struct symbol *x = cls->slots[i]; x; x = x->next) {
            if (x->kind != SYM_VARIABLE || (x->flags & SYMF_STATIC))
                continue;
            const struct il_node *f = sema_field_at(s, x->tok);
            if (!f || n == max)
                return -1;
            out[n++] = f;
        }
    qsort(out, n, sizeof *out, field_by_tok);
    return (int)n;
}

const struct sema_ctor *sema_qualified_named(const struct sema *s, const struct ident *id)
{
    return ptrmap_get(&s->qualified_by_name, id);
}

const struct sema_ctor *sema_qualified_variables(const struct sema *s, const struct ident *id)
{
    return ptrmap_get(&s->qualified_vars, id);
}

const struct sema_ctor *sema_ctors_of(const struct sema *s, const struct scope *cls)
{
    return ptrmap_get(&s->ctors_of, cls);
}

const struct il_node *sema_field_at(const struct sema *s, uint32_t tok)
{
    const struct il_node *n = ptrmap_get(&s->field_by_tok, key_of(tok));
    return n && n->kind == IL_field ? n : NULL;
}

const struct il_param *sema_param_at(const struct sema *s, uint32_t tok)
{
    return ptrmap_get(&s->param_by_tok, key_of(tok));
}

int sema_tok_kind(const struct sema *s, uint32_t tok)
{
    return lexer_token(s->lx, tok)->kind;
}

static struct sema_finding *finding(struct sema *s, uint32_t order_tok, uint32_t tok,
                                    enum diag_id id)
{
    if (s->nfound == s->found_cap) {
        s->found_cap = s->found_cap ? 2 * s->found_cap : 16;
        s->found = xrealloc(s->found, s->found_cap * sizeof *s->found);
    }
    struct sema_finding *f = &s->found[s->nfound++];
    memset(f, 0, sizeof *f);
    f->order_tok = order_tok;
    f->tok = tok;
    f->id = id;
    f->seq = s->nfound;
    return f;
}

void sema_error(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                const char *name)
{
    finding(s, order_tok, tok, id)->args[0] = name;
}

void sema_error_sev(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id, int sev)
{
    finding(s, order_tok, tok, id)->sev = sev;
}

void sema_found_by(struct sema *s, uint32_t tok)
{
    if (s->nfound)
        s->found[s->nfound - 1].from = tok;
}

const char *sema_declared_at(const struct sema *s, uint32_t decl, uint32_t use)
{
    const struct token *dt = lexer_token(s->lx, decl), *ut = lexer_token(s->lx, use);
    struct diag_loc dl, ul;
    lexer_loc(s->lx, dt, dt->offset, &dl);
    lexer_loc(s->lx, ut, ut->offset, &ul);
    if (!dl.file || !ul.file)
        return NULL;
    char buf[1024];
    int n = strcmp(dl.file, ul.file) == 0 ? snprintf(buf, sizeof buf, "line %u", dl.line)
                                          : snprintf(buf, sizeof buf, "line %u of %s", dl.line, dl.file);
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

void sema_finding_rank(struct sema *s, unsigned rank)
{
    if (s->nfound)
        s->found[s->nfound - 1].rank = rank;
}

void sema_finding_late(struct sema *s)
{
    if (s->nfound)
        s->found[s->nfound - 1].late = 1;
}

void sema_error_late(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                     const char *name)
{
    struct sema_finding *f = finding(s, order_tok, tok, id);
    f->args[0] = name;
    f->late = 1;
}

void sema_error2(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                 const char *a1, const char *a2)
{
    struct sema_finding *f = finding(s, order_tok, tok, id);
    f->args[0] = a1;
    f->args[1] = a2;
}

void sema_error_member_of(struct sema *s, uint32_t order_tok, uint32_t tok, const char *what,
                          const char *cls, const char *member, enum diag_id id)
{
    struct sema_finding *f = finding(s, order_tok, tok, id);
    f->args[0] = what;
    f->args[1] = cls;
    f->args[2] = member;
}

void sema_error_member(struct sema *s, uint32_t tok, const char *cls, const char *member)
{
    struct sema_finding *f = finding(s, tok, tok, DIAG_not_a_member);
    f->args[0] = "class";
    f->args[1] = cls;
    f->args[2] = member;
}

void sema_error_device_call(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                            const char *callee, const char *callee_later, const char *caller)
{
    struct sema_finding *f = finding(s, order_tok, tok, id);
    f->args[0] = callee;
    f->args[1] = caller;
    f->alt = callee_later;
    f->device_call = true;
    f->late = 1;
}

void sema_error_with_notes(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                           const char *what, const char *name, const char *line,
                           enum diag_id note_id, struct sema_note *notes, unsigned nnotes)
{
    struct sema_finding *f = finding(s, order_tok, tok, id);
    f->args[0] = what;
    f->args[1] = name;
    f->line = line;
    f->note_id = note_id;
    f->notes = notes;
    f->nnotes = nnotes;
}

const char *sema_quoted(const struct sema *s, const char *text)
{
    if (text[0] == '"')
        return text;   /* (quoted already: "size_t" (aka "unsigned long")) */
    char buf[512];
    int n = snprintf(buf, sizeof buf, "\"%s\"", text);
    if (n <= 0 || (size_t)n >= sizeof buf)
        n = snprintf(buf, sizeof buf, "\"...\"");
    return ident_intern(s->il->idents, buf, (size_t)n)->name;
}

void sema_error_lines(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                      const char *name, const char **lines)
{
    struct sema_finding *f = finding(s, order_tok, tok, id);
    f->args[0] = name;
    f->lines = lines;
}

void sema_finding_line2(struct sema *s, const char *line)
{
    if (s->nfound)
        s->found[s->nfound - 1].line2 = line;
}

void sema_error_redefined(struct sema *s, uint32_t tok, const char *what, const char *name,
                          uint32_t previous)
{
    const char *where = sema_declared_at(s, previous, tok);
    if (!where)
        return;
    struct sema_finding *f = finding(s, tok, tok, DIAG_edg_3369);
    f->args[0] = what;
    f->args[1] = name;
    f->args[2] = where;
}

const struct ident *sema_ident(const struct sema *s, uint32_t tok)
{
    return ident_of_token(s->il->idents, s->lx, tok);
}

#define CLOSE_NONE UINT32_MAX

static bool opener(int k)
{
    return k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE;
}

static bool closer(int k)
{
    return k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE;
}

/* The memo of the group opened at tok (close + 1, CLOSE_NONE, 0 unknown),
 * the table grown to hold it. */
static uint32_t *close_slot(struct sema *s, uint32_t tok)
{
    if (tok >= s->group_close_cap) {
        size_t cap = s->group_close_cap ? s->group_close_cap : 4096;
        while (cap <= tok)
            cap *= 2;
        s->group_close = xrealloc(s->group_close, cap * sizeof *s->group_close);
        memset(s->group_close + s->group_close_cap, 0,
               (cap - s->group_close_cap) * sizeof *s->group_close);
        s->group_close_cap = cap;
    }
    return &s->group_close[tok];
}

/* Brackets of all three kinds count together.  Each opener met on the way
 * gets its closer recorded, and groups recorded before are skipped whole:
 * every token is scanned once over the whole compilation. */
uint32_t sema_group_close(const struct sema *cs, uint32_t tok)
{
    struct sema *s = (struct sema *)cs;   /* (the memo only) */
    if (!opener(sema_tok_kind(s, tok))) {
        int depth = 0;   /* (not at an opener: the plain count) */
        for (uint32_t i = tok;; i++) {
            int k = sema_tok_kind(s, i);
            if (k == TOK_EOF)
                return 0;
            if (opener(k))
                depth++;
            else if (closer(k) && --depth == 0)
                return i;
        }
    }
    uint32_t m = *close_slot(s, tok);
    if (m)
        return m == CLOSE_NONE ? 0 : m - 1;
    uint32_t stack_buf[64], *stack = stack_buf;
    size_t n = 0, cap = 64;
    uint32_t result = 0;
    for (uint32_t i = tok;; i++) {
        int k = sema_tok_kind(s, i);
        if (k == TOK_EOF) {
            for (size_t j = 0; j < n; j++)
                *close_slot(s, stack[j]) = CLOSE_NONE;
            break;
        }
        if (opener(k)) {
            uint32_t known = n ? *close_slot(s, i) : 0;
            if (known == CLOSE_NONE) {
                for (size_t j = 0; j < n; j++)
                    *close_slot(s, stack[j]) = CLOSE_NONE;
                break;
            }
            if (known) {
                i = known - 1;   /* (its closer: the loop goes on after it) */
                continue;
            }
            if (n == cap) {
                cap *= 2;
                stack = stack == stack_buf ? memcpy(xmalloc(cap * sizeof *stack), stack_buf,
                                                    sizeof stack_buf)
                                           : xrealloc(stack, cap * sizeof *stack);
            }
            stack[n++] = i;
        } else if (closer(k)) {
            *close_slot(s, stack[--n]) = i + 1;
            if (n == 0) {
                result = i;
                break;
            }
        }
    }
    if (stack != stack_buf)
        free(stack);
    return result;
}

/* The token closing the group opened at tok, if it is of kind close. */
static uint32_t matching(const struct sema *s, uint32_t tok, int close)
{
    uint32_t i = sema_group_close(s, tok);
    return i && sema_tok_kind(s, i) == close ? i : 0;
}

uint32_t sema_matching_brace(const struct sema *s, uint32_t tok)
{
    return matching(s, tok, TOK_RBRACE);
}

uint32_t sema_matching_paren(const struct sema *s, uint32_t tok)
{
    return matching(s, tok, TOK_RPAREN);
}

void sema_token_span(const struct il_tree *e, uint32_t *first, uint32_t *last)
{
    uint32_t lo = e->tok, hi = e->tok;
    const struct il_tree *stack[64];
    int n = 0;
    stack[n++] = e;
    while (n) {
        const struct il_tree *t = stack[--n];
        if (t->tok < lo)
            lo = t->tok;
        if (t->tok > hi)
            hi = t->tok;
        for (const struct il_tree *c = t->first; c; c = c->next)
            if (n < 64)
                stack[n++] = c;
    }
    *first = lo;
    *last = hi;
}

enum sema_space sema_space_of(const struct il_node *fn)
{
    bool dev = false, host = false;
    for (unsigned i = 0; i < fn->nattrs; i++) {
        if (fn->attrs[i].id == CUDA_ATTR_ID_global)
            return SPACE_KERNEL;
        dev |= fn->attrs[i].id == CUDA_ATTR_ID_device;
        host |= fn->attrs[i].id == CUDA_ATTR_ID_host;
    }
    return dev ? (host ? SPACE_HOST_DEVICE : SPACE_DEVICE) : SPACE_HOST;
}

bool sema_host_function(const struct il_node *fn)
{
    enum sema_space sp = sema_space_of(fn);
    return sp == SPACE_HOST || sp == SPACE_HOST_DEVICE;
}

uint32_t sema_first_token(const struct il_tree *e)
{
    uint32_t first, last;
    sema_token_span(e, &first, &last);
    return first;
}

uint32_t sema_name_start(const struct sema *s, uint32_t tok)
{
    while (tok >= 1 && sema_tok_kind(s, tok - 1) == TOK_COLONCOLON) {
        if (tok >= 2 && sema_tok_kind(s, tok - 2) == TOK_IDENTIFIER)
            tok -= 2;
        else
            return tok - 1;
    }
    return tok;
}

uint32_t sema_expr_start(const struct sema *s, const struct il_tree *e)
{
    uint32_t first = sema_first_token(e);
    return sema_tok_kind(s, first) == TOK_IDENTIFIER ? sema_name_start(s, first) : first;
}

uint32_t sema_last_token(const struct il_tree *e)
{
    uint32_t first, last;
    sema_token_span(e, &first, &last);
    return last;
}

static int by_order(const void *a, const void *b)
{
    const struct sema_finding *x = a, *y = b;
    if (x->order_tok != y->order_tok)
        return x->order_tok < y->order_tok ? -1 : 1;
    if (x->from != y->from && x->from && y->from)
        return x->from > y->from ? -1 : 1;
    if (x->late != y->late)
        return x->late < y->late ? -1 : 1;
    if (x->rank != y->rank)
        return x->rank < y->rank ? -1 : 1;
    if (x->tok != y->tok)
        return x->tok < y->tok ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void report_findings(struct sema *s)
{
    if (s->nfound > 1)
        qsort(s->found, s->nfound, sizeof *s->found, by_order);
    unsigned long before = s->d->errors + s->d->muted_errors;
    for (size_t i = 0; i < s->nfound; i++) {
        const struct token *t = lexer_token(s->lx, s->found[i].tok);
        struct diag_loc loc;
        lexer_loc(s->lx, t, t->offset, &loc);
        struct sema_finding *f = &s->found[i];
        const char *args[5] = { f->args[0], f->args[1], f->num[0] ? f->num : f->args[2],
                                f->args[3], NULL };
        /* cudafe++ names the function as written while no error has been
         * reported, then (one with parameters) as its code name */
        if (f->device_call && s->d->errors)
            args[0] = f->alt;
        if (f->device_call && !args[0])
            continue;   /* not spelled as cudafe++ would: silent */
        if (f->lines) {
            diag_report_lines(s->d, f->id, &loc, args, f->lines);
            free(f->lines);
            f->lines = NULL;
            continue;
        }
        if (f->notes) {
            const char *lines[] = { f->line ? f->line : f->line2, f->line ? f->line2 : NULL, NULL };
            enum severity sev = diag_report_lines(s->d, f->id, &loc, args, lines);
            for (unsigned k = 0; k < f->nnotes && sev != SEV_SUPPRESSED; k++) {
                const struct token *nt = lexer_token(s->lx, f->notes[k].tok);
                struct diag_loc nloc;
                lexer_loc(s->lx, nt, nt->offset, &nloc);
                const char *nargs[] = { f->notes[k].kind ? f->notes[k].kind : f->notes[k].text,
                                        f->notes[k].kind ? f->notes[k].text : NULL,
                                        f->notes[k].num, NULL };
                diag_note(s->d, f->notes[k].id ? f->notes[k].id : f->note_id, &nloc, nargs);
            }
            free(f->notes);
            f->notes = NULL;
            continue;
        }
        if (f->sev)
            diag_report_sev(s->d, f->id, (enum severity)f->sev, &loc, args);
        else
            diag_report(s->d, f->id, &loc, args);
    }
    s->errors += s->d->errors + s->d->muted_errors - before;
    s->nfound = 0;
}

/* Whether the function's body is one the checks can judge: a function or
 * function template of a namespace (whose namespaces have no using-
 * directives), not a member, not declared
 * through a qualified name -- unqualified lookup from its body reaches
 * its blocks, then the global scope.  In a template, whatever depends on
 * a template parameter has no known type (types.c): the checks stay
 * silent there, and those cudafe++ makes only at an instantiation are
 * not made at all (sema_int.h: in_template). */
/* A member function defined in its class: judged when its class and the
 * classes around it, up to the global namespace, have bases lookup sees
 * completely (parse/scope.h: unknown_bases); *tmpl: one of them is a
 * template. */
static bool judged_member(const struct il_node *n, const struct scope *global, bool *tmpl)
{
    const struct scope *c = n->scope;
    if (!c || c->kind != SCOPE_CLASS)
        return false;
    for (; c && c != global; c = c->parent) {
        if (c->kind == SCOPE_TEMPLATE) {
            if (!c->has_params)
                return false;   /* an explicit specialization */
            *tmpl = true;
        } else if (c->kind == SCOPE_NAMESPACE) {
            if (c->usings)
                return false;   /* (as for a namespace's functions) */
        } else if (c->kind != SCOPE_CLASS || c->unknown_bases || c->is_template_spec) {
            return false;
        }
    }
    return c == global;
}

static bool judged(const struct il_node *n, const struct scope *global, bool *tmpl)
{
    *tmpl = (n->flags & IL_F_TEMPLATE) != 0;
    if (n->kind != IL_routine || !n->body || (n->flags & (IL_F_FRIEND | IL_F_LOCAL)))
        return false;
    /* an explicit specialization of a function template of a namespace
     * (`template <> void f<int>(int) {...}`) is an ordinary function; a
     * member's (its class may be an instance) is not judged */
    if ((n->flags & IL_F_SPEC) &&
        ((n->flags & (IL_F_MEMBER | IL_F_QUALIFIED | IL_F_TEMPLATE)) || !n->scope ||
         n->scope->kind != SCOPE_NAMESPACE))
        return false;
    /* a member function defined outside its class, at the global level
     * (`void C::f() {...}`): its body looks names up as an in-class one's */
    if ((n->flags & IL_F_QUALIFIED) && !(n->scope && n->scope->kind == SCOPE_NAMESPACE))
        return n->scope && n->scope->kind == SCOPE_CLASS && !(n->flags & IL_F_TEMPLATE) &&
               judged_member(n, global, tmpl);
    /* (a namespace's function defined as `void N::f() {...}`: its body
     * looks names up in N, as one defined in N) */
    if ((n->flags & IL_F_QUALIFIED) && (n->flags & IL_F_TEMPLATE))
        return false;
    if (n->flags & IL_F_MEMBER)
        return judged_member(n, global, tmpl);
    /* a function of a namespace: its namespaces up to the global one
     * nominate none by a using-directive (whose members lookup would see
     * at the global level, beside what the checks gather there) */
    for (const struct scope *c = n->scope; c != global; c = c->parent)
        if (!c || c->kind != SCOPE_NAMESPACE || c->usings)
            return false;
    return true;
}

/* Walk a body without recursion (trees can be very deep; the order does
 * not matter, findings are sorted), knowing for each node whether a block
 * on the way declared a using-directive (whose namespace would add
 * candidates to calls), how many loops and switches enclose it, and
 * whether it is in a lambda's body (returns, jumps and writes there are
 * the lambda's: not judged). */
struct frame {
    const struct il_tree *t;
    bool usings, in_lambda;
    bool unevaluated;        /* in the operand of sizeof, alignof, typeid, noexcept */
    bool plain_lambda;       /* in_lambda: lambdas without CUDA attributes all the way */
    bool decl_stmt;          /* the declarations of a declaration statement */
    unsigned loops, switches;
    uint32_t scope_end;      /* where the innermost scope around t closes */
    int parent;              /* the statement whose children these are (stmk_*), -1 */
    const struct il_lambda *lambda;   /* in_lambda: the innermost lambda ... */
    unsigned lambdas;                 /* ... and how many enclose t */
    const struct il_tree *lambda_tree;    /* ... and its tree (the model's) */
};

static bool is_loop(const struct il_tree *t)
{
    return t->kind == IL_statement &&
           (t->sub == stmk_while || t->sub == stmk_end_test_while || t->sub == stmk_for ||
            t->sub == stmk_range_based_for);
}

/* The parameters and block-scope declarations of fn, for its walk. */
/* ---- the answers kept about trees (sema_int.h: sema_memo_get) ---- */

#define MEMO_CHUNK 65536
_Static_assert(sizeof(struct il_tree) >= MEMO__COUNT, "a tree + kind is no other tree");

struct sema_memo {
    struct ptrmap map;           /* tree + kind (trees are larger than MEMO__COUNT bytes) ->
                                  * its record */
    char **chunks;               /* the records, MEMO_CHUNK bytes each chunk */
    size_t nchunks, chunks_cap, used;   /* used: bytes of the last chunk */
    unsigned epoch;              /* bumped when the answers are dropped (never 0) */
    bool any;                    /* something is kept */
    /* the facts the answers were found with */
    const struct il_node *judging;
    bool in_template, usings_overflow;
    unsigned nblock_usings;
};

void sema_memo_clear(struct sema *s)
{
    struct sema_memo *m = s->memo;
    if (!m || !m->any)
        return;
    ptrmap_clear(&m->map);
    for (size_t i = 1; i < m->nchunks; i++)
        free(m->chunks[i]);
    if (m->nchunks > 1)
        m->nchunks = 1;   /* (the first chunk is kept for the next answers) */
    m->used = 0;
    m->epoch++;
    m->any = false;
}

static void memo_free(struct sema *s)
{
    struct sema_memo *m = s->memo;
    if (!m)
        return;
    m->any = true;
    sema_memo_clear(s);
    ptrmap_free(&m->map);
    for (size_t i = 0; i < m->nchunks; i++)
        free(m->chunks[i]);
    free(m->chunks);
    free(m);
    s->memo = NULL;
}

/* p lies on the stack below the entry into the core: a temporary tree.
 * (Not inlined: its own frame is below every caller's.  A stack that
 * grows up would put it above the entry's: then everything counts as on
 * the stack, and nothing is kept.) */
__attribute__((noinline)) static bool on_stack(const struct sema *s, const void *p)
{
    uintptr_t a = (uintptr_t)p, here = (uintptr_t)__builtin_frame_address(0);
    return here >= s->stack_hi || (a >= here && a < s->stack_hi);
}

const void *sema_memo_get(struct sema *s, enum sema_memo_kind k, const void *t, unsigned *epoch)
{
    *epoch = 0;
    if (!t || !s->stack_hi || on_stack(s, t))
        return NULL;
    struct sema_memo *m = s->memo;
    if (!m) {
        m = s->memo = xcalloc(1, sizeof *m);
        m->epoch = 1;
    }
    if (m->judging != s->judging || m->in_template != s->in_template ||
        m->nblock_usings != s->nblock_usings || m->usings_overflow != s->block_usings_overflow) {
        sema_memo_clear(s);
        m->judging = s->judging;
        m->in_template = s->in_template;
        m->nblock_usings = s->nblock_usings;
        m->usings_overflow = s->block_usings_overflow;
    }
    *epoch = m->epoch;
    return m->any ? ptrmap_get(&m->map, (const char *)t + k) : NULL;
}

void sema_memo_put(struct sema *s, enum sema_memo_kind k, const void *t, unsigned epoch,
                   const void *rec, size_t size)
{
    struct sema_memo *m = s->memo;
    size_t room = (size + 15) & ~(size_t)15;
    if (!epoch || !m || epoch != m->epoch || room > MEMO_CHUNK)
        return;
    if (!size) {   /* a record that outlives the memo: kept as it is */
        ptrmap_put(&m->map, (const char *)t + k, (void *)rec);
        m->any = true;
        return;
    }
    if (!m->nchunks || m->used + room > MEMO_CHUNK) {
        if (m->nchunks == m->chunks_cap) {
            m->chunks_cap = m->chunks_cap ? 2 * m->chunks_cap : 8;
            m->chunks = xrealloc(m->chunks, m->chunks_cap * sizeof *m->chunks);
        }
        m->chunks[m->nchunks++] = xmalloc(MEMO_CHUNK);
        m->used = 0;
    }
    void *copy = m->chunks[m->nchunks - 1] + m->used;
    m->used += room;
    memcpy(copy, rec, size);
    ptrmap_put(&m->map, (const char *)t + k, copy);
    m->any = true;
}

static void index_locals(struct sema *s, const struct il_node *fn)
{
    ptrmap_clear(&s->param_by_tok);
    sema_memo_clear(s);   /* (answers about parameters found missing) */
    for (const struct il_param *p = fn->params; p; p = p->next)
        if (p->name_tok)
            ptrmap_put(&s->param_by_tok, key_of(p->name_tok), (void *)p);
    /* (its block-scope declarations: index_globals() took them from the
     * IL list, where the parser put them as it read the body) */
}

/* The last token of a statement: the `}` of a block, else the last
 * token of its tree. */
static uint32_t statement_end(const struct sema *s, const struct il_tree *st)
{
    const struct il_tree *last = st->first;
    while (last && last->next)
        last = last->next;
    if (last && last->kind == IL_statement && last->sub == stmk_block)
        return sema_matching_brace(s, last->tok);
    uint32_t first, end;
    sema_token_span(st, &first, &end);
    return end;
}

/* for (init; condition; increment): the increment's value is discarded
 * (reported at the `)` after it). */
static void check_for_increment(struct sema *s, const struct il_tree *st)
{
    const struct il_tree *init = st->first, *cond = init ? init->next : NULL;
    const struct il_tree *incr = cond ? cond->next : NULL;
    if (!incr || incr->kind != IL_expr_node || !incr->next)
        return;
    uint32_t first, last;
    sema_token_span(incr, &first, &last);
    if (sema_tok_kind(s, last + 1) == TOK_RPAREN)
        sema_check_discarded(s, incr, last + 1);
}

/* The operands of the operators in an array's bounds (block or namespace scope)
 * (`float tile[B + "s" * R]`: 2138/2140), which the walk of the body does
 * not reach. */
static void check_bound_expr(struct sema *s, const struct il_tree *e, int depth)
{
    for (; e && depth < 32; e = e->next) {
        if (e->kind != IL_expr_node)
            continue;
        if (e->sub == enk_operation)
            sema_check_operands(s, e);
        if (e->sub == enk_operation || e->sub == enk_condition)
            check_bound_expr(s, e->first, depth + 1);
    }
}

/* An array bound whose value is certainly negative (94; an array of
 * zero elements is a GNU extension cudafe++ takes). */
static void check_negative_bound(struct sema *s, const struct il_tree *bound)
{
    struct sema_const v;
    if (bound && !bound->next && sema_eval_constant(s, bound, &v) && arith_infos[v.a].is_signed &&
        v.v < 0)
        sema_error(s, sema_first_token(bound), sema_first_token(bound),
                   DIAG_array_size_must_be_positive, NULL);
}

/* A bound of a pointer type: at block scope (local) 2140 at it -- a
 * string literal with an offset (`int b[2 + "s"]`), a pointer variable
 * or parameter, &v; at namespace and class scope string literal
 * arithmetic only, 2373 (its type instead of std::size_t's).  A literal
 * alone is the parser's (pa_array_bound); a comma or parentheses are not
 * judged. */
static void check_pointer_bound(struct sema *s, const struct il_tree *b, bool local)
{
    if (!b || b->next || b->kind != IL_expr_node || b->sub == enk_constant ||
        (b->sub == enk_operation && (b->op == eok_comma || b->op == eok_parens)))
        return;
    struct sema_etype e = sema_classify(s, b);
    if (e.kind != SEMA_POINTER)
        return;
    const struct il_tree *d = (b->sub == enk_variable || b->sub == enk_param_ref) && b->u.sym
                                  ? sema_declared_type(s, b, true) : NULL;
    bool pointer_var = d && d->kind == IL_type && d->sub == tk_pointer &&
                       !(d->op & (IL_PTR_LREF | IL_PTR_RREF));
    bool address = b->sub == enk_operation && b->op == eok_address_of;
    uint32_t at = sema_expr_start(s, b);
    if (local && (e.str || pointer_var || address))
        sema_error(s, at, at, DIAG_edg_2140, NULL);
    else if (!local && e.str && b->sub == enk_operation)
        sema_error2(s, at, at, DIAG_edg_2373, sema_literal_pointer(s), "unsigned long");
}

/* An array type's bounds: their operands, and their values (local: a
 * block-scope variable's, which --no_vla wants constant). */
static void check_array_bounds(struct sema *s, const struct il_tree *t, int depth, bool local)
{
    for (; t && t->kind == IL_type && depth < 8; t = t->first, depth++)
        if (t->sub == tk_array && t->first) {
            size_t had = s->nfound;
            check_bound_expr(s, t->first->next, 0);
            if (s->nfound == had && !s->in_template)
                check_pointer_bound(s, t->first->next, local);
            if (s->nfound == had && local && s->opt.no_vla && !s->in_template)
                sema_check_vla_bound(s, t->first->next);
            if (s->nfound == had)
                check_negative_bound(s, t->first->next);
        }
}

/* A data member's or a typedef's array type: the values of its bounds
 * (in a template too: a bound that depends on its parameters has none);
 * with member (a data member's, not in a template), string literal
 * arithmetic. */
static void check_bound_values(struct sema *s, const struct il_tree *t, bool member)
{
    for (int depth = 0; t && t->kind == IL_type && depth < 8; t = t->first, depth++)
        if (t->sub == tk_array && t->first) {
            size_t had = s->nfound;
            if (member)
                check_pointer_bound(s, t->first->next, false);
            if (s->nfound == had)
                check_negative_bound(s, t->first->next);
        }
}

/* A lambda written without CUDA attributes (__device__ ...) before its
 * body: it has the execution space of the function around it. */
static bool plain_lambda(const struct sema *s, const struct il_tree *lambda)
{
    const struct il_tree *body = lambda->first;
    if (!body || body->tok <= lambda->tok)
        return false;
    for (uint32_t i = lambda->tok; i < body->tok; i++)
        if (sema_tok_kind(s, i) == TOK_ATTRIBUTE)
            return false;
    return true;
}

static void walk_body(struct sema *s, const struct il_node *fn)
{
    s->nblock_usings = 0;
    s->block_usings_overflow = false;
    index_locals(s, fn);
    size_t cap = 64, n = 0;
    struct frame *stack = xmalloc(cap * sizeof *stack);
    bool unused = diag_may_be_shown(s->d, DIAG_declared_but_not_referenced);
    ptrmap_clear(&s->use_at);
    ptrmap_clear(&s->use_from);
    ptrmap_clear(&s->called);
    ptrmap_clear(&s->range_of);
    const struct il_node **cands = NULL;
    size_t ncands = 0, cands_cap = 0;
    bool labels = false;
    struct ptrmap stmt_expr_results = { 0 };   /* last statements of ({ ... }) */
    bool bad_bound = false;   /* an array bound with an error: the expressions
                               * that use the array are not judged by 549 */
    struct sema_span *loops = NULL;
    size_t nloops = 0, loops_cap = 0;
    stack[n++] = (struct frame){ fn->body, false, false, false, false, false, 0, 0, 0, -1, NULL, 0,
                                 NULL };
    expr_typer_enter(&s->model, fn);
    while (n) {
        struct frame f = stack[--n];
        for (const struct il_tree *t = f.t; t; t = t->next) {
            struct frame in = { t->first, f.usings, f.in_lambda, f.unevaluated, f.plain_lambda,
                                false, f.loops, f.switches, f.scope_end, -1, f.lambda, f.lambdas,
                                f.lambda_tree };
            /* (the model types t as part of the innermost lambda's body) */
            expr_typer_lambda(&s->model, f.lambda_tree, f.lambdas);
            if (t->kind == IL_constructor_init && f.parent == -1) {
                sema_check_mem_initializer(s, fn, t);
                sema_check_base_initializer_access(s, fn, t);
            }
            if (t->kind == IL_handler)
                sema_check_handler(s, t);
            if (t->kind == IL_statement) {
                in.parent = t->sub;
                /* (where scopes end: for 177 only, which is rarely shown) */
                if (unused && t->sub == stmk_block)
                    in.scope_end = sema_matching_brace(s, t->tok);
                else if (unused && t->sub == stmk_for)
                    in.scope_end = statement_end(s, t);
                /* a declaration statement (not a condition's, not a
                 * range-for's, which their statement uses) */
                if (t->sub == stmk_label)
                    labels = true;
                if (is_loop(t)) {
                    if (nloops == loops_cap)
                        loops = xrealloc(loops, (loops_cap = loops_cap ? 2 * loops_cap : 8) *
                                                    sizeof *loops);
                    loops[nloops].first = t->tok;
                    loops[nloops++].stmt = t;   /* its last token: when 549 needs it */
                }
                if (t->sub == stmk_decl &&
                    (f.parent == stmk_block || f.parent == stmk_for || f.parent == -1))
                    in.decl_stmt = true;
                if (t->sub == stmk_decl &&
                    (f.parent == stmk_block || f.parent == stmk_for || f.parent == -1))
                    for (const struct il_tree *d = t->first; d; d = d->next) {
                        if (d->kind != IL_source_sequence_entry || !d->u.decl)
                            continue;
                        if (unused)
                            sema_check_unused_local(s, fn, d->u.decl, f.scope_end);
                        if (!f.in_lambda && sema_before_set_candidate(s, d->u.decl)) {
                            if (ncands == cands_cap)
                                cands = xrealloc(cands, (cands_cap = cands_cap ? 2 * cands_cap : 16) *
                                                            sizeof *cands);
                            cands[ncands++] = d->u.decl;
                        }
                    }
                if (t->sub == stmk_block && t->u.scope && t->u.scope->usings) {
                    in.usings = true;
                    for (const struct scope_list *u = t->u.scope->usings; u; u = u->next) {
                        if (s->nblock_usings == 16)
                            s->block_usings_overflow = true;
                        else
                            s->block_usings[s->nblock_usings++] = u->scope;
                    }
                }
                if (is_loop(t))
                    in.loops++;
                if (t->sub == stmk_range_based_for)
                    sema_note_range_for(s, t);
                if (t->sub == stmk_switch) {
                    in.switches++;
                    sema_check_switch_condition(s, t);
                    sema_check_switch(s, t);
                }
                if (!f.in_lambda && (t->sub == stmk_break || t->sub == stmk_continue ||
                                     t->sub == stmk_switch_case))
                    sema_check_jump(s, t, f.loops, f.switches);
                if (!f.in_lambda && !s->in_template && t->sub == stmk_return) {
                    sema_check_return(s, fn, t);
                    sema_check_return_access(s, fn, t);
                }
                if (t->sub == stmk_expr && !ptrmap_get(&stmt_expr_results, t))
                    sema_check_discarded(s, t->first, t->tok);
                sema_uses_statement(s, fn, t, f.in_lambda);
                if (t->sub == stmk_for)
                    check_for_increment(s, t);
            } else if (t->kind == IL_expr_node) {
                if (t->sub == enk_statement && t->first && t->first->kind == IL_statement) {
                    /* ({ ...; e; }): its last statement is its value, not
                     * an expression without effect (cudafe++ says nothing) */
                    const struct il_tree *last = t->first->first;
                    while (last && last->next)
                        last = last->next;
                    if (last)
                        ptrmap_put(&stmt_expr_results, last, (void *)last);
                }
                if (t->sub == enk_lambda) {
                    in.lambda = sema_lambda_of(s, t);
                    if (in.lambda && f.lambda)
                        ptrmap_put(&s->lambda_parent, in.lambda, (void *)f.lambda);
                    in.lambdas = f.lambdas + 1;
                    in.lambda_tree = t;
                    in.plain_lambda = (!f.in_lambda || f.plain_lambda) && plain_lambda(s, t);
                    in.in_lambda = true;
                }
                if (f.in_lambda && !f.unevaluated &&
                    (t->sub == enk_variable || t->sub == enk_param_ref || t->sub == enk_field ||
                     t->sub == enk_routine))
                    sema_check_captured(s, fn, f.lambda, t);
                if (t->sub == enk_field)
                    sema_check_field_object(s, t, f.unevaluated);
                if (t->sub == enk_sizeof || t->sub == enk_alignof || t->sub == enk_typeid ||
                    (t->sub == enk_operation && t->op == eok_noexcept))
                    in.unevaluated = true;
                if (t->sub == enk_operation && t->op == eok_comma)
                    sema_check_comma(s, t);
                if (t->sub == enk_condition)
                    sema_check_condition_types(s, t);
                if (t->sub == enk_operation) {
                    sema_check_operands(s, t);
                    sema_check_class_operators(s, t);
                    sema_check_division(s, t);
                    sema_check_comparison_types(s, t);
                    sema_check_assigned_value(s, t);
                    sema_check_class_assign(s, t);
                    if (!f.in_lambda)
                        sema_check_lossy_assign(s, t);
                    sema_check_string_assign(s, t);
                    sema_check_comparison(s, t);
                }
                if (t->sub == enk_operation && t->op == eok_dynamic_cast)
                    sema_check_dynamic_cast(s, t);
                if (t->sub == enk_operation && t->op == eok_cuda_launch) {
                    sema_check_launch_config(s, t);
                    sema_resolve_launch(s, t, f.usings);
                }
                if (t->sub == enk_operation && t->op == eok_call && !f.in_lambda)
                    sema_check_configuration(s, fn, t);
                if (t->sub == enk_operation && t->op == eok_call && !f.unevaluated &&
                    (!f.in_lambda || f.plain_lambda))
                    sema_check_device_call(s, fn, t, f.usings, f.in_lambda);
                if (t->sub == enk_operation && t->op == eok_cast)
                    sema_check_class_cast(s, t);
                if (t->sub == enk_new_delete || (t->sub == enk_operation && t->op == eok_cast)) {
                    sema_check_construction(s, t);
                    if (!f.unevaluated && (!f.in_lambda || f.plain_lambda))
                        sema_check_device_construction(s, fn, t, f.in_lambda);
                }
                if (t->sub == enk_operation && t->op == eok_call) {
                    sema_note_callee(s, t);
                    sema_check_callee_kind(s, t);
                    s->call_unevaluated = f.unevaluated;
                    s->call_in_lambda = f.in_lambda;
                    sema_check_call(s, t, f.usings);
                    sema_check_object_cv(s, t);
                    s->call_unevaluated = s->call_in_lambda = false;
                    sema_check_closure_call(s, t);
                    sema_check_functor_call(s, t);
                }
                else if (t->sub == enk_operation && !f.in_lambda && !s->in_template)
                    sema_check_write(s, t);   /* (not at a template's definition) */
                else if (t->sub == enk_operation && f.lambdas == 1 && f.lambda && !s->in_template)
                    sema_check_lambda_write(s, fn, f.lambda, t);
                bool object_error = sema_check_object_expr(s, t);
                if (t->sub == enk_operation && !object_error) {
                    sema_check_member(s, t);   /* (a lambda's parameters are known too) */
                    sema_check_member_operand(s, t);
                    sema_check_indirection(s, t);
                    sema_check_address_operand(s, t);
                }
                sema_check_member_access(s, t);
                sema_check_special_access(s, t);
                if (t->sub == enk_variable && !t->u.sym && !s->in_template && !f.in_lambda)
                    sema_check_this(s, fn, t);
            }
            if (t->first) {
                if (n == cap)
                    stack = xrealloc(stack, (cap *= 2) * sizeof *stack);
                stack[n++] = in;
            }
            if (f.decl_stmt && t->kind == IL_source_sequence_entry && t->u.decl &&
                t->u.decl->kind == IL_variable && (t->u.decl->flags & IL_F_LOCAL)) {
                size_t had = s->nfound;
                check_array_bounds(s, t->u.decl->type, 0, true);
                bad_bound |= s->nfound != had;
                sema_check_object_decl(s, t->u.decl);
                sema_check_declared_construction(s, t->u.decl);
                sema_check_declaration_access(s, t->u.decl);
                if (!f.unevaluated && (!f.in_lambda || f.plain_lambda))
                    sema_check_device_declaration(s, fn, t->u.decl, f.in_lambda);
                sema_check_scalar_declaration(s, t->u.decl);
                sema_check_constexpr_init(s, t->u.decl);
                sema_check_instance(s, t->u.decl);
                if (!f.in_lambda && !s->in_template)
                    sema_check_aggregate_init(s, t->u.decl);
            }
            /* a block-scope declaration: its initializer */
            if (t->kind == IL_source_sequence_entry && t->u.decl && t->u.decl->init &&
                t->u.decl->kind == IL_variable) {
                sema_check_class_initializer(s, t->u.decl);
                if (!f.in_lambda) {
                    sema_uses_declaration(s, fn, t->u.decl);
                    sema_check_initializer(s, t->u.decl);
                    sema_check_braced_scalar(s, t->u.decl);
                    sema_check_narrowing(s, t->u.decl);
                    sema_check_lossy_init(s, t->u.decl);
                }
                sema_check_string_init(s, t->u.decl);
                if (n == cap)
                    stack = xrealloc(stack, (cap *= 2) * sizeof *stack);
                in.t = t->u.decl->init;
                stack[n++] = in;
            }
        }
    }
    free(stack);
    ptrmap_free(&stmt_expr_results);
    if (!labels && !bad_bound && !s->in_template && ncands) {
        for (size_t i = 0; i < nloops; i++)
            loops[i].last = statement_end(s, loops[i].stmt);
        sema_check_used_before_set(s, fn, cands, ncands, loops, nloops);
    }
    free(cands);
    free(loops);
    /* labels: at the end of the body */
    uint32_t end = fn->body_tok && sema_tok_kind(s, fn->body_tok) == TOK_LBRACE
                       ? sema_matching_brace(s, fn->body_tok) : 0;
    if (end && labels)
        sema_check_bypassed_initializations(s, fn->body);
    if (end) {
        sema_check_labels(s, fn->body, end);
        sema_check_missing_return(s, fn, end);
    }
}

struct sema *sema_new(struct lexer *lx, struct diag_engine *d, bool relaxed_constexpr)
{
    struct sema *s = xcalloc(1, sizeof *s);
    s->lx = lx;
    s->d = d;
    s->relaxed_constexpr = relaxed_constexpr;
    return s;
}

void sema_configure(struct sema *s, const struct sema_options *o)
{
    s->opt = *o;
    /* (a limit of 0 or less: none) */
    if (s->opt.call_depth_limit < 0)
        s->opt.call_depth_limit = 0;
    if (s->opt.call_cost_limit < 0)
        s->opt.call_cost_limit = 0;
    if (s->opt.pending_instantiations < 0)
        s->opt.pending_instantiations = 0;
}

/* fn in front of the list a map holds for key (struct sema_ctor, the
 * last added first; freed with ctors_all). */
static void push_function(struct sema *s, struct ptrmap *m, const void *key, const struct il_node *fn)
{
    struct sema_ctor *c = xmalloc(sizeof *c);
    c->fn = fn;
    c->next = ptrmap_get(m, key);
    c->all = s->ctors_all;
    s->ctors_all = c;
    ptrmap_put(m, key, c);
}

/* A variable or data member whose `= initializer` check_globals judges
 * once it is parsed. */
static void pending_instance(struct sema *s, const struct il_node *n)
{
    if (!n->type || n->type->kind != IL_type || !(n->type->op & IL_TYPE_NAMED) || !n->type->first)
        return;
    if (s->ninstance_vars == s->instance_vars_cap)
        s->instance_vars = xrealloc(s->instance_vars,
                                    (s->instance_vars_cap = s->instance_vars_cap ? 2 * s->instance_vars_cap
                                                                                 : 16) *
                                        sizeof *s->instance_vars);
    s->instance_vars[s->ninstance_vars++] = n;
}

static void push_initialized(struct sema *s, const struct il_node *n)
{
    if (s->nfields == s->fields_cap)
        s->fields = xrealloc(s->fields, (s->fields_cap = s->fields_cap ? 2 * s->fields_cap : 16) *
                                            sizeof *s->fields);
    s->fields[s->nfields++] = n;
}
/* The declarations made since the last call: the global namespace's,
 * and every block-scope one (by the token of its name, which no other
 * declaration has: they are kept for the whole translation unit). */
static void index_globals(struct sema *s)
{
    const struct il_node *n = s->indexed ? s->indexed->next : s->il->first;
    const struct il_node *from = n;
    for (; n; n = n->next) {
        if (n->has_pos && (n->flags & IL_F_LOCAL))
            ptrmap_put(&s->local_by_tok, key_of(n->tok), (void *)n);
        else if (n->has_pos && !(n->flags & IL_F_LOCAL) &&
                 (n->kind == IL_routine ? n->scope == s->il->global
                  : n->kind == IL_variable && n->scope &&
                    (n->scope == s->il->global || n->scope->kind == SCOPE_NAMESPACE)))
            ptrmap_put(&s->decl_by_tok, key_of(n->tok), (void *)n);
        else if (n->has_pos && n->kind == IL_routine && n->scope &&
                 n->scope->kind == SCOPE_NAMESPACE && !(n->flags & IL_F_LOCAL))
            ptrmap_put(&s->routine_by_tok, key_of(n->tok), (void *)n);
        else if (n->has_pos && n->kind == IL_routine && n->scope &&
                 n->scope->kind == SCOPE_CLASS && !(n->flags & IL_F_QUALIFIED)) {
            ptrmap_put(&s->member_by_tok, key_of(n->tok), (void *)n);
            sema_hierarchy_member(s, n);
            if (sema_tok_kind(s, n->tok) == TOK_OPERATOR) {
                /* operator() (the call operator), operator T (a conversion) */
                int k1 = sema_tok_kind(s, n->tok + 1);
                if (k1 == TOK_LPAREN && sema_tok_kind(s, n->tok + 2) == TOK_RPAREN &&
                    sema_tok_kind(s, n->tok + 3) == TOK_LPAREN) {
                    push_function(s, &s->call_ops_of, n->scope, n);
                } else if (k1 == TOK_LBRACKET && sema_tok_kind(s, n->tok + 2) == TOK_RBRACKET &&
                           sema_tok_kind(s, n->tok + 3) == TOK_LPAREN) {
                    push_function(s, &s->subscript_ops_of, n->scope, n);
                } else if (k1 == TOK_ARROW && sema_tok_kind(s, n->tok + 2) == TOK_LPAREN) {
                    ptrmap_put(&s->arrow_ops_of, n->scope, (void *)n);
                } else if (k1 != TOK_LPAREN && k1 != TOK_LBRACKET && k1 != TOK_NEW &&
                           k1 != TOK_DELETE && k1 != TOK_STRING_LITERAL &&
                           (k1 == TOK_IDENTIFIER || lexer_token(s->lx, n->tok + 1)->len > 0) &&
                           !sema_is_operator_token(s, n->tok + 1)) {
                    push_function(s, &s->conversions_of, n->scope, n);
                }
            }
            const struct symbol *owner = n->scope->owner;
            if (owner && owner->id && strcmp(owner->id->name, n->name) == 0 &&
                n->tok > 0 && sema_tok_kind(s, n->tok - 1) != TOK_TILDE) {
                push_function(s, &s->ctors_of, n->scope, n);
            }
            if (s->opt.no_implicit_noexcept && n->tok > 0 && sema_tok_kind(s, n->tok - 1) == TOK_TILDE) {
                ptrmap_put_first(&s->dtor_of, n->scope, (void *)n);
                sema_check_dtor_noexcept(s, n);
            }
        }
        else if (n->has_pos && n->kind == IL_type && n->sym &&
                 (n->sub == IL_SUB_CLASS || n->sub == IL_SUB_STRUCT))
            sema_hierarchy_class(s, n);
        else if (n->has_pos && n->kind == IL_type && n->sub == IL_SUB_TYPEDEF &&
                 !(n->flags & IL_F_LOCAL)) {
            ptrmap_put(&s->typedef_by_tok, key_of(n->tok), (void *)n);
            check_bound_values(s, n->type, false);
        }
        else if (n->has_pos && n->kind == IL_field) {
            ptrmap_put(&s->field_by_tok, key_of(n->tok), (void *)n);
            check_bound_values(s, n->type, !sema_node_in_template(n));
            sema_check_union_member(s, n);
            int k = sema_tok_kind(s, n->init_tok ? n->init_tok : n->tok + 1);
            if (k == TOK_ASSIGN || k == TOK_LBRACE) {
                push_initialized(s, n);
            }
        }
        else if (n->has_pos && n->kind == IL_constant && n->scope &&
                 n->scope->kind == SCOPE_ENUM && n->scope->owner) {
            ptrmap_put(&s->enum_by_tok, key_of(n->tok), n->scope->owner);
            ptrmap_put(&s->constant_by_tok, key_of(n->tok), (void *)n);
            if (s->last_enumerator && s->last_enumerator->scope == n->scope)
                ptrmap_put(&s->previous_enumerator, (void *)n, (void *)s->last_enumerator);
            s->last_enumerator = n;
        }
        if (n->has_pos && n->kind == IL_variable && n->scope && n->scope->kind == SCOPE_CLASS)
            ptrmap_put(&s->constant_by_tok, key_of(n->tok), (void *)n);
        if (n->kind == IL_variable && (n->flags & IL_F_QUALIFIED) && n->has_pos) {
            sema_check_out_of_class_variable(s, n);
            push_function(s, &s->qualified_vars, sema_ident(s, n->tok), n);
        }
        if (n->kind == IL_routine && (n->flags & IL_F_QUALIFIED) && n->has_pos) {
            const struct ident *id = sema_ident(s, n->tok);
            push_function(s, &s->qualified_by_name, id, n);
            if (n->flags & IL_F_DEFINITION)
                sema_check_out_of_class(s, n);
        }
        /* (an out-of-class definition's default arguments) */
        if (n->kind == IL_routine && (n->flags & IL_F_QUALIFIED) && n->scope)
            for (const struct il_param *p = n->params; p; p = p->next)
                if (p->init_tok)
                    ptrmap_put(&s->qualified_defaults, n->scope, (void *)n);
        if (n->kind == IL_variable && n->has_pos && n->type)
            index_targs(s, n->type);
        if (n->kind == IL_variable && n->has_pos && n->scope && n->scope->kind == SCOPE_NAMESPACE &&
            !(n->flags & (IL_F_LOCAL | IL_F_TEMPLATE | IL_F_SPEC)))
            pending_instance(s, n);
        if (n->kind == IL_variable && n->has_pos && n->type && n->type->kind == IL_type &&
            n->type->sub == tk_array && n->scope && n->scope->kind == SCOPE_NAMESPACE &&
            !(n->flags & (IL_F_LOCAL | IL_F_TEMPLATE))) {
            bool tmpl = s->in_template;
            s->in_template = false;
            check_array_bounds(s, n->type, 0, false);   /* (a namespace-scope array's) */
            s->in_template = tmpl;
        }
        if (n->kind == IL_variable && n->has_pos && n->scope &&
            (n->scope->kind == SCOPE_CLASS ||
             (n->scope->kind == SCOPE_NAMESPACE && !(n->flags & (IL_F_LOCAL | IL_F_TEMPLATE)))) &&
            sema_tok_kind(s, n->init_tok ? n->init_tok : n->tok + 1) == TOK_ASSIGN) {
            /* a static data member's initializer in its class, a
             * namespace-scope variable's */
            push_initialized(s, n);
        }
        if (n->kind == IL_variable && n->has_pos && !(n->flags & IL_F_LOCAL) && n->init &&
            n->init->kind == IL_expr_node && n->init->sub == enk_braced_init_list && n->scope &&
            (n->scope == s->il->global || n->scope->kind == SCOPE_NAMESPACE) &&
            !(n->flags & (IL_F_TEMPLATE | IL_F_SPEC))) {
            if (s->npending == s->pending_cap)
                s->pending = xrealloc(s->pending, (s->pending_cap = s->pending_cap
                                                       ? 2 * s->pending_cap : 16) *
                                                      sizeof *s->pending);
            s->pending[s->npending++] = n;
        }
        if ((n->flags & IL_F_FRIEND) && n->has_pos)
            ptrmap_put(&s->friend_by_name, sema_ident(s, n->tok), (void *)n);
        if (n->kind == IL_type && n->sym && n->has_pos && n->sub != IL_SUB_TYPEDEF &&
            n->sub != IL_SUB_ENUM)
            sema_note_class_head(s, n);
        if ((n->kind == IL_field || (n->kind == IL_variable && n->scope &&
                                     n->scope->kind == SCOPE_NAMESPACE)) &&
            n->has_pos && !(n->flags & IL_F_LOCAL))
            sema_check_object_decl(s, n);
        if (s->opt.keep_restrict && n->kind == IL_routine && n->has_pos &&
            (n->flags & IL_F_EXTERN_C_HERE)) {
            const struct ident *id = sema_ident(s, n->tok);
            if (sema_c_overload(s, n, ptrmap_get(&s->c_functions, id)))
                sema_error(s, n->tok, n->tok, DIAG_edg_338, n->name);
            push_function(s, &s->c_functions, id, n);
        }
        if (n->kind == IL_routine && n->params) {
            sema_check_string_defaults(s, n);
            sema_check_default_arguments(s, n);
        }
        /* (`T v("...")` of a namespace: `=` and braces are checked above) */
        if (n->kind == IL_variable && n->has_pos && n->init && n->init->kind == IL_expr_node &&
            n->init->sub == enk_initializer && n->scope && n->scope->kind == SCOPE_NAMESPACE &&
            !(n->flags & (IL_F_LOCAL | IL_F_TEMPLATE | IL_F_SPEC)))
            sema_check_string_init(s, n);
        sema_check_redefinition(s, n);
        sema_check_main(s, n);
        s->indexed = n;
    }
    /* explicit instantiations (once the declarations of their name are
     * all indexed) */
    for (n = from; n; n = n->next)
        if (n->kind == IL_routine && n->scope == s->il->global && !n->body && n->has_pos &&
            !(n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_QUALIFIED)))
            sema_check_explicit_instantiation(s, n);
}

/* The initializers of the namespace-scope variables declared since the
 * last call (before a body, or at the end of the translation unit). */
static void check_globals(struct sema *s)
{
    s->judging = NULL;
    s->in_template = false;
    sema_check_assertions(s);
    for (size_t i = 0; i < s->ninstance_vars; i++)
        sema_check_instance(s, s->instance_vars[i]);
    s->ninstance_vars = 0;
    for (size_t i = 0; i < s->npending; i++) {
        sema_check_aggregate_init(s, s->pending[i]);
        if (sema_tok_kind(s, s->pending[i]->init_tok) != TOK_ASSIGN)
            sema_check_string_init(s, s->pending[i]);   /* (`T v{...}`) */
        sema_check_braced_scalar(s, s->pending[i]);
        sema_check_narrowing(s, s->pending[i]);
        sema_check_class_initializer(s, s->pending[i]);
        sema_check_constexpr_init(s, s->pending[i]);
    }
    s->npending = 0;
    size_t kept = 0;
    for (size_t i = 0; i < s->nfields; i++) {
        if (s->fields[i]->init && s->fields[i]->init->kind == IL_expr_node &&
            s->fields[i]->init->sub == enk_braced_init_list &&
            sema_tok_kind(s, s->fields[i]->init_tok ? s->fields[i]->init_tok : s->fields[i]->tok + 1) ==
                TOK_LBRACE) {
            sema_check_braced_scalar(s, s->fields[i]);   /* (`int m{"s"};`) */
            struct il_node f = *s->fields[i];
            if (!f.init_tok)
                f.init_tok = f.tok + 1;
            if (!sema_node_in_template(&f))
                sema_check_narrowing(s, &f);
        } else if (s->fields[i]->init) {
            struct il_node f = *s->fields[i];
            if (!f.init_tok)
                f.init_tok = f.tok + 1;   /* (the `=`: not kept for deferred ones) */
            sema_check_initializer(s, &f);
            if (!sema_node_in_template(&f))
                sema_check_narrowing(s, &f);
            sema_check_class_initializer(s, &f);
            sema_check_string_init(s, &f);
            if (f.kind == IL_variable)
                sema_check_constexpr_init(s, &f);
        } else
            s->fields[kept++] = s->fields[i];   /* (its initializer not parsed yet) */
    }
    s->nfields = kept;
}

/* The model's indexes caught up with the declarations parsed so far. */
static void index_model(struct sema *s, const struct il_list *il)
{
    if (!s->model_ready) {
        type_context_init(&s->model_types);
        decl_types_init(&s->model_decls, &s->model_types, s->lx, il);
        entities_init(&s->model_entities, &s->model_decls, il);
        expr_typer_init(&s->model, &s->model_entities, s->lx);
        s->model_ready = true;
        return;
    }
    decl_types_index(&s->model_decls, il);
    entities_index(&s->model_entities, il);
}

static void function_1(struct sema *s, const struct il_list *il, const struct il_node *fn)
{
    bool tmpl = false;
    s->il = il;
    index_globals(s);
    index_model(s, il);
    sema_hierarchy_check(s);
    check_globals(s);
    if (fn)
        sema_check_definition_types(s, fn);
    if (!fn || !judged(fn, il->global, &tmpl)) {
        report_findings(s);
        return;
    }
    s->judging = fn;
    s->in_template = tmpl;
    walk_body(s, fn);
    sema_template_uses_done(s);
    report_findings(s);
}

void sema_function(struct sema *s, const struct il_list *il, const struct il_node *fn)
{
    if (!il || !il->global)
        return;
    /* the trees of the last entry may be gone, their addresses reused */
    sema_memo_clear(s);
    s->stack_hi = (uintptr_t)__builtin_frame_address(0);
    function_1(s, il, fn);
    s->stack_hi = 0;
}

static void finish_1(struct sema *s, const struct il_list *il);

void sema_finish(struct sema *s, const struct il_list *il)
{
    if (!il || !il->global)
        return;
    sema_memo_clear(s);
    s->stack_hi = (uintptr_t)__builtin_frame_address(0);
    finish_1(s, il);
    s->stack_hi = 0;
}

static void finish_1(struct sema *s, const struct il_list *il)
{
    s->il = il;
    index_globals(s);
    index_model(s, il);
    sema_hierarchy_check(s);
    check_globals(s);
    sema_template_uses_done(s);
    report_findings(s);
    /* the function template instances --instantiate=used makes, in the
     * order of their first use */
    for (size_t i = 0; i < s->nfn_instances; i++) {
        const struct sema_fn_instance *in = &s->fn_instances[i];
        sema_memo_clear(s);   /* (another instance: other type arguments) */
        sema_check_function_instance(s, in->def, in->arith, in->n, in->line);
        sema_memo_clear(s);
        report_findings(s);
    }
}

unsigned long sema_errors(const struct sema *s)
{
    return s->errors;
}

void sema_free(struct sema *s)
{
    if (!s)
        return;
    if (s->model_ready) {
        expr_typer_free(&s->model);
        entities_free(&s->model_entities);
        decl_types_free(&s->model_decls);
        type_context_free(&s->model_types);
    }
    free(s->found);
    free(s->pending);
    free(s->fields);
    free(s->fn_instances);
    free(s->uses);
    ptrmap_free(&s->decl_by_tok);
    ptrmap_free(&s->typedef_by_tok);
    ptrmap_free(&s->routine_by_tok);
    ptrmap_free(&s->member_by_tok);
    ptrmap_free(&s->ctors_of);
    ptrmap_free(&s->call_ops_of);
    ptrmap_free(&s->subscript_ops_of);
    ptrmap_free(&s->conversions_of);
    ptrmap_free(&s->arrow_ops_of);
    ptrmap_free(&s->called);
    ptrmap_free(&s->range_of);
    ptrmap_free(&s->qualified_by_name);
    ptrmap_free(&s->qualified_vars);
    ptrmap_free(&s->c_functions);
    ptrmap_free(&s->dtor_of);
    while (s->ctors_all) {
        struct sema_ctor *c = s->ctors_all;
        s->ctors_all = c->all;
        free(c);
    }
    ptrmap_free(&s->qualified_defaults);
    sema_access_free(s);
    ptrmap_free(&s->enum_by_tok);
    ptrmap_free(&s->constant_by_tok);
    ptrmap_free(&s->instances_seen);
    for (size_t i = 0; i < s->lookup_memo.cap; i++)
        free(s->lookup_memo.vals[i]);
    ptrmap_free(&s->lookup_memo);
    free(s->instance_vars);
    ptrmap_free(&s->previous_enumerator);
    ptrmap_free(&s->field_by_tok);
    ptrmap_free(&s->targs_by_tok);
    ptrmap_free(&s->friend_by_name);
    ptrmap_free(&s->variable_definitions);
    ptrmap_free(&s->lambda_parent);
    ptrmap_free(&s->last_name);
    ptrmap_free(&s->use_at);
    ptrmap_free(&s->use_from);
    ptrmap_free(&s->local_by_tok);
    ptrmap_free(&s->param_by_tok);
    sema_hierarchy_free(s);
    ptrmap_free(&s->class_named);
    ptrmap_free(&s->plain_bodies);
    ptrmap_free(&s->noreturn_of);
    ptrmap_free(&s->spaces_of);
    sema_free_redecls(s);
    free(s->group_close);
    free(s->arith_memo);
    memo_free(s);
    free(s);
}
