/*
** bf_solution.c -- the check every solution the core reports passes
** (bf_solution.h).
*/
#include "bf_solution.h"

#include "mask.h"

/* Digits in range and in their masks first (so the shifts below are
** defined), then each unit holds 1..9 once. */
bool bf_solution_fits(const uint16_t cand[81], const uint8_t solution[81]) {
    for (int cell = 0; cell < 81; cell++)
        if (solution[cell] < 1 || solution[cell] > 9 || !mask_has(cand[cell], solution[cell]))
            return false;
    for (int i = 0; i < 9; i++) {
        unsigned row = 0, col = 0, box = 0;
        for (int j = 0; j < 9; j++) {
            row |= 1u << solution[i * 9 + j];
            col |= 1u << solution[j * 9 + i];
            box |= 1u << solution[(i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3];
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe) return false;
    }
    return true;
}
