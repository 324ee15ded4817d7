/*
** test_sue_de_coq.c -- Sue de Coq: HoDoKu's regression cases, a real
** position with every step found and its exact text, and a position where
** nothing may fire.
*/
#include <criterion/criterion.h>
#include <stdlib.h>

#include "support.h"
#include "support_find.h"
#include "support_reglib.h"

Test(sue_de_coq, reglib) { support_reglib_all("1101", NONET_T_SUE_DE_COQ, 30); }
