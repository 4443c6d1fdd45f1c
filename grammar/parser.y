/* grammar/parser.y — the C++ grammar of cufe (bison, LALR(1), pure push parser).
 *
 * This is a deterministic grammar for C++17/C++20 with GNU and CUDA
 * extensions.  It is not fed the lexer's tokens directly but through the
 * token filter (src/parse/token_filter.c), which
 *   - classifies identifiers by name lookup: TYPE_NAME, TEMPLATE_NAME (a
 *     class/alias template followed by `<`), VTEMPLATE_NAME (a function or
 *     variable template followed by `<`), DEP_TEMPLATE_NAME (after the
 *     `template` disambiguator), CONCEPT_NAME, NAMESPACE_NAME, SCOPE_NAME
 *     (any name followed by `::`), CTOR_NAME, DGUIDE_NAME, IDENTIFIER;
 *   - turns template-argument-list brackets into TMPL_OPEN / TMPL_CLOSE
 *     (splitting `>>`, `>=`, `>>=`), and `<<<` / `>>>` into LAUNCH_OPEN /
 *     LAUNCH_CLOSE;
 *   - inserts marker tokens where C++ needs unbounded lookahead, after
 *     asking this parser which tokens it can accept in its current state
 *     (parser_accepts() below) and looking ahead:
 *       DECL_MARK     before a declaration in a block, condition or
 *                     for-init ([stmt.ambig]);
 *       TYPEID_MARK   before a type-id where an expression could also
 *                     appear (template arguments, sizeof, casts, ...;
 *                     [dcl.ambig.res], [temp.arg]);
 *       INIT_LPAREN   for the `(` of a parenthesized initializer after a
 *                     declarator, where a parameter list could also appear;
 *       PTRMEM_LPAREN for the `(` of a parenthesized declarator that
 *                     starts with a qualified name: a pointer-to-member
 *                     `( X::* ...` or a declarator-id `(X::f)`;
 *       DEFERRED_BODY for a member function body, saved for replay when
 *                     the class is complete (a single token);
 *   - strips what the grammar does not need to see: GNU attributes,
 *     [[...]], alignas(...), __extension__, #pragma lines, asm labels;
 *     collapses asm statements into ASM_STMT.
 * grammar/README explains the design and lists every conflict.
 */
%require "3.8"
%define api.pure full
%define api.push-pull push
%define api.token.prefix {P_}
%define api.value.type {struct pval}
%define parse.error custom
%parse-param {struct parser *p}

%code requires {
#include "parse/parse_int.h"
}

%code top {
/* Deeply nested expressions and declarations are fine: the stacks grow. */
#define YYMAXDEPTH 1000000
}

%code {
#include <stdio.h>
#include <string.h>

#include "parse/token_filter.h"

static void yyerror(struct parser *p, const char *msg);
static int symbols_to_tokens(const int *syms, int n, int *out);
}

/* ---- the lexer's token kinds (tables/tokens), in table order ---- */
%token IDENTIFIER
%token INT_LITERAL
%token FLOAT_LITERAL
%token CHAR_LITERAL
%token STRING_LITERAL
%token UD_INT_LITERAL
%token UD_FLOAT_LITERAL
%token UD_CHAR_LITERAL
%token UD_STRING_LITERAL
%token PRAGMA
%token DIRECTIVE
%token UNKNOWN
%token LPAREN               "("
%token RPAREN               ")"
%token LBRACKET             "["
%token RBRACKET             "]"
%token LBRACE               "{"
%token RBRACE               "}"
%token SEMI                 ";"
%token COLON                ":"
%token COLONCOLON           "::"
%token ELLIPSIS             "..."
%token QUESTION             "?"
%token DOT                  "."
%token DOTSTAR              ".*"
%token ARROW                "->"
%token ARROWSTAR            "->*"
%token TILDE                "~"
%token EXCLAIM              "!"
%token PLUS                 "+"
%token MINUS                "-"
%token STAR                 "*"
%token SLASH                "/"
%token PERCENT              "%"
%token CARET                "^"
%token AMP                  "&"
%token PIPE                 "|"
%token ASSIGN               "="
%token PLUS_ASSIGN          "+="
%token MINUS_ASSIGN         "-="
%token STAR_ASSIGN          "*="
%token SLASH_ASSIGN         "/="
%token PERCENT_ASSIGN       "%="
%token CARET_ASSIGN         "^="
%token AMP_ASSIGN           "&="
%token PIPE_ASSIGN          "|="
%token LSHIFT_ASSIGN        "<<="
%token RSHIFT_ASSIGN        ">>="
%token EQEQ                 "=="
%token NOTEQ                "!="
%token LT                   "<"
%token GT                   ">"
%token LE                   "<="
%token GE                   ">="
%token SPACESHIP            "<=>"
%token AMPAMP               "&&"
%token PIPEPIPE             "||"
%token LSHIFT               "<<"
%token RSHIFT               ">>"
%token PLUSPLUS             "++"
%token MINUSMINUS           "--"
%token COMMA                ","
%token HASH                 "#"
%token HASHHASH             "##"
%token MIN                  "<?"
%token MAX                  ">?"
%token AUTO
%token BREAK
%token CASE
%token CHAR
%token CONST
%token CONTINUE
%token DEFAULT
%token DO
%token DOUBLE
%token ELSE
%token ENUM
%token EXTERN
%token FLOAT
%token FOR
%token GOTO
%token IF
%token INLINE
%token INT
%token LONG
%token REGISTER
%token RETURN
%token SHORT
%token SIGNED
%token SIZEOF
%token STATIC
%token STRUCT
%token SWITCH
%token TYPEDEF
%token UNION
%token UNSIGNED
%token VOID
%token VOLATILE
%token WHILE
%token RESTRICT
%token BOOL
%token COMPLEX
%token IMAGINARY
%token ALIGNAS
%token ALIGNOF
%token ATOMIC
%token GENERIC
%token NORETURN
%token STATIC_ASSERT
%token THREAD_LOCAL
%token TYPEOF
%token TYPEOF_UNQUAL
%token FLOAT16
%token FLOAT32
%token FLOAT32X
%token FLOAT64
%token FLOAT64X
%token FLOAT128
%token TRUE
%token FALSE
%token WCHAR_T
%token CHAR8_T
%token CHAR16_T
%token CHAR32_T
%token CATCH
%token CLASS
%token DELETE
%token FRIEND
%token NEW
%token OPERATOR
%token PRIVATE
%token PROTECTED
%token PUBLIC
%token TEMPLATE
%token THIS
%token THROW
%token TRY
%token VIRTUAL
%token CONST_CAST
%token DYNAMIC_CAST
%token REINTERPRET_CAST
%token STATIC_CAST
%token TYPEID
%token EXPLICIT
%token EXPORT
%token MUTABLE
%token NAMESPACE
%token USING
%token TYPENAME
%token ASM
%token CONSTEXPR
%token DECLTYPE
%token NOEXCEPT
%token NULLPTR
%token CONSTEVAL
%token CONSTINIT
%token CO_AWAIT
%token CO_RETURN
%token CO_YIELD
%token CONCEPT
%token REQUIRES
%token ATTRIBUTE
%token EXTENSION
%token LABEL
%token INT128
%token GNU_FLOAT128
%token GNU_FLOAT80
%token BF16
%token FP16
%token BUILTIN_VA_LIST
%token AUTO_TYPE
%token GNU_NULL
%token GNU_THREAD
%token REAL
%token IMAG
%token FUNC_NAME
%token FUNCTION_NAME
%token PRETTY_FUNCTION
%token BUILTIN_OFFSETOF
%token BUILTIN_VA_ARG
%token BUILTIN_TYPES_COMPATIBLE_P
%token BUILTIN_BIT_CAST
%token BUILTIN_ADDRESSOF
%token BUILTIN_HAS_ATTRIBUTE
%token BUILTIN_SHUFFLE
%token BUILTIN_SHUFFLEVECTOR
%token BUILTIN_CONVERTVECTOR
%token BUILTIN_COMPLEX
%token BUILTIN_IS_CORRESPONDING_MEMBER
%token BUILTIN_IS_POINTER_INTERCONVERTIBLE_WITH_CLASS
%token INTEGER_PACK
%token BASES
%token DIRECT_BASES
%token UNDERLYING_TYPE
%token TYPE_GENERIC
%token INTADDR
%token NAN_VALUE
%token INFINITY_VALUE
%token EDG_TYPE
%token EDG_VECTOR_TYPE
%token EDG_NEON_VECTOR_TYPE
%token EDG_NEON_POLYVECTOR_TYPE
%token EDG_SCALABLE_VECTOR_TYPE
%token EDG_SIZE_TYPE
%token EDG_PTRDIFF_TYPE
%token EDG_BOOL_TYPE
%token EDG_WCHAR_TYPE
%token EDG_THROW
%token EDG_OPND
%token INTERNAL_ALIAS_DECL
%token DECLSPEC
%token INT8
%token INT16
%token INT32
%token INT64
%token NULLABLE
%token NONNULL
%token NULL_UNSPECIFIED
%token BUILTIN_ARM_LDREX
%token BUILTIN_ARM_LDAEX
%token BUILTIN_ARM_ADDG
%token BUILTIN_ARM_IRG
%token BUILTIN_ARM_LDG
%token NOINLINE
%token NV_REGISTER_PARAMS
%token NV_IS_EXTENDED_DEVICE_LAMBDA_CLOSURE_TYPE
%token NV_IS_EXTENDED_HOST_DEVICE_LAMBDA_CLOSURE_TYPE
%token NV_IS_EXTENDED_DEVICE_LAMBDA_WITH_PRESERVED_RETURN_TYPE
%token HAS_NOTHROW_ASSIGN
%token HAS_NOTHROW_CONSTRUCTOR
%token HAS_NOTHROW_COPY
%token HAS_NOTHROW_MOVE_ASSIGN
%token HAS_TRIVIAL_ASSIGN
%token HAS_TRIVIAL_CONSTRUCTOR
%token HAS_TRIVIAL_COPY
%token HAS_TRIVIAL_DESTRUCTOR
%token HAS_TRIVIAL_MOVE_ASSIGN
%token HAS_TRIVIAL_MOVE_CONSTRUCTOR
%token HAS_UNIQUE_OBJECT_REPRESENTATIONS
%token HAS_VIRTUAL_DESTRUCTOR
%token IS_ABSTRACT
%token IS_AGGREGATE
%token IS_ARITHMETIC
%token IS_ARRAY
%token IS_BOUNDED_ARRAY
%token IS_CLASS
%token IS_COMPLETE_TYPE
%token IS_COMPOUND
%token IS_CONST
%token IS_DESTRUCTIBLE
%token IS_EMPTY
%token IS_ENUM
%token IS_FINAL
%token IS_FLOATING_POINT
%token IS_FUNCTION
%token IS_FUNDAMENTAL
%token IS_INTEGRAL
%token IS_LITERAL_TYPE
%token IS_LVALUE_REFERENCE
%token IS_MEMBER_FUNCTION_POINTER
%token IS_MEMBER_OBJECT_POINTER
%token IS_MEMBER_POINTER
%token IS_NOTHROW_DESTRUCTIBLE
%token IS_OBJECT
%token IS_POD
%token IS_POINTER
%token IS_POLYMORPHIC
%token IS_REFERENCE
%token IS_REFERENCEABLE
%token IS_RVALUE_REFERENCE
%token IS_SCALAR
%token IS_SCOPED_ENUM
%token IS_STANDARD_LAYOUT
%token IS_TRIVIAL
%token IS_TRIVIALLY_COPYABLE
%token IS_TRIVIALLY_DESTRUCTIBLE
%token IS_TRIVIALLY_EQUALITY_COMPARABLE
%token IS_TRIVIALLY_RELOCATABLE
%token IS_UNBOUNDED_ARRAY
%token IS_UNION
%token IS_UNSIGNED
%token IS_VOID
%token IS_VOLATILE
%token ARRAY_RANK
%token ARRAY_EXTENT
%token IS_BASE_OF
%token IS_CONVERTIBLE
%token IS_NOTHROW_CONVERTIBLE
%token IS_SAME
%token IS_ASSIGNABLE
%token IS_NOTHROW_ASSIGNABLE
%token IS_TRIVIALLY_ASSIGNABLE
%token IS_LAYOUT_COMPATIBLE
%token IS_POINTER_INTERCONVERTIBLE_BASE_OF
%token REFERENCE_BINDS_TO_TEMPORARY
%token REFERENCE_CONSTRUCTS_FROM_TEMPORARY
%token REFERENCE_CONVERTS_FROM_TEMPORARY
%token EDG_IS_DEDUCIBLE
%token IS_CONSTRUCTIBLE
%token IS_NOTHROW_CONSTRUCTIBLE
%token IS_TRIVIALLY_CONSTRUCTIBLE
%token ADD_LVALUE_REFERENCE
%token ADD_POINTER
%token ADD_RVALUE_REFERENCE
%token DECAY
%token MAKE_SIGNED
%token MAKE_UNSIGNED
%token REMOVE_ALL_EXTENTS
%token REMOVE_CONST
%token REMOVE_CV
%token REMOVE_CVREF
%token REMOVE_EXTENT
%token REMOVE_POINTER
%token REMOVE_REFERENCE
%token REMOVE_RESTRICT
%token REMOVE_VOLATILE

/* ---- pseudo-tokens made by the token filter ---- */
%token TYPE_NAME          /* a type: class, enum, typedef, type parameter */
%token TEMPLATE_NAME      /* class or alias template (or template template parameter), before TMPL_OPEN */
%token VTEMPLATE_NAME     /* function or variable template, before TMPL_OPEN */
%token DEP_TEMPLATE_NAME  /* a name after the `template` disambiguator, before TMPL_OPEN */
%token CONCEPT_NAME
%token NAMESPACE_NAME
%token SCOPE_NAME         /* any name followed by `::` */
%token CTOR_NAME          /* the class's own name declaring a constructor */
%token DGUIDE_NAME        /* a class template name starting a deduction guide */
%token VIRT_SPEC          /* `final` or `override` where they are specifiers */
%token TMPL_OPEN          /* `<` opening template arguments or parameters */
%token TMPL_CLOSE         /* `>` closing them */
%token LAUNCH_OPEN        /* CUDA `<<<` */
%token LAUNCH_CLOSE       /* CUDA `>>>` */
%token DECL_MARK          /* a declaration follows (block scope, conditions) */
%token TYPEID_MARK        /* a type-id follows */
%token INIT_LPAREN        /* `(` of an initializer */
%token PTRMEM_LPAREN      /* `(` of a parenthesized declarator starting with X::* or X::name */
%token DEFERRED_BODY      /* a member function body, saved for replay */
%token DEFERRED_INIT      /* a default member initializer or default argument in a
                             class, saved for replay (value: its token range) */
%token ASM_STMT           /* asm [qualifiers] ( ... ) */
%token EXPLICIT_BOOL      /* `explicit` followed by `(` */
%token DELETE_ARRAY       /* `delete [ ]` */
%token NEW_ARRAY          /* `new [ ]` after `operator` */
%token DESIG_LBRACKET     /* `[` of a GNU array designator: { [2] = v } */
%token GLOBAL_SCOPE       /* a leading `::` (the global namespace); "::" is always nested */
%token CLASS_KEY_DEF      /* class/struct/union starting a class definition */
%token ENUM_DEF           /* enum starting an enum definition */
%token TPARAM_KEY         /* class/typename introducing a template type parameter */
%token ENUM_OPAQUE        /* enum starting an opaque enum declaration */
%token NESTED_REQUIRES    /* `requires` starting a nested requirement */
%token NOEXCEPT_PAREN     /* `noexcept` followed by `(` */
%token BUILTIN_TYPE       /* char int long short signed unsigned void bool float double ... */
%token CV                 /* const volatile __restrict */
%token SIMPLE_DECLSPEC    /* typedef register thread_local __thread virtual friend constinit ... */
%token TYPE_TRAIT         /* __is_same(...) and the other value traits */
%token TYPE_TRANSFORM     /* __remove_cv(...) and the other type transforms */
%token START_TU           /* first token of a translation unit parse */
%token START_BODY         /* first token of a replayed member function body */
%token START_NOEXCEPT     /* first token of a replayed noexcept(...) of a member */
%token START_INIT         /* first token of a replayed initializer (DEFERRED_INIT) */
%token DEFERRED_NOEXCEPT  /* noexcept(...) of a member function, saved for replay */

/* ---- precedence: binary operators, dangling else ---- */
%precedence LOWER_THAN_ELSE
%precedence ELSE
%left "||"
%left "&&"
%left "|"
%left "^"
%left "&"
%left "==" "!="
%left "<" ">" "<=" ">=" "<?" ">?"
%left "<=>"
%left "<<" ">>"
%left "+" "-"
%left "*" "/" "%"
%left ".*" "->*"

%expect 12

%start start

%%

start:
    START_TU translation_unit
  | START_BODY deferred_body                 { pa_replayed_tree(p, $2.t); }
  | START_NOEXCEPT "(" constant_expression ")" { pa_replayed_tree(p, $3.t); }
  | START_INIT initializer_clause            { pa_replayed_tree(p, $2.t); }
  ;

translation_unit:
    %empty
  | declaration_seq
  ;

declaration_seq:
    declaration
  | declaration_seq declaration
  ;

/* ======================================================================
 * Declarations
 * ====================================================================== */

declaration:
    simple_declaration
  | function_definition
  | template_declaration
  | explicit_instantiation
  | linkage_specification
  | namespace_definition
  | namespace_alias_definition
  | using_directive
  | using_declaration
  | using_enum_declaration
  | alias_declaration
  | static_assert_declaration
  | opaque_enum_declaration
  | deduction_guide
  | ASM_STMT ";"
  | ";"
  | error                        { pa_end_declaration(p); }
  ;

simple_declaration:
    decl_specs ";"                                 { pa_declare(p, $1.p, NULL); pa_end_declaration(p); }
  | decl_specs init_declarator_list ";"            { pa_end_declaration(p); }
  | ds_notype init_declarator_list ";"             { pa_end_declaration(p); }
  | init_declarator_list_nospec ";"                { pa_end_declaration(p); }
  | decl_specs structured_binding initializer ";"  { pa_end_declaration(p); }
  ;

/* Declarators that follow the decl-specifiers.  The list's value is the
 * decl-specifiers (struct declspec *): $0 for the first declarator (the
 * decl_specs symbol before the list on the stack), then passed along.
 * A name is declared when its init-declarator is complete. */
init_declarator_list:
    init_declarator                           { pa_declare(p, $0.p, $1.p); $$.p = $0.p; }
  | init_declarator_list "," init_declarator  { pa_declare(p, $1.p, $3.p); $$ = $1; }
  ;

init_declarator:
    declarator_F trailing_return_decl_opt requires_clause_opt
  | declarator_IO
  | declarator_IO name_declared initializer { $$ = $1; pa_dr_init(p, $1.p, $3.tok, $3.kind);
                                              if ($1.p) ((struct declarator *)$1.p)->init_tree = $3.t; }
  ;

/* [basic.scope.pdecl]: a name is declared when its declarator is
 * complete, before its initializer, which may use it (`int x =
 * sizeof(x);`, a variable template naming itself: `v<T> = ... v<U>`).
 * Reduced only before an initializer (its lookahead `=`, `{` or
 * INIT_LPAREN), so it competes with nothing.  $0 is the declarator. */
name_declared:
    %empty                                  { pa_declare_name(p, $0.p); }
  ;

/* A declaration with no decl-specifier: constructors, destructors,
 * conversion functions (and C's implicit int, diagnosed elsewhere). */
init_declarator_list_nospec:
    nospec_declarator trailing_return_decl_opt requires_clause_opt { pa_declare(p, NULL, $1.p); }
  ;

/* A function declarator with no decl-specifiers before it: a
 * constructor, destructor or conversion function, maybe qualified. */
nospec_declarator:
    declarator_id params_quals              { $$.p = pa_dr_derive(p, pa_dr_params(p, $1.p, $2.p), pt_routine(p, &$2)); }
  ;

structured_binding:
    "[" binding_list "]"
  | ref_qualifier "[" binding_list "]"
  ;

binding_list:
    any_id                                  { pa_declare(p, NULL, pa_dr_name(p, DN_IDENT, $1.tok, parser_ident(p, $1.tok), NULL, false)); }
  | binding_list "," any_id                 { pa_declare(p, NULL, pa_dr_name(p, DN_IDENT, $3.tok, parser_ident(p, $3.tok), NULL, false)); }
  ;

/* Value: tok the `=` of a copy-initialization (kind 1); kind 0 otherwise. */
initializer:
    "=" initializer_clause                  { $$ = $1; $$.kind = 1; $$.t = $2.t; }
  | braced_init_list                        { $$ = $1; $$.kind = 0; }
  | INIT_LPAREN expression_list ")"         { $$ = $1; $$.kind = 0;
                                              $$.t = PT_EXPR(p, enk_initializer, $1.tok, $2.t, NULL, NULL); }
  ;

function_definition:
    decl_specs declarator_F trailing_return_decl_opt requires_clause_opt
                                            { pa_declare(p, $1.p, $2.p); pa_function_body_begin(p, $2.p); }
    function_body                           { pa_function_def(p, $2.p, $6.tok); pa_function_tree(p, $2.p, $6.t);
                                              pa_function_body_end(p); pa_end_declaration(p); }
  | ds_notype declarator_F trailing_return_decl_opt requires_clause_opt
                                            { pa_declare(p, $1.p, $2.p); pa_function_body_begin(p, $2.p); }
    function_body                           { pa_function_def(p, $2.p, $6.tok); pa_function_tree(p, $2.p, $6.t);
                                              pa_function_body_end(p); pa_end_declaration(p); }
  | nospec_declarator trailing_return_decl_opt requires_clause_opt
                                            { pa_declare(p, NULL, $1.p); pa_function_body_begin(p, $1.p); }
    function_body                           { pa_function_def(p, $1.p, $5.tok); pa_function_tree(p, $1.p, $5.t);
                                              pa_function_body_end(p); pa_end_declaration(p); }
  ;

/* Value (t): the constructor_inits, then the block (or try block). */
function_body:
    compound_statement
  | ctor_initializer compound_statement     { $$ = $1; pt_list(&$$, $2.t); }
  | function_try_block
  | "=" DEFAULT ";"                         { $$.t = NULL; }
  | "=" DELETE ";"                          { $$.t = NULL; }
  ;

function_try_block:
    try_keyword compound_statement handler_seq      { $$.t = PT_STMT(p, stmk_try_block, $1.tok, $2.t, $3.t, NULL, NULL); }
  | try_keyword ctor_initializer compound_statement handler_seq
                                            { $$ = $2; pt_list(&$$, PT_STMT(p, stmk_try_block, $1.tok, $3.t, $4.t, NULL, NULL)); }
  ;

ctor_initializer:
    ":"                                     { p->in_mem_inits = true; }
    mem_initializer_list                    { $$ = $3; p->in_mem_inits = false; }
  ;

mem_initializer_list:
    mem_initializer                         { $$ = $1; $$.tl = NULL; }
  | mem_initializer ELLIPSIS                { $$ = $1; $$.tl = NULL; }
  | mem_initializer_list "," mem_initializer          { $$ = $1; pt_list(&$$, $3.t); }
  | mem_initializer_list "," mem_initializer ELLIPSIS { $$ = $1; pt_list(&$$, $3.t); }
  ;

mem_initializer:
    mem_initializer_id "(" expression_list_opt ")"  { $$.t = pt_node(p, IL_constructor_init, 0, 0, $1.tok, $3.t, NULL, NULL, NULL); }
  /* cfront: no name, the one base class (360, or 358 with --anachronisms) */
  | "(" { pa_unnamed_mem_initializer(p, $1.tok); } expression_list_opt ")"
                                            { $$.t = pt_node(p, IL_constructor_init, 0, 0, $1.tok, $3.t, NULL, NULL, NULL); }
  | mem_initializer_id braced_init_list             { $$.t = pt_node(p, IL_constructor_init, 0, 0, $1.tok, $2.t, NULL, NULL, NULL); }
  ;

/* Value: tok the name (for the constructor_init node). */
mem_initializer_id:
    any_id                                  { pa_mem_initializer_id(p, $1.tok); }
  | nested_name_specifier any_id            { $$ = $2; }
  | simple_template_id
  | nested_name_specifier simple_template_id { $$ = $2; }
  | nested_name_specifier TEMPLATE dep_template_id { $$ = $3; }
  | decltype_specifier
  ;

/* A replayed member function body: the saved tokens from `{`, `:` or
 * `try` to the end of the body. */
deferred_body:
    compound_statement
  | ctor_initializer compound_statement     { $$ = $1; pt_list(&$$, $2.t); }
  | function_try_block
  ;

/* ---- decl-specifiers ----
 * Split by what type they contain, so that a name after a complete type
 * is a declarator-id, never another type specifier:
 *   ds_notype   no type specifier (static, inline, const, ...)
 *   ds_named    exactly one named type (class name, typedef, template-id,
 *               decltype, class/enum specifier, auto ...)
 *   ds_builtin  builtin type keywords (unsigned long int ...)
 * ds_notype is not folded into decl_specs: a declaration that has no type
 * (`inline A::A()`) keeps its own rules, so no reduction has to choose
 * before the name after `A::` is seen. */
decl_specs:
    ds_named
  | ds_builtin
  ;

ds_notype:
    nontype_spec                            { $$.p = pa_ds_flag(p, NULL, $1.tok, $1.kind); }
  | ds_notype nontype_spec                  { $$.p = pa_ds_flag(p, $1.p, $2.tok, $2.kind); }
  ;

ds_named:
    named_type_spec                         { $$.p = pa_ds_targs(p, pa_ds_type(p, NULL, $1.p, $1.tok), $1.t); }
  | ds_notype named_type_spec               { $$.p = pa_ds_targs(p, pa_ds_type(p, $1.p, $2.p, $2.tok), $2.t); }
  | ds_named nontype_spec                   { $$.p = pa_ds_flag(p, $1.p, $2.tok, $2.kind); }
  | ds_named BUILTIN_TYPE                   { $$.p = pa_ds_named_builtin(p, $1.p, $2.tok);
                                              if (!$$.p) YYERROR;   /* after a class or enum body: a missing ; */ }
  ;

ds_builtin:
    BUILTIN_TYPE                            { $$.p = pa_ds_type(p, NULL, NULL, $1.tok); }
  | ds_notype BUILTIN_TYPE                  { $$.p = pa_ds_type(p, $1.p, NULL, $2.tok); }
  | ds_builtin BUILTIN_TYPE                 { $$.p = pa_ds_builtin(p, $1.p, $2.tok); }
  | ds_builtin nontype_spec                 { $$.p = pa_ds_flag(p, $1.p, $2.tok, $2.kind); }
  ;

nontype_spec:
    CV
  | SIMPLE_DECLSPEC
  | STATIC
  | EXTERN
  | INLINE
  | MUTABLE
  | EXPLICIT
  | EXPLICIT_BOOL "(" constant_expression ")"
  | CONSTEXPR
  | CONSTEVAL
  ;

/* $$.p: the symbol the type names when known (for typedefs of classes). */
named_type_spec:
    type_name_ref
  | typename_specifier
  | nested_name_specifier TEMPLATE dep_template_id { $$.p = NULL; }  /* X::template Y<T>, X not dependent */
  | decltype_specifier                      { $$.p = NULL; }
  | typeof_specifier                        { $$.p = NULL; }
  | class_specifier                         { $$.t = NULL; }
  | enum_specifier                          { $$.t = NULL; }
  | elaborated_type_specifier
  | placeholder_type                        { $$.p = NULL; }
  | TYPE_TRANSFORM "(" type_id ")"          { $$.p = NULL; }
  | UNDERLYING_TYPE "(" type_id ")"         { $$.p = NULL; }
  | BASES "(" type_id ")"                   { $$.p = NULL; }
  | DIRECT_BASES "(" type_id ")"            { $$.p = NULL; }
  ;

type_name_ref:
    TYPE_NAME                               { $$.p = $1.p; $$.tok = $1.tok; }
  | nested_name_specifier TYPE_NAME         { $$.p = $2.p; $$.tok = $2.tok; }
  | simple_template_id
  | nested_name_specifier simple_template_id { $$ = $2; }
  ;

/* Value: p the template's symbol, tok its name, t its arguments. */
simple_template_id:
    TEMPLATE_NAME TMPL_OPEN template_argument_list_opt TMPL_CLOSE   { $$.p = $1.p; $$.tok = $1.tok; $$.t = $3.t;
                                                                      pa_template_id(p, $1.p, $1.tok, $3.t, $4.tok); }
  ;

/* After the `template` disambiguator the filter always makes DEP_TEMPLATE_NAME. */
dep_template_id:
    DEP_TEMPLATE_NAME TMPL_OPEN template_argument_list_opt TMPL_CLOSE
  ;

vtemplate_id:
    VTEMPLATE_NAME TMPL_OPEN template_argument_list_opt TMPL_CLOSE   { $$ = $1; $$.t = $3.t; }
  ;

/* Value: tok the `typename`; p the type's symbol when certain
 * (pa_typename_target). */
typename_specifier:
    TYPENAME nested_name_specifier typename_tail
        { $$ = $1; $$.p = pa_typename_target(p, $1.tok, $2.p, $3.p, $3.tok); }
  ;

typename_tail:
    any_id
  | simple_template_id
  | vtemplate_id
  | TEMPLATE dep_template_id
  ;

decltype_specifier:
    DECLTYPE "(" expression ")"
  | DECLTYPE "(" AUTO ")"
  ;

typeof_specifier:
    TYPEOF "(" TYPEID_MARK type_id ")"
  | TYPEOF "(" expression ")"
  ;

placeholder_type:
    AUTO
  | type_constraint AUTO
  | type_constraint DECLTYPE "(" AUTO ")"
  ;

type_constraint:
    concept_ref
  | concept_ref TMPL_OPEN template_argument_list_opt TMPL_CLOSE
  ;

concept_ref:
    CONCEPT_NAME
  | nested_name_specifier CONCEPT_NAME
  ;

/* ---- nested-name-specifiers ---- */
nested_name_specifier:
    GLOBAL_SCOPE                                      { $$.p = p->global; }
  | SCOPE_NAME "::"                                   { $$.p = pa_scope_of_symbol(p, $1.p); }
  | simple_template_id "::"                           { $$.p = pa_scope_of_symbol(p, $1.p); $$.t = NULL;
                                                        pa_note_qualifier_targs(p, $1.p, $1.tok, $1.t, $2.tok); }
  | decltype_specifier "::"                           { $$.p = NULL; }
  | nested_name_specifier SCOPE_NAME "::"             { $$.p = pa_scope_of_symbol(p, $2.p); }
  | nested_name_specifier simple_template_id "::"     { $$.p = pa_scope_of_symbol(p, $2.p);
                                                        pa_note_qualifier_targs(p, $2.p, $2.tok, $2.t, $3.tok); }
  | nested_name_specifier TEMPLATE dep_template_id "::" { $$.p = NULL; }
  ;

/* ---- classes ---- */
class_key:
    CLASS
  | STRUCT
  | UNION
  ;

class_specifier:
    class_head "{"                          { pa_class_begin(p, $1.p, $2.tok); pa_mark_brace(p); }
    member_specification_opt "}"            { pa_class_end(p, $5.tok); $$.p = $1.p; $$.tok = $1.tok; }
  ;

class_head:
    class_head_start class_virt_opt base_clause_opt { $$ = $1; }
  | CLASS_KEY_DEF                           { $$ = $1;   /* (a mid-rule value starts unset) */
                                              $$.p = pa_class_head(p, $1.tok, 0, NULL, NULL, false); }
    base_clause_opt                         { $$ = $2; }
  ;

class_head_start:
    CLASS_KEY_DEF any_id                    { $$.p = pa_class_head(p, $1.tok, $2.tok, NULL, NULL, false); $$.tok = $2.tok; }
  | CLASS_KEY_DEF nested_name_specifier any_id { $$.p = pa_class_head(p, $1.tok, $3.tok, $2.p, NULL, false); $$.tok = $3.tok; }
  | CLASS_KEY_DEF simple_template_id        { $$.p = pa_class_head(p, $1.tok, $2.tok, NULL, $2.p, true); $$.tok = $2.tok; }
  | CLASS_KEY_DEF nested_name_specifier simple_template_id
                                            { $$.p = pa_class_head(p, $1.tok, $3.tok, $2.p, $3.p, true); $$.tok = $3.tok; }
  ;

class_virt_opt:
    %empty
  | VIRT_SPEC                               { pa_class_virt(p, $1.tok); }
  ;

base_clause_opt:
    %empty
  | ":" base_specifier_list
  ;

/* (--embedded_c++: 882 at a base-specifier that is not the first, or is
 * virtual: at the token after the `,` or `:`) */
base_specifier_list:
    base_specifier                          { if ($1.kind) pa_embedded_cxx(p, $0.tok + 1, DIAG_edg_882); }
  | base_specifier_list "," base_specifier  { pa_embedded_cxx(p, $2.tok + 1, DIAG_edg_882); }
  ;

/* Value: kind nonzero when virtual. */
base_specifier:
    base_prefix_opt base_type_name              { pa_base(p, $2.p, $2.tok, $1.kind != 0); $$.kind = $1.kind; }
  | base_prefix_opt base_type_name ELLIPSIS     { pa_base(p, NULL, $2.tok, $1.kind != 0); $$.kind = $1.kind; }
  ;

/* Value: kind nonzero when it holds `virtual`. */
base_prefix_opt:
    %empty                                  { $$.kind = 0; }
  | base_prefix_opt access_specifier        { $$.kind = $1.kind; }
  | base_prefix_opt SIMPLE_DECLSPEC      /* virtual */
                                            { $$.kind = $1.kind | ($2.kind == TOK_VIRTUAL); }
  ;

base_type_name:
    any_id                                  { $$.p = $1.p; }
  | nested_name_specifier any_id            { $$ = $2; }
  | simple_template_id
  | nested_name_specifier simple_template_id { $$ = $2; }
  | nested_name_specifier TEMPLATE dep_template_id { $$.p = NULL; }
  | decltype_specifier                      { $$.p = NULL; }
  ;

access_specifier:
    PUBLIC
  | PROTECTED
  | PRIVATE
  ;

member_specification_opt:
    %empty
  | member_specification_opt member_declaration
  ;

member_declaration:
    decl_specs ";"                                      { pa_declare(p, $1.p, NULL); pa_end_declaration(p); }
  | decl_specs member_declarator_list ";"               { pa_end_declaration(p); }
  | ds_notype member_declarator_list ";"                { pa_end_declaration(p); }
  | member_declarator_list_nospec ";"                   { pa_end_declaration(p); }
  | decl_specs member_function_head DEFERRED_BODY       { pa_defer_body(p, $3.tok, $3.kind, $2.p); pa_end_declaration(p); }
  | ds_notype member_function_head DEFERRED_BODY        { pa_defer_body(p, $3.tok, $3.kind, $2.p); pa_end_declaration(p); }
  | member_function_head_nospec DEFERRED_BODY           { pa_defer_body(p, $2.tok, $2.kind, $1.p); pa_end_declaration(p); }
  | member_template_declaration
  | using_declaration
  | using_enum_declaration
  | alias_declaration
  | static_assert_declaration
  | opaque_enum_declaration
  | deduction_guide
  | access_specifier ":"
  | ";"
  | error                                               { pa_end_declaration(p); }
  ;

member_function_head:
    declarator_F trailing_return_decl_opt virt_specs_opt requires_clause_opt { pa_declare(p, $0.p, $1.p); $$ = $1; }
  ;

member_function_head_nospec:
    nospec_declarator trailing_return_decl_opt virt_specs_opt requires_clause_opt { pa_declare(p, NULL, $1.p); $$ = $1; }
  ;

member_declarator_list:
    member_declarator                             { pa_declare(p, $0.p, $1.p); $$.p = $0.p; }
  | member_declarator_list "," member_declarator  { pa_declare(p, $1.p, $3.p); $$ = $1; }
  ;

member_declarator:
    declarator_F trailing_return_decl_opt virt_specs_opt requires_clause_opt
  | declarator_F trailing_return_decl_opt virt_specs_opt requires_clause_opt pure_specifier
  | declarator_IO
  | declarator_IO name_declared brace_or_equal_initializer { $$ = $1; pa_dr_init_tree(p, $1.p, $3.t, $3.p); }
  | declarator_I ":" constant_expression
  | declarator_I ":" constant_expression brace_or_equal_initializer
                                            { $$ = $1; pa_dr_init_tree(p, $1.p, $4.t, $4.p); }
  | ":" constant_expression                 { $$.p = NULL; }
  ;

member_declarator_list_nospec:
    member_declarator_nospec                                    { pa_declare(p, NULL, $1.p); }
  | member_declarator_list_nospec "," member_declarator_nospec  { pa_declare(p, NULL, $3.p); }
  ;

member_declarator_nospec:
    nospec_declarator trailing_return_decl_opt virt_specs_opt requires_clause_opt
  | nospec_declarator trailing_return_decl_opt virt_specs_opt requires_clause_opt pure_specifier
  ;

pure_specifier:
    "=" INT_LITERAL
  | "=" DEFAULT
  | "=" DELETE
  ;

virt_specs_opt:
    %empty
  | virt_specs_opt VIRT_SPEC
  ;

/* Value: t its tree; p the deferred record when it is replayed later. */
brace_or_equal_initializer:
    "=" initializer_clause                  { $$.t = $2.t; $$.p = NULL; }
  | braced_init_list                        { $$.p = NULL; }
  | "=" DEFERRED_INIT                       { $$.p = pa_defer_init(p, $2.tok, $2.kind); $$.t = NULL; }
  | DEFERRED_INIT                           { $$.p = pa_defer_init(p, $1.tok, $1.kind); $$.t = NULL; }
  ;

member_template_declaration:
    template_head member_declaration        { pa_template_end(p); }
  ;

/* ---- enumerations ---- */
enum_specifier:
    enum_head "{"                           { pa_enum_begin(p, $1.p); }
    enumerator_list_opt "}"                 { pa_enum_end(p, $1.p); $$ = $1; }
  ;

enum_head:
    enum_def_key                            { $$.p = pa_enum_head(p, 0, NULL, $1.kind); $$.tok = $1.tok; }
  | enum_def_key enum_base                  { $$.p = pa_enum_head(p, 0, NULL, $1.kind); $$.tok = $1.tok; }
  | enum_def_key any_id                     { $$.p = pa_enum_head(p, $2.tok, NULL, $1.kind); $$.tok = $2.tok; }
  | enum_def_key any_id enum_base           { $$.p = pa_enum_head(p, $2.tok, NULL, $1.kind); $$.tok = $2.tok; }
  | enum_def_key nested_name_specifier any_id
                                            { $$.p = pa_enum_head(p, $3.tok, $2.p, $1.kind); $$.tok = $3.tok; }
  | enum_def_key nested_name_specifier any_id enum_base
                                            { $$.p = pa_enum_head(p, $3.tok, $2.p, $1.kind); $$.tok = $3.tok; }
  ;

/* enum E : int;  enum class E;  (ENUM_OPAQUE: the filter saw the `;`) */
opaque_enum_declaration:
    ENUM_OPAQUE enum_kind_opt any_id enum_base ";"   { pa_elaborated(p, $1.tok, $3.tok, NULL, true); }
  | ENUM_OPAQUE enum_kind_opt any_id ";"             { pa_elaborated(p, $1.tok, $3.tok, NULL, true); }
  | ENUM_OPAQUE enum_kind_opt nested_name_specifier any_id enum_base ";"   { pa_elaborated(p, $1.tok, $4.tok, $3.p, true); }
  ;

enum_kind_opt:
    %empty
  | CLASS
  | STRUCT
  ;

enum_def_key:
    ENUM_DEF                                { $$ = $1; $$.kind = 0; }
  | ENUM_DEF CLASS                          { $$ = $1; $$.kind = 1; }
  | ENUM_DEF STRUCT                         { $$ = $1; $$.kind = 1; }
  ;

enum_key:
    ENUM                                    { $$ = $1; $$.kind = 0; }
  | ENUM CLASS                              { $$ = $1; $$.kind = 1; }
  | ENUM STRUCT                             { $$ = $1; $$.kind = 1; }
  ;

enum_base:
    ":" enum_base_type
  ;

enum_base_type:
    ds_builtin
  | type_name_ref
  | CV type_name_ref
  | typename_specifier
  | decltype_specifier
  ;

enumerator_list_opt:
    %empty
  | enumerator_list
  | enumerator_list ","
  ;

enumerator_list:
    enumerator
  | enumerator_list "," enumerator
  ;

enumerator:
    any_id                                  { pa_enumerator(p, $1.tok, NULL); }
  | any_id "=" constant_expression          { pa_enumerator(p, $1.tok, $3.t); }
  ;

elaborated_type_specifier:
    class_key any_id                        { $$.p = pa_elaborated(p, $1.tok, $2.tok, NULL, false); $$.tok = $2.tok; }
  | class_key nested_name_specifier any_id  { $$.p = pa_elaborated(p, $1.tok, $3.tok, $2.p, false); $$.tok = $3.tok; }
  | class_key simple_template_id            { $$ = $2; }
  | class_key nested_name_specifier simple_template_id { $$ = $3; }
  | class_key nested_name_specifier TEMPLATE dep_template_id { $$.p = NULL; }
  | enum_key any_id                         { $$.p = pa_elaborated(p, $1.tok, $2.tok, NULL, false); $$.tok = $2.tok; }
  | enum_key nested_name_specifier any_id   { $$.p = pa_elaborated(p, $1.tok, $3.tok, $2.p, false); $$.tok = $3.tok; }
  ;

/* ---- declarators ----
 * Classified by the first derived type applied to the name, so that a
 * function definition (`{` after a function declarator) and a braced
 * initializer (`{` after any other) never compete:
 *   declarator_I  the bare name, maybe parenthesized:        x  (x)
 *   declarator_F  a function:                                f(int)  *f()  (*g(int))(char)
 *   declarator_O  pointer, reference, array, member pointer: *p  a[3]  (*fp)(int)
 * Each value is a struct declarator *. */
declarator_IO:
    declarator_I
  | declarator_O
  ;

declarator_I:
    declarator_id
  | "(" declarator_I_unq ")"                { $$ = $2; pa_name_parens(p, $1.tok, $3.tok); }
  | PTRMEM_LPAREN declarator_I ")"          { $$ = $2; pa_name_parens(p, $1.tok, $3.tok); }
  ;

/* Directly inside a plain `(` the name is unqualified: `(A::x)` would
 * compete with a parameter list starting with a qualified type; the
 * filter makes that `(` PTRMEM_LPAREN when a qualified name that is not
 * a type follows. */
declarator_I_unq:
    declarator_id_unq
  | "(" declarator_I_unq ")"                { $$ = $2; pa_name_parens(p, $1.tok, $3.tok); }
  | PTRMEM_LPAREN declarator_I ")"          { $$ = $2; pa_name_parens(p, $1.tok, $3.tok); }
  ;

noptr_F:
    declarator_I params_quals               { $$.p = pa_dr_derive(p, pa_dr_params(p, $1.p, $2.p), pt_routine(p, &$2)); }
  | paren_F
  ;

noptr_F_unq:
    declarator_I_unq params_quals           { $$.p = pa_dr_derive(p, pa_dr_params(p, $1.p, $2.p), pt_routine(p, &$2)); }
  | paren_F
  ;

/* (F) and what follows it: (*signal(int, void (*)(int)))(int) */
paren_F:
    "(" declarator_F_plain ")"              { $$ = $2; }
  | PTRMEM_LPAREN declarator_F ")"          { $$ = $2; }
  | paren_F params_quals                    { $$ = $1; pa_dr_derive(p, $1.p, pt_routine(p, &$2)); }
  | paren_F "[" array_bound_opt "]"         { $$ = $1; pa_dr_derive(p, $1.p, pt_array(p, $2.tok, $3.t)); pa_array_bound(p, $3.t); pa_gnu_array_bound(p, $3.t); }
  ;

declarator_F:
    noptr_F
  | ptr_operator declarator_F               { $$ = $2; pa_dr_derive(p, $2.p, $1.t); }
  ;

declarator_F_plain:
    noptr_F_unq
  | ptr_operator_plain declarator_F         { $$ = $2; pa_dr_derive(p, $2.p, $1.t); }
  ;

noptr_O:
    declarator_I "[" array_bound_opt "]"    { $$.p = pa_dr_derive(p, pa_dr_ptr(p, $1.p), pt_array(p, $2.tok, $3.t)); pa_array_bound(p, $3.t); pa_gnu_array_bound(p, $3.t); }
  | noptr_O params_quals                    { $$ = $1; pa_dr_derive(p, $1.p, pt_routine(p, &$2)); }
  | noptr_O "[" array_bound_opt "]"         { $$ = $1; pa_dr_derive(p, $1.p, pt_array(p, $2.tok, $3.t)); pa_array_bound(p, $3.t); pa_gnu_array_bound(p, $3.t); }
  | "(" declarator_O_plain ")"              { $$ = $2; }
  | PTRMEM_LPAREN declarator_O ")"          { $$ = $2; }
  ;

noptr_O_unq:
    declarator_I_unq "[" array_bound_opt "]" { $$.p = pa_dr_derive(p, pa_dr_ptr(p, $1.p), pt_array(p, $2.tok, $3.t)); pa_array_bound(p, $3.t); pa_gnu_array_bound(p, $3.t); }
  | noptr_O_unq params_quals                { $$ = $1; pa_dr_derive(p, $1.p, pt_routine(p, &$2)); }
  | noptr_O_unq "[" array_bound_opt "]"     { $$ = $1; pa_dr_derive(p, $1.p, pt_array(p, $2.tok, $3.t)); pa_array_bound(p, $3.t); pa_gnu_array_bound(p, $3.t); }
  | "(" declarator_O_plain ")"              { $$ = $2; }
  | PTRMEM_LPAREN declarator_O ")"          { $$ = $2; }
  ;

declarator_O:
    noptr_O
  | ptr_operator declarator_O               { $$ = $2; pa_dr_derive(p, $2.p, $1.t); }
  | ptr_operator declarator_I               { $$.p = pa_dr_derive(p, pa_dr_ptr(p, $2.p), $1.t); }
  ;

/* Inside a plain `(`: no X::* first (that `(` is PTRMEM_LPAREN). */
declarator_O_plain:
    noptr_O_unq
  | ptr_operator_plain declarator_O         { $$ = $2; pa_dr_derive(p, $2.p, $1.t); }
  | ptr_operator_plain declarator_I         { $$.p = pa_dr_derive(p, pa_dr_ptr(p, $2.p), $1.t); }
  ;

array_bound_opt:
    %empty                                  { $$.t = NULL; }
  | expression
  ;

/* Value (t): the derived type it applies (tk_pointer, tk_ptr_to_member). */
ptr_operator:
    ptr_operator_plain
  | nested_name_specifier "*" cv_seq_opt    { $$ = $2; $$.t = pt_ptr_operator(p, $2.tok, $3.kind, $1.p); }
  ;

ptr_operator_plain:
    "*" cv_seq_opt                          { $$ = $1; $$.t = pt_ptr_operator(p, $1.tok, $2.kind, NULL); }
  | "&" cv_seq_opt                          { pa_reference_cv(p, $1.tok, $2.kind);
                                              $$ = $1; $$.t = pt_ptr_operator(p, $1.tok, 0, NULL); }
  | "&&" cv_seq_opt                         { pa_reference_cv(p, $1.tok, $2.kind);
                                              $$ = $1; $$.t = pt_ptr_operator(p, $1.tok, 0, NULL); }
  ;

/* Value: kind the IL_CV_* bits. */
cv_seq_opt:
    %empty                                  { $$.kind = 0; }
  | cv_seq_opt CV                           { $$.kind = $1.kind | pa_cv_bit($2.kind); }
  ;

ref_qualifier:
    "&"
  | "&&"
  ;

/* Parameters: $$.p is the parameter scope; kind and t the qualifiers
 * (fn_quals).  The scope is pushed when the first token after `(` is
 * seen (param_open's action runs before the next token is classified),
 * and popped after the qualifiers: the parameters are in scope in a
 * noexcept(...) operand, where they hide a type of the same name
 * (libcudacxx's `noexcept(__tuple_impl(__tag, ...))` beside an alias
 * template `__tag`). */
params_quals:
    param_open param_clause ")"             { p->scope->close_tok = $3.tok; $$.p = p->scope; }
    fn_quals                                { p->last_params = pa_pop_scope(p);
                                              $$.p = $4.p; $$.kind = $5.kind; $$.t = $5.t; }
  ;

param_open:
    "("                                     { pa_push_scope(p, SCOPE_PARAMS); p->scope->open_tok = $1.tok; }
  ;

/* Value: kind the IL_CV_* bits and ref-qualifier (IL_PTR_LREF/RREF),
 * t the exception specification's node (or NULL). */
fn_quals:
    cv_seq_opt ref_qualifier_opt exception_spec_opt { $$.kind = $1.kind | $2.kind; $$.t = $3.t; }
  ;

ref_qualifier_opt:
    %empty                                  { $$.kind = 0; }
  | ref_qualifier                           { $$.kind = $1.kind == TOK_AMP ? IL_PTR_LREF : IL_PTR_RREF; }
  ;

/* Value (t): an exception_specification node, its operand or types
 * (a deferred noexcept's operand attaches when it is replayed). */
exception_spec_opt:
    %empty                                  { $$.t = NULL; }
  | NOEXCEPT                                { $$.t = pt_new(p, IL_exception_specification, 0, 0, $1.tok); }
  | NOEXCEPT_PAREN "(" constant_expression ")"
                                            { $$.t = pt_node(p, IL_exception_specification, 0, 0, $1.tok, $3.t, NULL, NULL, NULL); }
  | DEFERRED_NOEXCEPT                       { uint32_t kw = $1.tok > 0 && parser_token(p, $1.tok - 1)->kind == TOK_NOEXCEPT
                                                            ? $1.tok - 1 : $1.tok;   /* the range starts at its ( */
                                              $$.t = pt_new(p, IL_exception_specification, 0, 0, kw);
                                              pa_defer_noexcept(p, $1.tok, $1.kind)->slot = &$$.t->first; }
  | THROW "(" ")"                           { $$.t = pt_new(p, IL_exception_specification, 0, 0, $1.tok); }
  | THROW "(" type_id_list ")"              { $$.t = pt_node(p, IL_exception_specification, 0, 0, $1.tok, $3.t, NULL, NULL, NULL); }
  ;

type_id_list:
    type_id                                 { $$ = $1; $$.tl = NULL; }
  | type_id ELLIPSIS                        { $$ = $1; $$.tl = NULL; }
  | type_id_list "," type_id                { $$ = $1; pt_list(&$$, $3.t); }
  | type_id_list "," type_id ELLIPSIS       { $$ = $1; pt_list(&$$, $3.t); }
  ;

trailing_return_opt:
    %empty
  | "->" type_id
  ;

/* A declarator's trailing return type (not a lambda's or a deduction
 * guide's): checked when its `->` is read (--no_auto_type). */
trailing_return_decl_opt:
    %empty
  | trailing_arrow type_id                  { if ($1.kind) pa_pop_scope(p); }
  ;

/* Value: kind 1 when the parameters' scope was reopened: they are in scope
 * in the return type (`-> decltype(__rcvr.set_next(...))`, stdexec). */
trailing_arrow:
    "->"                                    { pa_trailing_return(p, $1.tok);
                                              $$.kind = p->last_params && p->last_params->parent == p->scope;
                                              if ($$.kind) p->scope = p->last_params; }
  ;

param_clause:
    %empty
  | ELLIPSIS
  | param_list
  | param_list "," ELLIPSIS
  ;

param_list:
    param_decl
  | param_list "," param_decl
  ;

param_decl:
    decl_specs param_declarator_opt                         { pa_declare_param(p, $1.p, $2.p, $2.t, $2.kind == 1); }
  | decl_specs param_declarator_opt "=" initializer_clause  { pa_declare_param(p, $1.p, $2.p, $2.t, $2.kind == 1); pa_param_default(p, $3.tok, $4.t); }
  | decl_specs param_declarator_opt "=" DEFERRED_INIT       { pa_declare_param(p, $1.p, $2.p, $2.t, $2.kind == 1); pa_param_default(p, $3.tok, NULL);
                                                              pa_defer_init(p, $4.tok, $4.kind); }
  ;

/* Value: p the declarator (NULL if abstract); t an abstract
 * declarator's derivations; kind 1 for an unnamed pack (`Ts...`), else 0. */
param_declarator_opt:
    %empty                                  { $$.p = NULL; $$.t = NULL; $$.kind = 0; }
  | declarator_I                            { $$ = $1; $$.t = NULL; $$.kind = 0; }
  | declarator_F                            { $$ = $1; $$.t = NULL; $$.kind = 0; }
  | declarator_O                            { $$ = $1; $$.t = NULL; $$.kind = 0; }
  | abstract_declarator                     { $$.p = NULL; $$.kind = 0; }
  | pack_declarator
  ;

/* A parameter pack: `Ts... xs`, `Ts&&... xs`, `Ts...`, `Ts&&...`.
 * Value as param_declarator_opt's. */
pack_declarator:
    ELLIPSIS                                { $$.p = NULL; $$.t = NULL; $$.kind = 1; }
  | ELLIPSIS ELLIPSIS                       { $$.p = NULL; $$.t = NULL; $$.kind = 1; }  /* Ts...... : a pack, then C varargs */
  | ELLIPSIS declarator_I                   { $$.p = pa_dr_pack(p, $2.p); $$.t = NULL; $$.kind = 0; }
  | ELLIPSIS declarator_F                   { $$.p = pa_dr_pack(p, $2.p); $$.t = NULL; $$.kind = 0; }
  | ptr_operator pack_declarator            { $$ = $2; if ($2.p) pa_dr_derive(p, $2.p, $1.t);
                                              else $$.t = pt_derive($2.t, $1.t); }
  ;

declarator_id:
    declarator_id_unq
  | nested_name_specifier qualified_declarator_name
                                            { struct pval v = $2; struct declarator *d = v.p; d->qual = $1.p; d->qualified = true;
                                              pa_qualified_declarator(p, d); $$.p = d; }
  ;

declarator_id_unq:
    IDENTIFIER                              { $$.p = pa_dr_name(p, DN_IDENT, $1.tok, parser_ident(p, $1.tok), NULL, false); }
  | CTOR_NAME                               { $$.p = pa_dr_name(p, DN_CTOR, $1.tok, parser_ident(p, $1.tok), NULL, false); }
  | "~" dtor_name                           { $$.p = pa_dr_name(p, DN_DTOR, $2.tok, NULL, NULL, false);
                                              if ($2.kind) pa_cdtor_template_args(p, $2.tok + 1, $2.kind); }
  | operator_name                           { $$.p = pa_dr_name(p, DN_OPERATOR, $1.tok, NULL, NULL, false); }
  | vtemplate_id                            { $$.p = pa_dr_name(p, DN_TEMPLATE_ID, $1.tok, parser_ident(p, $1.tok), NULL, false); }
  ;

qualified_declarator_name:
    IDENTIFIER                              { $$.p = pa_dr_name(p, DN_IDENT, $1.tok, parser_ident(p, $1.tok), NULL, false); }
  | CTOR_NAME                               { $$.p = pa_dr_name(p, DN_CTOR, $1.tok, parser_ident(p, $1.tok), NULL, false); }
  | "~" dtor_name                           { $$.p = pa_dr_name(p, DN_DTOR, $2.tok, NULL, NULL, false);
                                              if ($2.kind) pa_cdtor_template_args(p, $2.tok + 1, $2.kind); }
  | operator_name                           { $$.p = pa_dr_name(p, DN_OPERATOR, $1.tok, NULL, NULL, false); }
  | vtemplate_id                            { $$.p = pa_dr_name(p, DN_TEMPLATE_ID, $1.tok, parser_ident(p, $1.tok), NULL, false); }
  ;

/* kind: the TMPL_CLOSE of `~X<args>`, 0 without arguments */
dtor_name:
    TYPE_NAME                               { $$ = $1; $$.kind = 0; }
  | IDENTIFIER                              { $$ = $1; $$.kind = 0; }
  | TEMPLATE_NAME TMPL_OPEN template_argument_list_opt TMPL_CLOSE
                                            { $$ = $1; $$.kind = $4.tok; }
  | decltype_specifier                      { $$ = $1; $$.kind = 0; }
  ;

operator_name:
    OPERATOR overloadable_operator
  | OPERATOR overloadable_operator TMPL_OPEN template_argument_list_opt TMPL_CLOSE
  | OPERATOR conversion_type_id
  | OPERATOR STRING_LITERAL any_id            { pa_literal_operator(p, $3.tok, false); }
  | OPERATOR UD_STRING_LITERAL                { pa_literal_operator(p, $2.tok, true); }
  ;

overloadable_operator:
    NEW | DELETE | CO_AWAIT
  | NEW_ARRAY                               { pa_array_new_delete(p, $1.tok); }
  | DELETE_ARRAY                            { pa_array_new_delete(p, $1.tok); }
  | "+" | "-" | "*" | "/" | "%" | "^" | "&" | "|" | "~" | "!" | "=" | "<" | ">"
  | "+=" | "-=" | "*=" | "/=" | "%=" | "^=" | "&=" | "|=" | "<<" | ">>" | "<<=" | ">>="
  | "==" | "!=" | "<=" | ">=" | "<=>" | "&&" | "||" | "++" | "--" | "," | "->*" | "->"
  | "(" ")" | "[" "]"
  ;

conversion_type_id:
    decl_specs
  | decl_specs conversion_declarator
  ;

conversion_declarator:
    ptr_operator
  | ptr_operator conversion_declarator
  ;

/* ---- abstract declarators (type-ids, unnamed parameters) ----
 * Value (t): the derivations (parse_tree.c), the one reduced last first;
 * type_id's t is the type. */
type_id:
    decl_specs                              { $$.t = pt_type(p, $1.p, NULL); }
  | decl_specs abstract_declarator          { $$.t = pt_type(p, $1.p, $2.t); }
  ;

abstract_declarator:
    ptr_abstract
  | noptr_abstract "->" type_id             /* auto(int) noexcept -> R: a function type */
  ;

ptr_abstract:
    noptr_abstract
  | ptr_operator
  | ptr_operator ptr_abstract               { $$ = $2; $$.t = pt_derive($2.t, $1.t); }
  ;

ptr_abstract_plain:
    noptr_abstract
  | ptr_operator_plain
  | ptr_operator_plain ptr_abstract         { $$ = $2; $$.t = pt_derive($2.t, $1.t); }
  ;

noptr_abstract:
    "(" ptr_abstract_plain ")"              { $$ = $2; }
  | PTRMEM_LPAREN ptr_abstract ")"          { $$ = $2; }
  | params_quals                            { $$.t = pt_routine(p, &$1); }
  | noptr_abstract params_quals             { $$.t = pt_derive($1.t, pt_routine(p, &$2)); }
  | "[" array_bound_opt "]"                 { $$.t = pt_array(p, $1.tok, $2.t); pa_gnu_array_bound(p, $2.t); }
  | noptr_abstract "[" array_bound_opt "]"  { $$.t = pt_derive($1.t, pt_array(p, $2.tok, $3.t)); pa_gnu_array_bound(p, $3.t); }
  ;

/* ======================================================================
 * Templates
 * ====================================================================== */

template_declaration:
    template_head declaration               { pa_template_end(p); }
  | template_head concept_definition        { pa_template_end(p); }
  ;

template_head:
    TEMPLATE TMPL_OPEN                      { pa_template_begin(p); }
    template_parameter_list_opt TMPL_CLOSE requires_clause_opt
                                            { p->scope->open_tok = $1.tok; p->scope->close_tok = $5.tok;
                                              pa_template_mute(p); }
  ;

template_parameter_list_opt:
    %empty
  | template_parameter_list
  ;

template_parameter_list:
    template_parameter                              { pa_template_param_seen(p); }
  | template_parameter_list "," template_parameter  { pa_template_param_seen(p); }
  ;

template_parameter:
    type_parameter
  | param_decl
  ;

type_parameter:
    type_param_key                          { pa_type_param(p, 0, false, false); }
  | type_param_key any_id                   { pa_type_param(p, $2.tok, false, false); }
  | type_param_key ELLIPSIS                 { pa_type_param(p, 0, true, false); }
  | type_param_key ELLIPSIS any_id          { pa_type_param(p, $3.tok, true, false); }
  | type_param_key "=" type_id              { pa_type_param(p, 0, false, false); }
  | type_param_key any_id "=" type_id       { pa_type_param(p, $2.tok, false, false); }
  | template_template_head type_param_key   { pa_template_end(p); pa_type_param(p, 0, false, true); }
  | template_template_head type_param_key any_id { pa_template_end(p); pa_type_param(p, $3.tok, false, true); }
  | template_template_head type_param_key ELLIPSIS { pa_template_end(p); pa_type_param(p, 0, true, true); }
  | template_template_head type_param_key ELLIPSIS any_id { pa_template_end(p); pa_type_param(p, $4.tok, true, true); }
  | template_template_head type_param_key "=" id_expression_or_type { pa_template_end(p); pa_type_param(p, 0, false, true); }
  | template_template_head type_param_key any_id "=" id_expression_or_type { pa_template_end(p); pa_type_param(p, $3.tok, false, true); }
  | type_constraint                         { pa_type_param(p, 0, false, false); }
  | type_constraint any_id                  { pa_type_param(p, $2.tok, false, false); }
  | type_constraint ELLIPSIS any_id         { pa_type_param(p, $3.tok, true, false); }
  | type_constraint any_id "=" type_id      { pa_type_param(p, $2.tok, false, false); }
  ;

type_param_key:
    TPARAM_KEY
  ;

template_template_head:
    TEMPLATE TMPL_OPEN                      { pa_template_begin(p); }
    template_parameter_list_opt TMPL_CLOSE
  ;

id_expression_or_type:
    type_name_ref
  | nested_name_specifier IDENTIFIER
  | nested_name_specifier TEMPLATE IDENTIFIER
  ;

/* Value: the arguments' trees as a list (t, tl): types and expressions. */
template_argument_list_opt:
    %empty                                  { $$.t = $$.tl = NULL; }
  | template_argument_list
  ;

template_argument_list:
    template_argument                       { $$ = $1; $$.tl = NULL; }
  | template_argument_list "," template_argument { $$ = $1; pt_list(&$$, $3.t); }
  ;

template_argument:
    TYPEID_MARK type_id                     { $$.t = $2.t; }
  | TYPEID_MARK type_id ELLIPSIS            { $$.t = $2.t; }
  | constant_expression
  | constant_expression ELLIPSIS
  | braced_init_list
  ;

explicit_instantiation:
    TEMPLATE declaration
  | EXTERN TEMPLATE declaration
  ;

deduction_guide:
    DGUIDE_NAME params_quals trailing_return_opt ";"
  | EXPLICIT DGUIDE_NAME params_quals trailing_return_opt ";"
  | EXPLICIT_BOOL "(" constant_expression ")" DGUIDE_NAME params_quals trailing_return_opt ";"
  ;

concept_definition:
    CONCEPT any_id "=" logical_or_expression ";"   { pa_concept(p, $2.tok); }
  ;

requires_clause_opt:
    %empty
  | REQUIRES constraint_expression
  ;

constraint_expression:
    constraint_primary
  | constraint_expression "&&" constraint_primary
  | constraint_expression "||" constraint_primary
  ;

constraint_primary:
    "(" expression ")"
  | "(" fold_expression ")"
  | constraint_name
  | nested_name_specifier constraint_name
  | nested_name_specifier TEMPLATE dep_template_id   /* requires C::template ok_v<U...> */
  | requires_expression
  | builtin_expression
  | TRUE
  | FALSE
  | "!" constraint_primary
  ;

constraint_name:
    IDENTIFIER
  | simple_template_id
  | vtemplate_id
  | CONCEPT_NAME TMPL_OPEN template_argument_list_opt TMPL_CLOSE
  ;

/* ======================================================================
 * Namespaces, linkage, using
 * ====================================================================== */

namespace_definition:
    NAMESPACE namespace_name_opt "{"         { if (!$2.tok) pa_anon_namespace(p, $1.tok, $3.tok);
                                               pa_namespace_begin(p, $2.tok, false); pa_mark_brace(p); }
    declaration_seq_opt "}"                  { pa_namespace_end(p); }
  | INLINE NAMESPACE namespace_name_opt "{"  { pa_namespace_begin(p, $3.tok, true); pa_mark_brace(p); }
    declaration_seq_opt "}"                  { pa_namespace_end(p); }
  | NAMESPACE nested_namespace_prefix any_id "{" { pa_namespace_begin(p, $3.tok, false); pa_mark_brace(p); }
    declaration_seq_opt "}"                  { for (uint32_t i = 0; i <= $2.kind; i++) pa_namespace_end(p); }
  | NAMESPACE nested_namespace_prefix INLINE any_id "{" { pa_namespace_begin(p, $4.tok, true); pa_mark_brace(p); }
    declaration_seq_opt "}"                  { for (uint32_t i = 0; i <= $2.kind; i++) pa_namespace_end(p); }
  ;

namespace_name_opt:
    %empty                                  { $$.tok = 0; }
  | any_id
  ;

/* A::B:: in `namespace A::B::C {`; $$.kind counts the namespaces opened. */
nested_namespace_prefix:
    SCOPE_NAME "::"                         { pa_namespace_begin(p, $1.tok, false); $$.kind = 1; }
  | INLINE SCOPE_NAME "::"                  { pa_namespace_begin(p, $2.tok, true); $$.kind = 1; }
  | nested_namespace_prefix SCOPE_NAME "::" { pa_namespace_begin(p, $2.tok, false); $$.kind = $1.kind + 1; }
  | nested_namespace_prefix INLINE SCOPE_NAME "::" { pa_namespace_begin(p, $3.tok, true); $$.kind = $1.kind + 1; }
  ;

declaration_seq_opt:
    %empty
  | declaration_seq
  ;

namespace_alias_definition:
    NAMESPACE any_id "=" namespace_ref ";"  { pa_namespace_ref(p, $4.tok, $4.p); pa_namespace_alias(p, $2.tok, $4.p); }
  ;

namespace_ref:
    any_id
  | nested_name_specifier any_id            { $$ = $2; }
  ;

using_directive:
    USING NAMESPACE namespace_ref ";"       { pa_namespace_ref(p, $3.tok, $3.p); pa_using_directive(p, $3.p); }
  ;

using_declaration:
    USING using_declarator_list ";"
  ;

using_declarator_list:
    using_declarator
  | using_declarator_list "," using_declarator
  ;

using_declarator:
    nested_name_specifier using_name        { pa_using_declaration(p, $1.p, $2.tok, $2.p, false); }
  | nested_name_specifier using_name ELLIPSIS { pa_using_declaration(p, $1.p, $2.tok, $2.p, false); }
  | TYPENAME nested_name_specifier using_name { pa_using_declaration(p, $2.p, $3.tok, $3.p, true); }
  | TYPENAME nested_name_specifier using_name ELLIPSIS { pa_using_declaration(p, $2.p, $3.tok, $3.p, true); }
  ;

using_name:
    any_id
  | CTOR_NAME
  | operator_name                           { $$.p = NULL; }
  ;

using_enum_declaration:
    USING ENUM any_id ";"                       { pa_using_enum(p, $3.tok, NULL, false); }
  | USING ENUM nested_name_specifier any_id ";" { pa_using_enum(p, $4.tok, $3.p, true); }
  ;

alias_declaration:
    USING any_id "=" type_id ";"            { pa_alias_declaration(p, $2.tok, $4.p, $4.t); }
  ;

static_assert_declaration:
    STATIC_ASSERT "(" constant_expression ")" ";"
                                            { pa_static_assert(p, $1.tok, $3.t, 0); }
  | STATIC_ASSERT "(" constant_expression "," string_literal ")" ";"
                                            { pa_static_assert(p, $1.tok, $3.t, $5.tok); }
  ;

linkage_specification:
    EXTERN STRING_LITERAL "{"               { pa_mark_brace(p); pa_linkage_begin(p, $2.tok); }
    declaration_seq_opt "}"                 { pa_linkage_end(p); }
  | EXTERN STRING_LITERAL declaration       { pa_linkage_name(p, $2.tok); }
  ;

/* A name in a position where its classification does not matter. */
any_id:
    IDENTIFIER
  | TYPE_NAME
  | NAMESPACE_NAME
  | CONCEPT_NAME
  ;

/* ======================================================================
 * Statements
 * ====================================================================== */

statement:
    labeled_statement
  | expression_statement
  | compound_statement
  | selection_statement
  | iteration_statement
  | jump_statement
  | DECL_MARK block_declaration             { $$.t = pt_decl_stmt(p, $1.tok); }
  | try_block
  | ASM_STMT ";"                            { $$.t = PT_STMT(p, stmk_asm, $1.tok, NULL, NULL, NULL, NULL); }
  | LABEL label_list ";"                    { $$.t = PT_STMT(p, stmk_decl, $1.tok, NULL, NULL, NULL, NULL); }
  | error                                   { pa_end_declaration(p); $$.t = NULL; }
  ;

label_list:
    any_id
  | label_list "," any_id
  ;

block_declaration:
    simple_declaration
  | using_directive
  | using_declaration
  | using_enum_declaration
  | alias_declaration
  | static_assert_declaration
  | namespace_alias_definition
  ;

labeled_statement:
    label_name ":" statement                { $$.t = PT_STMT(p, stmk_label, $1.tok, $3.t, NULL, NULL, NULL); }
  | CASE constant_expression ":" statement  { $$.t = PT_STMT(p, stmk_switch_case, $1.tok, $2.t, $4.t, NULL, NULL); }
  | CASE constant_expression ELLIPSIS constant_expression ":" statement
                                            { $$.t = PT_STMT(p, stmk_switch_case, $1.tok, $2.t, $4.t, $6.t, NULL); }
  | DEFAULT ":" statement                   { $$.t = PT_STMT(p, stmk_switch_case, $1.tok, $3.t, NULL, NULL, NULL); }
  ;

label_name:
    IDENTIFIER
  | TYPE_NAME
  ;

expression_statement:
    expression ";"                          { $$.t = PT_STMT(p, stmk_expr, $2.tok, $1.t, NULL, NULL, NULL); }
  | ";"                                     { $$.t = PT_STMT(p, stmk_empty, $1.tok, NULL, NULL, NULL, NULL); }
  ;

compound_statement:
    "{"                                     { pa_stmt_brace(p, $1.tok); pa_push_scope(p, SCOPE_BLOCK);
                                              p->scope->open_tok = $1.tok; pa_mark_brace(p); }
    statement_seq_opt "}"                   { $$.t = PT_STMT(p, stmk_block, $1.tok, $3.t, NULL, NULL, NULL);
                                              $$.t->u.scope = pa_pop_scope(p); pt_block_end(p, $$.t->u.scope); }
  ;

statement_seq_opt:
    %empty                                  { $$.t = $$.tl = NULL; }
  | statement_seq_opt statement             { $$ = $1; pt_list(&$$, $2.t); }
  ;

/* if and switch: [init] condition statement [else statement] */
selection_statement:
    IF constexpr_opt "(" scope_push condition ")" statement                 %prec LOWER_THAN_ELSE
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, $2.kind, $1.tok, $5.t, $7.t, NULL, NULL); }
  | IF constexpr_opt "(" scope_push condition ")" statement ELSE statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, $2.kind, $1.tok, $5.t, $7.t, $9.t, NULL); }
  | IF constexpr_opt "(" scope_push init_statement condition ")" statement                 %prec LOWER_THAN_ELSE
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, $2.kind, $1.tok, $5.t, $6.t, $8.t, NULL); }
  | IF constexpr_opt "(" scope_push init_statement condition ")" statement ELSE statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, $2.kind, $1.tok, $5.t, $6.t, $8.t, $10.t); }
  | if_consteval compound_statement       %prec LOWER_THAN_ELSE
                                            { $$.t = PT_STMT(p, stmk_constexpr_if, $1.tok, $2.t, NULL, NULL, NULL); }
  | if_consteval compound_statement ELSE statement
                                            { $$.t = PT_STMT(p, stmk_constexpr_if, $1.tok, $2.t, $4.t, NULL, NULL); }
  | SWITCH "(" scope_push condition ")" statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, stmk_switch, $1.tok, $4.t, $6.t, NULL, NULL); }
  | SWITCH "(" scope_push init_statement condition ")" statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, stmk_switch, $1.tok, $4.t, $5.t, $7.t, NULL); }
  ;

/* A statement's own scope (if, switch, while, catch): marked stmt; $0 is
 * its `(` (open_tok: redeclarations.c tells the statement by it). */
scope_push:
    %empty                                  { pa_push_scope(p, SCOPE_BLOCK); p->scope->stmt = 1;
                                              p->scope->open_tok = $0.tok; }
  ;

/* A for statement's scope; $0 is its `(`.  Under --old_for_init, what
 * the init-statement declares goes to the enclosing block (up to
 * for_init_end). */
for_scope_push:
    %empty                                  { pa_for_scope(p, $0.tok); }
  ;

for_init_end:
    %empty                                  { pa_for_init_end(p); }
  ;

/* do's body: a scope of its own under --old_for_init (pa_do_scope). */
do_scope_push:
    %empty                                  { pa_do_scope(p, true); }
  ;

do_scope_pop:
    %empty                                  { pa_do_scope(p, false); }
  ;

/* Value: kind the statement kind of the if. */
/* C++23 `if consteval`, `if !consteval` (3215 before C++23); recorded as
 * a constexpr if without a condition */
if_consteval:
    IF CONSTEVAL                            { $$ = $1; pa_if_consteval(p, $1.tok); }
  | IF "!" CONSTEVAL                        { $$ = $1; pa_if_consteval(p, $1.tok); }
  ;

constexpr_opt:
    %empty                                  { $$.kind = stmk_if; }
  | CONSTEXPR                               { $$.kind = stmk_constexpr_if; }
  ;

condition:
    expression
  | DECL_MARK decl_specs declarator_IO name_declared "=" initializer_clause
                                            { pa_declare_init(p, $2.p, $3.p, $6.t); $$.t = pt_decl_stmt(p, $1.tok); }
  | DECL_MARK ds_notype declarator_IO name_declared "=" initializer_clause
                                            { pa_declare_init(p, $2.p, $3.p, $6.t); $$.t = pt_decl_stmt(p, $1.tok); }
  | DECL_MARK decl_specs declarator_IO name_declared braced_init_list
                                            { pa_declare_init(p, $2.p, $3.p, $5.t); $$.t = pt_decl_stmt(p, $1.tok); }
  ;

init_statement:
    expression_statement
  | DECL_MARK simple_declaration            { $$.t = pt_decl_stmt(p, $1.tok); }
  | DECL_MARK alias_declaration             { $$.t = pt_decl_stmt(p, $1.tok); }
  ;

iteration_statement:
    WHILE "(" scope_push condition ")" statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, stmk_while, $1.tok, $4.t, $6.t, NULL, NULL); }
  | DO do_scope_push statement do_scope_pop WHILE "(" expression ")" ";"
                                            { $$.t = PT_STMT(p, stmk_end_test_while, $1.tok, $3.t, $7.t, NULL, NULL); }
  | FOR "(" for_scope_push init_statement for_init_end condition_opt ";" expression_opt ")" statement
                                            { pa_pop_scope(p);
                                              $$.t = PT_STMT(p, stmk_for, $1.tok, $4.t, $6.t ? $6.t : pt_none(p, $7.tok),
                                                             $8.t ? $8.t : pt_none(p, $9.tok), $10.t); }
  | FOR "(" for_scope_push for_range_declaration ":" for_range_initializer ")" statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, stmk_range_based_for, $1.tok, $4.t, $6.t, $8.t, NULL); }
  | FOR "(" for_scope_push init_statement for_init_end for_range_declaration ":" for_range_initializer ")" statement
                                            { pa_pop_scope(p); $$.t = PT_STMT(p, stmk_range_based_for, $1.tok, $4.t, $6.t, $8.t, $10.t); }
  ;

condition_opt:
    %empty                                  { $$.t = NULL; }
  | condition
  ;

expression_opt:
    %empty                                  { $$.t = NULL; }
  | expression
  ;

for_range_declaration:
    DECL_MARK decl_specs declarator_IO      { pa_declare(p, $2.p, $3.p); $$.t = pt_decl_stmt(p, $1.tok); }
  | DECL_MARK decl_specs structured_binding { $$.t = pt_decl_stmt(p, $1.tok); }
  ;

for_range_initializer:
    expression
  | braced_init_list
  ;

jump_statement:
    BREAK ";"                               { $$.t = PT_STMT(p, stmk_break, $1.tok, NULL, NULL, NULL, NULL); }
  | CONTINUE ";"                            { $$.t = PT_STMT(p, stmk_continue, $1.tok, NULL, NULL, NULL, NULL); }
  | RETURN ";"                              { $$.t = PT_STMT(p, stmk_return, $1.tok, NULL, NULL, NULL, NULL); }
  | RETURN expression ";"                   { $$.t = PT_STMT(p, stmk_return, $1.tok, $2.t, NULL, NULL, NULL); }
  | RETURN braced_init_list ";"             { $$.t = PT_STMT(p, stmk_return, $1.tok, $2.t, NULL, NULL, NULL); }
  | GOTO any_id ";"                         { $$.t = PT_STMT(p, stmk_goto, $2.tok, NULL, NULL, NULL, NULL); }
  | GOTO "*" expression ";"                 { $$.t = PT_STMT(p, stmk_assigned_goto, $1.tok, $3.t, NULL, NULL, NULL); }
  | CO_RETURN ";"                           { $$.t = PT_STMT(p, stmk_coroutine_return, $1.tok, NULL, NULL, NULL, NULL); }
  | CO_RETURN expression ";"                { $$.t = PT_STMT(p, stmk_coroutine_return, $1.tok, $2.t, NULL, NULL, NULL); }
  | CO_RETURN braced_init_list ";"          { $$.t = PT_STMT(p, stmk_coroutine_return, $1.tok, $2.t, NULL, NULL, NULL); }
  ;

try_block:
    try_keyword compound_statement handler_seq      { $$.t = PT_STMT(p, stmk_try_block, $1.tok, $2.t, $3.t, NULL, NULL); }
  ;

/* `try`, checked when read (dialect_rules.c).  Value: tok. */
try_keyword:
    TRY                                     { pa_try_keyword(p, $1.tok); }
  ;

/* A throw-expression's `throw`, checked when read.  Value: tok. */
throw_keyword:
    THROW                                   { pa_throw_keyword(p, $1.tok); }
  ;

handler_seq:
    handler                                 { $$ = $1; $$.tl = NULL; }
  | handler_seq handler                     { $$ = $1; pt_list(&$$, $2.t); }
  ;

handler:
    CATCH "(" scope_push exception_declaration ")" compound_statement
                                            { pa_pop_scope(p); $$.t = pt_node(p, IL_handler, 0, 0, $1.tok, $4.t, $6.t, NULL, NULL); }
  ;

/* Value (t): the exception's type, NULL for `...`. */
exception_declaration:
    decl_specs param_declarator_opt         { $$.t = pa_declare_param(p, $1.p, $2.p, $2.t, $2.kind == 1); }
  | ELLIPSIS                                { $$.t = NULL; }
  ;

/* ======================================================================
 * Expressions
 * ====================================================================== */

primary_expression:
    literal
  | THIS                                    { if (p->lambda_top > 0) lambda_use(p, $1.tok, NULL);
                                              $$.t = PT_EXPR(p, enk_variable, $1.tok, NULL, NULL, NULL); }
  | "(" expression ")"                      { $$.t = PT_OP(p, eok_parens, $1.tok, $2.t, NULL, NULL); }
  | "(" fold_expression ")"                 { $$.t = $2.t; }
  | "(" compound_statement ")"              { $$.t = PT_EXPR(p, enk_statement, $1.tok, $2.t, NULL, NULL); }
  | id_expression                         { pa_id_expression(p, $1.tok, $1.kind, $1.p); }
  | lambda_expression
  | requires_expression
  | builtin_expression
  ;

literal:
    INT_LITERAL                             { $$.t = pt_literal(p, $1.tok); }
  | FLOAT_LITERAL                           { $$.t = pt_literal(p, $1.tok); }
  | CHAR_LITERAL                            { $$.t = pt_literal(p, $1.tok); }
  | string_literal                          { $$.t = pt_literal(p, $1.tok); }
  | UD_INT_LITERAL                          { $$.t = pt_literal(p, $1.tok); pa_ud_literal(p, $1.tok); }
  | UD_FLOAT_LITERAL                        { $$.t = pt_literal(p, $1.tok); pa_ud_literal(p, $1.tok); }
  | UD_CHAR_LITERAL                         { $$.t = pt_literal(p, $1.tok); pa_ud_literal(p, $1.tok); }
  | TRUE                                    { $$.t = pt_literal(p, $1.tok); }
  | FALSE                                   { $$.t = pt_literal(p, $1.tok); }
  | NULLPTR                                 { $$.t = pt_literal(p, $1.tok); }
  | GNU_NULL                                { $$.t = pt_literal(p, $1.tok); }
  | FUNC_NAME                               { $$.t = pt_literal(p, $1.tok); }
  | FUNCTION_NAME                           { $$.t = pt_literal(p, $1.tok); }
  | PRETTY_FUNCTION                         { $$.t = pt_literal(p, $1.tok); }
  ;

string_literal:
    STRING_LITERAL
  | UD_STRING_LITERAL                       { pa_ud_literal(p, $1.tok); }
  | string_literal STRING_LITERAL
  | string_literal UD_STRING_LITERAL
  ;

/* Value: for a plain IDENTIFIER, its token (kind TOK_IDENTIFIER, p the
 * symbol lookup found or NULL); otherwise kind 0.  t: the name's node. */
id_expression:
    unqualified_id
  | nested_name_specifier unqualified_id       { $$ = $2; $$.kind = 0; pa_note_qualifier(p, $2.t, $1.p); }
  | nested_name_specifier TEMPLATE dep_template_id  { $$ = $1; $$.kind = 0; $$.t = pt_name(p, $3.tok, NULL); }
  | nested_name_specifier TEMPLATE operator_name    { $$ = $1; $$.kind = 0; $$.t = pt_name(p, $3.tok, NULL); }
  | nested_name_specifier TEMPLATE IDENTIFIER  /* a template template argument */
                                               { $$ = $3; $$.kind = 0; $$.t = pt_name(p, $3.tok, NULL); }
  | nested_name_specifier "~" dtor_name        { $$ = $1; $$.kind = 0; $$.t = pt_name(p, $3.tok, NULL); }
  ;

unqualified_id:
    IDENTIFIER                                 { $$.t = pt_name(p, $1.tok, $1.p); }
  | operator_name                              { $$ = $1; $$.kind = 0; $$.t = pt_name(p, $1.tok, NULL); }
  | vtemplate_id                               { $$ = $1; $$.kind = 0;
                                                 $$.t = PT_EXPR(p, enk_template_name, $1.tok, $1.t, NULL, NULL);
                                                 $$.t->u.sym = $1.p; }
  | CONCEPT_NAME TMPL_OPEN template_argument_list_opt TMPL_CLOSE  { $$ = $1; $$.kind = 0;
                                                 $$.t = PT_EXPR(p, enk_concept_id, $1.tok, $3.t, NULL, NULL);
                                                 $$.t->u.sym = $1.p; }
  ;

postfix_expression:
    primary_expression
  | postfix_expression "[" expression "]"   { $$.t = PT_OP(p, eok_subscript, $2.tok, $1.t, $3.t, NULL); }
  | postfix_expression "[" braced_init_list "]" { $$.t = PT_OP(p, eok_subscript, $2.tok, $1.t, $3.t, NULL); }
  | postfix_expression "(" expression_list_opt ")" { $$.t = PT_OP(p, eok_call, $2.tok, $1.t, $3.t, NULL); }
  | postfix_expression LAUNCH_OPEN expression_list LAUNCH_CLOSE "(" expression_list_opt ")"
                                            { pa_launch(p, $2.tok, $4.tok);
                                              $$.t = PT_OP(p, eok_cuda_launch, $2.tok,
                                                           PT_OP(p, eok_call, $5.tok, $1.t, $6.t, NULL), $3.t, NULL); }
  | functional_cast_type "(" expression_list_opt ")" { $$.t = PT_OP(p, eok_cast, $2.tok, $1.t, $3.t, NULL);
                                              pa_scalar_cast_args(p, $1.tok, $2.tok, $4.tok); }
  | functional_cast_type braced_init_list   { $$.t = PT_OP(p, eok_cast, $2.tok, $1.t, $2.t, NULL); }
  | postfix_expression "." member_ref       { $$.t = PT_OP(p, eok_dot_field, $2.tok, $1.t, $3.t, NULL); }
  | postfix_expression "->" member_ref      { $$.t = PT_OP(p, eok_points_to_field, $2.tok, $1.t, $3.t, NULL); }
  | postfix_expression "++"                 { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_postfix, $1.t, NULL); }
  | postfix_expression "--"                 { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_postfix, $1.t, NULL); }
  | cast_keyword TMPL_OPEN TYPEID_MARK type_id TMPL_CLOSE "(" expression ")"
                                            { $$.t = PT_OP(p, parser_token(p, $1.tok)->kind == TOK_DYNAMIC_CAST
                                                              ? eok_dynamic_cast : eok_cast, $1.tok, $4.t, $7.t, NULL); }
  | TYPEID "(" expression ")"               { $$.t = PT_EXPR(p, enk_typeid, $1.tok, $3.t, NULL, NULL); }
  | TYPEID "(" TYPEID_MARK type_id ")"      { $$.t = PT_EXPR(p, enk_typeid, $1.tok, $4.t, NULL, NULL); }
  ;

/* Value (t): the type it names. */
functional_cast_type:
    type_name_ref                           { $$.t = pt_add(pt_type_name(p, $1.tok, $1.p), $1.t); }
  | BUILTIN_TYPE                            { $$.t = pt_type_name(p, $1.tok, NULL); }
  | typename_specifier                      { $$.t = pt_type_name(p, $1.tok, NULL); }
  | decltype_specifier                      { $$.t = pt_type_name(p, $1.tok, NULL); }
  | AUTO                                    { $$.t = pt_type_name(p, $1.tok, NULL); }
  ;

cast_keyword:
    DYNAMIC_CAST | STATIC_CAST | REINTERPRET_CAST | CONST_CAST
  ;

/* Value (t): a name_reference (members are not looked up in the
 * object's class). */
member_ref:
    id_expression                           { $$.t = pt_name(p, $1.t ? $1.t->tok : $1.tok, NULL); }
  | TEMPLATE dep_template_id                { $$.t = pt_name(p, $2.tok, NULL); }
  | TEMPLATE dep_template_id "::" id_expression   /* o.template B<T>::m (a base's member, stdexec) */
                                            { $$.t = pt_name(p, $4.t ? $4.t->tok : $4.tok, NULL); }
  | TEMPLATE operator_name                  { $$.t = pt_name(p, $2.tok, NULL); }  /* o.template operator()<N> */
  | "~" dtor_name                           { $$.t = pt_name(p, $2.tok, NULL); }
  ;

expression_list_opt:
    %empty                                  { $$.t = $$.tl = NULL; }
  | expression_list
  ;

/* Value: the expressions as a list (t, tl). */
expression_list:
    initializer_clause                      { $$ = $1; $$.tl = NULL; }
  | initializer_clause ELLIPSIS             { $$ = $1; $$.tl = NULL; }
  | expression_list "," initializer_clause  { $$ = $1; pt_list(&$$, $3.t); }
  | expression_list "," initializer_clause ELLIPSIS { $$ = $1; pt_list(&$$, $3.t); }
  ;

unary_expression:
    postfix_expression
  | "++" cast_expression                    { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "--" cast_expression                    { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "*" cast_expression                     { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "&" cast_expression                     { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "+" cast_expression                     { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "-" cast_expression                     { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "!" cast_expression                     { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "~" cast_expression                     { $$.t = pt_optok(p, $1.tok, $1.kind, IL_FORM_prefix, $2.t, NULL); }
  | "&&" any_id                             { pa_gnu_extension(p, $1.tok, DIAG_edg_1103); $$.t = PT_OP(p, eok_address_of, $1.tok, pt_name(p, $2.tok, NULL), NULL, NULL); }
  | SIZEOF unary_expression                 { $$.t = PT_EXPR(p, enk_sizeof, $1.tok, $2.t, NULL, NULL); }
  | SIZEOF "(" TYPEID_MARK type_id ")"      { $$.t = PT_EXPR(p, enk_sizeof, $1.tok, $4.t, NULL, NULL); }
  | SIZEOF ELLIPSIS "(" any_id ")"          { $$.t = PT_EXPR(p, enk_sizeof_pack, $1.tok, pt_name(p, $4.tok, $4.p), NULL, NULL);
                                              pa_sizeof_pack(p, $2.tok, $4.tok); }
  | ALIGNOF unary_expression                { $$.t = PT_EXPR(p, enk_alignof, $1.tok, $2.t, NULL, NULL); }
  | ALIGNOF "(" TYPEID_MARK type_id ")"     { $$.t = PT_EXPR(p, enk_alignof, $1.tok, $4.t, NULL, NULL); }
  | NOEXCEPT_PAREN "(" expression ")"       { $$.t = PT_OP(p, eok_noexcept, $1.tok, $3.t, NULL, NULL); }
  | REAL cast_expression                    { $$.t = PT_OP(p, eok_real_part, $1.tok, $2.t, NULL, NULL); }
  | IMAG cast_expression                    { $$.t = PT_OP(p, eok_imag_part, $1.tok, $2.t, NULL, NULL); }
  | CO_AWAIT cast_expression                { $$.t = PT_EXPR(p, enk_await, $1.tok, $2.t, NULL, NULL); }
  | new_expression
  | delete_expression
  ;

/* new: [placement] type [initializer] */
new_expression:
    new_kw new_type_id new_initializer_opt  { $$.t = PT_EXPR(p, enk_new_delete, $1.tok, $2.t, $3.t, NULL); }
  | new_kw new_placement new_type_id new_initializer_opt
                                            { $$.t = PT_EXPR(p, enk_new_delete, $1.tok, $2.t, $3.t, $4.t); }
  | new_kw "(" TYPEID_MARK type_id ")" new_initializer_opt
                                            { $$.t = PT_EXPR(p, enk_new_delete, $1.tok, $4.t, $6.t, NULL); }
  | new_kw new_placement "(" TYPEID_MARK type_id ")" new_initializer_opt
                                            { $$.t = PT_EXPR(p, enk_new_delete, $1.tok, $2.t, $5.t, $7.t); }
  ;

new_kw:
    NEW
  | GLOBAL_SCOPE NEW                        { $$ = $2; }
  ;

new_placement:
    "(" expression_list ")"                 { $$ = $2; }
  ;

new_type_id:
    decl_specs                              { $$.t = pt_type(p, $1.p, NULL); }
  | decl_specs new_declarator               { $$.t = pt_type(p, $1.p, $2.t); }
  ;

/* Value (t): the derivations, as abstract declarators'. */
new_declarator:
    "*" cv_seq_opt                          { $$.t = pt_ptr_operator(p, $1.tok, $2.kind, NULL); }
  | "*" cv_seq_opt new_declarator           { $$.t = pt_derive($3.t, pt_ptr_operator(p, $1.tok, $2.kind, NULL)); }
  | noptr_new_declarator
  ;

noptr_new_declarator:
    "[" expression_opt "]"                  { $$.t = pt_array(p, $1.tok, $2.t); }
  | noptr_new_declarator "[" expression "]" { $$.t = pt_derive($1.t, pt_array(p, $2.tok, $3.t)); }
  ;

new_initializer_opt:
    %empty                                  { $$.t = NULL; }
  | "(" expression_list_opt ")"             { $$.t = PT_EXPR(p, enk_initializer, $1.tok, $2.t, NULL, NULL); }
  | braced_init_list
  ;

delete_expression:
    DELETE cast_expression                  { $$.t = PT_EXPR(p, enk_new_delete, $1.tok, $2.t, NULL, NULL); }
  | GLOBAL_SCOPE DELETE cast_expression     { $$.t = PT_EXPR(p, enk_new_delete, $2.tok, $3.t, NULL, NULL); }
  | DELETE_ARRAY cast_expression            { $$.t = PT_EXPR(p, enk_new_delete, $1.tok, $2.t, NULL, NULL); }
  | GLOBAL_SCOPE DELETE_ARRAY cast_expression { $$.t = PT_EXPR(p, enk_new_delete, $2.tok, $3.t, NULL, NULL); }
  ;

cast_expression:
    unary_expression
  | "(" TYPEID_MARK type_id ")" cast_expression   { $$.t = PT_OP(p, eok_cast, $1.tok, $3.t, $5.t, NULL); }
  | "(" TYPEID_MARK type_id ")" braced_init_list  { $$.t = PT_OP(p, eok_cast, $1.tok, $3.t, $5.t, NULL); }
  ;

binary_expression:
    cast_expression
  | binary_expression ".*" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "->*" binary_expression { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "*" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "/" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "%" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "+" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "-" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "<<" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression ">>" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "<=>" binary_expression { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "<" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression ">" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "<=" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression ">=" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "<?" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression ">?" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "==" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "!=" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "&" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "^" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "|" binary_expression   { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "&&" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | binary_expression "||" binary_expression  { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  ;

/* Fold-expressions: ( e op ... ), ( ... op e ), ( e op ... op e ); the
 * comma fold is written out so that it does not compete with the comma
 * operator before the `...` is seen.  The assignment operators fold too
 * (`(t += ... += u)`, `(d = ... = e)`): after `( e =` an initializer
 * cannot start with `...`, so they do not compete with assignment. */
fold_expression:
    binary_expression fold_operator ELLIPSIS  { $$.t = pt_fold(p, $3.tok, $2.kind, $1.t, NULL); }
  | ELLIPSIS fold_operator binary_expression  { $$.t = pt_fold(p, $1.tok, $2.kind, $3.t, NULL); }
  | binary_expression fold_operator ELLIPSIS fold_operator binary_expression
                                              { $$.t = pt_fold(p, $3.tok, $2.kind, $1.t, $5.t); }
  | expression "," ELLIPSIS                   { $$.t = pt_fold(p, $3.tok, $2.kind, $1.t, NULL); }
  | ELLIPSIS "," expression                   { $$.t = pt_fold(p, $1.tok, $2.kind, $3.t, NULL); }
  | expression "," ELLIPSIS "," assignment_expression
                                              { $$.t = pt_fold(p, $3.tok, $2.kind, $1.t, $5.t); }
  ;

fold_operator:
    "+" | "-" | "*" | "/" | "%" | "^" | "&" | "|" | "<<" | ">>" | "<" | ">" | "<=" | ">="
  | "==" | "!=" | "&&" | "||" | ".*" | "->*"
  | assignment_operator
  ;

logical_or_expression:
    binary_expression
  ;

conditional_expression:
    binary_expression
  | binary_expression "?" expression ":" assignment_expression
                                            { $$.t = PT_EXPR(p, enk_condition, $2.tok, $1.t, $3.t, $5.t); }
  | binary_expression "?" ":" assignment_expression
                                            { $$.t = PT_EXPR(p, enk_condition, $2.tok, $1.t, $4.t, NULL); }
  ;

constant_expression:
    conditional_expression
  ;

assignment_expression:
    conditional_expression
  | binary_expression assignment_operator initializer_clause
                                            { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  | throw_keyword                           { $$.t = PT_EXPR(p, enk_throw, $1.tok, NULL, NULL, NULL); }
  | throw_keyword assignment_expression     { $$.t = PT_EXPR(p, enk_throw, $1.tok, $2.t, NULL, NULL); }
  | CO_YIELD assignment_expression          { $$.t = PT_EXPR(p, enk_yield, $1.tok, $2.t, NULL, NULL); }
  | CO_YIELD braced_init_list               { $$.t = PT_EXPR(p, enk_yield, $1.tok, $2.t, NULL, NULL); }
  ;

assignment_operator:
    "=" | "*=" | "/=" | "%=" | "+=" | "-=" | ">>=" | "<<=" | "&=" | "^=" | "|="
  ;

expression:
    assignment_expression
  | expression "," assignment_expression    { $$.t = pt_optok(p, $2.tok, $2.kind, IL_FORM_binary, $1.t, $3.t); }
  ;

initializer_clause:
    assignment_expression
  | braced_init_list
  ;

braced_init_list:
    "{" "}"                                 { $$.t = PT_EXPR(p, enk_braced_init_list, $1.tok, NULL, NULL, NULL); }
  | "{" initializer_list "}"                { $$.t = PT_EXPR(p, enk_braced_init_list, $1.tok, $2.t, NULL, NULL); }
  | "{" initializer_list "," "}"            { $$.t = PT_EXPR(p, enk_braced_init_list, $1.tok, $2.t, NULL, NULL); }
  ;

initializer_list:
    initializer_item                        { $$ = $1; $$.tl = NULL; }
  | initializer_list "," initializer_item   { $$ = $1; pt_list(&$$, $3.t); }
  ;

initializer_item:
    initializer_clause
  | initializer_clause ELLIPSIS
  | designator_seq "=" initializer_clause   { $$.t = PT_EXPR(p, enk_initializer, $1.tok, $3.t, NULL, NULL); }
  | designator_seq braced_init_list         { $$.t = PT_EXPR(p, enk_initializer, $1.tok, $2.t, NULL, NULL); }
  ;

/* Value: tok the first designator's name. */
designator_seq:
    designator
  | designator_seq designator
  ;

designator:
    "." any_id                              { $$ = $2; }
  | DESIG_LBRACKET constant_expression "]"  { $$ = $1; }
  | DESIG_LBRACKET constant_expression ELLIPSIS constant_expression "]" { $$ = $1; }
  ;

/* ---- lambdas ---- */
lambda_expression:
    lambda_introducer                       { pa_push_scope(p, SCOPE_BLOCK); $$.p = p->scope;
                                              pa_lambda_begin(p, $1.tok, $1.kind); }
    lambda_template_opt lambda_declarator_opt { pa_lambda_head(p, $1.kind); } compound_statement
                                            { struct scope *l = $2.p; p->scope = l->parent;
                                              pa_lambda_end(p);
                                              $$.t = PT_EXPR(p, enk_lambda, $1.tok, $6.t, NULL, NULL); }
  ;

/* Value: tok the `[`, kind the `]`. */
lambda_introducer:
    "[" "]"                                 { $$.tok = $1.tok; $$.kind = $2.tok; $$.p = NULL; }
  | "[" lambda_capture "]"                  { $$.tok = $1.tok; $$.kind = $3.tok; $$.p = NULL; }
  ;

lambda_capture:
    capture_default
  | capture_list
  | capture_default "," capture_list
  ;

capture_default:
    "&"
  | "="
  ;

capture_list:
    capture
  | capture ELLIPSIS
  | capture_list "," capture
  | capture_list "," capture ELLIPSIS
  ;

capture:
    any_id
  | "&" any_id
  | THIS
  | "*" THIS
  | any_id initializer                      { pa_init_capture(p, $1.tok); }
  | "&" any_id initializer                  { pa_init_capture(p, $2.tok); }
  | ELLIPSIS any_id initializer             { pa_init_capture(p, $2.tok); }
  | "&" ELLIPSIS any_id initializer         { pa_init_capture(p, $3.tok); }
  ;

lambda_template_opt:
    %empty
  | TMPL_OPEN                               { pa_template_begin(p); }
    template_parameter_list TMPL_CLOSE requires_clause_opt
  ;

lambda_declarator_opt:
    %empty
  | params_quals_lambda
  ;

params_quals_lambda:
    param_open param_clause lambda_params_close lambda_specs_opt exception_spec_opt trailing_return_opt requires_clause_opt
  ;

/* A lambda's parameter scope stays open for its body: its `)`. */
lambda_params_close:
    ")"                                     { p->scope->close_tok = $1.tok; }
  ;

lambda_specs_opt:
    %empty
  | lambda_specs_opt MUTABLE
  | lambda_specs_opt CONSTEXPR
  | lambda_specs_opt CONSTEVAL
  | lambda_specs_opt STATIC
  ;

/* ---- requires-expressions (C++20) ---- */
/* Value (t): enk_requires, the requirements its children (type
 * requirements as type nodes). */
requires_expression:
    REQUIRES requirement_body               { $$.t = PT_EXPR(p, enk_requires, $1.tok, $2.t, NULL, NULL); }
  | REQUIRES param_open param_clause ")" requirement_body   /* (the parameters in scope in the body) */
                                            { pa_pop_scope(p); $$.t = PT_EXPR(p, enk_requires, $1.tok, $5.t, NULL, NULL); }
  ;

requirement_body:
    "{" requirement_seq "}"                 { $$ = $2; }
  ;

requirement_seq:
    requirement                             { $$ = $1; $$.tl = NULL; }
  | requirement_seq requirement             { $$ = $1; pt_list(&$$, $2.t); }
  ;

requirement:
    expression ";"
  | TYPENAME nested_name_specifier typename_tail ";" { $$.t = pt_type_name(p, $3.tok, NULL); }
  | TYPENAME simple_template_id ";"         { $$.t = pt_type_name(p, $2.tok, $2.p); }
  | TYPENAME TYPE_NAME ";"                  { $$.t = pt_type_name(p, $2.tok, $2.p); }
  | "{" expression "}" ";"                  { $$.t = PT_EXPR(p, enk_compound_req, $1.tok, $2.t, NULL, NULL); }
  | "{" expression "}" NOEXCEPT ";"         { $$.t = PT_EXPR(p, enk_compound_req, $1.tok, $2.t, NULL, NULL); }
  | "{" expression "}" "->" type_constraint ";" { $$.t = PT_EXPR(p, enk_compound_req, $1.tok, $2.t, NULL, NULL); }
  | "{" expression "}" NOEXCEPT "->" type_constraint ";" { $$.t = PT_EXPR(p, enk_compound_req, $1.tok, $2.t, NULL, NULL); }
  | NESTED_REQUIRES logical_or_expression ";"   /* EDG: any expression up to the ; */
                                            { $$.t = PT_EXPR(p, enk_nested_req, $1.tok, $2.t, NULL, NULL); }
  ;

/* ---- builtins ---- */
/* Value (t): enk_builtin_operation (the keyword's token), its
 * arguments as children (types as type nodes). */
builtin_expression:
    TYPE_TRAIT "(" trait_argument_list ")"  { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, NULL, NULL); }
  | BUILTIN_OFFSETOF "(" type_id "," offsetof_designator ")"
                                            { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, NULL, NULL); }
  | BUILTIN_VA_ARG "(" assignment_expression "," type_id ")"
                                            { $$.t = PT_OP(p, eok_va_arg, $1.tok, $3.t, $5.t, NULL); }
  | BUILTIN_TYPES_COMPATIBLE_P "(" type_id "," type_id ")"
                                            { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, $5.t, NULL); }
  | BUILTIN_BIT_CAST "(" type_id "," assignment_expression ")"
                                            { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, $5.t, NULL); }
  | BUILTIN_CONVERTVECTOR "(" assignment_expression "," type_id ")"
                                            { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, $5.t, NULL); }
  | BUILTIN_ADDRESSOF "(" expression ")"    { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, NULL, NULL); }
  | builtin_call_keyword "(" expression_list_opt ")"
                                            { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, NULL, NULL); }
  | INTEGER_PACK "(" expression ")"         { $$.t = PT_EXPR(p, enk_builtin_operation, $1.tok, $3.t, NULL, NULL); }
  ;

builtin_call_keyword:
    BUILTIN_HAS_ATTRIBUTE | BUILTIN_SHUFFLE | BUILTIN_SHUFFLEVECTOR | BUILTIN_COMPLEX
  | BUILTIN_IS_CORRESPONDING_MEMBER | BUILTIN_IS_POINTER_INTERCONVERTIBLE_WITH_CLASS
  ;

trait_argument_list:
    trait_argument                          { $$ = $1; $$.tl = NULL; }
  | trait_argument_list "," trait_argument  { $$ = $1; pt_list(&$$, $3.t); }
  ;

trait_argument:
    TYPEID_MARK type_id                     { $$ = $2; }
  | TYPEID_MARK type_id ELLIPSIS            { $$ = $2; }
  | assignment_expression
  ;

offsetof_designator:
    any_id
  | offsetof_designator "." any_id
  | offsetof_designator "[" expression "]"
  ;

%%

/* ----------------------------------------------------------------------
 * The probe: can the parser shift token `tok` now?  Simulates the
 * reductions the parser would make before shifting it (as bison's LAC
 * does) on a copy of the top of the state stack, without running
 * actions.  Exact: an LALR(1) parser never shifts an erroneous token,
 * only perhaps reduces before noticing.  Uses bison 3.8's push-parser
 * internals (yypstate fields and the static tables of this file).
 * ---------------------------------------------------------------------- */
/* Simulate tokens toks[0..n) from the parser's current state: true if
 * all of them would be shifted. */
/* *lowest: the deepest index of the real stack the answer read (-1 when
 * it hit the bottom or a limit: then it is not kept, parser_accepts). */
static bool simulate(const struct yypstate *yyps, const int *toks, int n, ptrdiff_t *lowest)
{
    enum { EXTRA = 256 };
    yy_state_t extra[EXTRA];
    int nextra = 0;
    ptrdiff_t real = yyps->yyssp - yyps->yyss;   /* index of the top real state */
    int state = yyps->yystate;
    *lowest = real;
    for (int t = 0; t < n; t++) {
        yysymbol_kind_t sym = YYTRANSLATE(toks[t]);
        for (int guard = 0;; guard++) {
            int rule;
            if (guard > 10000) {
                *lowest = -1;
                return true;
            }
            int yyn = yypact[state];
            if (yypact_value_is_default(yyn))
                goto dflt;
            yyn += sym;
            if (yyn < 0 || YYLAST < yyn || yycheck[yyn] != sym)
                goto dflt;
            yyn = yytable[yyn];
            if (yyn > 0) {
                /* shift: the next token starts from the new state */
                if (t + 1 == n)
                    return true;
                if (nextra == EXTRA) {
                    *lowest = -1;
                    return true;
                }
                state = yyn;
                extra[nextra++] = (yy_state_t)state;
                break;
            }
            if (yytable_value_is_error(yyn))
                return false;
            rule = -yyn;
            goto reduce;
        dflt:
            rule = yydefact[state];
            if (rule == 0)
                return false;
        reduce: {
                int len = yyr2[rule];
                while (len > 0 && nextra > 0) {
                    nextra--;
                    len--;
                }
                real -= len;
                if (real < 0) {
                    *lowest = -1;
                    return false;
                }
                if (real < *lowest)
                    *lowest = real;
                int below = nextra ? extra[nextra - 1] : yyps->yyss[real];
                int lhs = yyr1[rule] - YYNTOKENS;
                int yyi = yypgoto[lhs] + below;
                state = (0 <= yyi && yyi <= YYLAST && yycheck[yyi] == below)
                        ? yytable[yyi] : yydefgoto[lhs];
                if (nextra == EXTRA) {
                    *lowest = -1;
                    return true;   /* absurdly deep: do not block the token */
                }
                extra[nextra++] = (yy_state_t)state;
            }
        }
    }
    return true;
}

/* One token's answer depends on nothing but the token and the states
 * the simulation read: the top of the stack down to the deepest one a
 * reduction reached.  The filter and run() ask about every token of the
 * input, from stacks whose tops repeat (each declaration like the last),
 * and the simulated reductions were a tenth of all the work: answers are
 * kept by the token and the top state, with the states read, and used
 * when the stack's top holds the same states (then the simulation would
 * read the same and answer the same). */
enum { ACCEPT_MEMO = 4096, ACCEPT_READ = 12 };
static struct accept_memo {
    int tok;
    int state;
    bool yes;
    unsigned char nread;          /* 0: an empty slot */
    yy_state_t read[ACCEPT_READ]; /* the states read, deepest first, the top last */
} accept_memo[ACCEPT_MEMO];

bool parser_accepts(const struct yypstate *yyps, int tok)
{
    ptrdiff_t top = yyps->yyssp - yyps->yyss;
    int state = yyps->yystate;
    struct accept_memo *m =
        &accept_memo[((unsigned)state * 2654435761u ^ (unsigned)tok * 40503u) & (ACCEPT_MEMO - 1)];
    if (m->nread && m->tok == tok && m->state == state && m->nread <= top + 1) {
        const yy_state_t *have = yyps->yyss + top + 1 - m->nread;
        int i = m->nread - 1;
        while (i >= 0 && have[i] == m->read[i])   /* (a few states: no memcmp call) */
            i--;
        if (i < 0)
            return m->yes;
    }
    ptrdiff_t lowest;
    bool yes = simulate(yyps, &tok, 1, &lowest);
    if (lowest >= 0 && top - lowest + 1 <= ACCEPT_READ) {
        m->tok = tok;
        m->state = state;
        m->yes = yes;
        m->nread = (unsigned char)(top - lowest + 1);
        memcpy(m->read, yyps->yyss + lowest, m->nread * sizeof m->read[0]);
    }
    return yes;
}

bool parser_accepts_after(const struct yypstate *yyps, int first, int then)
{
    int toks[2] = { first, then };
    ptrdiff_t lowest;
    return simulate(yyps, toks, 2, &lowest);
}

bool parser_accepts_seq(const struct yypstate *yyps, const int *toks, int n)
{
    ptrdiff_t lowest;
    return simulate(yyps, toks, n, &lowest);
}

/* Bison's own error report: the filter normally reports first (it sees
 * an unacceptable token before the parser does, parse.c); this covers
 * the rest. */
static int yyreport_syntax_error(const yypcontext_t *ctx, struct parser *p)
{
    yysymbol_kind_t syms[128];
    int s[128], expected[128];
    int n = yypcontext_expected_tokens(ctx, syms, 128);
    if (n < 0)
        n = 0;
    for (int i = 0; i < n; i++)
        s[i] = syms[i];
    n = symbols_to_tokens(s, n, expected);
    parser_syntax_error(p, p->f ? p->f->prev_tok : 0, expected, n);
    return 0;
}

/* Grammar symbols -> token kinds (P_*). */
static int symbols_to_tokens(const int *syms, int n, int *out)
{
    static int sym_to_tok[YYNTOKENS];
    static bool ready;
    if (!ready) {
        for (int t = 0; t <= YYMAXUTOK; t++) {
            int s = YYTRANSLATE(t);
            if (s > 0 && s < YYNTOKENS && !sym_to_tok[s])
                sym_to_tok[s] = t;
        }
        ready = true;
    }
    for (int i = 0; i < n; i++)
        out[i] = syms[i] > 0 && syms[i] < YYNTOKENS ? sym_to_tok[syms[i]] : 0;
    return n;
}

/* Only for "memory exhausted" (the stacks cannot grow). */
static void yyerror(struct parser *p, const char *msg)
{
    (void)msg;
    parser_error_at(p, p->f ? p->f->prev_tok : 0, DIAG_exp_declaration, NULL);
}

bool parser_recovering(const struct yypstate *yyps)
{
    return yyps->yyerrstatus > 0;
}

const char *parser_token_name(int tok)
{
    return yysymbol_name(YYTRANSLATE(tok));
}
