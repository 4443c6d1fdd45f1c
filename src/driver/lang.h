/* The language mode: which language and standard, which dialect, computed
 * once from the options.  The lexer gates keywords and punctuators on it
 * (tables/keywords, gate column); the parser will gate features on it.
 *
 * The LANG_* bits are the gate atoms of tables/keywords (gen/gen_tokens.py
 * writes them as LANG_<ATOM>).  Standard atoms are cumulative: C++20 sets
 * LANG_CXX11 | LANG_CXX14 | LANG_CXX17 | LANG_CXX20. */
#ifndef CUFE_LANG_H
#define CUFE_LANG_H

#include <stdbool.h>
#include <stdint.h>

#include "driver/options.h"

enum {
    LANG_C = 1u << 0,
    LANG_CXX = 1u << 1,
    LANG_C99 = 1u << 2,       /* C99 or later */
    LANG_C11 = 1u << 3,
    LANG_C23 = 1u << 4,
    LANG_CXX11 = 1u << 5,     /* C++11 or later */
    LANG_CXX14 = 1u << 6,
    LANG_CXX17 = 1u << 7,
    LANG_CXX20 = 1u << 8,
    LANG_CXX23 = 1u << 9,
    LANG_GNU = 1u << 10,      /* --g++ (C++) / --gcc (C): on by default */
    LANG_CLANG = 1u << 11,    /* --clang */
    LANG_MSVC = 1u << 12,     /* Microsoft mode: cufe has no option for it */
    LANG_ALTTOK = 1u << 13,   /* C++ and --alternative_tokens (default on) */
    LANG_CUDA = 1u << 14,     /* always */
    /* Option atoms: the state of the option of that name (tables/options),
     * as given on the command line, else its default in the mode (the
     * standard and dialect); cudafe++ applies them whatever the option's
     * place relative to the standard option (observed). */
    LANG_RESTRICT = 1u << 15,             /* --restrict: C99; off in C++ */
    LANG_WCHAR_T_KEYWORD = 1u << 16,      /* on */
    LANG_EXPLICIT = 1u << 17,             /* on */
    LANG_TYPENAME = 1u << 18,             /* on */
    LANG_NULLPTR = 1u << 19,              /* C++11 */
    LANG_CHAR8_T = 1u << 20,              /* C++20 */
    LANG_CONCEPTS = 1u << 21,             /* C++20 */
    LANG_TYPE_TRAITS_HELPERS = 1u << 22,  /* on */
    LANG_NONSTD_GNU_KEYWORDS = 1u << 23,  /* GNU mode */
    LANG_THREAD_LOCAL_STORAGE = 1u << 24, /* GNU mode */
    LANG_ULITERALS = 1u << 25,            /* C++11: u U u8 prefixes, char16_t char32_t */
    LANG_UTF8_CHAR_LITERALS = 1u << 26,   /* C++17: u8'x' (with uliterals) */
    LANG_DIGIT_SEPARATORS = 1u << 27,     /* C++14, C23: 1'000 */
    LANG_CHECK_UNICODE_SECURITY = 1u << 28, /* off: warn about Unicode formatting
                                              characters in literals and comments */
    LANG_USER_DEFINED_LITERALS = 1u << 29, /* C++11: 12_km, "a"_s */
    LANG_LAMBDAS = 1u << 30                /* C++11: lambda expressions */
};

/* C++ and --namespaces (default on); bits 31 and up are outside the enum
 * (an enumerator must fit in an int) */
#define LANG_NAMESPACES (1u << 31)
/* --rtti (default on): typeid is a keyword, dynamic_cast may downcast */
#define LANG_RTTI ((uint64_t)1 << 32)
/* --anachronisms (default off): cfront's `overload` is a keyword */
#define LANG_ANACHRONISMS ((uint64_t)1 << 47)

struct lang_mode {
    uint64_t bits;            /* LANG_* */
    int std;                  /* the standard's year: 2014 for C++14, 2017 for C17 */
    long gnu_version;         /* --gnu_version (major*10000 + minor*100 + patch) */
    long clang_version;
    bool dollar;              /* `$` in identifiers: GNU mode or --dollar */
    bool xid_identifiers;     /* --no_old_id_chars: UAX #31 identifier characters */
    bool trigraphs;           /* --trigraphs (off: a trigraph warns 1406 once) */
};

static inline bool lang_has(const struct lang_mode *m, uint64_t bits)
{
    return (m->bits & bits) == bits;
}

/* The mode the options select.  The last standard option on the command
 * line wins (--c++17, --c11, --c, --no_c++11, ...); without one, C++14
 * (what cudafe++ does, observed).  --c alone is C17, --c++ alone C++14;
 * without a standard option --gcc or --no_gcc selects C17 (GNU or not). */
void lang_mode_from_options(struct lang_mode *m, const struct options *o);

/* The default mode (C++14, GNU, --gnu_version 80100), for tests. */
void lang_mode_default(struct lang_mode *m);

/* A mode for a given C++ standard year with GNU and alternative tokens on
 * and the given gnu_version, for tests. */
void lang_mode_cxx(struct lang_mode *m, int year, long gnu_version);

#endif
