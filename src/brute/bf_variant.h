/*
** bf_variant.h -- names of the brute-force core, one set per instruction set.
**
** The search (bf_search.c) and the board (bf_board.c) are compiled twice
** when the build allows it: once for the baseline CPU, once with AVX2,
** BMI1/2 and POPCNT enabled (x86-64 only, CMake option NONET_SIMD), with
** BF_VARIANT defined to v3. The second copy's external names get the suffix
** _v3 through BF_NAME, so both live in one library; bruteforce.c calls the
** one the CPU can run (bf_path_simd). Code is written with the plain names.
*/
#ifndef NONET_BF_VARIANT_H
#define NONET_BF_VARIANT_H

#ifdef BF_VARIANT
#define BF_JOIN2(name, variant) name##_##variant
#define BF_JOIN(name, variant) BF_JOIN2(name, variant)
#define BF_NAME(name) BF_JOIN(name, BF_VARIANT)
#else
#define BF_NAME(name) name
#endif

#endif
