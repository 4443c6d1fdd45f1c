/* The generated record tables: shapes the rest of cufe relies on. */
#include "testutil.h"

#include "support/cuda_attrs.h"
#include "il/il_kinds.h"
#include "lex/lexer.h"

START_TEST(il_kinds_complete)
{
    /* cudafe++ has 85 IL entry kinds, 0..84, "none" first. */
    ck_assert_int_eq(IL_KIND_COUNT, 85);
    ck_assert_str_eq(il_kind_infos[0].name, "none");
    ck_assert_int_eq(IL_routine, 11);
    ck_assert_str_eq(il_kind_infos[IL_routine].name, "routine");
    for (int i = 0; i < IL_KIND_COUNT; i++)
        ck_assert_ptr_nonnull(il_kind_infos[i].name);
}
END_TEST

/* Sub-kinds keep the seed's numbers; operators map to operations by the
 * table's token and form. */
START_TEST(il_subkinds_named)
{
    ck_assert_int_eq(tk_ptr_to_member, 13);
    ck_assert_int_eq(ck_template_param, 12);
    ck_assert_int_eq(enk_template_name, 35);
    ck_assert_int_eq(stmk_block, 11);
    ck_assert_int_eq(sck_enum, 16);
    ck_assert_str_eq(il_subkind_name(IL_statement, stmk_block), "stmk_block");
    ck_assert_str_eq(il_subkind_name(IL_scope, sck_condition), "sck_condition");
    ck_assert_ptr_null(il_subkind_name(IL_scope, 4));
    ck_assert_ptr_null(il_subkind_name(IL_routine, 0));
    ck_assert_str_eq(il_operation_name(il_operation_for_token(TOK_STAR, IL_FORM_prefix)),
                     "eok_indirect");
    ck_assert_str_eq(il_operation_name(il_operation_for_token(TOK_STAR, IL_FORM_binary)),
                     "eok_multiply");
    ck_assert_str_eq(il_operation_name(il_operation_for_token(TOK_PLUSPLUS, IL_FORM_postfix)),
                     "eok_post_incr");
    ck_assert_int_eq(il_operation_for_token(TOK_LPAREN, IL_FORM_binary), -1);
    ck_assert_int_eq(il_operation_for_token(TOK_PLUS, IL_FORM_none), -1);
    ck_assert_ptr_null(il_operation_name(IL_EOK_COUNT));
}
END_TEST

START_TEST(cuda_attribute_lookup)
{
    enum cuda_attr a;
    ck_assert(cuda_attr_lookup("global", 6, &a));
    ck_assert_str_eq(cuda_attr_infos[a].name, "global");
    ck_assert_int_eq(cuda_attr_infos[a].kind, 'X');
    ck_assert(cuda_attr_lookup("__launch_bounds__", 17, &a));
    ck_assert_str_eq(cuda_attr_infos[a].name, "launch_bounds");
    ck_assert_int_eq(cuda_attr_infos[a].min_args, 1);
    ck_assert_int_eq(cuda_attr_infos[a].max_args, 3);
    ck_assert(!cuda_attr_lookup("no_such_attribute", 17, &a));
    ck_assert(!cuda_attr_lookup("____", 4, &a));
}
END_TEST

START_TEST(sm_features_named)
{
    ck_assert_int_gt(SM_FEATURE__COUNT, 15);
    ck_assert_str_eq(sm_feature_infos[SM_FEATURE_virtual_base].min_arch, "compute_20");
}
END_TEST

static Suite *tables_suite(void)
{
    Suite *s = suite_create("tables");
    TCase *tc = tcase_create("records");
    tcase_add_test(tc, il_kinds_complete);
    tcase_add_test(tc, il_subkinds_named);
    tcase_add_test(tc, cuda_attribute_lookup);
    tcase_add_test(tc, sm_features_named);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(tables_suite)
