#include "driver/lang.h"

/* Each option that selects a language standard.  off_year is the year its
 * neg spelling selects (--no_c++11 is C++03, --no_c99 is C89), 0 if none. */
static const struct {
    enum option_id id;
    bool cxx;
    int year, off_year;
} standard_options[] = {
    { OPT_cxx, true, 2014, 0 },
    { OPT_cxx03, true, 2003, 0 },
    { OPT_cxx11, true, 2011, 2003 },
    { OPT_cxx0x, true, 2011, 2003 },
    { OPT_cxx14, true, 2014, 0 },
    { OPT_cxx17, true, 2017, 0 },
    { OPT_cxx20, true, 2020, 0 },
    { OPT_cxx23, true, 2023, 0 },
    { OPT_c, false, 2017, 0 },
    { OPT_c89, false, 1989, 0 },
    { OPT_c99, false, 1999, 1989 },
    { OPT_c11, false, 2011, 0 },
    { OPT_c17, false, 2017, 0 },
    { OPT_c18, false, 2017, 0 },
    { OPT_c23, false, 2023, 0 },
};

static void set_standard(struct lang_mode *m, bool cxx, int year)
{
    m->std = year;
    m->bits &= ~(uint32_t)(LANG_C | LANG_CXX | LANG_C99 | LANG_C11 | LANG_C23 | LANG_CXX11 |
                           LANG_CXX14 | LANG_CXX17 | LANG_CXX20 | LANG_CXX23);
    if (cxx) {
        m->bits |= LANG_CXX;
        m->bits |= (year >= 2011 ? LANG_CXX11 : 0) | (year >= 2014 ? LANG_CXX14 : 0) |
                   (year >= 2017 ? LANG_CXX17 : 0) | (year >= 2020 ? LANG_CXX20 : 0) |
                   (year >= 2023 ? LANG_CXX23 : 0);
    } else {
        m->bits |= LANG_C;
        m->bits |= (year >= 1999 ? LANG_C99 : 0) | (year >= 2011 ? LANG_C11 : 0) |
                   (year >= 2023 ? LANG_C23 : 0);
    }
}

/* The option atoms (lang.h): each option's state if given, else its
 * default in the mode m already holds (o NULL: every default). */
static void set_option_atoms(struct lang_mode *m, const struct options *o)
{
    bool cxx = m->bits & LANG_CXX, gnu = m->bits & LANG_GNU;
    const struct {
        uint64_t bit;
        enum option_id id;
        bool dflt;
    } atoms[] = {
        { LANG_RESTRICT, OPT_restrict, !cxx && (m->bits & LANG_C99) },
        { LANG_WCHAR_T_KEYWORD, OPT_wchar_t_keyword, true },
        { LANG_EXPLICIT, OPT_explicit, true },
        { LANG_TYPENAME, OPT_typename, true },
        { LANG_NULLPTR, OPT_nullptr, cxx && m->std >= 2011 },
        { LANG_CHAR8_T, OPT_char8_t, cxx && m->std >= 2020 },
        { LANG_CONCEPTS, OPT_concepts, cxx && m->std >= 2020 },
        { LANG_TYPE_TRAITS_HELPERS, OPT_type_traits_helpers, true },
        { LANG_NONSTD_GNU_KEYWORDS, OPT_nonstd_gnu_keywords, gnu },
        { LANG_THREAD_LOCAL_STORAGE, OPT_thread_local_storage, gnu },
        { LANG_ULITERALS, OPT_uliterals, cxx && m->std >= 2011 },
        { LANG_UTF8_CHAR_LITERALS, OPT_utf8_char_literals, cxx && m->std >= 2017 },
        { LANG_DIGIT_SEPARATORS, OPT_digit_separators, m->std >= (cxx ? 2014 : 2023) },
        { LANG_CHECK_UNICODE_SECURITY, OPT_check_unicode_security, false },
        { LANG_USER_DEFINED_LITERALS, OPT_user_defined_literals, cxx && m->std >= 2011 },
        { LANG_LAMBDAS, OPT_lambdas, cxx && m->std >= 2011 },
        { LANG_RTTI, OPT_rtti, cxx },
        { LANG_ANACHRONISMS, OPT_anachronisms, false },
    };
    for (size_t i = 0; i < sizeof atoms / sizeof atoms[0]; i++) {
        const struct option_value *v = o ? &o->v[atoms[i].id] : NULL;
        if (v && v->given ? v->on : atoms[i].dflt)
            m->bits |= atoms[i].bit;
    }
}

void lang_mode_cxx(struct lang_mode *m, int year, long gnu_version)
{
    *m = (struct lang_mode){ .bits = LANG_GNU | LANG_ALTTOK | LANG_CUDA | LANG_NAMESPACES,
                             .gnu_version = gnu_version, .clang_version = 90100,
                             .dollar = true };
    set_standard(m, true, year);
    set_option_atoms(m, NULL);
}

void lang_mode_default(struct lang_mode *m)
{
    lang_mode_cxx(m, 2014, 80100);
}

void lang_mode_from_options(struct lang_mode *m, const struct options *o)
{
    *m = (struct lang_mode){ .bits = LANG_CUDA };
    bool cxx = true;
    int year = 2014, last = -1;
    for (size_t i = 0; i < sizeof standard_options / sizeof standard_options[0]; i++) {
        const struct option_value *v = &o->v[standard_options[i].id];
        if (!v->given || v->order <= last)
            continue;
        last = v->order;
        cxx = standard_options[i].cxx;
        year = v->on || !standard_options[i].off_year ? standard_options[i].year
                                                      : standard_options[i].off_year;
    }
    /* --gcc / --no_gcc select (GNU or strict) C when no standard option
     * does (cudafe++ then reads the input as C17). */
    if (last < 0 && o->v[OPT_gcc].given) {
        cxx = false;
        year = 2017;
    }
    set_standard(m, cxx, year);

    /* GNU mode: --g++ in C++, --gcc in C (both on by default). */
    if (opt_on(o, cxx ? OPT_gxx : OPT_gcc))
        m->bits |= LANG_GNU;
    /* Clang mode: --clang, or --clang_version given after any --no_clang
     * (observed: --clang_version=N alone selects it, the later of it and
     * --no_clang wins). */
    const struct option_value *cl = &o->v[OPT_clang], *cv = &o->v[OPT_clang_version];
    if ((cl->given && cl->on) || (cv->given && (!cl->given || cl->order < cv->order)))
        m->bits |= LANG_CLANG;
    if (cxx && opt_on(o, OPT_alternative_tokens))
        m->bits |= LANG_ALTTOK;
    if (cxx && opt_on(o, OPT_namespaces))
        m->bits |= LANG_NAMESPACES;
    m->gnu_version = opt_num(o, OPT_gnu_version);
    m->clang_version = opt_num(o, OPT_clang_version);
    m->dollar = (m->bits & LANG_GNU) || opt_on(o, OPT_dollar);
    m->trigraphs = opt_on(o, OPT_trigraphs);
    /* (--old_id_chars, C++11 Annex E, is the default in every mode) */
    m->xid_identifiers = opt_given(o, OPT_old_id_chars) && !opt_on(o, OPT_old_id_chars);
    set_option_atoms(m, o);
}
