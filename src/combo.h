/*
** combo.h -- k-combinations of the indices 0..n-1, in lexicographic order,
** without allocation:
**
**     int idx[4];
**     for (bool more = combo_first(idx, k, n); more; more = combo_next(idx, k, n))
**         use idx[0..k-1];
**
** Subsets (k cells of a unit) and fish (k base lines) both walk them.
*/
#ifndef NONET_COMBO_H
#define NONET_COMBO_H

#include <stdbool.h>

/* Set idx to the first combination {0, 1, ..., k-1}; false when there is
** none (k < 1 or k > n). */
static inline bool combo_first(int idx[], int k, int n) {
    for (int i = 0; i < k; i++) idx[i] = i;
    return k >= 1 && k <= n;
}

/* Advance idx to the next combination; false after the last one. */
static inline bool combo_next(int idx[], int k, int n) {
    int i = k - 1;
    while (i >= 0 && idx[i] == n - k + i) i--;
    if (i < 0) return false;
    idx[i]++;
    for (int j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
    return true;
}

#endif
