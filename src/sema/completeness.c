/* Objects whose class is incomplete or abstract where they are made.
 *
 * Observed from cudafe++ (hard errors):
 *   70   incomplete type "Config" is not allowed: a variable's or data
 *        member's definition (at its name; "Config [2]" for an array,
 *        "const Config", "Cfg" (aka "Config") through a typedef), a data
 *        member of its own class or of a class around it, a parameter of
 *        a function definition (at its first token), sizeof(Config),
 *        new Config, Config() (at the type), r.m with r a reference to
 *        such a class, (*p).m (at the object), a handler's exception
 *        (at its first token; 833 for a pointer or reference to one);
 *   409  function "f" returns incomplete type "Config" (a definition, at
 *        its name);
 *   833  pointer or reference to incomplete type "Impl" is not allowed:
 *        p->m, at p;
 *   1273 alignment-of operator applied to incomplete type: alignof(C),
 *        at alignof;
 *   852  expression must be a pointer to a complete object type: ++p,
 *        p + n, n + p, p - q, p[n], p += n ..., at the pointer;
 *   322, 604, 603, 323, 389, 987: an object, an array, a parameter
 *        (functions defined out of classes, not templates), a function's
 *        return, a functional cast, a handler's exception of an abstract
 *        class, with the lines of
 *        sema_abstract_lines() (hierarchy.c).
 *
 * Certain or silent: classes (not templates, not specializations, not
 * in a template) named by themselves or through typedefs; a class is
 * incomplete at a token when its definition has not begun there (the
 * parser records where its body opens), judged only where no other class
 * of its name has been defined (the name cannot mean another one). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The class an object's declared type names, through typedefs. */
struct object_type {
    const struct symbol *cls;
    const struct symbol *alias;      /* the typedef that named it, or NULL */
    unsigned cv;                     /* IL_CV_CONST | IL_CV_VOLATILE on the way */
    const struct il_tree *array;     /* the outermost array type, or NULL */
};

static const struct symbol *the_class(const struct symbol *c)
{
    if (c && c->kind == SYM_CLASS && (c->flags & SYMF_INJECTED) && c->parent &&
        c->parent->owner && c->parent->owner->members == c->parent)
        c = c->parent->owner;
    return c;
}

/* A scope in a template (whose typedefs an instance may give other
 * meanings: a specialization's). */
static bool templated(const struct scope *p)
{
    for (; p; p = p->parent)
        if (p->kind == SCOPE_TEMPLATE || (p->kind == SCOPE_CLASS && p->is_template_spec))
            return true;
    return false;
}

static bool object_class(const struct sema *s, const struct il_tree *t, struct object_type *o)
{
    memset(o, 0, sizeof *o);
    if (t && t->kind == IL_type && t->sub == tk_array) {
        o->array = t;
        while (t && t->kind == IL_type && t->sub == tk_array)
            t = t->first;
    }
    for (int guard = 0; t && guard < 8; guard++) {
        if (t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym || t->first)
            return false;
        o->cv |= t->op & (IL_CV_CONST | IL_CV_VOLATILE);
        const struct symbol *x = t->u.sym;
        if (x->kind == SYM_TYPEDEF) {
            if (o->array || templated(x->parent))
                return false;   /* (an array of a typedef's type: not spelled here) */
            if (!o->alias)
                o->alias = x;
            const struct il_node *td = sema_typedef_at(s, x->tok);
            t = td ? td->type : NULL;
            continue;
        }
        x = the_class(x);
        if (x->kind != SYM_CLASS || !x->id)
            return false;
        o->cls = x;
        return true;
    }
    return false;
}

/* A class whose completeness the checks judge: not in a template, not a
 * specialization, the only class of its name defined so far. */
static bool judged_class(struct sema *s, const struct symbol *c)
{
    if (!c || c->kind != SYM_CLASS || !c->id || (c->members && c->members->is_template_spec) ||
        templated(c->parent))
        return false;
    const struct symbol *first = ptrmap_get(&s->class_named, c->id);
    return !first || first == c;
}

void sema_note_class_head(struct sema *s, const struct il_node *head)
{
    const struct symbol *c = head->sym;
    if (!c || !c->id)
        return;
    const struct symbol *first = ptrmap_get(&s->class_named, c->id);
    if (!first)
        ptrmap_put(&s->class_named, c->id, (void *)c);
    else if (first != c)
        ptrmap_put(&s->class_named, c->id, (void *)&s->class_named);   /* two: not judged */
}

/* Where a use at tok is judged: in a function defined in its class (a
 * complete-class context: its body, its parameters), at the end of the
 * outermost class around it, where cudafe++ reads such bodies. */
static uint32_t use_point(const struct sema *s, const struct il_node *fn, uint32_t tok)
{
    if (!fn || fn->kind != IL_routine || (fn->flags & IL_F_QUALIFIED) || !fn->scope ||
        fn->scope->kind != SCOPE_CLASS)
        return tok;
    const struct scope *outer = fn->scope;
    for (const struct scope *p = fn->scope; p && p->kind == SCOPE_CLASS; p = p->parent)
        outer = p;
    (void)s;
    return outer->close_tok > tok ? outer->close_tok : tok;
}

/* Class c is incomplete at tok (in function fn, or NULL): its
 * definition has not begun there. */
static bool incomplete_at(struct sema *s, const struct symbol *c, uint32_t tok,
                          const struct il_node *fn)
{
    tok = use_point(s, fn, tok);
    if (!judged_class(s, c))
        return false;
    if (!c->members)
        return true;
    return c->members->kind == SCOPE_CLASS && c->members->open_tok > tok;
}

/* Class c is complete at tok (in function fn, or NULL): its body closed
 * before. */
static bool complete_at(struct sema *s, const struct symbol *c, uint32_t tok,
                        const struct il_node *fn)
{
    tok = use_point(s, fn, tok);
    return judged_class(s, c) && c->members && c->members->kind == SCOPE_CLASS &&
           c->members->close_tok && c->members->close_tok <= tok;
}

/* How message 70 spells an object type: "const Config", "Config [2][3]",
 * "Cfg" (aka "Config"), "volatile Cfg"; NULL when not known. */
static const char *type_text(struct sema *s, const struct object_type *o)
{
    char buf[512];
    size_t n = 0;
    const char *cls = sema_entity_text(s, o->cls);
    if (!cls)
        return NULL;
    const char *cv = o->cv == (IL_CV_CONST | IL_CV_VOLATILE) ? "const volatile "
                   : o->cv == IL_CV_CONST ? "const " : o->cv == IL_CV_VOLATILE ? "volatile " : "";
    int w;
    if (o->alias && !o->cv)
        w = snprintf(buf, sizeof buf, "\"%s\" (aka \"%s\")", o->alias->id->name, cls);
    else
        w = snprintf(buf, sizeof buf, "%s%s", cv, o->alias ? o->alias->id->name : cls);
    if (w <= 0 || (size_t)w >= sizeof buf)
        return NULL;
    n = (size_t)w;
    if (o->array) {
        n += (size_t)snprintf(buf + n, sizeof buf - n, " ");
        for (const struct il_tree *t = o->array; t && t->kind == IL_type && t->sub == tk_array;
             t = t->first) {
            const struct il_tree *b = t->first ? t->first->next : NULL;
            if (!b || b->kind != IL_expr_node || b->sub != enk_constant ||
                sema_tok_kind(s, b->tok) != TOK_INT_LITERAL || b->first)
                return NULL;
            const struct token *bt = lexer_token(s->lx, b->tok);
            if (n + bt->len + 3 >= sizeof buf)
                return NULL;
            n += (size_t)snprintf(buf + n, sizeof buf - n, "[%.*s]", (int)bt->len,
                                  lexer_text(s->lx, bt));
        }
    }
    return ident_intern(s->il->idents, buf, n)->name;
}

/* An abstract-class error (322 and kin) at tok, naming c, if c is
 * certainly abstract there. */
static bool abstract_error(struct sema *s, const struct symbol *c, uint32_t order, uint32_t tok,
                           enum diag_id id, const struct il_node *fn, bool report)
{
    if (!complete_at(s, c, order, fn))
        return false;
    const char **lines = sema_abstract_lines(s, c);
    const char *name = lines ? sema_entity_text(s, c) : NULL;
    if (!name || !report) {
        free(lines);
        return name != NULL;
    }
    sema_error_lines(s, order, tok, id, name, lines);
    return true;
}

/* The declaration's specifiers from first up to its name at end name one
 * class and nothing else but storage classes, cv-qualifiers and
 * attributes; earlier declarators of the declaration may come between
 * (`C a, b;`).  After an error such as `B const int a;` the IL keeps a
 * type the source did not mean: not judged. */
/* [t, end) is earlier declarators of the declaration and their `,`. */
static bool earlier_declarators(const struct sema *s, uint32_t t, uint32_t end)
{
    int depth = 0;
    for (; t < end; t++) {
        int k = sema_tok_kind(s, t);
        depth += k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE;
        depth -= k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE;
        if (k == TOK_COMMA && depth == 0)
            return sema_tok_kind(s, end - 1) == TOK_COMMA;
    }
    return false;
}

static bool plain_specifiers(const struct sema *s, uint32_t first, uint32_t end)
{
    bool named = false;
    for (uint32_t t = first; t < end;) {
        int k = sema_tok_kind(s, t);
        switch (k) {
        case TOK_CONST: case TOK_VOLATILE: case TOK_STATIC: case TOK_EXTERN: case TOK_INLINE:
        case TOK_CONSTEXPR: case TOK_MUTABLE: case TOK_THREAD_LOCAL:
            t++;
            continue;
        case TOK_STRUCT: case TOK_CLASS: case TOK_UNION: case TOK_TYPENAME:
            if (named)
                return earlier_declarators(s, t, end);
            t++;
            continue;
        case TOK_ATTRIBUTE: case TOK_ALIGNAS:
            if (sema_tok_kind(s, t + 1) != TOK_LPAREN || !(t = sema_matching_paren(s, t + 1)))
                return false;
            t++;
            continue;
        case TOK_COLONCOLON:
        case TOK_IDENTIFIER:
            if (named)
                return earlier_declarators(s, t, end);
            /* the class's name, qualified or not */
            if (k == TOK_COLONCOLON)
                t++;
            while (sema_tok_kind(s, t) == TOK_IDENTIFIER && sema_tok_kind(s, t + 1) == TOK_COLONCOLON)
                t += 2;
            if (sema_tok_kind(s, t) != TOK_IDENTIFIER)
                return false;
            t++;
            named = true;
            continue;
        default:
            return named && earlier_declarators(s, t, end);
        }
    }
    return named;
}

/* A data member declared in class c's body or a class nested in it (c is
 * incomplete there). */
static bool in_own_body(const struct il_node *field, const struct symbol *c)
{
    for (const struct scope *p = field->scope; p && p->kind == SCOPE_CLASS; p = p->parent)
        if (p == c->members)
            return true;
    return false;
}

void sema_check_object_decl(struct sema *s, const struct il_node *v)
{
    const struct il_node *fn = v->flags & IL_F_LOCAL ? s->judging : NULL;
    if (!v->has_pos || (v->flags & (IL_F_EXTERN | IL_F_TYPEDEF | IL_F_TEMPLATE | IL_F_SPEC |
                                    IL_F_QUALIFIED | IL_F_FRIEND)))
        return;
    if (v->kind == IL_variable && (!v->scope || v->scope->kind == SCOPE_CLASS))
        return;   /* (a static data member's declaration) */
    if (v->kind != IL_variable && v->kind != IL_field)
        return;
    struct object_type o;
    if (!object_class(s, v->type, &o) || !plain_specifiers(s, v->first_tok, v->tok))
        return;
    bool incomplete = incomplete_at(s, o.cls, v->tok, fn) ||
                      (v->kind == IL_field && judged_class(s, o.cls) && in_own_body(v, o.cls));
    if (incomplete) {
        const char *text = type_text(s, &o);
        if (text)
            sema_error(s, v->tok, v->tok, DIAG_incomplete_type_not_allowed, text);
        return;
    }
    abstract_error(s, o.cls, v->tok, v->tok,
                   o.array ? DIAG_edg_604 : DIAG_abstract_class_object_not_allowed, fn, true);
}

void sema_check_handler(struct sema *s, const struct il_tree *h)
{
    const struct il_tree *t = h->first;
    if (!t || t->kind != IL_type || sema_tok_kind(s, h->tok + 1) != TOK_LPAREN)
        return;
    uint32_t at = h->tok + 2;
    const struct il_node *fn = s->judging;
    struct object_type o;
    if (t->sub == tk_pointer && !(t->op & IL_TYPE_NAMED)) {
        /* catch (C *), catch (C &) */
        if (!object_class(s, t->first, &o) || o.array || !incomplete_at(s, o.cls, at, fn))
            return;
        const char *text = type_text(s, &o);
        if (text)
            sema_error(s, at, at, DIAG_edg_833, text);
        return;
    }
    if (!object_class(s, t, &o) || o.array)
        return;
    if (incomplete_at(s, o.cls, at, fn)) {
        const char *text = type_text(s, &o);
        if (text)
            sema_error(s, at, at, DIAG_incomplete_type_not_allowed, text);
        return;
    }
    abstract_error(s, o.cls, at, at, DIAG_edg_987, fn, true);
}

/* "f", "E::r4" for a function no other of its scope is named like. */
static const char *function_name(struct sema *s, const struct il_node *fn)
{
    const struct symbol *sym = fn->sym;
    if (!sym || !sym->parent || !sym->id)
        return NULL;
    unsigned n = 0;
    for (const struct symbol *x = scope_find_local(sym->parent, sym->id); x; x = x->next)
        n++;
    return n == 1 ? sema_entity_text(s, sym) : NULL;
}

void sema_check_definition_types(struct sema *s, const struct il_node *fn)
{
    if (fn->kind != IL_routine || !fn->body_tok || !fn->has_pos ||
        sema_tok_kind(s, fn->body_tok) == TOK_ASSIGN || !fn->type || fn->type->sub != tk_routine)
        return;
    bool tmpl = sema_node_in_template(fn);
    bool in_class = fn->scope && fn->scope->kind == SCOPE_CLASS && !(fn->flags & IL_F_QUALIFIED);
    /* the return type */
    struct object_type o;
    const struct il_tree *ret = fn->type->first;
    if (ret && ret->kind == IL_type && object_class(s, ret, &o) && !o.array) {
        if (incomplete_at(s, o.cls, fn->tok, fn)) {
            /* (a template's is named "f<T>()", "X<T>::g": not spelled here) */
            const char *name = tmpl ? NULL : function_name(s, fn), *text = type_text(s, &o);
            if (name && text)
                sema_error2(s, fn->tok, fn->tok, DIAG_edg_409, name, text);
        } else {
            abstract_error(s, o.cls, fn->tok, fn->tok, DIAG_edg_323, fn, true);
        }
    }
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
        if (p->pack || !p->first_tok || !object_class(s, p->type, &o) || o.array ||
            !p->name_tok || !plain_specifiers(s, p->first_tok, p->name_tok))
            continue;
        o.cv = 0;   /* (a parameter's own cv-qualifiers are not part of its type) */
        if (incomplete_at(s, o.cls, p->first_tok, fn)) {
            const char *text = type_text(s, &o);
            if (text)
                sema_error(s, p->first_tok, p->first_tok, DIAG_incomplete_type_not_allowed, text);
        } else if (!tmpl && !in_class) {
            abstract_error(s, o.cls, p->first_tok, p->first_tok, DIAG_edg_603, fn, true);
        }
    }
}

/* The first type node among e's children. */
static const struct il_tree *type_child(const struct il_tree *e)
{
    for (const struct il_tree *c = e->first; c; c = c->next)
        if (c->kind == IL_type)
            return c;
    return NULL;
}

/* The class a pointer (or, with ref, a reference) variable or parameter
 * points to, as declared. */
static const struct symbol *pointee_class(const struct sema *s, const struct il_tree *obj, bool ref)
{
    const struct il_tree *t = obj ? sema_declared_type(s, obj, false) : NULL;
    if (!t && obj && obj->kind == IL_expr_node && obj->sub == enk_field && obj->u.sym) {
        /* a data member named in a member function (this->m) */
        const struct il_node *f = sema_field_at(s, obj->u.sym->tok);
        t = f ? f->type : NULL;
    }
    unsigned want = ref ? IL_PTR_LREF : IL_PTR_POINTER;
    if (!t || t->kind != IL_type || t->sub != tk_pointer || (t->op & IL_TYPE_NAMED))
        return NULL;
    if (ref ? !(t->op & (IL_PTR_LREF | IL_PTR_RREF)) : (t->op & (IL_PTR_LREF | IL_PTR_RREF)) != want)
        return NULL;
    struct object_type o;
    return object_class(s, t->first, &o) && !o.array ? o.cls : NULL;
}

static bool judge_expr(struct sema *s, const struct il_tree *e, bool report);

bool sema_check_object_expr(struct sema *s, const struct il_tree *e)
{
    return judge_expr(s, e, true);
}

bool sema_object_expr_fails(const struct sema *s, const struct il_tree *e)
{
    return judge_expr((struct sema *)s, e, false);
}

/* An expression making or using an object of an incomplete or abstract
 * class: reported when report. */
static bool judge_expr(struct sema *s, const struct il_tree *e, bool report)
{
    const struct il_node *fn = s->judging;
    if (e->kind != IL_expr_node)
        return false;
    const struct il_tree *t = type_child(e);
    struct object_type o;
    if (e->sub == enk_new_delete && t && sema_tok_kind(s, e->tok) == TOK_NEW &&
        object_class(s, t, &o)) {
        uint32_t at = sema_name_start(s, t->sub == tk_array ? t->first->tok : t->tok);
        if (incomplete_at(s, o.cls, at, fn)) {
            const char *text = o.array ? NULL : type_text(s, &o);
            if (text)
                if (report)
                    sema_error(s, at, at, DIAG_incomplete_type_not_allowed, text);
            return text != NULL;
        }
        if (o.array && o.array != t)
            return false;
        return o.array ? abstract_error(s, o.cls, t->tok, t->tok, DIAG_edg_604, fn, report)
                       : abstract_error(s, o.cls, at, at, DIAG_abstract_class_object_not_allowed,
                                        fn, report);
    }
    if (e->sub == enk_alignof && t && e->first == t && object_class(s, t, &o) && !o.array) {
        bool bad = incomplete_at(s, o.cls, sema_name_start(s, t->tok), fn);
        if (bad && report)
            sema_error(s, e->tok, e->tok, DIAG_edg_1273, NULL);
        return bad;
    }
    if (e->sub == enk_sizeof && t && e->first == t && object_class(s, t, &o) && !o.array) {
        uint32_t at = sema_name_start(s, t->tok);
        const char *text = incomplete_at(s, o.cls, at, fn) ? type_text(s, &o) : NULL;
        if (text && report)
            sema_error(s, at, at, DIAG_incomplete_type_not_allowed, text);
        return text != NULL;
    }
    if (e->sub != enk_operation)
        return false;
    if (e->op == eok_cast && t && e->first == t && sema_tok_kind(s, t->tok) == TOK_IDENTIFIER &&
        (sema_tok_kind(s, t->tok + 1) == TOK_LPAREN || sema_tok_kind(s, t->tok + 1) == TOK_LBRACE) &&
        object_class(s, t, &o) && !o.array) {
        /* C(...), C{...} */
        uint32_t at = sema_name_start(s, t->tok);
        if (incomplete_at(s, o.cls, at, fn)) {
            const char *text = type_text(s, &o);
            if (text)
                if (report)
                    sema_error(s, at, at, DIAG_incomplete_type_not_allowed, text);
            return text != NULL;
        }
        return abstract_error(s, o.cls, at, at, DIAG_edg_389, fn, report);
    }
    if (e->op == eok_pre_incr || e->op == eok_pre_decr || e->op == eok_post_incr ||
        e->op == eok_post_decr || e->op == eok_add || e->op == eok_subtract ||
        e->op == eok_add_assign || e->op == eok_subtract_assign || e->op == eok_subscript) {
        /* pointer arithmetic on a pointer to an incomplete class: 852 at
         * the pointer (the first operand that is one) */
        const struct il_tree *a = e->first, *b = a ? a->next : NULL;
        if (!a || (b && b->next))
            return false;
        for (const struct il_tree *x = a; x; x = x->next) {
            const struct symbol *c = pointee_class(s, x, false);
            if (!c)
                continue;
            uint32_t at = sema_expr_start(s, x);
            if (!incomplete_at(s, c, e->tok, fn))
                return false;
            if (report)
                sema_error(s, at, at, DIAG_edg_852, NULL);
            return true;
        }
        return false;
    }
    if (e->op != eok_points_to_field && e->op != eok_dot_field)
        return false;
    const struct il_tree *obj = e->first;
    const struct symbol *c = NULL;
    bool deref = false;
    if (e->op == eok_points_to_field) {
        c = pointee_class(s, obj, false);
    } else if (obj && obj->kind == IL_expr_node && obj->sub == enk_operation && obj->op == eok_parens &&
               obj->first && obj->first->kind == IL_expr_node && obj->first->sub == enk_operation &&
               obj->first->op == eok_indirect && !obj->first->first->next) {
        c = pointee_class(s, obj->first->first, false);   /* (*p).m */
        deref = true;
    } else {
        c = pointee_class(s, obj, true);   /* r.m */
    }
    uint32_t at = obj ? sema_expr_start(s, obj) : 0;
    if (!c || !at || !incomplete_at(s, c, e->tok, fn))
        return false;
    const char *text = sema_entity_text(s, c);
    if (!text)
        return false;
    if (report)
        sema_error(s, at, at, e->op == eok_points_to_field && !deref ? DIAG_edg_833
                                                               : DIAG_incomplete_type_not_allowed,
               text);
    return true;
}
