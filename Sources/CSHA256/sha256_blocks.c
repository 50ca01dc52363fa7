// SHA-256's compression with the x86-64 SHA extensions: the record hashes every generated file,
// and with the portable Swift rounds (ScaffoldBase's SHA256) that was a sixth of `update`'s CPU.
// Each `sha256rnds2` runs two rounds on a state split into ABEF and CDGH; `sha256msg1` and
// `sha256msg2` extend the message schedule four words at a time.
#include "CSHA256.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>

int scaffold_sha256_accelerated(void) {
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
  if (__get_cpuid_max(0, 0) < 7) return 0;
  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  int sha = (ebx >> 29) & 1;
  return ssse3 && sse41 && sha;
}

__attribute__((target("sha,sse4.1,ssse3")))
void scaffold_sha256_blocks(
    uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t round_constants[64]) {
  // Each 32-bit word of the message is big-endian.
  const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  // h0..h3 and h4..h7 as ABEF and CDGH, the order the instructions take.
  __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
  __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
  __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
  __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
  __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

  for (; count > 0; count--, blocks += 64) {
    const __m128i abef_before = abef, cdgh_before = cdgh;
    // schedule[g % 4] holds words 4g to 4g+3 while group g of four rounds runs.
    __m128i schedule[4];
    for (int word = 0; word < 4; word++) {
      schedule[word] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * word)), byte_swap);
    }
    for (int group = 0; group < 16; group++) {
      __m128i words = schedule[group & 3];
      __m128i sum = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
      cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
      abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
      if (group < 12) {
        // Words 4g+16 to 4g+19: W[t-16] + s0(W[t-15]), then + W[t-7], then + s1(W[t-2]).
        __m128i next = _mm_sha256msg1_epu32(words, schedule[(group + 1) & 3]);
        next = _mm_add_epi32(next, _mm_alignr_epi8(schedule[(group + 3) & 3], schedule[(group + 2) & 3], 4));
        schedule[group & 3] = _mm_sha256msg2_epu32(next, schedule[(group + 3) & 3]);
      }
    }
    abef = _mm_add_epi32(abef, abef_before);
    cdgh = _mm_add_epi32(cdgh, cdgh_before);
  }

  __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
  __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
  _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
  _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int scaffold_sha256_accelerated(void) { return 0; }

void scaffold_sha256_blocks(
    uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t round_constants[64]) {
  (void)state;
  (void)round_constants;
  (void)blocks;
  (void)count;
}

#endif
